/// A bounded repetition of one code point set (`[a-z]{1,63}`, `.{0,255}`, `x?`), run as one step that counts the
/// matching code points and leaves a choice point for each allowed length: no captures or empty repetitions can
/// happen inside, so this is exactly ECMA-262's meaning at a fraction of the unrolled program's size.
struct ECMARegexRepeat: Sendable {
    var set: Int
    var minimum: Int
    var maximum: Int
    var greedy: Bool
    var backward: Bool
}
