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
    /// Set on a skeleton the loader took from the build cache instead of reading the file: reads it in full.
    public var reloader: PageReloader?
    /// A skeleton's data keys per component type, as `Site.dataKeys(of:)` found them in the full page: the template
    /// check asks which names the content sends, and a skeleton answers without its file being read.
    public var knownDataKeys: [String: Set<String>]?
    /// Set on a page whose components' JSON sources (`Component.dataSource`, `objectSource`) the build let go once
    /// their contracts were checked (`dropSources()`): reads the file in full again for what needs them later.
    public var sourceReloader: PageReloader?

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

    public var componentCount: Int { sections.reduce(0) { $0 + $1.componentCount } }

    /// Every component the page holds — its sections' components, headers, footers and children, hidden ones too:
    /// what the catalog's "Uses" column counts, so that every count the catalog and the build summary show agrees.
    public var componentUseCount: Int {
        var count = 0
        for section in sections { section.forEachComponentType { _ in count += 1 } }
        return count
    }

    /// True for a page taken from the build cache without its file being read: its sections, components (types,
    /// ids, places, which are hidden, their children) and variant names are those of the file, but not their data,
    /// layouts or sizes — what a warm build needs of a page it does not render again.
    public var isSkeleton: Bool { reloader != nil }

    /// The page with all its data and sources: itself, or, for a skeleton or a page without its sources, its file
    /// read again (the page itself if that now fails, which the next build reports).
    public func full() -> Page {
        guard let reloader = reloader ?? sourceReloader else { return self }
        return reloader.page() ?? self
    }

    /// What the build cache keeps of the page (see `isSkeleton`): components without data but with their children,
    /// sections without layouts, variants without overrides.
    public var skeleton: Page {
        var page = self
        page.reloader = nil
        page.knownDataKeys = knownDataKeys ?? Site.dataKeys(of: self)
        page.sections = sections.map { section in
            var copy = section
            copy.layout = nil
            copy.header = section.header?.skeleton
            copy.footer = section.footer?.skeleton
            copy.components = section.components.map(\.skeleton)
            copy.packComponents()
            return copy
        }
        page.variants = variants.map { PageVariant(name: $0.name, overrides: [], location: $0.location) }
        return page
    }
}
