/// Pointer text for the `json-pointer` (RFC 6901) and `relative-json-pointer` formats.
///
/// Any character may appear in a reference token except a `~` that does not start `~0` or `~1`; a URI fragment
/// (`#/a`) is not a JSON Pointer.
enum JSONPointerText {
    /// `*( "/" reference-token )`.
    static func isPointer(_ text: String) -> Bool {
        isPointer(Array(text.utf8)[...])
    }

    /// `non-negative-integer [index-manipulation] ( json-pointer / "#" )`, as in draft-bhutton-relative-json-pointer
    /// (the draft JSON Schema 2020-12 cites): `0`, `1/name`, `0#`, `2-1/items/0`.
    static func isRelativePointer(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard skipInteger(&bytes, allowsZero: true) else { return false }
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
            guard skipInteger(&bytes, allowsZero: false) else { return false }
        }
        return (bytes.count == 1 && bytes.first == UInt8(ascii: "#")) || isPointer(bytes)
    }

    private static func isPointer(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        guard first == UInt8(ascii: "/") else { return false }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "~") {
                let next = index + 1
                guard next < bytes.endIndex, bytes[next] == UInt8(ascii: "0") || bytes[next] == UInt8(ascii: "1")
                else { return false }
                index += 2
            } else {
                index += 1
            }
        }
        return true
    }

    /// Drops `0` or a number without leading zeros (`[1-9][0-9]*`); false when there is none.
    private static func skipInteger(_ bytes: inout ArraySlice<UInt8>, allowsZero: Bool) -> Bool {
        let digits = bytes.prefix(while: ASCIIText.isDigit)
        guard let first = digits.first else { return false }
        if first == UInt8(ascii: "0") {
            guard allowsZero, digits.count == 1 else { return false }
        }
        bytes = bytes[digits.endIndex...]
        return true
    }
}
