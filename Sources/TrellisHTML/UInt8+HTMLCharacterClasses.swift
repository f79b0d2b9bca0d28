/// The ASCII character classes of the WHATWG spec (§4.5 of the Infra standard), on bytes: the tokenizer
/// works on UTF-8 bytes and every class it tests is ASCII, so a non-ASCII byte is always "anything else".
extension UInt8 {
    /// Tab, line feed, form feed and space. Carriage return is ASCII whitespace too, but input preprocessing
    /// has turned it into a line feed before any state looks at it.
    @inline(__always) var isHTMLWhitespace: Bool {
        self == 0x20 || self == 0x0A || self == 0x09 || self == 0x0C
    }

    @inline(__always) var isASCIIUpperAlpha: Bool { self &- 0x41 < 26 }

    @inline(__always) var isASCIILowerAlpha: Bool { self &- 0x61 < 26 }

    @inline(__always) var isASCIIAlpha: Bool { (self | 0x20) &- 0x61 < 26 }

    @inline(__always) var isASCIIDigit: Bool { self &- 0x30 < 10 }

    @inline(__always) var isASCIIAlphanumeric: Bool { isASCIIAlpha || isASCIIDigit }

    @inline(__always) var isASCIIHexDigit: Bool { isASCIIDigit || (self | 0x20) &- 0x61 < 6 }

    /// The byte with `A`–`Z` mapped to `a`–`z`; tag, attribute and DOCTYPE names are lowercased this way.
    @inline(__always) var asciiLowercased: UInt8 { isASCIIUpperAlpha ? self | 0x20 : self }
}
