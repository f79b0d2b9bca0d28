#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists the HTML files below a folder: every entry named *.html, *.htm or *.xhtml (extension compared ignoring
/// case) that is not a folder, recursively, sorted by path.
///
/// The walk uses plain POSIX calls because it must decide for itself what to follow. Symbolic links are followed,
/// to files and to folders, but every folder is entered once only (by device and inode), so a link to an ancestor
/// or a second link to the same folder cannot loop or count files twice. An HTML-named entry that is not a regular
/// file (a FIFO, a socket, a dangling or looping link) is listed all the same, so that reading it reports an issue
/// saying so instead of the walk skipping it silently; it is never opened here.
struct HTMLFileFinder {
    /// Device and inode of a folder already entered.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private var enteredFolders: Set<FolderIdentity> = []
    private var files: [String] = []

    private static let htmlExtensions: Set<String> = ["html", "htm", "xhtml"]

    /// The HTML files below `directory`. Paths are `directory` joined with the path below it.
    static func files(below directory: String) throws -> [String] {
        var status = stat()
        guard stat(directory, &status) == 0 else {
            if errno == ENOENT { throw ValidationError.directoryNotFound(path: directory) }
            throw ValidationError.unreadableDirectory(path: directory, reason: errnoText())
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw ValidationError.notADirectory(path: directory) }
        var finder = HTMLFileFinder()
        finder.enteredFolders.insert(FolderIdentity(status))
        try finder.walk(directory.hasSuffix("/") ? directory : directory + "/")
        return finder.files.sorted()
    }

    /// Whether a file name ends in one of the HTML extensions, ignoring case.
    static func hasHTMLExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return htmlExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Walks one folder; `folder` ends with "/".
    private mutating func walk(_ folder: String) throws {
        for name in try Self.entryNames(of: folder) {
            let path = folder + name
            var status = stat()
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                if enteredFolders.insert(FolderIdentity(status)).inserted { try walk(path + "/") }
            } else if Self.hasHTMLExtension(name) {
                files.append(path)
            }
        }
    }

    /// The names in a folder except "." and "..", sorted so that the walk (and which of two links to one folder
    /// is entered) does not depend on the file system's order.
    private static func entryNames(of folder: String) throws -> [String] {
        guard let stream = opendir(folder) else {
            throw ValidationError.unreadableDirectory(path: String(folder.dropLast()), reason: errnoText())
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
