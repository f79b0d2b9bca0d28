import Foundation

/// The real path (every link, `.` and `..` resolved) of each folder a build reads files from, found once: a file that
/// is not itself a link is then known to be where its folder's real path says with one `lstat`, where `realpath` on
/// each file cost a `readlink` per component of its path (seven system calls a file; a build reads thousands).
///
/// Belongs to one `ProjectLoader`, so to one build; shared by the threads that read.
final class RealFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: String?] = [:]

    /// The real path of the folder at the absolute path `folder`; nil when it cannot be resolved.
    func realPath(of folder: String, resolve: (String) -> String?) -> String? {
        lock.lock()
        if let found = known[folder] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let resolved = resolve(folder)
        lock.lock()
        known[folder] = resolved
        lock.unlock()
        return resolved
    }
}
