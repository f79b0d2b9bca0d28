import Foundation
import Testing
import TrellisContent
import TrellisSchema

/// `pattern` with ECMA-262 meaning: what differs from Swift's own regex syntax, and what is refused.
@Suite struct SchemaPatternTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var pattern: String
        var text: String
        var matches: Bool
        var testDescription: String {
            "/\(pattern)/ \(matches ? "matches" : "does not match") \(text.debugDescription)"
        }
    }

    static func schema(_ pattern: String) throws -> String {
        let quoted = try #require(String(data: JSONEncoder().encode(pattern), encoding: .utf8))
        return #"{"pattern": \#(quoted)}"#
    }

    static let cases: [Case] = [
        // \s is ECMA-262 white space, inside classes too.
        Case(pattern: #"^\s$"#, text: "\u{FEFF}", matches: true),
        Case(pattern: #"^\s$"#, text: "\u{2000}", matches: true),
        Case(pattern: #"^\s$"#, text: "\u{85}", matches: false),
        Case(pattern: #"^\S$"#, text: "\u{3000}", matches: false),
        Case(pattern: #"^[\s]$"#, text: "\u{FEFF}", matches: true),
        Case(pattern: #"^[^\s]$"#, text: "\u{FEFF}", matches: false),
        Case(pattern: #"^[\S]$"#, text: "x", matches: true),
        Case(pattern: #"^[^\S\n]+$"#, text: " \t", matches: true),
        Case(pattern: #"^[^\S\n]+$"#, text: " \n", matches: false),
        // \d and \w are ASCII; \b is an ASCII word boundary.
        Case(pattern: #"^\d+$"#, text: "৪২", matches: false),
        Case(pattern: #"^\w+$"#, text: "café", matches: false),
        Case(pattern: #"^\W$"#, text: "é", matches: true),
        Case(pattern: #"\bcafe\b"#, text: "écafe", matches: true),
        Case(pattern: #"^[\w-]+$"#, text: "slug-with_under", matches: true),
        // Digits are word characters at a \b, as in ECMA-262 (Swift's code-point boundary leaves them out).
        Case(pattern: #"^\w+\b$"#, text: "abc123", matches: true),
        Case(pattern: #"\b\d{5}\b"#, text: "zip 12345", matches: true),
        Case(pattern: #"\b\d{5}\b"#, text: "123456", matches: false),
        Case(pattern: #"1\b"#, text: "1a", matches: false),
        Case(pattern: #"a\b"#, text: "a1", matches: false),
        Case(pattern: #"\Ba"#, text: "1a", matches: true),
        Case(pattern: #"é\b"#, text: "é", matches: false),
        Case(pattern: #"\bv\d+\b"#, text: "release v12 out", matches: true),
        // Control and code point escapes.
        Case(pattern: #"^\cJ$"#, text: "\n", matches: true),
        Case(pattern: #"^\cj$"#, text: "\n", matches: true),
        Case(pattern: #"^[\cA-\cZ]+$"#, text: "\u{1}\u{1A}", matches: true),
        Case(pattern: #"^\x41\u0042\u{43}$"#, text: "ABC", matches: true),
        Case(pattern: #"^\uD83D\uDE00$"#, text: "😀", matches: true),
        Case(pattern: #"^\0$"#, text: "\0", matches: true),
        Case(pattern: #"^[\b]$"#, text: "\u{8}", matches: true),
        // Anchors and the dot.
        Case(pattern: "^abc$", text: "abc\n", matches: false),
        Case(pattern: "^.$", text: "\n", matches: false),
        Case(pattern: "^.$", text: "\u{2028}", matches: false),
        Case(pattern: "^.$", text: "\u{85}", matches: true),
        Case(pattern: "^.$", text: "😀", matches: true),
        Case(pattern: "^.$", text: "e\u{301}", matches: false),
        // Classes: empty, everything, and characters special only to Swift.
        Case(pattern: "^[]$", text: "", matches: false),
        Case(pattern: "^a[]?b$", text: "ab", matches: true),
        Case(pattern: "^[^]$", text: "\n", matches: true),
        Case(pattern: "^[a&&b]+$", text: "&&", matches: true),
        Case(pattern: "^[[]$", text: "[", matches: true),
        Case(pattern: "^[a-c-e]+$", text: "-e", matches: true),
        Case(pattern: "^[~~]$", text: "~", matches: true),
        Case(pattern: "^[\u{2000}-\u{200A}]$", text: "\u{2001}", matches: true),
        Case(pattern: #"^[\uF900-\uFAFF]$"#, text: "\u{F901}", matches: true),
        Case(pattern: "^# x$", text: "# x", matches: true),
        // Lenient literals and escapes, as browsers read them.
        Case(pattern: "^a{$", text: "a{", matches: true),
        // \p{Any} is one code point, as everything else is: an accent or a skin tone is one more.
        Case(pattern: #"^\p{Any}$"#, text: "e\u{301}", matches: false),
        Case(pattern: #"^\p{Any}{2}$"#, text: "e\u{301}", matches: true),
        Case(pattern: #"^\p{Any}$"#, text: "👍🏽", matches: false),
        Case(pattern: #"^[\p{Any}]{2}$"#, text: "👍🏽", matches: true),
        Case(pattern: #"^\P{Any}"#, text: "a", matches: false),
        Case(pattern: #"^[^\P{Any}]$"#, text: "a", matches: true),
        Case(pattern: "^{id}$", text: "{id}", matches: true),
        Case(pattern: "^a{,2}$", text: "a{,2}", matches: true),
        Case(pattern: "^{}$", text: "{}", matches: true),
        Case(pattern: "^]$", text: "]", matches: true),
        Case(pattern: ##"^\-\@\#$"##, text: "-@#", matches: true),
        // Groups and backreferences.
        Case(pattern: #"^(?<q>['"]).*\k<q>$"#, text: "'quoted'", matches: true),
        Case(pattern: #"^(?<q>['"]).*\k<q>$"#, text: "'mixed\"", matches: false),
        Case(pattern: #"^(a)(b)\2\1$"#, text: "abba", matches: true),
        Case(pattern: "^(?:ab)+$", text: "abab", matches: true),
        Case(pattern: "^a(?=b)", text: "ab", matches: true),
        Case(pattern: "^a(?!b)", text: "ab", matches: false),
        // Properties and non-BMP characters.
        Case(pattern: #"^\p{Lu}\p{Ll}+$"#, text: "Émile", matches: true),
        Case(pattern: #"^\P{L}+$"#, text: "123", matches: true),
        Case(pattern: "^🐲+$", text: "🐲🐲", matches: true),
        Case(pattern: "^[🐲]$", text: "🐲", matches: true),
        // Unanchored search, lazy quantifiers.
        Case(pattern: "b{2}", text: "abba", matches: true),
        Case(pattern: "^a{2,3}?$", text: "aaa", matches: true),
    ]

    @Test(arguments: cases)
    func matching(_ test: Case) throws {
        let probe = try FormatProbe(Self.schema(test.pattern))
        #expect(probe.accepts(test.text) == test.matches)
    }

    /// Patterns that are not ECMA-262, and valid ones Swift cannot run: both fail to compile, with a reason.
    @Test(arguments: [
        ("a++", "nothing to repeat"),
        ("(?i)abc", "not ECMA-262 syntax"),
        ("(?#note)a", "not ECMA-262 syntax"),
        ("(?P<name>a)", "not ECMA-262 syntax"),
        (#"\a"#, #"\a is not an ECMA-262 escape"#),
        (#"\Qa\E"#, #"\Q is not an ECMA-262 escape"#),
        (#"\z"#, #"\z is not an ECMA-262 escape"#),
        (#"(a)\2"#, #"backreference \2 names no group"#),
        (#"\k<x>"#, #"\k<x> names no group"#),
        ("[z-a]", "range out of order"),
        (#"[\d-z]"#, "cannot bound a range"),
        ("x{3,2}", "numbers out of order"),
        (#"^\$[0-9]+\.[0-9]{2$"#, #""{2" is not closed: write "{2}""#),
        ("a{1,", #""{1," is not closed"#),
        ("a{1,3", #""{1,3" is not closed"#),
        ("(?=a)*", "cannot be repeated"),
        (#"\c1"#, #"\c must be followed by a letter"#),
        (#"\01"#, "octal escapes"),
        ("(a", "expected ')'"),
        ("a)", #"unmatched ")""#),
        ("[a", "expected ']'"),
        ("(?<=a)b", "lookbehind (?<=…) / (?<!…) is valid ECMA-262 but not supported by Swift Regex"),
        ("(?i:a)", "is valid ECMA-262 but not supported by Swift Regex"),
        (#"\uD800"#, "is valid ECMA-262 but not supported by Swift Regex"),
    ])
    func refused(_ pattern: String, _ reason: String) throws {
        let schema = try JSONParser.parse(Self.schema(pattern), file: "p.json")
        var registry = SchemaRegistry()
        registry.add(schema, uri: "https://trellis.invalid/p.json", display: "p.json")
        var compiler = SchemaCompiler(registry: registry)
        _ = compiler.compile(uri: "https://trellis.invalid/p.json")
        let messages = compiler.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains(reason) == true, "\(messages)")
    }
}
