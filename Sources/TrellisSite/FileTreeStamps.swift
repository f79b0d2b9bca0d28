import TrellisContent

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The stamp of every file and folder under some folders, by path: what a build that finds nothing changed compares
/// with the last build's (`BuildRecord`).
///
/// A folder's stamp changes when a name in it is added, removed or renamed, and a file's when its bytes do, so
/// comparing the stamps of the paths recorded is enough to tell that a tree is as it was: no folder is listed again
/// to look for new names.
struct FileTreeStamps: Equatable, Sendable {
    /// Each path (as given, or below a given folder) and its stamp, or nil for a path that was missing, in path
    /// order.
    private(set) var entries: [Entry] = []

    struct Entry: Equatable, Sendable {
        var path: String
        var stamp: FileStamp?
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The stamps of `roots` and of everything under those that are folders, each kept missing when it is. Nil when
    /// any of them is a link or neither a file nor a folder (a link's stamp does not change with what it leads to).
    static func take(of roots: [String]) -> FileTreeStamps? {
        var folders: [String] = []
        var files: [String] = []
        var missing: [String] = []
        var pending: [String] = []
        for root in roots {
            switch FastFileSystem.kind(atPath: root) {
            case .missing: missing.append(root)
            case .folder: pending.append(root)
            case .other: files.append(root)
            case .symbolicLink: return nil
            }
        }
        while let folder = pending.popLast() {
            folders.append(folder)
            for (name, kind) in FastFileSystem.entries(ofFolder: folder) {
                let path = folder + "/" + name
                switch kind {
                case .folder: pending.append(path)
                case .other: files.append(path)
                case .symbolicLink, .missing: return nil
                }
            }
        }
        let paths = folders + files
        let stamps = paths.parallelMap { Self.stamp(of: $0) }
        var entries: [Entry] = missing.map { Entry(path: $0, stamp: nil) }
        for (path, stamp) in zip(paths, stamps) {
            // Gone, or become a link or something else, while it was walked.
            guard let stamp else { return nil }
            entries.append(Entry(path: path, stamp: stamp))
        }
        return FileTreeStamps(entries: entries.sorted { $0.path < $1.path })
    }

    /// Whether every path still has the stamp recorded (a missing one still missing), read again on all cores.
    var isUnchanged: Bool {
        !entries.parallelMap { Self.stamp(of: $0.path) == $0.stamp }.contains(false)
    }

    /// `isUnchanged`, read on one core and stopping at the first path that changed: for inputs, of which an edit
    /// changes one or a few, so that a build after an edit spends a few stamps finding it, not every one.
    var isUnchangedUpToTheFirstChange: Bool {
        entries.allSatisfy { Self.stamp(of: $0.path) == $0.stamp }
    }

    /// Whether every stamp's last change is at least `FileStamp.settlingSeconds` before `now`: only then does a
    /// later change show in it (`FileStamp.isSettled`).
    func isSettled(now: Int64) -> Bool {
        entries.allSatisfy { $0.stamp?.isSettled(now: now) ?? true }
    }

    /// The stamp of a regular file or a folder at `path` (never through a link); nil for anything else or nothing.
    private static func stamp(of path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return FileStamp(status)
        default: return nil
        }
    }
}
