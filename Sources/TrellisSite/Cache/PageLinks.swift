/// What the link check found on one page, kept in the build cache: a page taken from the cache then needs neither
/// its preview read back and scanned nor its component links resolved again, as long as the site's files and
/// anchors are those the check saw (`shape`).
struct PageLinks: Sendable, Equatable {
    /// One URL written in the page's preview (one candidate of a `srcset`), where it stands in the file.
    struct PreviewURL: Sendable, Equatable {
        var name: String
        var value: String
        var line: Int
        var column: Int
    }

    /// `LinkCheck`'s fingerprint of every file path of the site and every `id` of each HTML file, when these
    /// problems were found: the same shape gives the same problems.
    var shape: UInt64
    /// The broken component links, as indices into the page's links (`PageOutput.links`). What is wrong with one
    /// is found again when a diagnostic names it (`LinkCheck.problem(with:from:paths:ids:)` gives the same answer
    /// for the same shape): kept with every broken link, the resolved targets were 85 MB at 10,000 pages whose
    /// images are missing.
    var problems: [Int]
    /// The `id`s of the page's preview, sorted.
    var previewIDs: [String]
    /// The broken URLs of the page's preview, as indices into its URLs in document order (`PreviewScan.urls`). The
    /// URLs themselves are not kept: they are read from the preview again when the site's shape changed or a
    /// diagnostic names one (every page's were 12 MB of a warm 10,000-page build).
    var previewProblems: [Int]
    /// The fingerprint of the page's renderings' ids (the page's and the rendering theme's, sorted), which goes into
    /// `shape`: kept, so that a page whose ids are these is not sorted and hashed again.
    var renderingIDsHash: UInt64
}
