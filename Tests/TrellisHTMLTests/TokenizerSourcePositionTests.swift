import Testing
import TrellisHTML

/// Byte offsets to 1-based lines and columns, with the spec's line breaks (LF, CR LF, lone CR).
@Suite("Tokenizer: source positions")
struct TokenizerSourcePositionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: [UInt8]
        var offset: Int
        var line: Int
        var column: Int
        var utf16Column: Int
        var testDescription: String { "\(String(decoding: input, as: UTF8.self).debugDescription) @\(offset)" }

        init(_ input: String, _ offset: Int, _ line: Int, _ column: Int, utf16 utf16Column: Int? = nil) {
            self.input = Array(input.utf8)
            self.offset = offset
            self.line = line
            self.column = column
            self.utf16Column = utf16Column ?? column
        }
    }

    static let cases: [Case] = [
        Case("abc", 0, 1, 1),
        Case("abc", 2, 1, 3),
        Case("abc", 3, 1, 4),  // the end of the input
        Case("abc", 99, 1, 4),  // past the end
        Case("a\nb", 2, 2, 1),
        Case("a\r\nb", 3, 2, 1),  // CR LF is one line break
        Case("a\r\nb", 2, 1, 2),  // its LF is on the CR's line and column
        Case("a\rb", 2, 2, 1),  // a lone CR is a line break
        Case("a\r\rb", 3, 3, 1),
        Case("\u{E9}t\u{E9}x", 5, 1, 4),  // columns count scalars, not bytes
        Case("\u{1F600}x", 4, 1, 2, utf16: 3),  // outside the BMP: one scalar, two UTF-16 units
    ]

    @Test("positions", arguments: cases)
    func position(_ testCase: Case) {
        let position = HTMLSourcePosition(offset: testCase.offset, in: testCase.input)
        #expect(
            position
                == HTMLSourcePosition(line: testCase.line, column: testCase.column, utf16Column: testCase.utf16Column))
    }

    @Test("many offsets in one pass, in any order")
    func manyOffsets() {
        let input = Array("ab\ncd\r\nef".utf8)
        let positions = HTMLSourcePosition.positions(of: [7, 0, 4], in: input)
        #expect(positions.map(\.line) == [3, 1, 2])
        #expect(positions.map(\.column) == [1, 1, 2])
    }

    @Test("an invalid byte counts as one column")
    func invalidByteColumn() {
        #expect(HTMLSourcePosition(offset: 2, in: [0xFF, 0x80, 0x61]).column == 3)
    }
}
