/// The state of every watched file at one moment: path, size, modification time, inode and device.
///
/// `trellis serve` compares snapshots rather than trusting the kernel's notifications (inotify, FSEvents) to say what
/// changed: snapshots work the same on Linux and macOS, cannot overflow a queue, and see every kind of save: editors
/// that write in place change the size or time, and editors that write a temporary file and rename it over the
/// original (an "atomic save") change the inode even when size and time come out the same. Notifications only say
/// when to take the next one (`ChangeSignal`); otherwise one is taken every 250 ms. A project of a thousand files
/// costs about a thousand `stat` calls per snapshot, a few milliseconds.
///
/// Hidden names (`.git`, editor swap files such as `.home.json.swp`) are skipped, as the project loader skips them:
/// nothing there can change the site. Links are followed as the loader follows them, each folder at most once.
struct ProjectSnapshot: Equatable, Sendable {
    /// Status by path; project-relative for everything inside the project.
    var files: [String: PosixFiles.Status] = [:]
    /// Every folder walked (absolute paths), for the kernel's change notifications (`ChangeSignal`).
    var folders: Set<String> = []

    /// Scans `targets` below `project` (an absolute path). `excluded` is a folder never to descend into (the site's
    /// output folder, should someone place it inside a watched folder: its own writes would trigger rebuilds).
    static func scan(project: String, targets: WatchTargets, excluded: String? = nil) -> ProjectSnapshot {
        var snapshot = ProjectSnapshot()
        let skip = excluded.flatMap { PosixFiles.status($0) }.map { FolderIdentity($0) }
        var visited: Set<FolderIdentity> = []
        for folder in targets.folders {
            snapshot.walk(project + "/" + folder, shownAs: folder, skip: skip, visited: &visited)
        }
        for file in targets.files {
            let path = file.hasPrefix("/") ? file : project + "/" + file
            if let status = PosixFiles.status(path), status.kind != .folder { snapshot.files[file] = status }
        }
        return snapshot
    }

    /// The paths that were added, removed or changed since `earlier`, sorted.
    func changedPaths(since earlier: ProjectSnapshot) -> [String] {
        var changed: [String] = []
        for (path, status) in files where earlier.files[path] != status { changed.append(path) }
        for path in earlier.files.keys where files[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    private mutating func walk(
        _ folder: String, shownAs shown: String, skip: FolderIdentity?, visited: inout Set<FolderIdentity>
    ) {
        guard let status = PosixFiles.status(folder), status.kind == .folder else { return }
        let identity = FolderIdentity(status)
        guard identity != skip, visited.insert(identity).inserted else { return }
        folders.insert(folder)
        for name in PosixFiles.entryNames(ofFolder: folder) where !name.hasPrefix(".") && !Self.isEditorScratch(name) {
            let path = folder + "/" + name
            guard let entry = PosixFiles.status(path) else { continue }
            if entry.kind == .folder {
                walk(path, shownAs: shown + "/" + name, skip: skip, visited: &visited)
            } else {
                files[shown + "/" + name] = entry
            }
        }
    }

    /// An editor's or tool's file of the moment, not part of the project: a backup or a temporary file of an atomic
    /// save (`home.json~`, `home.json.tmp~`, `#home.json#`, `home.json.swp`, `home.json___jb_tmp___`, `sedA1b2C3`
    /// from `sed -i`, `home.json.crswap`). Watching them only announced rebuilds for files that change nothing; the
    /// save's final rename is what changes the project.
    static func isEditorScratch(_ name: String) -> Bool {
        if name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#")) { return true }
        for suffix in [".swp", ".swx", ".tmp", ".crswap", "___jb_tmp___", "___jb_old___"] where name.hasSuffix(suffix) {
            return true
        }
        // `sed -i` writes `sed` and six letters or digits beside the file, then renames it over the file.
        let bytes = Array(name.utf8)
        return bytes.count == 9 && name.hasPrefix("sed")
            && bytes.dropFirst(3).allSatisfy {
                $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber)
            }
    }

    /// A folder as the file system knows it, to walk each folder once however many links lead to it.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: PosixFiles.Status) {
            device = status.device
            inode = status.inode
        }
    }
}
