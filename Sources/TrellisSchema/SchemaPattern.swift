/// A `pattern` / `patternProperties` regular expression, compiled once.
///
/// The source is ECMA-262, as JSON Schema says, read by `ECMARegexParser` (which lists what it refuses) and run by
/// Trellis's own matcher (`ECMARegexMatcher`) by code point, unanchored: the meaning is ECMA-262's own —
/// lookbehind, backreferences to groups that did not take part, captures cleared at each repetition, `\b` at ASCII
/// word boundaries — and a match cannot run away. Without backreferences it takes time linear in the string for
/// any pattern (`^(\w+\s?)*$`, `^(a+)+$` and `a.*b` included, which backtrack for days in engines that try every
/// path); with them it stops after a step budget and the check says so (`SchemaPatternOutcome.undecided`).
///
/// Where Trellis still differs from ECMA-262: ES2025 modifier groups (`(?i:…)`) are refused as unsupported, and
/// `\p{…}` accepts the property names Swift knows, a superset of ECMA-262's (`\p{digit}`, `\p{Letter}`).
struct SchemaPattern: Sendable {
    let source: String
    private let program: ECMARegexProgram

    /// The compiled pattern, or why it does not compile (an ECMA-262 syntax error, or what Trellis does not run).
    static func compile(_ source: String) -> Result<SchemaPattern, SchemaPatternError> {
        switch ECMARegexParser.parse(source) {
        case .failure(let issue):
            return .failure(SchemaPatternError(message: issue.message))
        case .success(let parsed):
            switch ECMARegexProgram.compile(parsed.node, captureCount: parsed.captureCount) {
            case .failure(let issue): return .failure(SchemaPatternError(message: issue.message))
            case .success(let program): return .success(SchemaPattern(source: source, program: program))
            }
        }
    }

    /// Whether `source` is an ECMA-262 regular expression (the `regex` format): true also for the valid constructs
    /// Trellis does not run, false for syntax errors and for property names no engine knows.
    static func isECMAScript(_ source: String) -> Bool {
        switch ECMARegexParser.parse(source) {
        case .failure(let issue): issue.isUnsupported
        case .success: true
        }
    }

    func match(_ text: String) -> ECMARegexMatcher.Outcome {
        ECMARegexMatcher.search(program, in: text)
    }
}
