import Testing
import TrellisHTML

/// Templates are user input: whatever the bytes, the tokenizer must finish without trapping, with offsets
/// inside the input and errors in offset order.
@Suite("Tokenizer: robustness")
struct TokenizerRobustnessTests {
    /// Pieces that drive the state machine into its corners when shuffled.
    static let fragments: [[UInt8]] =
        [
            "<", ">", "/", "!", "-", "--", "&", "#", "x", ";", "amp", "notin", "a", "script", "SCRIPT", "=", "\"",
            "'", " ", "\t", "\r", "\n", "\r\n", "\0", "<!--", "-->", "[CDATA[", "]]", "]", "DOCTYPE", "PUBLIC",
            "SYSTEM", "?", "`", "1", "x80", "\u{E9}", "\u{1F600}", "</", "<!", "</script", "title",
        ].map { Array($0.utf8) } + [[0xFF], [0xE2, 0x82], [0xEF, 0xBF, 0xBF], [0x01], [0x7F], [0xC2, 0x80]]

    static let states: [HTMLTokenizerState] = [.data, .rcdata, .rawtext, .scriptData, .plaintext, .cdataSection]

    @Test("random fragment soups in every content state")
    func soups() {
        var seed: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<3000 {
            var input: [UInt8] = []
            for _ in 0..<random(40) { input += Self.fragments[random(Self.fragments.count)] }
            var tokenizer = HTMLTokenizer(input)
            tokenizer.state = Self.states[round % Self.states.count]
            tokenizer.allowsCDATA = random(2) == 0
            tokenizer.lastStartTagName = random(2) == 0 ? "script" : nil
            var count = 0
            loop: while true {
                let token = tokenizer.next()
                count += 1
                switch token {
                case .startTag(let tag), .endTag(let tag):
                    #expect(tag.start >= 0 && tag.start < tag.end && tag.end <= input.count)
                    for attribute in tag.attributes {
                        #expect(attribute.nameStart > tag.start && attribute.nameStart < tag.end)
                    }
                case .characters(let text, let start):
                    #expect(!text.isEmpty && start >= 0 && start < input.count)
                case .comment(_, let start):
                    #expect(start >= 0 && start < input.count)
                case .doctype(let doctype):
                    #expect(doctype.start >= 0 && doctype.start < input.count)
                case .endOfFile(let end):
                    #expect(end == input.count)
                    break loop
                }
                if count > input.count + 2 {
                    Issue.record("more tokens than input bytes for \(input)")
                    break
                }
            }
            let offsets = tokenizer.errors.map(\.offset)
            #expect(offsets == offsets.sorted(), "errors out of order for \(input)")
            #expect(offsets.allSatisfy { $0 >= 0 && $0 <= input.count })
        }
    }
}
