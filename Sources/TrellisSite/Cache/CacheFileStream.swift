import TrellisContent

/// A build-cache file written while it is encoded: the payload goes to a temporary file a megabyte at a time, its
/// hash is filled into the header at the end, and the file is renamed into place.
///
/// A shard encoded whole before it was written held 23 MB at 10,000 pages, two at once on two cores: the peak of a
/// cold build that writes the cache. The file is the magic, the payload's hash (8 bytes, little-endian) and the
/// payload, whose first field is the key it was written under. The hash is taken over the payload in chunks of
/// `chunkSize` bytes (`payloadHash`), so that it can be computed as the chunks are written; damage that would still
/// parse (a flipped byte in a message or a link) makes the file unusable instead of being replayed.
struct CacheFileStream {
    static let magic = Array("trellis build cache\n".utf8)
    static let chunkSize = 1 << 20
    /// Where the payload starts.
    static let payloadStart = magic.count + 8

    /// The payload's bytes not yet written: encode into it, then call `writeFullChunks()` now and then.
    var writer = CacheWriter()
    private let path: String
    private let temporary: String
    private var descriptor: Int32?
    private var hasher = StableHasher()

    /// Starts the file at `path` (through a temporary file beside it), its payload with `key`.
    init(path: String, key: UInt64) {
        self.path = path
        temporary = path + ".\(FastFileSystem.processID).tmp"
        _ = FastFileSystem.removeTree(atPath: temporary)
        descriptor = try? FastFileSystem.createFile(temporary).get()
        var header = Self.magic
        header.append(contentsOf: repeatElement(0, count: 8))
        if let descriptor, header.withUnsafeBytes({ FastFileSystem.writeAll($0, to: descriptor) }) != nil {
            fail()
        }
        writer.reserveCapacity(Self.chunkSize + Self.chunkSize / 4)
        writer.write(key)
    }

    /// Writes out every whole chunk encoded so far.
    mutating func writeFullChunks() {
        guard writer.bytes.count >= Self.chunkSize else { return }
        let whole = writer.bytes.count / Self.chunkSize * Self.chunkSize
        do {
            let pending = writer.bytes
            pending.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[..<whole])) }
        }
        writer.removeFirst(whole)
    }

    /// Writes the rest, fills in the hash and renames the file into place; false when any step failed (the file at
    /// `path` is then the old one, or none).
    mutating func finish() -> Bool {
        writeFullChunks()
        let rest = writer.bytes
        writer = CacheWriter()
        if !rest.isEmpty { rest.withUnsafeBytes { write($0) } }
        guard let descriptor else { return false }
        let hash = hasher.finalize()
        let failed =
            FastFileSystem.overwrite(
                (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * UInt64($0))) }, at: Self.magic.count,
                in: descriptor) != nil
        FastFileSystem.closeFile(descriptor)
        self.descriptor = nil
        guard !failed, (try? FastFileSystem.move(temporary, to: path)) != nil else {
            _ = FastFileSystem.removeTree(atPath: temporary)
            return false
        }
        return true
    }

    /// Hashes and writes `bytes`, a number of whole chunks or the last one.
    private mutating func write(_ bytes: UnsafeRawBufferPointer) {
        Self.combineChunks(of: bytes, into: &hasher)
        if let descriptor, FastFileSystem.writeAll(bytes, to: descriptor) != nil { fail() }
    }

    /// Gives up the file: nothing more is written, and `finish()` returns false.
    private mutating func fail() {
        if let descriptor { FastFileSystem.closeFile(descriptor) }
        descriptor = nil
        _ = FastFileSystem.removeTree(atPath: temporary)
    }

    /// The hash of a payload as the header holds it: of its chunks of `chunkSize` bytes, in order.
    static func payloadHash(_ payload: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = StableHasher()
        combineChunks(of: payload, into: &hasher)
        return hasher.finalize()
    }

    /// Adds `bytes` to `hasher` a chunk of `chunkSize` at a time (the last one shorter).
    private static func combineChunks(of bytes: UnsafeRawBufferPointer, into hasher: inout StableHasher) {
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunkSize, bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
            offset = end
        }
    }

    /// The largest cache file read: one larger (a sparse file, damage) is ignored, not allocated.
    static let maximumFileSize: UInt64 = 1 << 30

    /// A file's bytes and where its payload starts, when it has the magic and the payload's hash; nil otherwise.
    static func payload(of path: String) -> (bytes: [UInt8], start: Int)? {
        guard let stamp = FastFileSystem.stamp(ofFile: path), stamp.size <= maximumFileSize,
            let bytes = FastFileSystem.readFile(path, expecting: stamp), bytes.starts(with: magic),
            bytes.count >= payloadStart
        else { return nil }
        var stored: UInt64 = 0
        for (index, byte) in bytes[magic.count..<payloadStart].enumerated() {
            stored |= UInt64(byte) << (8 * UInt64(index))
        }
        let hash = bytes.withUnsafeBytes { payloadHash(UnsafeRawBufferPointer(rebasing: $0[payloadStart...])) }
        return hash == stored ? (bytes, payloadStart) : nil
    }
}
