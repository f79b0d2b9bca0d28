#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FastFileSystem {
    /// What is at a path, the path's last component not followed.
    enum EntryKind: Equatable {
        case missing
        case folder
        case symbolicLink
        case other
    }

    static func kind(atPath path: String) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// True when every folder of `relative` below `root` is a real folder, none of them a link: a path that passes
    /// through a link planted in the site would reach files outside it.
    static func isRealFolderPath(_ relative: Substring, under root: String) -> Bool {
        var path = root
        for component in relative.split(separator: "/") {
            path += "/" + component
            guard kind(atPath: path) == .folder else { return false }
        }
        return true
    }

    /// True when `path`, its links followed, is a folder.
    static func isFolder(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether the folder at `path` is the root of a file system mounted there: on another device than the folder
    /// that holds it.
    static func isMountPoint(_ path: String) -> Bool {
        var own = stat()
        var parent = stat()
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard lstat(trimmed, &own) == 0, (own.st_mode & S_IFMT) == S_IFDIR, stat(trimmed + "/..", &parent) == 0 else {
            return false
        }
        return own.st_dev != parent.st_dev
    }

    /// The absolute path with every link resolved; throws when some part of it does not exist.
    static func realPath(_ path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw WriteError(path: path, code: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where a symbolic link points, as written in the link.
    static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `rename(2)`: atomic within one file system, never a copy.
    static func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw WriteError(path: "\(source) → \(destination)", code: errno)
        }
    }

    /// Swaps the files at two paths in one atomic step (Linux `renameat2` with `RENAME_EXCHANGE`): putting a new
    /// version of a site file in place this way keeps the previous one at the new one's name, where two renames
    /// (the previous one aside, the new one in) cost twice the calls, each taking the file system's rename lock.
    /// False where the system or the file system has no such call; the caller then moves the files one by one.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameWithFlags else { return false }
        return renameWithFlags(AT_FDCWD, first, AT_FDCWD, second, 2) == 0  // RENAME_EXCHANGE
    }

    typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) ->
        Int32

    /// `renameat2`, looked up by name: the C library headers declare it only for GNU sources, and Musl and Darwin
    /// builds have none (nil). Exchanges files here; moves a spare file only where nothing is
    /// (`FastFileSystem+Spares`).
    static let renameWithFlags: RenameAt2? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(nil, "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
            return nil
        #endif
    }()

    static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 else { throw WriteError(path: path, code: errno) }
    }

    /// Removes a folder only when it is empty: what undoes a `makeFolder` must never take anything else along.
    static func removeEmptyFolder(_ path: String) {
        _ = rmdir(path)
    }

    /// The names in a folder except "." and ".."; an empty list when it cannot be read.
    static func entryNames(ofFolder path: String) -> [String] {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return [] }
        defer { close(folder) }
        return (try? entryNames(ofOpenFolder: folder, shownAs: path).get()) ?? []
    }

    static var processID: Int32 { getpid() }

    /// True unless the process surely ended: `EPERM` means it runs under another user.
    static func isRunning(_ process: Int32) -> Bool {
        process > 0 && (kill(pid_t(process), 0) == 0 || errno == EPERM)
    }

    /// Asks the file system to place the folders made inside `folder` away from it, where free inodes are: what
    /// `chattr +T` does (`FS_TOPDIR_FL`, read by ext2/3/4's Orlov allocator); `isOn` false takes the mark away. For
    /// a working folder of this build whose subfolders receive thousands of new files (`SpillFolder`), and for the
    /// folders of a staged site while their subfolders are made (`write(_:under:…)`, which unmarks them at once):
    /// no folder of a published site keeps the mark.
    ///
    /// Why: ext4 looks for a new file's inode in its folder's block group, and without a journal it skips, one by
    /// one, every inode of that group freed in the last minute (`recently_deleted` in the kernel). A working folder
    /// made next to a site that was just deleted (`rm -rf _site && trellis build`, which is how a cold build is
    /// benchmarked) lands in the deleted site's group, and every file of the build then paid for every file
    /// deleted: 2.2–2.6 s of system time to create the 4,018 files of the 1,000-page benchmark's site, 0.4 s with
    /// the flag (docs/performance.md). Where the flag means nothing, or the call fails, nothing changes: the
    /// folders are placed as before. True when this changed the folder's mark (so that only a mark this made is
    /// taken away).
    @discardableResult
    static func placeSubfoldersApart(in folder: String, _ isOn: Bool = true) -> Bool {
        #if os(Linux)
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            // The kernel reads and writes an `int` for both calls, whatever their names say.
            var flags: CInt = 0
            guard ioctl(descriptor, Self.getFlagsRequest, &flags) == 0 else { return false }
            guard (flags & Self.topOfHierarchyFlag != 0) != isOn else { return false }
            flags = isOn ? flags | Self.topOfHierarchyFlag : flags & ~Self.topOfHierarchyFlag
            return ioctl(descriptor, Self.setFlagsRequest, &flags) == 0
        #else
            return false
        #endif
    }

    /// Whether `folder` is marked so (false where the file system keeps no such mark, or on other systems).
    static func placesSubfoldersApart(_ folder: String) -> Bool {
        #if os(Linux)
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var flags: CInt = 0
            return ioctl(descriptor, Self.getFlagsRequest, &flags) == 0 && flags & Self.topOfHierarchyFlag != 0
        #else
            return false
        #endif
    }

    /// `FS_IOC_GETFLAGS`, `FS_IOC_SETFLAGS` and `FS_TOPDIR_FL` from `<linux/fs.h>`, which the C library's headers
    /// do not bring in.
    private static let getFlagsRequest: UInt = 0x8008_6601
    private static let setFlagsRequest: UInt = 0x4008_6602
    private static let topOfHierarchyFlag: CInt = 0x0002_0000
}
