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
/// - `\p{…}` accepts the property names Swift knows, a superset of ECMA-262's (`\p{digit}`, `\p{Letter}`);
/// - `\b` next to a digit follows Swift's code-point rule (digits are not word characters) in strings with
///   combining marks, emoji sequences or `\r\n`; in every other string it is ECMA-262's (see `boundaryRegex`).
///
/// Matching backtracks, as JavaScript's and Python's engines do, so nested quantifiers over the same characters
/// (`^(a+)+$`, `^([a-z]+ ?)+$`) take time exponential in the length of a string that almost matches — about 2.5
/// times longer with each character, so days for a 30-character one. Swift `Regex` has no step limit, so such a
/// check does not end; the pattern has to be written without the ambiguity (`^a+$`, `^[a-z]+( [a-z]+)*$`).
///
/// `Regex` is not declared `Sendable`, but a compiled one is an immutable value whose matching program is
/// built once, atomically; `compile` runs one match so that build happens before the pattern is shared.
struct SchemaPattern: @unchecked Sendable {
    let source: String
    let regex: Regex<AnyRegexOutput>
    /// For a pattern with `\b` or `\B`: the same expression matched by character (grapheme cluster), used on
    /// strings whose every character is one code point, where matching by character and by code point agree.
    ///
    /// Swift's code-point word boundary counts only letters and `_` as word characters, not digits, so `1\b`
    /// matched `"1a"` and `^\w+\b$` refused `"abc123"`; its character word boundary counts digits, as ECMA-262
    /// does. Strings with combining marks, emoji sequences or `\r\n` still get the code-point boundary.
    let boundaryRegex: Regex<AnyRegexOutput>?

    /// The compiled pattern, or why it does not compile (an ECMA-262 syntax error, or what Swift lacks).
    static func compile(_ source: String) -> Result<SchemaPattern, SchemaPatternError> {
        switch ECMARegexTranslator.translate(source) {
        case .failure(let issue):
            return .failure(SchemaPatternError(message: issue.message))
        case .success(let translated):
            do {
                let regex = try makeRegex(translated)
                _ = try? regex.firstMatch(in: "")
                var boundaryRegex: Regex<AnyRegexOutput>?
                // Every literal backslash is written as `\u{5C}`, so a `\b` or `\B` in the output is a boundary.
                if translated.contains("\\b") || translated.contains("\\B") {
                    let characterRegex = try Regex(translated).asciiOnlyWordCharacters().wordBoundaryKind(.simple)
                    _ = try? characterRegex.firstMatch(in: "")
                    boundaryRegex = characterRegex
                }
                return .success(SchemaPattern(source: source, regex: regex, boundaryRegex: boundaryRegex))
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
        if let boundaryRegex, text.unicodeScalars.count == text.count {
            return (try? boundaryRegex.firstMatch(in: text)) != nil
        }
        return (try? regex.firstMatch(in: text)) != nil
    }
}
