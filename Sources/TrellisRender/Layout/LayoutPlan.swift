/// The layouts and findings of a site's pages (`LayoutResolver.plan`).
public struct LayoutPlan: Sendable {
    /// Each page's layouts, in page order; nil for a page that was not read (its findings were known).
    public var layouts: [PageLayouts?]
    /// What each page's layouts and sizes reported, in page order: a page's own, kept with it in the build cache.
    public var pageFindings: [LayoutFindings]
    /// The whole site's findings: the pages' merged in page order, each problem once.
    public var findings: LayoutFindings
}
