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
