import Foundation
import TrellisContent

/// The pages a build rendered as soon as it read them (on the loading threads), by page file: their output and
/// search entry. The loader keeps only a skeleton of such a page, so that a large site is never held whole in
/// memory: each page's data goes once its files are validated and waiting on disk.
final class StreamedPages: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [String: (output: PageOutput, searchEntry: SearchEntry)] = [:]
    /// Where the pages' search entries wait.
    let searchEntries: SearchEntryStore
    private var spilled = 0
    /// The skeleton of each included section as the first page that showed it kept it, by where it starts.
    private var includedSections: [SourceLocation: Section] = [:]
    /// Every distinct set of one type's data keys, and every distinct table of them by type (`Page.knownDataKeys`),
    /// as skeletons keep them.
    private var keySets: Set<Set<String>> = []
    private var keyTables: Set<[String: Set<String>]> = []
    /// The first tables of each sum of their types' name lengths and key counts, compared before the set is asked:
    /// hashing every name of every page's table to find it there was 1.7 % of a template edit's instructions. A few
    /// a sum, so that a site whose pages send many tables of one shape (keys that are ids) still finds each by hash.
    private var keyTablesByShape: [Int: [[String: Set<String>]]] = [:]
    private static let tablesComparedByShape = 4

    /// A name for a page's files in the spill folder that no other page of the build uses (`renderPages` names
    /// them by page number).
    func nextSpillName() -> String {
        lock.withLock {
            spilled += 1
            return "read-\(spilled)"
        }
    }

    /// `skeleton` (a section of a page skeleton), or an equal one another page kept before: an included section
    /// (a shared footer, a promo strip) is the same on every page that includes it, and each page's own copy of its
    /// components was a fifth of what a 10,000-page site's skeletons held.
    func shared(_ skeleton: Section) -> Section {
        guard skeleton.includedFrom != nil else { return skeleton }
        return lock.withLock {
            guard let kept = includedSections[skeleton.location] else {
                includedSections[skeleton.location] = skeleton
                return skeleton
            }
            return kept == skeleton ? kept : skeleton
        }
    }

    /// `keys` (a skeleton's data keys by type), or an equal table another page kept before, its sets shared too: the
    /// pages of a site send the same keys for a type, and each page's own copy was 15 MB at 10,000 pages.
    func shared(_ keys: [String: Set<String>]) -> [String: Set<String>] {
        var bucket = keys.count
        for (type, names) in keys { bucket &+= (type.utf8.count &+ 1) &* 1_000_003 &+ names.count }
        return lock.withLock {
            let sameShape = keyTablesByShape[bucket] ?? []
            if let kept = sameShape.first(where: { $0 == keys }) { return kept }
            if sameShape.count >= Self.tablesComparedByShape, let index = keyTables.firstIndex(of: keys) {
                return keyTables[index]
            }
            var table: [String: Set<String>] = [:]
            table.reserveCapacity(keys.count)
            for (type, names) in keys {
                if let index = keySets.firstIndex(of: names) {
                    table[type] = keySets[index]
                } else {
                    keySets.insert(names)
                    table[type] = names
                }
            }
            keyTables.insert(table)
            if sameShape.count < Self.tablesComparedByShape { keyTablesByShape[bucket, default: []].append(table) }
            return table
        }
    }

    init(searchEntries: SearchEntryStore) {
        self.searchEntries = searchEntries
    }

    func keep(_ output: PageOutput, searchEntry: SearchEntry, for file: String) {
        lock.withLock { outputs[file] = (output, searchEntry) }
    }

    /// The output and search entry of the page read from `file`, if it was rendered as it was read.
    func take(_ file: String) -> (output: PageOutput, searchEntry: SearchEntry)? {
        lock.withLock { outputs.removeValue(forKey: file) }
    }
}
