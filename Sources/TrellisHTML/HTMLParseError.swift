/// A parse error of the WHATWG spec, by its code (e.g. `missing-semicolon-after-character-reference`).
///
/// `offset` is a byte offset into the tokenizer's input; ``HTMLSourcePosition`` turns it into a line and a
/// column. It is where the html5lib conformance tests place the error: at the character being consumed when
/// the spec reports it, or at the end of the input for the `eof-in-…` errors.
///
/// Besides the spec's codes the tokenizer reports one of its own, ``invalidUTF8``, for bytes that are not
/// UTF-8: the spec works on decoded characters and leaves decoding errors to the Encoding standard.
public struct HTMLParseError: Equatable, Sendable {
    /// Reported once per maximal invalid byte sequence; each such sequence reads as one U+FFFD, as the
    /// WHATWG Encoding standard's UTF-8 decoder does.
    public static let invalidUTF8 = "invalid-utf-8-in-input-stream"

    /// The spec's error code, or ``invalidUTF8``.
    public var code: String
    /// Byte offset into the input.
    public var offset: Int

    public init(code: String, offset: Int) {
        self.code = code
        self.offset = offset
    }
}
