#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FastFileSystem {
    /// Whether spare files can be written over here: moving one needs `renameat2` (Linux with glibc). Elsewhere the
    /// files updates replace are removed after each build, as any other leftover.
    static var writesOverSpareFiles: Bool { renameWithFlags != nil }

    /// What became of a spare file asked to take a new name.
    enum SpareOpening {
        /// Moved to the new name and open for writing; the caller writes it over and truncates it.
        case opened(Int32, size: Int)
        /// Not a file Trellis may write over (gone, a link, a file with another name somewhere, another kind of
        /// entry): left where it was, or removed from the new name.
        case unusable
        /// Something is at the new name already: nothing was moved.
        case pathTaken
    }

    /// Moves `spare` to `path` where nothing is (`renameat2` with `RENAME_NOREPLACE`) and opens it for writing —
    /// only a regular file with no other name: a file that is also a site's (hard-linked into it by a staged build)
    /// or anything planted among the spares (a link, a pipe) is never written through, and is removed from `path`
    /// again. Unusable where the system has no `renameat2` (the file is then made new).
    static func openSpare(_ spare: String, as path: String) -> SpareOpening {
        guard let renameWithFlags else { return .unusable }
        guard renameWithFlags(AT_FDCWD, spare, AT_FDCWD, path, 1) == 0 else {  // RENAME_NOREPLACE
            return errno == EEXIST ? .pathTaken : .unusable
        }
        guard let (descriptor, size) = openSpareInPlace(path) else {
            unlink(path)
            return .unusable
        }
        return .opened(descriptor, size: size)
    }

    /// Opens `spare` where it is for writing, as `openSpare` does at a new name: only a regular file with no other
    /// name; nil for anything else (gone, a link, a file hard-linked into a site, a pipe), which is left as it is.
    static func openSpareInPlace(_ spare: String) -> (descriptor: Int32, size: Int)? {
        // Non-blocking: opening a pipe for writing would otherwise wait for a reader.
        let descriptor = open(spare, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_nlink == 1
        else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        return (descriptor, Int(status.st_size))
    }

    /// Writes `bytes` over an open spare file of `size` bytes, cut to their length when it was longer (cutting a file
    /// to its own length costs as much as cutting it shorter on `ext4`), then closes it; the `errno` on failure.
    static func writeOver(_ descriptor: Int32, size: Int, with bytes: [UInt8]) -> Int32? {
        defer { close(descriptor) }
        if let code = bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) { return code }
        return size <= bytes.count || ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno
    }
}
