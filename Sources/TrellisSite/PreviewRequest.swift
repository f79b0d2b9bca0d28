/// What `trellis serve` asks to be shown at once after an edit, before the rebuild that includes it
/// (`PreviewSession.renderPreview`).
public struct PreviewRequest: Sendable, Equatable {
    /// The page files saved since the last build (project-relative: `Content/pages/home.json`), shown as they are
    /// now.
    public var savedPages: [String]
    /// The templates and included sections changed since the last build (project-relative), which the pages in
    /// view are rendered again with.
    public var changedInputs: [String]
    /// The site folders of the pages open in a browser (`pages/home`).
    public var shownFolders: [String]

    public init(savedPages: [String] = [], changedInputs: [String] = [], shownFolders: [String] = []) {
        self.savedPages = savedPages
        self.changedInputs = changedInputs
        self.shownFolders = shownFolders
    }
}
