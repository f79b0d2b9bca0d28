import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// File operations on the build's hot path and around the swap, done with plain system calls.
///
/// Foundation's `Data.write(to:)` syncs every file to disk; a site of thousands of files then spends most of
/// its build waiting on `fsync`, although a half-written staging folder is never shown to anyone (it is
/// swapped in by a rename only when complete). These write without syncing, on all cores.
///
/// The calls are the POSIX ones that Glibc, Musl and Darwin share, imported under `#if canImport` so that the
/// package builds on every platform it declares; every C call of the module goes through this type, so the
/// platform difference lives in its files alone.
enum FastFileSystem {
    /// A failed system call: the path it was about (as the message should show it) and its `errno`.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }

    /// Writes every file below `root` (a fresh, empty folder), creating folders as needed. A file whose bytes
    /// equal the file at the same path below `previous` (the site being replaced) is hard-linked instead of
    /// written: on common disks creating a file costs several times more than linking one, and most files of a
    /// rebuild are unchanged.
    ///
    /// Files are created exclusively and never through a link, so two files of one path, or a file where a folder
    /// must go, fail the write instead of one silently replacing the other. An error names the file by its path
    /// in the site. `fault` lets tests fail a chosen file as the disk would.
    static func write(
        _ files: [SiteFile],
        under root: String,
        reusing previous: String?,
        recycling spares: SpareFiles = .empty,
        fault: PublishStep.Injector? = nil
    ) throws {
        var folders: Set<String> = []
        for file in files {
            var folder = Substring(file.path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if !folders.insert(String(folder)).inserted { break }
            }
        }
        // Sorted, a folder comes before everything inside it.
        let sortedFolders = folders.sorted()
        // A folder that receives folders (the root, `pages/`) is marked while they are made, so that ext4 places
        // each of them where free inodes are rather than where a site was just deleted (`placeSubfoldersApart`):
        // at 10,000 pages, making the page folders in the deleted site's block group was half the time ext4 spent
        // searching for inodes. The marks go as soon as the folders are made.
        var parents: Set<Substring> = []
        for folder in sortedFolders {
            parents.insert(folder.lastIndex(of: "/").map { folder[..<$0] } ?? "")
        }
        var marked: [String] = []
        if parents.contains(""), placeSubfoldersApart(in: root) { marked.append(root) }
        var failedFolder: WriteError?
        for folder in sortedFolders {
            let path = root + "/" + folder
            guard mkdir(path, 0o755) == 0 else {
                failedFolder = WriteError(path: folder, code: errno)
                break
            }
            if parents.contains(Substring(folder)), placeSubfoldersApart(in: path) { marked.append(path) }
        }
        for folder in marked { placeSubfoldersApart(in: folder, false) }
        if let failedFolder { throw failedFolder }
        // The folders of the previous site that files may be taken from: real folders all the way down, never
        // reached through a link planted in the site (a link in the middle of a path is followed by every call).
        var realFolders: Set<String> = [""]
        if let previous {
            for folder in sortedFolders {
                let parent = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
                if realFolders.contains(parent), kind(atPath: previous + "/" + folder) == .folder {
                    realFolders.insert(folder)
                }
            }
        }
        let safeFolders = realFolders
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            if let code = fault?(.writeFile(file.path)) {
                failure.record(WriteError(path: file.path, code: code))
                return
            }
            let path = root + "/" + file.path
            let folder = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
            let previous = safeFolders.contains(folder) ? previous : nil
            if let stamp = file.reused {
                // An unchanged page's file: the previous site must still hold it as the cache saw it.
                let code = previous.map { link($0 + "/" + file.path, to: path, expecting: stamp) } ?? ENOENT
                if let code { failure.record(WriteError(path: file.path, code: code)) }
                return
            }
            if let previous {
                let old = previous + "/" + file.path
                if hasContents(of: file, at: old), linkat(AT_FDCWD, old, AT_FDCWD, path, 0) == 0 { return }
            }
            if let code = put(file, at: path, recycling: spares) {
                failure.record(WriteError(path: file.path, code: code))
            }
        }
        if let error = failure.error { throw error }
    }

    /// The `errno` for a file of the previous site that changed since the cache saw it.
    static let changedFileCode = ESTALE
    /// The `errno` for a folder where a file must go.
    static let folderInTheWayCode = EISDIR

    /// `writeFile` for a small text (a journal's plan), throwing.
    static func writeText(_ text: String, to path: String) throws {
        if let code = writeFile(Array(text.utf8), to: path) { throw WriteError(path: path, code: code) }
    }

    /// Creates `path` with `bytes`, failing (with the `errno`) when anything exists there already: a spare file
    /// written over when `spares` has one (`SpareFiles`), else a new file.
    static func writeFile(_ bytes: [UInt8], to path: String, recycling spares: SpareFiles = .empty) -> Int32? {
        if let spare = spares.open(as: path, toHold: bytes.count) {
            return writeOver(spare.descriptor, size: spare.size, with: bytes)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Creates `path` for writing a part at a time (`writeAll`, `overwrite`, then `closeFile`), failing (with the
    /// `errno`) when anything exists there already: for a file too large to be made whole in memory first.
    static func createFile(_ path: String) -> Result<Int32, WriteError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? .success(descriptor) : .failure(WriteError(path: path, code: errno))
    }

    /// Makes `path` anew (emptied if it exists, never through a link) for writing and reading at chosen offsets
    /// (`overwrite`, `readBytes(_:at:count:)`); nil when it cannot be opened.
    static func createForUpdate(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? descriptor : nil
    }

    /// `count` bytes at `offset` of an open file, from any thread (`pread`); nil when they cannot all be read.
    static func readBytes(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            complete = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: offset)
            initialized = complete ? count : 0
        }
        return complete ? bytes : nil
    }

    /// Writes `bytes` at `offset` of a file made by `createFile` (a header field known only at the end) or
    /// `createForUpdate`; the `errno` on failure.
    static func overwrite(_ bytes: [UInt8], at offset: Int, in descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += written
            }
            return nil
        }
    }

    /// Has the C library give every block of a megabyte or more back to the system as soon as it is freed. glibc
    /// otherwise raises that threshold to the largest block freed so far (a cache shard, the home page), and blocks
    /// below it then stay resident in its heap once freed: 24 MB of a warm 10,000-page build at three viewports.
    ///
    /// And keeps up to 8 MB free at the top of each heap instead of 128 KB: with the threshold fixed, glibc gave the
    /// top of a worker's heap back after nearly every page (`madvise`) and faulted it in again for the next — a third
    /// of a template edit's splicing time, 0.2–0.3 s of a cold 1,000-page build's system time. Peak memory is
    /// unchanged (measured at 282 MiB at 10,000 pages and three viewports; 32 MB kept gave 3 MiB more and no more
    /// speed). Once per process; nothing on other C libraries.
    static func returnLargeBlocksToTheSystem() {
        _ = largeBlocksAreReturned
    }

    private static let largeBlocksAreReturned: Bool = {
        #if canImport(Glibc)
            // `mallopt` is declared in malloc.h, which the Glibc module leaves out: looked up by name.
            guard let symbol = dlsym(nil, "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
            let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
            return mallopt(mmapThreshold, 1 << 20) == 1 && mallopt(trimThreshold, 8 << 20) == 1
        #else
            return false
        #endif
    }()

    /// Closes a file made by `createFile`.
    static func closeFile(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Writes all of `bytes` to an open file, again after an interrupted or short write; the `errno` on failure.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Creates `path` (failing, with the `errno`, when anything exists there) from `parts` parts made one at a time:
    /// `part(index, &buffer)` appends part `index` to the buffer, which is written out whenever it passes
    /// `chunkSize`, so a large file is never whole in memory. Returns the byte count written, or the `errno`.
    static func writeFile(
        to path: String, parts: Int, chunkSize: Int = 1 << 20, _ part: (Int, inout [UInt8]) -> Void
    ) -> Result<Int, WriteError> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(WriteError(path: path, code: errno)) }
        defer { close(descriptor) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize + chunkSize / 4)
        var total = 0
        func flush() -> Int32? {
            if let code = buffer.withUnsafeBytes({ writeAll($0, to: descriptor) }) { return code }
            total += buffer.count
            buffer.removeAll(keepingCapacity: true)
            return nil
        }
        for index in 0..<parts {
            part(index, &buffer)
            if buffer.count >= chunkSize, let code = flush() { return .failure(WriteError(path: path, code: code)) }
        }
        if let code = flush() { return .failure(WriteError(path: path, code: code)) }
        return .success(total)
    }

    /// True when `path` is a regular file (not a link) holding exactly `bytes`; sizes are compared first, so
    /// most changed files cost one `lstat`.
    static func hasContents(_ bytes: [UInt8], at path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        return bytes.withUnsafeBytes { expected in
            sameBytes(at: path, count: bytes.count) { offset, chunk in
                memcmp(expected.baseAddress! + offset, chunk.baseAddress!, chunk.count) == 0
            }
        }
    }

    /// Reads the `count` bytes of the file at `path` (never through a link) a megabyte at a time, handing each chunk
    /// and its offset to `matches`: true when every chunk matched and the file held exactly `count` bytes. Files are
    /// compared without either being held whole (the search index is 50 MB at 10,000 pages).
    static func sameBytes(
        at path: String, count: Int, matches: (Int, UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let chunkSize = min(max(count, 1), 1 << 20)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { chunk.deallocate() }
        var offset = 0
        while offset < count {
            let wanted = min(chunkSize, count - offset)
            let filled = UnsafeMutableRawBufferPointer(rebasing: chunk[0..<wanted])
            guard readFully(descriptor, into: filled), matches(offset, UnsafeRawBufferPointer(filled)) else {
                return false
            }
            offset += wanted
        }
        // Nothing may follow.
        return read(descriptor, chunk.baseAddress!, 1) == 0
    }

    /// Fills `buffer` from an open file — from its position, or from `offset` (`pread`, from any thread at once) —
    /// again after an interrupted or short read; false when the file ends first or a read fails.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil)
        -> Bool
    {
        var filled = 0
        while filled < buffer.count {
            let count =
                if let offset {
                    pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
                } else {
                    read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            filled += count
        }
        return true
    }
}

extension FastFileSystem {
    /// `hasContents(_:at:)` for a site file, whose bytes may wait on disk (`SiteFile.spilled`): read back only when
    /// the sizes match.
    static func hasContents(of file: SiteFile, at path: String) -> Bool {
        guard let spilled = file.spilled else { return hasContents(file.contents, at: path) }
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            Int(status.st_size) == file.spilledByteCount
        else { return false }
        // Both on disk: compared a chunk at a time, the spilled file read alongside the site's.
        let spilledFile = open(spilled, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard spilledFile >= 0 else { return false }
        defer { close(spilledFile) }
        // As large as `sameBytes`'s chunks: most files are a few kilobytes.
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: min(max(file.spilledByteCount, 1), 1 << 20), alignment: 16)
        defer { buffer.deallocate() }
        return sameBytes(at: path, count: file.spilledByteCount) { _, chunk in
            let spilledChunk = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<chunk.count])
            return readFully(spilledFile, into: spilledChunk)
                && memcmp(spilledChunk.baseAddress!, chunk.baseAddress!, chunk.count) == 0
        }
    }

    /// Puts a site file at `path`, where nothing is: a spilled file is moved there (a rename: its bytes are not
    /// written twice), any other is written (over a spare file when `spares` has one); the `errno` on failure.
    static func put(_ file: SiteFile, at path: String, recycling spares: SpareFiles = .empty) -> Int32? {
        guard let spilled = file.spilled else { return writeFile(file.contents, to: path, recycling: spares) }
        return rename(spilled, path) == 0 ? nil : errno
    }
}

/// `write(2)`, reachable under a name that `FastFileSystem.write` does not shadow, from whichever C library
/// the platform has.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
