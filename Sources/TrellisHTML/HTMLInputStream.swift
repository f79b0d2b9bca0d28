/// UTF-8 decoding and the input-stream checks of the spec's "preprocessing the input stream" (§13.2.3.5).
///
/// The tokenizer itself never decodes: every character it compares is ASCII, so it walks bytes and copies
/// non-ASCII bytes through untouched. Decoding is needed only to find the characters the spec reports as
/// parse errors (controls, noncharacters) and bytes that are not UTF-8, which one pass over the input does
/// up front, and to count columns in ``HTMLSourcePosition``.
enum HTMLInputStream {
    /// A decoded scalar, or an invalid sequence when `isValid` is false (it then reads as U+FFFD).
    struct Scalar {
        var value: UInt32
        var length: Int
        var isValid: Bool
    }

    /// Decodes the scalar starting at `offset` as the WHATWG Encoding standard's UTF-8 decoder does: an
    /// invalid sequence is the longest prefix that could still have begun a valid one (at least one byte),
    /// which is also what `String(decoding:as:)` replaces with one U+FFFD. Surrogates encoded in UTF-8
    /// (`ED A0 80`) are invalid, so the tokenizer never sees a surrogate code point.
    @inline(__always) static func scalar(in input: [UInt8], at offset: Int) -> Scalar {
        let lead = input[offset]
        if lead < 0x80 { return Scalar(value: UInt32(lead), length: 1, isValid: true) }
        let continuationCount: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            continuationCount = 1
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            continuationCount = 2
            value = UInt32(lead & 0x0F)
            if lead == 0xE0 { lowerBound = 0xA0 }
            if lead == 0xED { upperBound = 0x9F }
        case 0xF0...0xF4:
            continuationCount = 3
            value = UInt32(lead & 0x07)
            if lead == 0xF0 { lowerBound = 0x90 }
            if lead == 0xF4 { upperBound = 0x8F }
        default:
            return Scalar(value: 0xFFFD, length: 1, isValid: false)
        }
        var index = offset + 1
        for _ in 0..<continuationCount {
            guard index < input.count, input[index] >= lowerBound, input[index] <= upperBound else {
                return Scalar(value: 0xFFFD, length: index - offset, isValid: false)
            }
            value = value << 6 | UInt32(input[index] & 0x3F)
            lowerBound = 0x80
            upperBound = 0xBF
            index += 1
        }
        return Scalar(value: value, length: index - offset, isValid: true)
    }

    /// Whether `value` is a noncharacter: U+FDD0–U+FDEF and the last two code points of every plane.
    @inline(__always) static func isNoncharacter(_ value: UInt32) -> Bool {
        (value >= 0xFDD0 && value <= 0xFDEF) || value & 0xFFFE == 0xFFFE
    }

    /// Whether `value` is a control other than ASCII whitespace and NUL (C0 controls and U+007F–U+009F):
    /// those are `control-character-in-input-stream` errors; NUL is reported by the states instead.
    @inline(__always) static func isReportedControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x01...0x08, 0x0B, 0x0E...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The input-stream parse errors of `input`, in offset order: `control-character-in-input-stream`,
    /// `noncharacter-in-input-stream` and ``HTMLParseError/invalidUTF8``. The tokenizer merges them into its
    /// own errors as it reaches their offsets, so every character is reported once however often the states
    /// look at it.
    static func errors(in input: [UInt8]) -> [HTMLParseError] {
        var errors: [HTMLParseError] = []
        var offset = 0
        let count = input.count
        while offset < count {
            // Skip ordinary ASCII (printable, tab, LF, FF, CR, NUL) quickly; it is nearly all of a template.
            offset = input.withUnsafeBufferPointer { bytes in
                var index = offset
                // Eight bytes at a time while all are printable ASCII (0x20–0x7E): no byte has its top bit set,
                // none is below 0x20 (subtracting 0x20 would borrow into the top bit) and none is 0x7F (adding
                // 1 would carry into it).
                if let base = bytes.baseAddress {
                    while index + 8 <= count {
                        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        let high: UInt64 = 0x8080_8080_8080_8080
                        let ones: UInt64 = 0x0101_0101_0101_0101
                        guard (word | (word &- 0x20 &* ones) | (word &+ ones)) & high == 0 else { break }
                        index += 8
                    }
                }
                while index < count {
                    let byte = bytes[index]
                    guard byte >= 0x20 ? byte < 0x7F : (byte.isHTMLWhitespace || byte == 0x0D || byte == 0) else {
                        break
                    }
                    index += 1
                }
                return index
            }
            guard offset < count else { break }
            let byte = input[offset]
            if byte < 0x80 {
                errors.append(HTMLParseError(code: "control-character-in-input-stream", offset: offset))
                offset += 1
                continue
            }
            let scalar = scalar(in: input, at: offset)
            if !scalar.isValid {
                errors.append(HTMLParseError(code: HTMLParseError.invalidUTF8, offset: offset))
            } else if isReportedControl(scalar.value) {
                errors.append(HTMLParseError(code: "control-character-in-input-stream", offset: offset))
            } else if isNoncharacter(scalar.value) {
                errors.append(HTMLParseError(code: "noncharacter-in-input-stream", offset: offset))
            }
            offset += scalar.length
        }
        return errors
    }
}
