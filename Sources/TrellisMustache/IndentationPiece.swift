/// The whitespace before a standalone partial tag, printed at the start of every line of the partial (and of
/// the standalone partials it includes), so indented partials keep their indentation. It stays a reference to
/// the source so the printed indentation maps back to the exact template bytes.
struct IndentationPiece {
    let program: MustacheProgram
    let range: Range<Int>
}
