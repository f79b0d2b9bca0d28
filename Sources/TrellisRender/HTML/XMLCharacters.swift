/// Keeps output within the characters XML 1.0 (and so polyglot XHTML) allows.
///
/// JSON may carry any code point (`"\u0000"`), but NUL, C0 and C1 controls and noncharacters cannot appear in
/// an XHTML document (or are HTML parse errors), and libxml2 would stop at a NUL. In data they are replaced
/// with U+FFFD, the visible replacement character, so the data's problem shows on the page instead of breaking
/// it; in a template's own text they are a mistake the template checker reports.
public enum XMLCharacters {
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(result)
    }

    /// `sanitized(_:)` for UTF-8 bytes (a rendered page): the same bytes when nothing needs replacing, without
    /// making a string of them.
    public static func sanitized(bytes: [UInt8]) -> [UInt8] {
        guard bytes.withUnsafeBufferPointer(needsSanitizing) else { return bytes }
        return Array(sanitized(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    static func needsSanitizing(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(needsSanitizing)
    }

    /// Looks at the bytes: a C0 control other than tab and line breaks, DEL, a C1 control (`C2 80`–`C2 9F`), a
    /// noncharacter U+FDD0–U+FDEF (`EF B7 90`–`EF B7 AF`) or U+xFFFE/U+xFFFF (`EF BF BE/BF`, or `F0`–`F4` followed by
    /// `?F BF BE/BF`). Whole pages pass through here, so no Unicode decoding happens unless one is found, and eight
    /// bytes of printable ASCII (most of a page) are passed over at once.
    static func needsSanitizing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let highBits: UInt64 = 0x8080_8080_8080_8080
                // No byte ≥ 0x7F (its high bit, or that of byte + 1) and none < 0x20 (the borrow of byte − 0x20).
                if (word | (word &+ ones)) & highBits == 0, (word &- ones &* 0x20) & ~word & highBits == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) {
                return true
            } else if byte == 0xEF, index + 2 < count {
                let second = bytes[index + 1]
                let third = bytes[index + 2]
                if second == 0xB7, (0x90...0xAF).contains(third) { return true }
                if second == 0xBF, third == 0xBE || third == 0xBF { return true }
            } else if byte >= 0xF0, index + 3 < count, bytes[index + 1] & 0x0F == 0x0F, bytes[index + 2] == 0xBF,
                bytes[index + 3] == 0xBE || bytes[index + 3] == 0xBF
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// What XML 1.0 and the HTML input stream both accept: no C0 or C1 controls other than tab and line breaks,
    /// no noncharacters (U+FDD0–U+FDEF, and U+xFFFE/U+xFFFF in every plane).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0..<0x20, 0x7F...0x9F: false
        case 0xFDD0...0xFDEF: false
        case let value where value & 0xFFFE == 0xFFFE: false
        default: true
        }
    }
}
