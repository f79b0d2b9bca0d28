/// A run of components laid out together, with an optional header and footer.
public struct Section: Sendable, Equatable {
    public var id: String
    public var header: Component?
    public var footer: Component?
    /// The raw `layout` object (nil: the default list). The layout bridge merges overrides onto it and
    /// validates the result, so the content model stays independent of the layout engine.
    public var layout: JSONNode?
    /// Every component shown by the active features, the hidden ones (`"data": null`) included.
    public var components: [Component]
    public var location: SourceLocation
    public var path: String
    /// The `Content/sections/` name this section was included from, if any.
    public var includedFrom: String?

    public init(
        id: String,
        header: Component? = nil,
        footer: Component? = nil,
        layout: JSONNode? = nil,
        components: [Component],
        location: SourceLocation,
        path: String,
        includedFrom: String? = nil
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.layout = layout
        self.components = components
        self.location = location
        self.path = path
        self.includedFrom = includedFrom
    }

    /// The components that take part in layout: hidden ones are left out.
    public var visibleComponents: [Component] { components.filter { !$0.isHidden } }
}
