/// One step of a compiled template. A template compiles to a flat array of these; a section's body is the run of
/// operations after it up to `bodyEnd`, so rendering is a loop over an array instead of a walk over a tree.
/// Operations hold only integers (names are indices into the program's tables) so running one copies no
/// references: reference counting was most of the cost of rendering before.
enum MustacheOperation: Sendable {
    /// Template text: the source bytes `start..<end` (never across a line end, so partial indentation can be
    /// inserted between operations).
    case literal(start: Int, end: Int)
    /// The start of a source line that is not a removed standalone line: where a standalone partial's
    /// indentation is printed.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`; `name` indexes `MustacheProgram.names`.
    case interpolate(name: Int, escaped: Bool, tagOffset: Int)
    /// `{{#name}}` or `{{^name}}`; its body is the operations up to (not including) `bodyEnd`.
    case section(name: Int, inverted: Bool, bodyEnd: Int, tagOffset: Int)
    /// `{{>name}}`; `name` indexes `MustacheProgram.partialNames`. `indentation` is the source range of the
    /// whitespace before a standalone tag, nil when the tag is not standalone (then the partial is not indented).
    case partial(name: Int, indentation: Range<Int>?, tagOffset: Int)
    /// `{{>*name}}`: the partial named by the value of `name` (an index into `MustacheProgram.names`).
    case dynamicPartial(name: Int, indentation: Range<Int>?, tagOffset: Int)
}
