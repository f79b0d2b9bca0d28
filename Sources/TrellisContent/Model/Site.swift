/// A whole project's content: settings and every page, includes already spliced in.
public struct Site: Sendable, Equatable {
    public var settings: SiteSettings
    public var pages: [Page]
    /// What feature toggles left out, for the build report.
    public var excluded: [ExcludedContent]

    public init(settings: SiteSettings, pages: [Page], excluded: [ExcludedContent] = []) {
        self.settings = settings
        self.pages = pages
        self.excluded = excluded
    }

    /// Every component of every page, headers, footers and children included, in document order.
    public var allComponents: [Component] {
        pages.flatMap { page in
            page.sections.flatMap { section in
                let top = [section.header].compactMap { $0 } + section.components + [section.footer].compactMap { $0 }
                return top.flatMap { [$0] + ($0.data?.childComponents ?? []) }
            }
        }
    }
}
