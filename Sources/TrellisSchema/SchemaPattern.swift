/// A `pattern` / `patternProperties` regular expression, compiled once.
///
/// The source is ECMA-262, as JSON Schema says, and is translated to Swift `Regex` syntax first
/// (`ECMARegexTranslator`, which lists what is rewritten and refused), then matched by code point (not by grapheme),
/// unanchored, with `\b` at ASCII word boundaries. Where Swift `Regex` still differs from ECMA-262:
///
/// - lookbehind (`(?<=…)`, `(?<!…)`), inline modifier groups (`(?i:…)`), duplicate group names, lone surrogates
///   and repetition counts above 65535 are valid ECMA-262 but do not compile (the `regex` format accepts them);
/// - a backreference to a group that has not matched fails, where ECMA-262 matches it as empty;
/// - captures inside a repeated group keep their last value rather than being reset on each repetition;
/// - `\p{…}` accepts the property names Swift knows, a superset of ECMA-262's (`\p{digit}`, `\p{Letter}`).
///
/// `Regex` is not declared `Sendable`, but a compiled one is an immutable value whose matching program is
/// built once, atomically; `compile` runs one match so that build happens before the pattern is shared.
struct SchemaPattern: @unchecked Sendable {
    let source: String
    let regex: Regex<AnyRegexOutput>

    /// The compiled pattern, or why it does not compile (an ECMA-262 syntax error, or what Swift lacks).
    static func compile(_ source: String) -> Result<SchemaPattern, SchemaPatternError> {
        switch ECMARegexTranslator.translate(source) {
        case .failure(let issue):
            return .failure(SchemaPatternError(message: issue.message))
        case .success(let translated):
            do {
                let regex = try makeRegex(translated)
                _ = try? regex.firstMatch(in: "")
                return .success(SchemaPattern(source: source, regex: regex))
            } catch {
                return .failure(SchemaPatternError(message: "\(error)"))
            }
        }
    }

    /// Whether `source` is an ECMA-262 regular expression (the `regex` format): true also for the valid constructs
    /// Swift cannot run, false for syntax errors and for property names no engine knows.
    static func isECMAScript(_ source: String) -> Bool {
        switch ECMARegexTranslator.translate(source) {
        case .failure(let issue): issue.isUnsupported
        case .success(let translated): (try? makeRegex(translated)) != nil
        }
    }

    private static func makeRegex(_ translated: String) throws -> Regex<AnyRegexOutput> {
        try Regex(translated).matchingSemantics(.unicodeScalar).asciiOnlyWordCharacters().wordBoundaryKind(.simple)
    }

    func matches(_ text: String) -> Bool {
        (try? regex.firstMatch(in: text)) != nil
    }
}
