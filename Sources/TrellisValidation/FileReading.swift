#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole regular file (following symbolic links) with plain POSIX calls: one allocation and usually one
/// `read` for a page, and an error text that says why a file could not be read.
///
/// Anything but a regular file is refused without reading it: opening a FIFO would wait for a writer forever, and a
/// socket or a device has no end. The type is checked with `stat` before `open`, so that a device is never even
/// opened, and again with `fstat` on the open descriptor, which is opened non-blocking, so that a FIFO swapped in
/// between the two calls is refused too instead of blocking.
func readFile(atPath path: String) -> Result<[UInt8], ReadFailure> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(ReadFailure(reason: errnoText())) }
    if let refusal = refusal(of: status.st_mode) { return .failure(refusal) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason: errnoText())) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(reason: errnoText())) }
    if let refusal = refusal(of: status.st_mode) { return .failure(refusal) }

    var result: [UInt8] = []
    // Read a little past the size that fstat gave, so that reaching end-of-file needs no second allocation and a
    // file that grew meanwhile is still read completely.
    var chunk = max(Int(status.st_size), 0) + 1
    while true {
        var failure: String?
        let chunkBytes = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
            initialized = 0
            while initialized < chunk {
                let count = read(descriptor, buffer.baseAddress! + initialized, chunk - initialized)
                if count > 0 {
                    initialized += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    failure = errnoText()
                    break
                }
            }
        }
        if let failure { return .failure(ReadFailure(reason: failure)) }
        if result.isEmpty { result = chunkBytes } else { result += chunkBytes }
        if chunkBytes.count < chunk { return .success(result) }
        chunk = max(chunk, 64 * 1024)
    }
}

/// Why a file of this type is not read; nil for a regular file.
private func refusal(of mode: mode_t) -> ReadFailure? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: ReadFailure(reason: "is a directory")
    case S_IFIFO: ReadFailure(reason: "not a regular file (a FIFO)")
    case S_IFSOCK: ReadFailure(reason: "not a regular file (a socket)")
    case S_IFCHR: ReadFailure(reason: "not a regular file (a character device)")
    case S_IFBLK: ReadFailure(reason: "not a regular file (a block device)")
    default: ReadFailure(reason: "not a regular file")
    }
}

/// The current `errno` in words, lowercased to continue a sentence: "no such file or directory".
func errnoText() -> String {
    String(cString: strerror(errno)).lowercased()
}
