/// ASCII character classes for the format grammars (RFC 3986, 3339, 5321 …), which all say `DIGIT` and `ALPHA` for
/// ASCII only: `Character.isNumber` would let a Bengali `২` into a date.
enum ASCIIText {
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && isDigit(UInt8(scalar.value)) }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && isLetter(UInt8(scalar.value)) }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && isHexDigit(UInt8(scalar.value)) }

    /// The value of a run of ASCII digits, or nil when the run is empty, holds anything else or exceeds `limit`.
    static func number(_ bytes: ArraySlice<UInt8>, limit: Int = Int.max / 10) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            guard value <= limit else { return nil }
        }
        return value
    }
}
