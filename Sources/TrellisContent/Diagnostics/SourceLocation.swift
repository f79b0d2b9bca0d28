/// A place in a source file, 1-based, as editors and compilers show it.
///
/// Columns count Unicode scalars, not bytes, so a column matches what a person sees in an editor for
/// text without combining marks.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path as the user would type it, relative to the project when possible.
    public var file: String
    /// 1-based line; 0 when the diagnostic is about the whole file.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// 1-based column; 0 when the diagnostic is about the whole file or line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    /// Stored in 32 bits: every JSON value and key of a loaded site carries a location, and a file Trellis reads
    /// (at most 16 MiB) has fewer lines and columns than that. A location is 24 bytes instead of 32.
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
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
