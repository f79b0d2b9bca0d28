/// Minimal, deterministic JSON text for the files Trellis writes (a page's frames, which its preview embeds).
public enum JSONWriter {
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A string literal: quotes, backslashes and control characters escaped. `forScript` (the default, for files a
    /// page may embed) also escapes `<`, so the text can never close a `<script>`; text shown to people keeps it.
    public static func string(_ text: String, forScript: Bool = true) -> String {
        // Most text (ids, titles) has nothing to escape: one pass over its bytes, then one copy.
        // (0xC2 starts U+0080–U+00BF, among them the C1 controls: those take the careful path.)
        let clean = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != 0xC2 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                && (byte != UInt8(ascii: "<") || !forScript)
        }
        if clean { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<" where forScript: result += "\\u003c"
            default:
                // C1 controls too (U+0080–U+009F): valid JSON as they are, but a terminal may act on them.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
