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
        /// A check the caller adds (`HTMLValidator(documentCheck:)`): Trellis's HTML5 rules in `trellis validate`.
        case html5
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

    /// The code of the issue that stands for a file that could not be read at all (libxml2's
    /// `XML_IO_LOAD_ERROR`): it is missing, unreadable, or not a regular file. Such an issue is at line 0, column 0.
    public static let readFailureCode = 1549

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
