/// What `trellis serve` asks to be shown at once after an edit, before the rebuild that includes it
/// (`PreviewSession.renderPreview`).
public struct PreviewRequest: Sendable, Equatable {
    /// The page files saved since the last build (project-relative: `Content/pages/home.json`), shown as they are
    /// now.
    public var savedPages: [String]
    /// The templates and included sections changed since the last build (project-relative), which the pages in
    /// view are rendered again with.
    public var changedInputs: [String]
    /// Where in the site the pages open in a browser are (`pages/home/`, `pages/home/phone.html`,
    /// `components/rating.html`).
    public var shownPaths: [String]

    public init(savedPages: [String] = [], changedInputs: [String] = [], shownPaths: [String] = []) {
        self.savedPages = savedPages
        self.changedInputs = changedInputs
        self.shownPaths = shownPaths
    }
}
