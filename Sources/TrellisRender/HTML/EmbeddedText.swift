#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text Trellis embeds whole in a page it writes, escaped byte by byte so that the page stays polyglot: read the
/// same by an HTML parser and by an XML one.
///
/// Only `&`, `<` and `>` are touched: quotes need no escaping outside attributes, and leaving them spares a page
/// of JSON thousands of `&quot;`.
public enum EmbeddedText {
    /// JSON for a `<script type="application/json">`: `&`, `<` and `>` written as `\u0026`, `\u003c` and `\u003e`.
    /// Outside strings JSON has none of them, so the value is unchanged; the script can never close early for an
    /// HTML parser, and an XML parser finds no markup and no entity in it.
    public static func scriptJSON(_ json: [UInt8]) -> [UInt8] {
        escaping(json, ampersand: "\\u0026", lessThan: "\\u003c", greaterThan: "\\u003e")
    }

    /// Any UTF-8 text as element content (a `<pre>` showing a file): `&`, `<` and `>` as character references.
    public static func elementText(_ text: [UInt8]) -> [UInt8] {
        escaping(text, ampersand: "&amp;", lessThan: "&lt;", greaterThan: "&gt;")
    }

    /// `bytes` with each `&`, `<` and `>` replaced.
    private static func escaping(
        _ bytes: [UInt8], ampersand: StaticString, lessThan: StaticString, greaterThan: StaticString
    ) -> [UInt8] {
        // Most text has none of the three: then it is used as it is, after three passes of the C library's `memchr`.
        let hasAny = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "&")), raw.count) != nil
                || memchr(base, Int32(UInt8(ascii: "<")), raw.count) != nil
                || memchr(base, Int32(UInt8(ascii: ">")), raw.count) != nil
        }
        guard hasAny else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        bytes.withUnsafeBufferPointer { source in
            // Runs without the three bytes are copied whole; the loop over them is a compare and a step a byte.
            var start = 0
            var index = 0
            let count = source.count
            while index < count {
                let byte = source[index]
                guard byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") else {
                    index += 1
                    continue
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                let text = byte == UInt8(ascii: "&") ? ampersand : byte == UInt8(ascii: "<") ? lessThan : greaterThan
                text.withUTF8Buffer { result.append(contentsOf: $0) }
                index += 1
                start = index
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
        }
        return result
    }
}
