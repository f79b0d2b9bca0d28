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
        var result: [Component] = []
        forEachComponent { _, component in result.append(component) }
        return result
    }

    /// Visits every component of every page (headers, footers and children included) without building
    /// arrays, for the passes that run over a whole site.
    public func forEachComponent(_ body: (Page, Component) -> Void) {
        for page in pages {
            for section in page.sections {
                if let header = section.header { visit(header, page, body) }
                for component in section.components { visit(component, page, body) }
                if let footer = section.footer { visit(footer, page, body) }
            }
        }
    }

    private func visit(_ component: Component, _ page: Page, _ body: (Page, Component) -> Void) {
        body(page, component)
        guard let data = component.data else { return }
        data.forEachChild { visit($0, page, body) }
    }
}
