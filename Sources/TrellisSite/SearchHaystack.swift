import TrellisContent

/// The text a search entry is matched against, built as the bytes of a JSON string's contents: lower-cased and
/// escaped in one pass over ASCII (nearly all of it), through `lowercased()` and `JSONWriter` for the rest. The
/// index holds several kilobytes of it per page, so this is on the catalog's hot path.
struct SearchHaystack {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(8 * 1024)
    }

    /// Adds `text`, separated from what came before by a space.
    mutating func add(_ text: String) {
        guard !text.isEmpty else { return }
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        var text = text
        if !text.withUTF8({ add(ascii: $0) }) {
            bytes.append(contentsOf: JSONWriter.string(text.lowercased()).utf8.dropFirst().dropLast())
        }
    }

    /// Adds ASCII text byte by byte, in place; false (nothing added) when it holds anything else.
    private mutating func add(ascii text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !text.contains(where: { $0 >= 0x80 }) else { return false }
        for byte in text {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case UInt8(ascii: "<"), 0..<0x20, 0x7F:
                // `<` as `\u003c`, like the rest of Trellis's JSON in scripts; control characters escaped.
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        return true
    }

    /// The haystack as a JSON string literal.
    var json: String { "\"" + String(decoding: bytes, as: UTF8.self) + "\"" }
}
