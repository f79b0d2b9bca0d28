import Testing
import TrellisHTML

/// Input preprocessing: bytes that are not UTF-8, and the input-stream errors merged in offset order.
@Suite("Tokenizer: input stream")
struct TokenizerInputStreamTests {
    static let invalidSequences: [[UInt8]] = [
        [0xFF],
        [0x80, 0x80],
        [0xC0, 0xAF],  // overlong
        [0xE2, 0x82],  // truncated
        [0xE2, 0x82, 0x3C],  // truncated before ASCII
        [0xED, 0xA0, 0x80],  // an encoded surrogate
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
        [0xF0, 0x9F, 0x98],  // truncated 4-byte
        [0x61, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x62],
    ]

    /// The tokenizer reads each maximal invalid sequence as one U+FFFD and reports it once, exactly as many
    /// times as `String(decoding:as:)` (the same WHATWG rule) inserts a U+FFFD.
    @Test("invalid UTF-8 reads as U+FFFD, one error per replacement", arguments: invalidSequences)
    func invalidUTF8(_ bytes: [UInt8]) {
        var tokenizer = HTMLTokenizer(bytes)
        let text = tokenizer.allTokens().compactMap { token -> String? in
            if case .characters(let data, _) = token { return data }
            return nil
        }.joined()
        let decoded = String(decoding: bytes.filter { $0 != 0x3C }, as: UTF8.self)
        let replacements = decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        #expect(text.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == replacements)
        let invalid = tokenizer.errors.filter { $0.code == HTMLParseError.invalidUTF8 }
        #expect(invalid.count == replacements)
    }

    @Test("an invalid byte inside an attribute value is replaced too")
    func invalidInAttribute() {
        var tokenizer = HTMLTokenizer([0x3C, 0x61, 0x20, 0x62, 0x3D, 0x22, 0xFF, 0x22, 0x3E])  // <a b="\xFF">
        guard case .startTag(let tag) = tokenizer.next() else {
            Issue.record("expected a start tag")
            return
        }
        #expect(tag.attributes.first?.value == "\u{FFFD}")
        #expect(tokenizer.errors == [HTMLParseError(code: HTMLParseError.invalidUTF8, offset: 6)])
    }

    @Test("input-stream errors come in offset order with the tokenizer's own")
    func mergedOrder() {
        let noncharacter: [UInt8] = [0xEF, 0xB7, 0x90]  // U+FDD0, which Swift string literals refuse
        var tokenizer = HTMLTokenizer(Array("\u{1}<a b='1' b='2'>".utf8) + noncharacter + Array("&bogus;".utf8))
        _ = tokenizer.allTokens()
        #expect(
            tokenizer.errors == [
                HTMLParseError(code: "control-character-in-input-stream", offset: 0),
                HTMLParseError(code: "duplicate-attribute", offset: 11),
                HTMLParseError(code: "noncharacter-in-input-stream", offset: 16),
                HTMLParseError(code: "unknown-named-character-reference", offset: 25),
            ])
    }

    @Test("CR LF and lone CR become LF everywhere")
    func newlines() {
        var tokenizer = HTMLTokenizer("a\r\nb\rc<x y='1\r\n2'><!--\r-->")
        let tokens = tokenizer.allTokens()
        #expect(tokens.first == .characters("a\nb\nc", start: 0))
        if case .startTag(let tag) = tokens[1] {
            #expect(tag.attributes.first?.value == "1\n2")
        } else {
            Issue.record("expected a start tag")
        }
        #expect(tokens[2] == .comment("\n", start: 18))
    }
}
