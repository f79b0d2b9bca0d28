/// One step of an `ECMARegexProgram`: an operation and two operands, 12 bytes, so that a pattern unrolled to many
/// steps (`(ab|cd){1000}`) stays small.
struct ECMARegexInstruction: Sendable {
    enum Operation: UInt8, Sendable {
        /// Consumes the code point `a` (forward; `b` = 1: backward, inside a lookbehind).
        case scalar
        /// Consumes a code point of set `a` (direction in `b`).
        case set
        /// Consumes `repeats[a]`: a bounded run of one set (`[a-z]{1,63}`), one choice point per length.
        case repeatSet
        /// Goes on at `a`, and on failure at `b`.
        case split
        case jump
        /// Records the position in slot `a`.
        case save
        /// Clears slots `a..<b`: the captures of a repeated group, at each repetition.
        case clear
        /// Records the position in register slot `a` at the start of an optional repetition…
        case mark
        /// …and fails if the repetition consumed nothing (ECMA-262's empty check), so `(a*)*` ends.
        case check
        case start, end, wordBoundary, notWordBoundary
        /// Runs the body at the next step as a lookaround (flags in `b`: 1 ahead, 2 negated), then goes on at `a`.
        case look
        /// Matches again what one of `backreferences[a]` captured (direction in `b`).
        case backreference
        /// The pattern (or a lookaround's body) has matched.
        case succeed
    }

    var operation: Operation
    var a: Int32
    var b: Int32

    init(_ operation: Operation, _ a: Int = 0, _ b: Int = 0) {
        self.operation = operation
        self.a = Int32(truncatingIfNeeded: a)
        self.b = Int32(truncatingIfNeeded: b)
    }
}
