import Foundation

/// The `id`s of each HTML file of the site, which a link's fragment (`#section-2`) must name: each set made the first
/// time a link asks for it, on any thread, and then kept.
///
/// A warm build checks few links or none (each unchanged page keeps its results while the site's shape is the one
/// they were found in, `PageLinks.shape`); making every file's set up front — a page's ids joined with the rendering
/// theme's, for each of its renderings — was most of a warm build's link check.
final class LinkAnchors: @unchecked Sendable {
    /// Where each file's ids come from: the sorted list they are made from, or a page's renderings (made by `pageIDs`,
    /// once for all renderings of the page).
    enum Source {
        case sorted([String])
        case renderingsOf(page: Int)
    }

    private let sources: [String: Source]
    private let pageIDs: @Sendable (Int) -> Set<String>
    private let lock = NSLock()
    private var made: [String: Set<String>] = [:]
    private var madeForPage: [Int: Set<String>] = [:]

    init(sources: [String: Source], pageIDs: @escaping @Sendable (Int) -> Set<String>) {
        self.sources = sources
        self.pageIDs = pageIDs
    }

    /// The ids of the file at `path` in the site, or nil for a file whose ids are not known (not HTML).
    subscript(path: String) -> Set<String>? {
        guard let source = sources[path] else { return nil }
        lock.lock()
        defer { lock.unlock() }
        switch source {
        case .sorted(let ids):
            if let known = made[path] { return known }
            let set = Set(ids)
            made[path] = set
            return set
        case .renderingsOf(let page):
            if let known = madeForPage[page] { return known }
            let set = pageIDs(page)
            madeForPage[page] = set
            return set
        }
    }
}
