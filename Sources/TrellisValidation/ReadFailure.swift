/// Why a file could not be read, in words for an issue message ("no such file or directory", "not a regular file
/// (a FIFO)").
struct ReadFailure: Error {
    var reason: String
}
