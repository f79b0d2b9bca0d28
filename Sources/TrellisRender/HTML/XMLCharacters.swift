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

    /// Most text is printable ASCII; only text with a control byte or a non-ASCII byte is looked at closely.
    static func needsSanitizing(_ text: String) -> Bool {
        let suspicious = text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte >= 0x7F
        }
        return suspicious && !text.unicodeScalars.allSatisfy(isAllowed)
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
