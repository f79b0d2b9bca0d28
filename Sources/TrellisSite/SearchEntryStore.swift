import Foundation

/// Where a build's search entries wait (`SearchEntry`): one file in the spill folder (`search-entries`), each entry's
/// bytes appended as its page is rendered, read back when the search index and the build cache are written. Without
/// a spill folder, or when the file cannot be written, entries stay in memory.
///
/// Entries are written and read on every core at once: the lock only hands out each entry's place in the file, and
/// the bytes go in and out with `pwrite` and `pread` at that place (a shared file position, sought and read under
/// the lock, made the cache's writers wait on one another, and the text was checked as UTF-8 again on every read).
final class SearchEntryStore: @unchecked Sendable {
    private let lock = NSLock()
    private let descriptor: Int32?
    private var length = 0
    private var failed = false

    /// A store in `spill`, or one that keeps every entry in memory (nil).
    init(spill: SpillFolder?) {
        descriptor = spill.flatMap { FastFileSystem.createForUpdate($0.path + "/search-entries") }
    }

    deinit {
        if let descriptor { FastFileSystem.closeFile(descriptor) }
    }

    /// Keeps `text`: on disk when it can be written there.
    func keep(_ text: String) -> SearchEntry {
        keep(bytes: Array(text.utf8)) ?? SearchEntry(text)
    }

    /// Keeps an entry's UTF-8 bytes (as the build cache holds them): on disk when they can be written there.
    func keep(_ bytes: ArraySlice<UInt8>) -> SearchEntry {
        keep(bytes: Array(bytes)) ?? SearchEntry(String(decoding: bytes, as: UTF8.self))
    }

    /// The entry of `bytes` written at the end of the file; nil when there is no file or it cannot be written.
    private func keep(bytes: [UInt8]) -> SearchEntry? {
        guard let descriptor else { return nil }
        let offset: Int? = lock.withLock {
            guard !failed else { return nil }
            defer { length += bytes.count }
            return length
        }
        guard let offset else { return nil }
        if FastFileSystem.overwrite(bytes, at: offset, in: descriptor) != nil {
            lock.withLock { failed = true }
            return nil
        }
        return SearchEntry(stored: self, offset: offset, count: bytes.count)
    }

    /// The bytes of an entry `keep` wrote at `offset`; none if the file can no longer be read (the index then lacks
    /// the page, which the next build writes again).
    func bytes(at offset: Int, count: Int) -> [UInt8] {
        guard let descriptor else { return [] }
        return FastFileSystem.readBytes(descriptor, at: offset, count: count) ?? []
    }
}
