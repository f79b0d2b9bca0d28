/// A template compiled once and rendered any number of times, remembering its source so every output byte can
/// be traced back to a line and column of it.
public struct MustacheTemplate: Sendable {
    /// How diagnostics and source maps name the template, e.g. `Templates/components/card.mustache`.
    public let name: String
    public let source: String
    /// Every tag as written, in source order. Callers use it to warn about names a component contract does not
    /// declare, with the tag's position.
    public let tags: [MustacheTagInfo]

    let program: MustacheProgram
    private let lines: SourceLineIndex

    /// Compiles `source`; throws the first syntax error with its position and a suggested fix.
    public init(source: String, name: String) throws(MustacheSyntaxError) {
        let bytes = Array(source.utf8)
        let lines = SourceLineIndex(bytes)
        var parser = MustacheParser(bytes: bytes, name: name, lines: lines)
        let compiled = try parser.parse()
        self.name = name
        self.source = source
        self.tags = compiled.tags
        self.lines = lines
        self.program = compiled.program
    }

    /// 1-based line and column (counted in Unicode scalars) of a UTF-8 byte offset of `source`; offsets outside
    /// the source are clamped to it.
    public func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        lines.lineAndColumn(ofOffset: offset, in: program.bytes)
    }
}
