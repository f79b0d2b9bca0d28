/// What the link check found on one page, kept in the build cache: a page taken from the cache then needs neither
/// its preview read back and scanned nor its component links resolved again, as long as the site's files and
/// anchors are those the check saw (`shape`).
struct PageLinks: Sendable {
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
    /// The broken component links: an index into the page's links (`PageOutput.links`) and what is wrong.
    var problems: [(link: Int, problem: LinkCheck.Problem)]
    /// The `id`s of the page's preview, sorted.
    var previewIDs: [String]
    /// Every URL of the page's preview, in document order.
    var previewURLs: [PreviewURL]
    /// The broken ones among them: an index into `previewURLs` and what is wrong.
    var previewProblems: [(url: Int, problem: LinkCheck.Problem)]
}

extension PageLinks: Equatable {
    static func == (lhs: PageLinks, rhs: PageLinks) -> Bool {
        lhs.shape == rhs.shape && lhs.previewIDs == rhs.previewIDs && lhs.previewURLs == rhs.previewURLs
            && lhs.problems.count == rhs.problems.count
            && zip(lhs.problems, rhs.problems).allSatisfy { $0.link == $1.link && $0.problem == $1.problem }
            && lhs.previewProblems.count == rhs.previewProblems.count
            && zip(lhs.previewProblems, rhs.previewProblems).allSatisfy { $0.url == $1.url && $0.problem == $1.problem }
    }
}
