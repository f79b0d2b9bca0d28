/// An ECMA-262 pattern as `ECMARegexParser` reads it: what `ECMARegexProgram` compiles.
indirect enum ECMARegexNode: Sendable {
    /// Matches the empty string (an empty alternative, `()`).
    case empty
    /// One code point from the set (`ECMARegexProgram.sets` index after compiling; here the set itself).
    case scalars(ECMARegexScalarSet)
    case sequence([ECMARegexNode])
    case alternation([ECMARegexNode])
    /// A group; `capture` is the group's number (1-based) when it captures.
    case group(ECMARegexNode, capture: Int?)
    /// `body` repeated `minimum` to `maximum` (nil: unbounded) times; `captures` are the numbers of the groups
    /// inside, cleared at each repetition as ECMA-262's RepeatMatcher does.
    case repetition(ECMARegexNode, minimum: Int, maximum: Int?, greedy: Bool, captures: ClosedRange<Int>?)
    case assertion(ECMARegexAssertion)
    /// `(?=…)`, `(?!…)`, `(?<=…)` or `(?<!…)`.
    case lookaround(ECMARegexNode, ahead: Bool, negated: Bool)
    /// `\1` or `\k<name>`: the groups it may name (several when a name is repeated in different alternatives).
    case backreference([Int])
}
