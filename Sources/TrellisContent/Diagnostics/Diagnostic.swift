/// One finding about the user's input, rendered like a compiler message.
///
/// Every layer reports problems as values of this type (never by crashing), so the command line can print
/// them in one place, as text or as JSON lines, and decide the exit code.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// A stable identifier for tools, e.g. `json-syntax`, `unknown-key`, `duplicate-id`.
    public var code: String
    /// Where the offending value is; nil only for problems that have no file (a bad command-line flag).
    public var location: SourceLocation?
    /// The JSON path of the offending value (`sections[2].layout.columns`), when the input is JSON.
    public var path: String?
    /// What is wrong and what was expected, without the location prefix.
    public var message: String

    public init(
        _ severity: Severity,
        code: String,
        at location: SourceLocation?,
        path: String? = nil,
        _ message: String
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.path = path
        self.message = message
    }

    public static func error(
        _ code: String,
        at location: SourceLocation?,
        path: String? = nil,
        _ message: String
    ) -> Diagnostic {
        Diagnostic(.error, code: code, at: location, path: path, message)
    }

    public static func warning(
        _ code: String,
        at location: SourceLocation?,
        path: String? = nil,
        _ message: String
    ) -> Diagnostic {
        Diagnostic(.warning, code: code, at: location, path: path, message)
    }

    /// `Content/pages/home.json:12:7: error: sections[2].layout.columns: expected an integer ≥ 1, found "two"`
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): "
        if let path, !path.isEmpty { text += "\(path): " }
        text += message
        return text
    }
}
