import Foundation

/// The hash of each included file's bytes as it is now (0 when it cannot be read), each file read once per load:
/// a page taken from the build cache is used only if every file it included hashes as it did.
final class IncludeHashes: @unchecked Sendable {
    private let loader: ProjectLoader
    private let lock = NSLock()
    private var hashes: [String: UInt64] = [:]

    init(loader: ProjectLoader) { self.loader = loader }

    func hash(of name: String) -> UInt64 {
        lock.lock()
        if let known = hashes[name] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let hash = loader.includeContentHash(name)
        lock.lock()
        hashes[name] = hash
        lock.unlock()
        return hash
    }
}
