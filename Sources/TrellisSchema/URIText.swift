/// RFC 3986 pieces for the `uri` and `uri-reference` formats.
enum URIText {
    /// `scheme ":" …` with `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func hasScheme(_ text: String) -> Bool {
        var count = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") { return count > 0 }
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isOther = (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isLetter || (isOther && count > 0) else { return false }
            count += 1
        }
        return false
    }

    /// No white space and no control characters anywhere.
    static func isClean(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace)
        }
    }
}
