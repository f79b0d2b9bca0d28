/// A place in a source file, 1-based, as editors and compilers show it.
///
/// Columns count Unicode scalars, not bytes, so a column matches what a person sees in an editor for
/// text without combining marks.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path as the user would type it, relative to the project when possible.
    public var file: String
    /// 1-based line; 0 when the diagnostic is about the whole file.
    public var line: Int
    /// 1-based column; 0 when the diagnostic is about the whole file or line.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        if line == 0 { return file }
        if column == 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
