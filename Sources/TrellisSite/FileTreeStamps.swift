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
    /// Each path (as given, or below a given folder) and its stamp, or nil for a path that was missing (nothing
    /// there: `lstat` said so), in path order.
    private(set) var entries: [Entry] = []

    struct Entry: Equatable, Sendable {
        var path: String
        var stamp: FileStamp?
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The stamps of `roots` and of everything under those that are folders, each kept missing when it is. Nil when
    /// any of them is a link or neither a file nor a folder (a link's stamp does not change with what it leads to),
    /// or a folder cannot be read to its end (its files would be left out unseen).
    static func take(of roots: [String]) -> FileTreeStamps? {
        var folders: [String] = []
        var files: [String] = []
        var missing: [String] = []
        var pending: [String] = []
        for root in roots {
            switch state(of: root) {
            case .missing: missing.append(root)
            case .stamped(let isFolder, _): if isFolder { pending.append(root) } else { files.append(root) }
            case .unusable: return nil
            }
        }
        while let folder = pending.popLast() {
            folders.append(folder)
            guard let entries = FastFileSystem.readableEntries(ofFolder: folder) else { return nil }
            for (name, kind) in entries {
                let path = folder + "/" + name
                switch kind {
                case .folder: pending.append(path)
                case .other: files.append(path)
                case .symbolicLink, .missing: return nil
                }
            }
        }
        let paths = folders + files
        let states = paths.parallelMap { Self.state(of: $0) }
        var entries: [Entry] = missing.map { Entry(path: $0, stamp: nil) }
        for (path, state) in zip(paths, states) {
            // Gone, or become a link or something else, while it was walked.
            guard case .stamped(_, let stamp) = state else { return nil }
            entries.append(Entry(path: path, stamp: stamp))
        }
        return FileTreeStamps(entries: entries.sorted { $0.path < $1.path })
    }

    /// These stamps and `other`'s, in path order (a path in both kept once).
    func adding(_ other: FileTreeStamps) -> FileTreeStamps {
        var byPath: [String: Entry] = [:]
        for entry in entries + other.entries { byPath[entry.path] = entry }
        return FileTreeStamps(entries: byPath.values.sorted { $0.path < $1.path })
    }

    /// Whether every path still has the stamp recorded (a missing one still nothing at all), read again on all cores.
    var isUnchanged: Bool {
        !entries.parallelMap(Self.isAsRecorded).contains(false)
    }

    /// `isUnchanged`, read on one core and stopping at the first path that changed: for inputs, of which an edit
    /// changes one or a few, so that a build after an edit spends a few stamps finding it, not every one. The paths
    /// changed most recently are read first: the file edited last (and its folder, after an editor's atomic save) is
    /// the one most likely edited again — in path order, a template edit was found after every page's stamp.
    var isUnchangedUpToTheFirstChange: Bool {
        newestFirst.allSatisfy(Self.isAsRecorded)
    }

    /// The entries by the time of their stamps' last change, newest first, then those recorded missing.
    var newestFirst: [Entry] {
        entries.sorted { left, right in
            guard let a = left.stamp else { return false }
            guard let b = right.stamp else { return true }
            return (a.changedSeconds, a.changedNanoseconds) > (b.changedSeconds, b.changedNanoseconds)
        }
    }

    /// Whether a missing path is still missing, and a stamped one a file or folder with the same stamp: a link or
    /// anything else now at a path recorded missing is a change, not "still no stamp".
    private static func isAsRecorded(_ entry: Entry) -> Bool {
        switch (state(of: entry.path), entry.stamp) {
        case (.missing, nil): true
        case (.stamped(_, let stamp), let recorded?): stamp == recorded
        default: false
        }
    }

    /// Whether every stamp's last change is at least `FileStamp.settlingSeconds` before `now`: only then does a
    /// later change show in it (`FileStamp.isSettled`).
    func isSettled(now: Int64) -> Bool {
        entries.allSatisfy { $0.stamp?.isSettled(now: now) ?? true }
    }

    /// What is at a path, never through a link.
    private enum State {
        /// Nothing: `lstat` failed with `ENOENT` or `ENOTDIR`.
        case missing
        /// A regular file or a folder, and its stamp.
        case stamped(isFolder: Bool, FileStamp)
        /// A link, a pipe, a device, or a path that could not be read.
        case unusable
    }

    private static func state(of path: String) -> State {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unusable }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .stamped(isFolder: false, FileStamp(status))
        case S_IFDIR: return .stamped(isFolder: true, FileStamp(status))
        default: return .unusable
        }
    }
}
