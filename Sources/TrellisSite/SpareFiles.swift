import Foundation

/// Files that earlier updates replaced (the trash beside the site), written over instead of new files being made.
///
/// A changed file goes into the site whole, through a new name (`InPlaceUpdate`), so each one needs a file the site
/// does not have yet. Making a file is the slowest step of writing it on common disks: an `ext4` without a journal
/// scans past every file deleted in the last minutes to find a free one (a template edit's 1,800 renderings took
/// 0.2–1 s of kernel time), and deleting the files the update replaced cost as much again. The files the last
/// update replaced are of the same kind and size; a build takes them over one by one (moved to the new name, then
/// written over), and neither makes nor deletes a file for them. docs/safety.md.
///
/// Shared by the threads that write; each file is handed out once.
final class SpareFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String]
    private var next = 0

    /// No spare files: every file is made new.
    static let none = SpareFiles(paths: [])

    /// `paths` in the order they are handed out.
    init(paths: [String]) {
        self.paths = paths
    }

    /// How many are left to hand out.
    var remaining: Int {
        lock.lock()
        defer { lock.unlock() }
        return paths.count - next
    }

    /// A spare file's path, each once; nil when none is left.
    func take() -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard next < paths.count else { return nil }
        next += 1
        return paths[next - 1]
    }

    /// A spare file moved to `path` and opened for writing over, and its size, where one is left and usable
    /// (`FastFileSystem.openSpare`); nil otherwise, and the caller makes the file new.
    func open(as path: String) -> (descriptor: Int32, size: Int)? {
        while let spare = take() {
            switch FastFileSystem.openSpare(spare, as: path) {
            case .opened(let descriptor, let size): return (descriptor, size)
            case .unusable: continue
            case .pathTaken: return nil
            }
        }
        return nil
    }
}
