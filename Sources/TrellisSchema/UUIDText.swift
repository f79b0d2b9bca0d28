/// RFC 9562 UUID text for the `uuid` format: `8-4-4-4-12` hexadecimal digits in either case.
///
/// Any version and variant nibble is accepted: the format names the layout, and a database may well hold UUIDs of
/// versions newer than the validator.
enum UUIDText {
    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(offset) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !ASCIIText.isHexDigit(byte) {
                return false
            }
        }
        return true
    }
}
