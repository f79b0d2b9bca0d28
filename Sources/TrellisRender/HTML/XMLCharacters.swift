/// Keeps output within the characters XML 1.0 (and so polyglot XHTML) allows.
///
/// JSON may carry any code point (`"\u0000"`), but NUL, most C0 controls and U+FFFE/U+FFFF cannot appear in
/// an XHTML document at all, and libxml2 would stop at a NUL. They are replaced with U+FFFD, the visible
/// replacement character, so the data's problem shows on the page instead of breaking it.
public enum XMLCharacters {
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(result)
    }

    static func needsSanitizing(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte < 0x20 {
                    if byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
                } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF,
                    bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
                {
                    // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
                    return true
                }
                index += 1
            }
            return false
        }
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0..<0x20: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
