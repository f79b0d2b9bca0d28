/// A zero-width test of the position: `^`, `$`, `\b`, `\B` (no `m` flag, so `^` and `$` are the input's ends).
enum ECMARegexAssertion: Sendable {
    case start, end, wordBoundary, notWordBoundary
}
