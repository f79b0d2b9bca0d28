import Foundation

/// Where a build's search entries wait (`SearchEntry`): one file in the spill folder (`search-entries`), each entry's
/// bytes appended as its page is rendered, read back when the search index and the build cache are written. Without
/// a spill folder, or when the file cannot be written, entries stay in memory.
final class SearchEntryStore: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle?
    private var length = 0
    private var failed = false

    /// A store in `spill`, or one that keeps every entry in memory (nil).
    init(spill: SpillFolder?) {
        guard let spill else {
            handle = nil
            return
        }
        let path = spill.path + "/search-entries"
        handle =
            FileManager.default.createFile(atPath: path, contents: nil)
            ? FileHandle(forUpdatingAtPath: path) : nil
    }

    deinit {
        try? handle?.close()
    }

    /// Keeps `text`: on disk when it can be written there.
    func keep(_ text: String) -> SearchEntry {
        keep(data: Data(text.utf8)) ?? SearchEntry(text)
    }

    /// Keeps an entry's UTF-8 bytes (as the build cache holds them): on disk when they can be written there.
    func keep(_ bytes: ArraySlice<UInt8>) -> SearchEntry {
        keep(data: Data(bytes)) ?? SearchEntry(String(decoding: bytes, as: UTF8.self))
    }

    /// The entry of `bytes` appended to the file; nil when there is no file or it cannot be written.
    private func keep(data bytes: Data) -> SearchEntry? {
        guard let handle else { return nil }
        return lock.withLock {
            guard !failed else { return nil }
            do {
                try handle.seek(toOffset: UInt64(length))
                try handle.write(contentsOf: bytes)
            } catch {
                failed = true
                return nil
            }
            defer { length += bytes.count }
            return SearchEntry(stored: self, offset: length, count: bytes.count)
        }
    }

    /// The text of an entry `keep` wrote at `offset`; empty if the file can no longer be read (the index then lacks
    /// the page, which the next build writes again).
    func text(at offset: Int, count: Int) -> String {
        guard let handle else { return "" }
        let data: Data? = lock.withLock {
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil else { return nil }
            return try? handle.read(upToCount: count)
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
