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
        for path in remaining { Self.deleteFolder(atPath: path) }
    }

    /// Removes the folder at `path` with everything in it. A build a test ran may still be removing its old trash
    /// in the background (`SiteBuilder` does not wait for it outside the command line): an entry it deletes first
    /// stops `FileManager`'s removal half way, and the build's removal then empties the rest, which left empty
    /// `trellis-test-…` folders behind. So the removal is tried again while the folder is there, a few times.
    static func deleteFolder(atPath path: String) {
        for attempt in 0..<20 {
            do {
                try FileManager.default.removeItem(atPath: path)
                return
            } catch {
                guard FileManager.default.fileExists(atPath: path) else { return }
                usleep(useconds_t(5_000 * (attempt + 1)))
            }
        }
    }
}
