import Foundation

/// Included section files, read and parsed once however many pages (on however many threads) include them.
///
/// The first page to include a file loads it and reports its problems; later pages reuse the result, so a
/// broken include is reported once.
final class IncludeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: ContentDecoder.IncludedFile?] = [:]

    func file(
        named name: String,
        load: () -> ContentDecoder.IncludedFile?
    ) -> ContentDecoder.IncludedFile? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = files[name] { return cached }
        let loaded = load()
        files[name] = loaded
        return loaded
    }

    /// The names of every include requested, sorted.
    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return files.keys.sorted()
    }
}
