#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds bytes in the pages Trellis writes (a rendering's sections in its page, a placeholder in a theme's output, a
/// box's attributes): candidates found by their first byte with the C library's `memchr`, each compared whole with
/// `memcmp` — a page is tens of kilobytes, searched once per rendering.
public enum ByteSearch {
    /// The first offset at or after `from` where `bytes` holds `piece`; nil when there is none (or `piece` is empty).
    public static func offset(of piece: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        guard !piece.isEmpty, from >= 0, piece.count <= bytes.count - from, let start = bytes.baseAddress else {
            return nil
        }
        return piece.withUnsafeBufferPointer { piece -> Int? in
            guard let pieceStart = piece.baseAddress else { return nil }
            var offset = from
            let last = bytes.count - piece.count
            while offset <= last, let hit = memchr(start + offset, Int32(piece[0]), last - offset + 1) {
                offset = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(start + offset, pieceStart, piece.count) == 0 { return offset }
                offset += 1
            }
            return nil
        }
    }

    /// `offset(of:in:from:)` in an array.
    public static func offset(of piece: [UInt8], in bytes: [UInt8], from: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { offset(of: piece, in: $0, from: from) }
    }

    /// Whether `bytes` holds `piece` at `offset`.
    public static func has(_ piece: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, piece.count <= bytes.count - offset, let start = bytes.baseAddress else { return false }
        return memcmp(start + offset, piece, piece.count) == 0
    }
}
