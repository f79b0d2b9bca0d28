/// A page's entry in the search index (`SearchIndex.entry(for:)`) as a build keeps it until the index and the build
/// cache are written: the text, or where it waits on disk (`SearchEntryStore`). Entries are a few kilobytes a page,
/// 52 MB held at once at 10,000 pages.
struct SearchEntry: Sendable, Equatable {
    private enum Storage: Sendable {
        case text(String)
        case stored(SearchEntryStore, offset: Int, count: Int)
    }

    private let storage: Storage

    init(_ text: String) {
        storage = .text(text)
    }

    init(stored store: SearchEntryStore, offset: Int, count: Int) {
        storage = .stored(store, offset: offset, count: count)
    }

    /// The entry's text, read back from the store when it waits there.
    var text: String {
        switch storage {
        case .text(let text): text
        case .stored(let store, let offset, let count):
            String(decoding: store.bytes(at: offset, count: count), as: UTF8.self)
        }
    }

    /// The entry's text as UTF-8 bytes, as the search index and the build cache write it: read back from the store
    /// as they are, without making a string of them.
    var bytes: [UInt8] {
        switch storage {
        case .text(let text): Array(text.utf8)
        case .stored(let store, let offset, let count): store.bytes(at: offset, count: count)
        }
    }

    static func == (lhs: SearchEntry, rhs: SearchEntry) -> Bool {
        // The same stored entry (a warm build compares each reused page's entry with itself): nothing is read back.
        if case .stored(let leftStore, let leftOffset, let leftCount) = lhs.storage,
            case .stored(let rightStore, let rightOffset, let rightCount) = rhs.storage, leftStore === rightStore,
            leftOffset == rightOffset, leftCount == rightCount
        {
            return true
        }
        return lhs.bytes == rhs.bytes
    }
}
