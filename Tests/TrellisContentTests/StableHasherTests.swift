import Testing

@testable import TrellisContent

/// The build cache keys every page by `StableHasher` values of the files it read: an edit the hash misses is a page
/// a warm build leaves stale, so every byte of every length must count, wherever it falls (the four lanes of a long
/// run, the words after them, the tail).
@Suite("Stable hasher")
struct StableHasherTests {
    /// Lengths around each boundary of the hasher's steps: the tail, one word, one 32-byte step of four lanes, and
    /// several steps with words and a tail after them.
    static let lengths = [0, 1, 7, 8, 9, 31, 32, 33, 39, 40, 63, 64, 65, 100, 257, 4_099]

    static func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    @Test("the same bytes hash the same in separate hashers", arguments: lengths)
    func theSameBytesHashTheSame(count: Int) {
        let bytes = Self.bytes(count)
        #expect(StableHasher.hash(bytes) == StableHasher.hash(Array(bytes)))
        var text = StableHasher()
        text.combine(String(decoding: bytes.map { $0 & 0x7F }, as: UTF8.self))
        var same = StableHasher()
        same.combine(bytes.map { $0 & 0x7F })
        #expect(text.finalize() == same.finalize())
    }

    @Test("changing any one byte changes the hash", arguments: lengths.filter { $0 > 0 })
    func everyByteCounts(count: Int) {
        let bytes = Self.bytes(count)
        let original = StableHasher.hash(bytes)
        var seen: Set<UInt64> = [original]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            #expect(seen.insert(StableHasher.hash(changed)).inserted, "byte \(index) of \(count)")
        }
    }

    @Test("every length of the same bytes hashes apart, and so do the same bytes split otherwise")
    func lengthsAndSplitsCount() {
        let bytes = Self.bytes(Self.lengths.max() ?? 0)
        let hashes = Set(Self.lengths.map { StableHasher.hash(Array(bytes.prefix($0))) })
        #expect(hashes.count == Self.lengths.count)
        var whole = StableHasher()
        whole.combine(Array(bytes[0..<64]))
        var split = StableHasher()
        split.combine(Array(bytes[0..<32]))
        split.combine(Array(bytes[32..<64]))
        #expect(whole.finalize() != split.finalize())
        // Zero bytes of two lengths: only the count tells them apart.
        #expect(
            StableHasher.hash([UInt8](repeating: 0, count: 32)) != StableHasher.hash([UInt8](repeating: 0, count: 40)))
    }
}
