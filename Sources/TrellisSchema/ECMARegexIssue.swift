/// Why an ECMA-262 pattern cannot be used as a `pattern`: a syntax error, or a valid construct that Trellis's matcher
/// does not run (a modifier group, a group repeated past `ECMARegexProgram.maximumSize` steps), which the `regex`
/// format still accepts.
struct ECMARegexIssue: Error, Sendable {
    var message: String
    /// The pattern is valid ECMA-262; only the engine lacks the construct.
    var isUnsupported: Bool
}
