import Foundation

/// The subfolders of a working folder, each made when a file first needs it, once, from any thread.
///
/// A build's spill folder and an update's journal spread their files over 16 subfolders each (`new/` and `old/` in a
/// journal), so that threads making files do not wait on one folder's lock. Made up front, they were 50 folders a
/// build, one after another, for a build that writes nothing there (nothing changed, or one page): each a new inode,
/// which on a file system that freed many lately (ext4 without a journal scans past every inode freed in the last
/// minutes) cost up to a third of a millisecond.
final class LazyFolders: @unchecked Sendable {
    /// The working folder, which exists.
    let root: String
    private let lock = NSLock()
    private var made: Set<String> = []

    init(root: String) {
        self.root = root
    }

    /// Makes `relative` under `root`, and the folders between, unless this made them already; the error when one
    /// cannot be made. Nothing else makes folders in a working folder, which is new: one that exists is not this
    /// build's.
    func make(_ relative: String) -> FastFileSystem.WriteError? {
        lock.lock()
        defer { lock.unlock() }
        guard !made.contains(relative) else { return nil }
        var path = root
        var partial = ""
        for part in relative.split(separator: "/") {
            path += "/" + part
            partial += partial.isEmpty ? String(part) : "/" + part
            guard !made.contains(partial) else { continue }
            do {
                try FastFileSystem.makeFolder(path)
            } catch {
                return error as? FastFileSystem.WriteError ?? FastFileSystem.WriteError(path: path, code: 0)
            }
            made.insert(partial)
        }
        return nil
    }
}
