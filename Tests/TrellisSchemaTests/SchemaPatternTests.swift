import Foundation
import Testing
import TrellisContent
import TrellisSchema

/// `pattern` with ECMA-262 meaning, on Trellis's own matcher: what other dialects read differently, what is refused,
/// and patterns that backtrack without end in engines that try every path.
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
        // A name given in two alternatives names whichever took part (ES2025); names may be written with escapes.
        Case(pattern: #"^(?:(?<a>x)|(?<a>y))\k<a>$"#, text: "yy", matches: true),
        Case(pattern: #"^(?:(?<a>x)|(?<a>y))\k<a>$"#, text: "xy", matches: false),
        Case(pattern: #"^(?<\u0061>.)\k<a>$"#, text: "zz", matches: true),
        Case(pattern: #"^(?<a\u{62}>.)\k<ab>$"#, text: "zy", matches: false),
        Case(pattern: "^a(?=b)", text: "ab", matches: true),
        Case(pattern: "^a(?!b)", text: "ab", matches: false),
        // Properties and non-BMP characters.
        Case(pattern: #"^\p{Lu}\p{Ll}+$"#, text: "Émile", matches: true),
        Case(pattern: #"^\P{L}+$"#, text: "123", matches: true),
        Case(pattern: "^🐲+$", text: "🐲🐲", matches: true),
        Case(pattern: "^[🐲]$", text: "🐲", matches: true),
        Case(pattern: #"^\p{Extended_Pictographic}$"#, text: "😀", matches: true),
        Case(pattern: #"^\p{ExtPict}$"#, text: "a", matches: false),
        Case(pattern: #"^\p{EComp}+$"#, text: "#1\u{FE0F}", matches: true),
        Case(pattern: #"^\p{Script=Greek}+$"#, text: "αβγ", matches: true),
        Case(pattern: #"^\p{sc=Grek}+$"#, text: "αβc", matches: false),
        Case(pattern: #"^\p{General_Category=Nd}$"#, text: "৪", matches: true),
        Case(pattern: #"^[^\p{L}\d]+$"#, text: "!?", matches: true),
        Case(pattern: #"^[^\p{L}\d]+$"#, text: "!é", matches: false),
        // Unanchored search, lazy quantifiers.
        Case(pattern: "b{2}", text: "abba", matches: true),
        Case(pattern: "^a{2,3}?$", text: "aaa", matches: true),
        Case(pattern: "^(?:ab){2,3}?$", text: "ababab", matches: true),
        Case(pattern: "^(?:ab){2,3}$", text: "abababab", matches: false),
        Case(pattern: "^[a-z]{1,3}c$", text: "abc", matches: true),
        Case(pattern: "^x{0,2}?x$", text: "xx", matches: true),
        Case(pattern: "^a{0,300000}$", text: "aaaa", matches: true),
        Case(pattern: "a{4294967295}", text: "aaaa", matches: false),
        Case(pattern: "^(?:){99999999999999999999}a$", text: "a", matches: true),
        Case(pattern: "^(?:a{0}){9223372036854775807}$", text: "", matches: true),
        Case(pattern: "^(?:a{1,2}?){2}b$", text: "aaab", matches: true),
        Case(pattern: "(?<=^a{2,3})b", text: "aaab", matches: true),
        Case(pattern: "(?<=^a{2,3}?)b", text: "aaaab", matches: false),
        // Lookbehind, matched backwards (a backreference in it looks to its right).
        Case(pattern: #"(?<=\$)\d+"#, text: "cost $42", matches: true),
        Case(pattern: #"(?<=\$)\d+"#, text: "cost 42", matches: false),
        Case(pattern: #"(?<!-)\b\d+"#, text: "-5", matches: false),
        Case(pattern: #"(?<!-)\b\d+"#, text: "+5", matches: true),
        Case(pattern: #"(?<=\1(\d))x"#, text: "11x", matches: true),
        Case(pattern: #"(?<=\1(\d))x"#, text: "12x", matches: false),
        Case(pattern: #"^.*(?<=\.json)$"#, text: "home.json", matches: true),
        // A lookahead that matched, then the pattern failed after it, runs afresh at the next place.
        Case(pattern: "x(?=.*b)c", text: "xbxcb", matches: true),
        Case(pattern: "x(?<=^.*x)c", text: "xbxc", matches: true),
        // ECMA-262's backreferences: to a group that did not take part, the empty string; captures are cleared at
        // each repetition, so after `b` the `(a)` of an earlier one is gone.
        Case(pattern: #"^(?:(a)|b)\1$"#, text: "b", matches: true),
        Case(pattern: #"^(?:(a)|b)+\1$"#, text: "ab", matches: true),
        Case(pattern: #"^(?:(a)|b)+\1$"#, text: "ba", matches: false),
        Case(pattern: #"^(?:(a)|b)+\1$"#, text: "baa", matches: true),
        Case(pattern: #"^(?:(a)|\1b)+$"#, text: "ab", matches: true),
        // The empty check: a repetition that consumed nothing ends the loop (`(a*)*` terminates).
        Case(pattern: "^(a*)*$", text: "aaa", matches: true),
        Case(pattern: "^(a*)*b$", text: "aaa", matches: false),
        Case(pattern: #"^(a*?)+?\1$"#, text: "aa", matches: true),
        Case(pattern: "^(?:a|)+b$", text: "aab", matches: true),
        // Lone surrogates are valid in a pattern; no string holds one.
        Case(pattern: #"^\uD800?a$"#, text: "a", matches: true),
        Case(pattern: "^(?=.*[0-9])(?=.*[a-z]).{8,}$", text: String(repeating: "a", count: 5_000) + "1", matches: true),
    ]

    /// Patterns that backtrack exponentially (or quadratically) in engines that try every path: decided, with the
    /// ordinary message, not stopped by the step budget.
    @Test(arguments: [
        (#"^(\w+\s?)*$"#, String(repeating: "a", count: 40) + "!"),
        ("^(a+)+$", String(repeating: "a", count: 40) + "!"),
        ("^([a-z]+ ?)+$", String(repeating: "word ", count: 20) + "1"),
        ("a.*b", String(repeating: "a", count: 20_000)),
        // A bounded repetition of one set rescans nothing an earlier start covered.
        (#"\w{1,255}@"#, String(repeating: "a", count: 100_000)),
        (".{0,5000}x", String(repeating: "a", count: 20_000)),
        ("(?<=a{0,3000})b", String(repeating: "a", count: 20_000)),
        ("a{0,300000}?x", String(repeating: "a", count: 20_000)),
        (#"\s{1,1000}$"#, String(repeating: " ", count: 30_000) + "a"),
        // A lookaround that failed tried its places to the end: they stay tried for the next place.
        ("(?=.*y)", String(repeating: "x", count: 5_000)),
        ("(?!.*y)z", String(repeating: "x", count: 5_000)),
        ("^(?:(?!.*xyz).)*$", String(repeating: "a", count: 5_000) + "xyz"),
        // A lookaround that matched at a place: the path by which it matched leads to a match from the next place.
        ("^(?:(?=.*a).)*$", String(repeating: "b", count: 5_000) + "a!"),
        ("^(?:(?=[^!]*!).)*x$", String(repeating: "b", count: 5_000) + "!"),
        ("(x+x+)+y", String(repeating: "x", count: 5_000)),
        ("^(?=(a+)+$)b", String(repeating: "a", count: 40) + "!"),
        ("^(?:a|a)*$", String(repeating: "a", count: 60) + "!"),
    ])
    func decidedWhereOtherEnginesBacktrackWithoutEnd(_ pattern: String, _ text: String) throws {
        let messages = try FormatProbe(Self.schema(pattern)).messages(text)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("expected a string matching") == true, "\(messages)")
    }

    @Test(arguments: cases)
    func matching(_ test: Case) throws {
        let probe = try FormatProbe(Self.schema(test.pattern))
        #expect(probe.accepts(test.text) == test.matches)
    }

    /// A backreference makes the matcher follow every path: where that passes its step budget the value is not
    /// passed, and the message names the pattern and the way out, instead of the build hanging.
    @Test func aMatchThatBacktracksPastTheBudgetIsReportedNotHung() throws {
        let probe = try FormatProbe(Self.schema(#"^(a+)+\1b$"#))
        let messages = probe.messages(String(repeating: "a", count: 40))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("could not decide whether") == true, "\(messages)")
        #expect(messages.first?.contains(#"matches /^(a+)+\1b$/"#) == true, "\(messages)")
        #expect(messages.first?.contains("rewrite the pattern") == true)
        #expect(probe.accepts("aab"), "decided quickly where the text allows it")
    }

    /// Patterns that are not ECMA-262, and valid ones Trellis cannot run: both fail to compile, with a reason.
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
        ("(?i:a)", "an inline modifier group (?i:…) is valid ECMA-262 but not supported by Trellis"),
        (#"\p{Nope}"#, "unknown Unicode property"),
        ("(?:ab){99999999999999999999}", "unroll to more than 200000 steps"),
        ("(?:(?:){1000}){99999999999999999999}a(?:ab){99999999999999999999}", "unroll to more than 200000 steps"),
        ("(?<a>x)(?<a>y)", "the group name <a> is given twice in one alternative"),
        ("(?<a>(?<a>x))", "the group name <a> is given twice in one alternative"),
        ("(?:(?<a>x)|y)(?<a>z)", "the group name <a> is given twice in one alternative"),
        ("(?<1a>x)", "invalid group name"),
        ("(?:ab){200000}", "unroll to more than 200000 steps"),
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
