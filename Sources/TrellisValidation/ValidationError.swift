/// A problem with the request itself (as opposed to a problem inside a document, which is a `ValidationIssue`).
public enum ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path given as a directory.
    case directoryNotFound(path: String)
    /// Nothing exists at a path given as a file or a directory (`validate(paths:)`).
    case pathNotFound(path: String)
    /// The path exists but is not a directory.
    case notADirectory(path: String)
    /// The directory (or one below it) could not be listed.
    case unreadableDirectory(path: String, reason: String)

    /// The path the problem is about.
    public var path: String {
        switch self {
        case .directoryNotFound(let path), .pathNotFound(let path), .notADirectory(let path),
            .unreadableDirectory(let path, _):
            path
        }
    }

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            "cannot validate '\(path)': no such directory"
        case .pathNotFound(let path):
            "cannot validate '\(path)': no such file or directory"
        case .notADirectory(let path):
            "cannot validate '\(path)': not a directory"
        case .unreadableDirectory(let path, let reason):
            "cannot validate '\(path)': the directory cannot be listed (\(reason))"
        }
    }
}
