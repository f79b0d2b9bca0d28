#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// SwiftNIO's C shim on Linux includes the libc headers this file uses (`sys/stat.h`, `dirent.h`, `sys/socket.h`),
// so the compiler attributes `stat`'s and `sockaddr_in`'s fields to it, and `MemberImportVisibility` then asks for
// it to be imported (the same fix NIO's own packages apply). Where NIO has no such shim, nothing is needed.
#if canImport(CNIOLinux)
    import CNIOLinux
#endif

/// Every system call of the preview server that touches the disk, in one place (`PortProbe` has the socket ones).
///
/// The module does without Foundation, as the pure modules do, and the calls are the POSIX ones that Glibc, Musl and
/// Darwin share, imported under `#if canImport`, so the platform differences (`st_mtim` against `st_mtimespec`,
/// `SOCK_STREAM`'s type) live in this file alone.
enum PosixFiles {
    /// What `stat` tells about one path: enough to notice any change an editor can make, including an atomic save
    /// (a new file renamed over the old one has a new inode even when its size and time are the same).
    struct Status: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case file, folder, link, other
        }

        var kind: Kind
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
        var device: UInt64
    }

    /// The status of `path`; a link is followed unless `followingLinks` is false. Nil when nothing is there.
    static func status(_ path: String, followingLinks: Bool = true) -> Status? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let kind: Status.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .link
        default: kind = .other
        }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return Status(
            kind: kind, size: Int64(info.st_size), modifiedSeconds: Int64(modified.tv_sec),
            modifiedNanoseconds: Int64(modified.tv_nsec), inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }

    /// The absolute path with every link, `.` and `..` resolved; nil when some part of it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The process's working folder, which relative paths on the command line are relative to.
    static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// The names in a folder except "." and ".."; an empty list when it cannot be read (it may have just been
    /// removed: the watcher then sees its files disappear).
    static func entryNames(ofFolder path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
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
        return names
    }

    /// The bytes of a regular file; anything but a regular file is refused, and nil is returned when it cannot be
    /// read. The server reads site files from a path that `realPath` produced and does not follow a link in its
    /// last component (`followingLinks: false`), so a link swapped in after the check is not followed either.
    static func readRegularFile(_ path: String, followingLinks: Bool = false) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }
}
