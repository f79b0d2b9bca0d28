import Foundation

/// The temporary folders of the test process still in use, removed when the process exits.
///
/// A fixture kept for a whole suite (`static let project = …`) outlives every test and is never deinitialized; without
/// this, each `swift test` left such folders (whole built sites) behind in the temporary directory.
final class LeftoverFolders: @unchecked Sendable {
    static let shared: LeftoverFolders = {
        let folders = LeftoverFolders()
        atexit { LeftoverFolders.shared.removeAll() }
        return folders
    }()

    private let lock = NSLock()
    private var paths: Set<String> = []

    func insert(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    func remove(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Removes every folder still listed (at exit, when no test runs any more).
    func removeAll() {
        let remaining = lock.withLock {
            defer { paths.removeAll() }
            return paths
        }
        for path in remaining { try? FileManager.default.removeItem(atPath: path) }
    }
}
