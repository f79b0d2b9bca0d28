/// One problem that libxml2 found in a document.
///
/// Issues order by file, then line, then column; ties are broken by checker, code and message so that every
/// report is deterministic.
public struct ValidationIssue: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// Which libxml2 parser reported the issue.
    public enum Checker: String, Sendable {
        /// The XML parser: strict well-formedness, run on polyglot XHTML documents and on fragments.
        case xml
        /// The HTML parser, run on every document (with the "unknown HTML5 tag" noise filtered out).
        case html
    }

    /// The path of the file, exactly as the caller gave it.
    public var file: String
    /// 1-based line; 0 when the issue concerns the whole file (for example when it could not be read).
    public var line: Int
    /// 1-based column as libxml2 counts it (it usually points at or just after the end of the offending token);
    /// 0 when unknown.
    public var column: Int
    public var checker: Checker
    /// libxml2's error code (`xmlParserErrors`), for example 76 for a tag mismatch or 801 for an unknown tag.
    public var code: Int
    /// libxml2's message, trimmed, without a trailing newline. The rare multi-line message (an unterminated comment
    /// quotes its start, bad UTF-8 lists the bytes) is joined into one line.
    public var message: String

    public init(file: String, line: Int, column: Int, checker: Checker, code: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.checker = checker
        self.code = code
        self.message = message
    }

    /// `file:line:column: message [checker code]`, the shape compilers and editors understand.
    public var description: String {
        "\(file):\(line):\(column): \(message) [\(checker.rawValue) \(code)]"
    }

    public static func < (lhs: ValidationIssue, rhs: ValidationIssue) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.checker != rhs.checker { return lhs.checker.rawValue < rhs.checker.rawValue }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message < rhs.message
    }
}

/// The result of checking many files.
public struct ValidationReport: Sendable {
    /// How many files were read and checked (a file that could not be read is not counted; it appears as an issue).
    public var filesChecked: Int
    /// Every issue of every file, sorted by file, line and column.
    public var issues: [ValidationIssue]

    public init(filesChecked: Int, issues: [ValidationIssue]) {
        self.filesChecked = filesChecked
        self.issues = issues
    }
}

/// A problem with the request itself (as opposed to a problem inside a document, which is a `ValidationIssue`).
public enum ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case directoryNotFound(path: String)
    /// The path exists but is not a directory.
    case notADirectory(path: String)
    /// The directory (or one below it) could not be listed.
    case unreadableDirectory(path: String, reason: String)

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            "cannot validate '\(path)': no such directory"
        case .notADirectory(let path):
            "cannot validate '\(path)': not a directory"
        case .unreadableDirectory(let path, let reason):
            "cannot validate '\(path)': the directory cannot be listed (\(reason))"
        }
    }
}
