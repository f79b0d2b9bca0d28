#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct ReadFailure: Error {
    var reason: String
}

/// Reads a whole file with plain POSIX calls: one allocation and usually one `read` for a page, and an error text
/// that says why a file could not be read.
func readFile(atPath path: String) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason: errnoText())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(reason: errnoText())) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadFailure(reason: "is a directory")) }

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

private func errnoText() -> String {
    String(cString: strerror(errno)).lowercased()
}
