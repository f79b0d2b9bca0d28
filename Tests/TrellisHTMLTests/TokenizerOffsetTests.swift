import Testing
import TrellisHTML

/// The byte offsets on tokens, which is what lets Trellis point at a template's line and column.
@Suite("Tokenizer: offsets")
struct TokenizerOffsetTests {
    @Test("tags and attributes carry the offsets of <, >, names and values")
    func tagOffsets() throws {
        //           0         1         2         3
        //           0123456789012345678901234567890123456
        let input = #"<a href="/x" hidden data-n=4 title=''>"#
        var tokenizer = HTMLTokenizer(input)
        guard case .startTag(let tag) = tokenizer.next() else {
            Issue.record("expected a start tag")
            return
        }
        #expect(tag.start == 0)
        #expect(tag.end == input.utf8.count)
        let expected = [
            HTMLAttribute(name: "href", value: "/x", nameStart: 3, valueStart: 9),
            HTMLAttribute(name: "hidden", value: "", nameStart: 13, valueStart: nil),
            HTMLAttribute(name: "data-n", value: "4", nameStart: 20, valueStart: 27),
            HTMLAttribute(name: "title", value: "", nameStart: 29, valueStart: 36),
        ]
        #expect(tag.attributes == expected)
        #expect(tokenizer.next() == .endOfFile(at: input.utf8.count))
    }

    @Test("every kind of token starts where its source starts")
    func tokenStarts() {
        let input = "<!DOCTYPE html>\n<p>caf\u{E9} &amp; more</p><!-- note -->&lt;tail"
        var tokenizer = HTMLTokenizer(input)
        let tokens = tokenizer.allTokens()
        let bytes = Array(input.utf8)
        func offset(of text: String, after start: Int = 0) -> Int {
            let needle = Array(text.utf8)
            return (start...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle } ?? -1
        }
        let pEnd = offset(of: "</p>")
        #expect(
            tokens == [
                .doctype(HTMLDoctype(name: "html", start: 0)),
                .characters("\n", start: 15),
                .startTag(HTMLTag(name: "p", start: 16, end: 19)),
                .characters("caf\u{E9} & more", start: 19),
                .endTag(HTMLTag(name: "p", start: pEnd, end: pEnd + 4)),
                .comment(" note ", start: pEnd + 4),
                .characters("<tail", start: offset(of: "&lt;")),
                .endOfFile(at: bytes.count),
            ])
    }

    @Test("a run that starts with a character reference starts at its &")
    func runStartingWithReference() {
        var tokenizer = HTMLTokenizer("<b>&copy; 2026</b>")
        _ = tokenizer.next()
        #expect(tokenizer.next() == .characters("\u{A9} 2026", start: 3))
    }

    @Test("end of file is returned forever")
    func endOfFileRepeats() {
        var tokenizer = HTMLTokenizer("x")
        #expect(tokenizer.next() == .characters("x", start: 0))
        for _ in 0..<3 { #expect(tokenizer.next() == .endOfFile(at: 1)) }
    }
}
