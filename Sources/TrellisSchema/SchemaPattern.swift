/// A `pattern` / `patternProperties` regular expression, compiled once.
///
/// ECMA-262 semantics as far as Swift's `Regex` allows: matching by code point (not by grapheme), `\d` and `\w`
/// ASCII only, `$` only at the very end, unanchored search. Differences, documented in `docs/contracts.md`: `\s`
/// does not match U+FEFF, and Swift's syntax accepts a few forms ECMA-262 rejects (possessive quantifiers).
///
/// `Regex` is not declared `Sendable`, but a compiled one is an immutable value whose matching program is
/// built once, atomically; `compile` runs one match so that build happens before the pattern is shared.
struct SchemaPattern: @unchecked Sendable {
    let source: String
    let regex: Regex<AnyRegexOutput>

    /// Nil (with the engine's message) when the pattern does not compile.
    static func compile(_ source: String) -> Result<SchemaPattern, SchemaPatternError> {
        do {
            let regex = try Regex(source).matchingSemantics(.unicodeScalar).asciiOnlyDigits()
                .asciiOnlyWordCharacters()
            _ = try? regex.firstMatch(in: "")
            return .success(SchemaPattern(source: source, regex: regex))
        } catch {
            return .failure(SchemaPatternError(message: "\(error)"))
        }
    }

    func matches(_ text: String) -> Bool {
        (try? regex.firstMatch(in: text)) != nil
    }
}
