import TrellisContent
import TrellisRender

/// How a build renders a page as soon as it has it in full — read from its file, or read again after the cache's
/// skeleton could not serve — and then keeps only a skeleton of it: its contracts checked, its layouts planned, its
/// files rendered, validated and spilled, its search entry taken (`StreamedPages`). A large site is never held whole
/// in memory, neither by a cold build nor by a warm one that renders most pages again (a template edit).
struct PageStream: Sendable {
    let settings: SiteSettings
    let renderer: SiteRenderer
    let componentRenderer: ComponentRenderer
    let resolver: LayoutResolver
    let check: @Sendable (Page) -> [Diagnostic]
    let streamed: StreamedPages

    init(
        settings: SiteSettings, renderer: SiteRenderer, check: @escaping @Sendable (Page) -> [Diagnostic],
        streamed: StreamedPages
    ) {
        self.settings = settings
        self.renderer = renderer
        self.componentRenderer = renderer.componentRenderer
        self.resolver = renderer.layoutResolver
        self.check = check
        self.streamed = streamed
    }

    /// Renders `page` (in full, its contract diagnostics `contract`) unless they hold an error, keeps what the build
    /// needs of it, and leaves a skeleton in its place that `reloader` reads in full again.
    /// `searchEntry`, when given, is the page's entry as the last build made it from the same content.
    func render(_ page: inout Page, contract: [Diagnostic], reloader: PageReloader, searchEntry: SearchEntry? = nil) {
        page.dropSources()
        guard !contract.contains(where: { $0.severity == .error }) else { return }
        let plan = resolver.plan(page, viewports: settings.viewports)
        let output = renderer.render(
            page, layouts: plan.layouts, findings: plan.findings, renderer: componentRenderer,
            spillName: streamed.nextSpillName())
        let searchEntry = searchEntry ?? streamed.searchEntries.keep(SearchIndex.entry(for: page))
        keep(output, of: &page, searchEntry: searchEntry, reloader: reloader)
    }

    /// Like `render`, for a page whose content the last build rendered (`contract` and `searchEntry` are its) and of
    /// whose templates only `changedTypes` changed since: only those types' markup is rendered again, and put in place
    /// in the renderings of `previous` in `previousSite` (`SiteRenderer.splice`). The page stays the skeleton it was;
    /// `page` is that skeleton, whose changed components `components` reads in full, or the page read in full (and
    /// `components` the identity). False when that cannot be done: the page must then be rendered in full.
    func splice(
        _ page: Page, skeleton: Page, contract: [Diagnostic], searchEntry: SearchEntry, previous: CachedPage,
        changedTypes: Set<String>, previousSite: String, components: ([Component]) -> [Component]?
    ) -> Bool {
        guard !contract.contains(where: { $0.severity == .error }),
            var output = renderer.splice(
                page, previous: previous, changedTypes: changedTypes, renderer: componentRenderer,
                previousSite: previousSite, spillName: streamed.nextSpillName(), components: components)
        else { return false }
        output.links.refer(to: skeleton.sections)
        streamed.keep(output, searchEntry: searchEntry, for: skeleton.file)
        return true
    }

    /// Keeps what the build needs of a rendered page and leaves its skeleton in its place.
    private func keep(_ output: PageOutput, of page: inout Page, searchEntry: SearchEntry, reloader: PageReloader) {
        var output = output
        var skeleton = page.skeleton
        skeleton.reloader = reloader
        skeleton.sections = skeleton.sections.map(streamed.shared)
        skeleton.knownDataKeys = skeleton.knownDataKeys.map(streamed.shared)
        page = skeleton
        output.links.refer(to: skeleton.sections)
        streamed.keep(output, searchEntry: searchEntry, for: page.file)
    }
}
