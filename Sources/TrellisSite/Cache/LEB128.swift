/// Unsigned LEB128 numbers, as the build cache packs them: seven bits a byte, low bits first, the high bit set on
/// every byte but a number's last. One place for the cache's writer and for its packed lists
/// (`ComponentMarkupLengths`, `ComponentStarts`), which each wrote the same loop.
enum LEB128 {
    /// Appends `number` to `bytes`.
    static func append(_ number: UInt64, to bytes: inout [UInt8]) {
        var rest = number
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// How many numbers `bytes` hold; nil when the last one is cut short.
    static func count(in bytes: [UInt8]) -> Int? {
        guard bytes.last.map({ $0 < 0x80 }) ?? true else { return nil }
        return bytes.count { $0 < 0x80 }
    }

    /// The numbers `bytes` hold, in order; nil when the last one is cut short or one does not fit in 64 bits.
    static func numbers(in bytes: [UInt8]) -> [UInt64]? {
        var numbers: [UInt64] = []
        numbers.reserveCapacity(bytes.count)
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte >= 0x80 {
                shift += 7
                continue
            }
            numbers.append(value)
            value = 0
            shift = 0
        }
        return shift == 0 ? numbers : nil
    }
}
