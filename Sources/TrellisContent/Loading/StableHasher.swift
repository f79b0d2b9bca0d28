/// A 64-bit hash that is the same in every process and on every run, for the build cache's keys.
///
/// Swift's `Hasher` is seeded per process, so its values cannot be stored. This one mixes 8-byte words with the
/// multiply–rotate steps of xxHash64 and finishes with its avalanche; it is not cryptographic (nobody attacks a
/// local cache), only well spread and fast (about a byte a cycle), so hashing every input of a 1,000-page project
/// costs a few tens of milliseconds.
public struct StableHasher: Sendable {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var length: UInt64 = 0

    public init() {}

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    private mutating func mix(_ word: UInt64) {
        var lane = word &* Self.prime2
        lane = (lane << 31) | (lane >> 33)
        lane &*= Self.prime1
        state ^= lane
        state = ((state << 27) | (state >> 37)) &* Self.prime1 &+ Self.prime3
    }

    /// Adds raw bytes, preceded by their count, so that `"ab" + "c"` and `"a" + "bc"` differ.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        length &+= UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail ^ 0xFF)
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(bytes: $0) }
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ number: UInt64) {
        mix(number)
    }

    /// The hash of a file's bytes, as the build cache keeps it.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(bytes)
        return hasher.finalize()
    }

    /// The hash of everything combined so far.
    public func finalize() -> UInt64 {
        var hash = state ^ length
        hash ^= hash >> 33
        hash &*= Self.prime2
        hash ^= hash >> 29
        hash &*= Self.prime3
        hash ^= hash >> 32
        return hash
    }
}
