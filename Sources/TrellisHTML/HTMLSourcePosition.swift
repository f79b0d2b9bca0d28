/// A 1-based line and column in the tokenizer's input, for diagnostics that point into a template.
///
/// Line breaks are counted as the spec's input preprocessing sees them: LF, CR LF and a lone CR each end a
/// line (an offset on the LF of a CR LF pair is on the CR's line and column). Columns are counted two ways:
/// ``column`` in Unicode scalars, what a person counts, and ``utf16Column`` in UTF-16 code units, which is
/// what the html5lib conformance tests (and editors speaking the Language Server Protocol) use; they differ
/// only after a character outside the Basic Multilingual Plane on the same line. A byte sequence that is not
/// UTF-8 counts as one U+FFFD per maximal invalid sequence, as the tokenizer reads it.
public struct HTMLSourcePosition: Equatable, Sendable {
    /// 1-based line; CR LF and a lone CR count as one line break.
    public var line: Int
    /// 1-based column in Unicode scalars, as Trellis's diagnostics count.
    public var column: Int
    /// 1-based column in UTF-16 units, as the html5lib tests and LSP editors count.
    public var utf16Column: Int

    public init(line: Int, column: Int, utf16Column: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
    }

    /// The position of byte `offset` in `input` (the end of the input when `offset` is past it). This walks
    /// the input from its start; use ``positions(of:in:)`` for many offsets.
    public init(offset: Int, in input: [UInt8]) {
        self = Self.positions(of: [offset], in: input)[0]
    }

    /// The positions of many byte offsets in one pass over `input`; `offsets` may come in any order.
    public static func positions(of offsets: [Int], in input: [UInt8]) -> [HTMLSourcePosition] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var result = [HTMLSourcePosition](
            repeating: HTMLSourcePosition(line: 1, column: 1, utf16Column: 1),
            count: offsets.count)
        var current = HTMLSourcePosition(line: 1, column: 1, utf16Column: 1)
        var offset = 0
        for index in order {
            let target = min(max(offsets[index], 0), input.count)
            while offset < target {
                // Printable ASCII, most of any page, is one column a byte in both counts: eight bytes at a time.
                let printable = printableASCII(in: input, from: offset, to: target)
                if printable > 0 {
                    current.column += printable
                    current.utf16Column += printable
                    offset += printable
                    continue
                }
                let scalar = HTMLInputStream.scalar(in: input, at: offset)
                switch scalar.value {
                case 0x0A:
                    current.line += 1
                    current.column = 1
                    current.utf16Column = 1
                case 0x0D where offset + 1 < input.count && input[offset + 1] == 0x0A:
                    break  // the LF that follows ends the line
                case 0x0D:
                    current.line += 1
                    current.column = 1
                    current.utf16Column = 1
                default:
                    current.column += 1
                    current.utf16Column += scalar.value > 0xFFFF ? 2 : 1
                }
                offset += scalar.length
            }
            result[index] = current
        }
        return result
    }

    /// How many bytes from `start` (up to `end`) are printable ASCII (U+0020–U+007E), counted a word at a time.
    private static func printableASCII(in input: [UInt8], from start: Int, to end: Int) -> Int {
        input.withUnsafeBytes { raw in
            var index = start
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // No byte ≥ 0x7F (its high bit, or that of byte + 1) and none < 0x20 (the borrow of byte − 0x20).
                guard (word | (word &+ ones)) & highBits == 0, (word &- ones &* 0x20) & ~word & highBits == 0 else {
                    break
                }
                index += 8
            }
            while index < end, raw[index] >= 0x20, raw[index] < 0x7F { index += 1 }
            return index - start
        }
    }
}
