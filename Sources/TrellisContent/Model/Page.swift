/// One screen: an ordered list of sections, with optional layout variants.
public struct Page: Sendable, Equatable {
    /// `/`-separated, from the file's path under `Content/pages/` unless the page names its own.
    public var id: String
    public var title: String
    public var description: String?
    public var sections: [Section]
    public var variants: [PageVariant]
    /// The page file, as shown in diagnostics.
    public var file: String

    public init(
        id: String,
        title: String,
        description: String?,
        sections: [Section],
        variants: [PageVariant],
        file: String
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.sections = sections
        self.variants = variants
        self.file = file
    }

    public var componentCount: Int { sections.reduce(0) { $0 + $1.components.count } }
}
