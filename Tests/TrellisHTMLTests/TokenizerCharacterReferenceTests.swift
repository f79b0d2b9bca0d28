import Testing
import TrellisHTML

/// Character references as templates write them: the longest-match rule, the attribute exception that keeps
/// URLs intact, and the Windows-1252 reading of C1 numeric references.
@Suite("Tokenizer: character references")
struct TokenizerCharacterReferenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var text: String
        var errors: [String]
        var testDescription: String { input }

        init(_ input: String, _ text: String, _ errors: [String] = []) {
            self.input = input
            self.text = text
            self.errors = errors
        }
    }

    static let inText: [Case] = [
        Case("&amp;&lt;&gt;&quot;&#39;", "&<>\"'"),
        Case("&nbsp;x", "\u{A0}x"),
        Case("&notin;", "\u{2209}"),
        Case("&notit;", "\u{AC}it;", ["missing-semicolon-after-character-reference"]),
        Case("&copy=", "\u{A9}=", ["missing-semicolon-after-character-reference"]),
        Case("&CounterClockwiseContourIntegral;", "\u{2233}"),
        Case("&nvlt;", "<\u{20D2}"),  // two scalars
        Case("&#x1F600;", "\u{1F600}"),
        Case("&#150;", "\u{2013}", ["control-character-reference"]),
        Case("&#0;", "\u{FFFD}", ["null-character-reference"]),
        Case("&#xD800;", "\u{FFFD}", ["surrogate-character-reference"]),
        Case("&#99999999999999;", "\u{FFFD}", ["character-reference-outside-unicode-range"]),
        Case("&#x;", "&#x;", ["absence-of-digits-in-numeric-character-reference"]),
        Case("& &; &1x", "& &; &1x"),
        Case("&madeup;", "&madeup;", ["unknown-named-character-reference"]),
    ]

    @Test("in text", arguments: inText)
    func text(_ testCase: Case) {
        var tokenizer = HTMLTokenizer(testCase.input)
        #expect(tokenizer.next() == .characters(testCase.text, start: 0))
        #expect(tokenizer.errors.map(\.code) == testCase.errors)
    }

    static let inAttributes: [Case] = [
        Case("/search?q=1&copy=2", "/search?q=1&copy=2"),  // the historical exception
        Case("/a?x&notify", "/a?x&notify"),
        Case("/a?x&amp;y", "/a?x&y"),
        Case("/a?x&copy;y", "/a?x\u{A9}y"),
        Case("&copy", "\u{A9}", ["missing-semicolon-after-character-reference"]),
    ]

    @Test("in attribute values", arguments: inAttributes)
    func attribute(_ testCase: Case) {
        var tokenizer = HTMLTokenizer("<a href=\"\(testCase.input)\">")
        guard case .startTag(let tag) = tokenizer.next() else {
            Issue.record("expected a start tag")
            return
        }
        #expect(tag.value(of: "href") == testCase.text)
        #expect(tokenizer.errors.map(\.code) == testCase.errors)
    }
}
