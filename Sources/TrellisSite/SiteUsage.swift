import Foundation
import TrellisContent

/// How often each component type is used on each page, the pages in natural order of their ids, and the sections
/// that show each type: what the catalog makes from the pages alone, made the first time a page of it asks (on any
/// thread) and then shared.
///
/// A build whose content is the last build's (`CatalogUsageMemo`) usually asks for none of it: the catalog's pages
/// are then keyed by the content digest in place of what is made from these, and taken from the last site.
final class SiteUsage: @unchecked Sendable {
    private let pages: [Page]
    private let lock = NSLock()
    private var madeByPage: [String: [String: Int]]?
    private var madeOrder: [Page]?
    private var madeSections: [String: CatalogPages.SectionIDsByType]?

    /// Makes the counts by page, when given, in place of reading every page for them (`InputFingerprint.usageByPage`:
    /// a build with a cache found them with each page's types).
    private let countedByPage: (@Sendable () -> [String: [String: Int]])?

    init(pages: [Page], countedByPage: (@Sendable () -> [String: [String: Int]])? = nil) {
        self.pages = pages
        self.countedByPage = countedByPage
    }

    /// Per type, how often each page (by id) uses it: children, headers and footers included.
    var byPage: [String: [String: Int]] {
        lock.lock()
        defer { lock.unlock() }
        return byPageLocked()
    }

    /// Every page in natural order of its id (`page-2` before `page-10`).
    var inNaturalOrder: [Page] {
        lock.lock()
        defer { lock.unlock() }
        return inNaturalOrderLocked()
    }

    /// Per page id and type, the ids of the page's sections that show the type, for the pages whose "Used on" row
    /// links its sections (`CatalogPages.sectionsShowing`).
    var sectionsShowing: [String: CatalogPages.SectionIDsByType] {
        lock.lock()
        defer { lock.unlock() }
        if let madeSections { return madeSections }
        let made = CatalogPages.sectionsShowing(byPageLocked(), pages: inNaturalOrderLocked())
        madeSections = made
        return made
    }

    /// Each used type's total, from `byPage`.
    var totals: [String: Int] {
        byPage.mapValues { $0.values.reduce(0, +) }
    }

    private func byPageLocked() -> [String: [String: Int]] {
        if let madeByPage { return madeByPage }
        if let countedByPage {
            let usage = countedByPage()
            madeByPage = usage
            return usage
        }
        // Counted page by page on all cores (one small table each), then gathered by type.
        let perPage = pages.parallelMap { page -> [String: Int] in
            var counts: [String: Int] = [:]
            for section in page.sections { section.countComponentTypes(into: &counts) }
            return counts
        }
        var usage: [String: [String: Int]] = [:]
        for (page, counts) in zip(pages, perPage) {
            for (type, count) in counts { usage[type, default: [:]][page.id, default: 0] += count }
        }
        madeByPage = usage
        return usage
    }

    private func inNaturalOrderLocked() -> [Page] {
        if let madeOrder { return madeOrder }
        let made = pages.sorted { NaturalOrder.precedes($0.id, $1.id) }
        madeOrder = made
        return made
    }
}
