import TrellisContent

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FastFileSystem {
    /// The stamp of a regular file (never through a link), or nil when there is none at `path`.
    static func stamp(ofFile path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// The bytes of a regular file, or nil when it cannot be read whole. A link is not followed unless
    /// `followingLinks` (project files are read through links, as the loader reads them; site files never are).
    /// With `stamp`, nil too unless the file opened still has it (a file of the last site, read to be spliced):
    /// checked on the file read, not by a second walk of its path.
    static func readFile(_ path: String, followingLinks: Bool = false, expecting stamp: FileStamp? = nil) -> [UInt8]? {
        // Non-blocking: opening a FIFO planted at the path must not stall the build (it is then refused below).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        if let stamp, FileStamp(status) != stamp { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return [] }
        // Not zero-filled first: a cache file is tens of megabytes.
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var offset = 0
            while offset < size {
                let count = read(descriptor, buffer.baseAddress! + offset, size - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                offset += count
            }
            initialized = offset
        }
        guard bytes.count == size else { return nil }
        return bytes
    }

    /// Hard-links `old` to `new` when `old` still has `stamp`; the errno otherwise (`ESTALE` for a changed file).
    static func link(_ old: String, to new: String, expecting stamp: FileStamp) -> Int32? {
        guard self.stamp(ofFile: old) == stamp else { return ESTALE }
        return linkat(AT_FDCWD, old, AT_FDCWD, new, 0) == 0 ? nil : errno
    }
}
