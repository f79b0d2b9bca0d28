import TrellisContent

/// What the last successful build did, page by page, kept beside the site so that the next build does only the
/// work its changes call for (docs/performance.md, "Incremental builds").
///
/// It lives in `.trellis-cache/<site folder name>` next to the output folder, is written only after a build
/// succeeded (a failed build writes nothing outside its output folder), is replaced whole by a rename, and is only
/// ever a shortcut: a missing, truncated or foreign cache, or one from another Trellis or other options, makes the
/// build do all its work, with the same result.
struct BuildCache: Sendable {
    /// The shared fingerprint (`InputFingerprint.sharedKey`) the pages were built under.
    var sharedKey: UInt64
    var pages: [String: CachedPage]
    /// The catalog's own HTML files, by path in the site.
    var catalogFiles: [String: CachedCatalogFile] = [:]

    /// Each page's entry as the file held it, by page id, when the cache was read: an entry that would be written
    /// the same is copied instead of encoded again.
    var encodedPages: [String: ArraySlice<UInt8>] = [:]

    private static let magic = Array("trellis build cache\n".utf8)

    /// The cache at `path` when it was written under `sharedKey`; nil otherwise.
    static func read(from path: String, sharedKey: UInt64) -> BuildCache? {
        guard let bytes = FastFileSystem.readFile(path), bytes.starts(with: magic), bytes.count >= magic.count + 8
        else { return nil }
        // The payload's hash follows the magic: damage that would still parse (a flipped byte in a message or
        // a link) makes the cache unusable instead of being replayed.
        let start = magic.count + 8
        var stored: UInt64 = 0
        for (index, byte) in bytes[magic.count..<start].enumerated() {
            stored |= UInt64(byte) << (8 * UInt64(index))
        }
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[start...])) }
        guard hasher.finalize() == stored else { return nil }
        var reader = CacheReader(bytes, range: start..<bytes.count)
        guard reader.number() == sharedKey, let count = reader.count() else { return nil }
        // Each page's entry is length-prefixed: found in one pass, decoded on all cores.
        var entries: [(id: String, range: Range<Int>)] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let id = reader.text(), let length = reader.count(), let range = reader.skip(length) else {
                return nil
            }
            entries.append((id, range))
        }
        let decoded = entries.parallelMap { entry -> CachedPage? in
            var entryReader = CacheReader(bytes, range: entry.range)
            guard let page = entryReader.page(), entryReader.isAtEnd else { return nil }
            return page
        }
        var pages: [String: CachedPage] = [:]
        var encodedPages: [String: ArraySlice<UInt8>] = [:]
        pages.reserveCapacity(count)
        encodedPages.reserveCapacity(count)
        for (entry, page) in zip(entries, decoded) {
            guard let page else { return nil }
            pages[entry.id] = page
            encodedPages[entry.id] = bytes[entry.range]
        }
        guard let fileCount = reader.count() else { return nil }
        var catalogFiles: [String: CachedCatalogFile] = [:]
        for _ in 0..<fileCount {
            guard let path = reader.text(), let file = reader.catalogFile() else { return nil }
            catalogFiles[path] = file
        }
        guard reader.isAtEnd else { return nil }
        return BuildCache(
            sharedKey: sharedKey, pages: pages, catalogFiles: catalogFiles, encodedPages: encodedPages)
    }

    /// Writes the cache to a temporary file beside `path` and renames it into place; false when that failed
    /// (the cache is then missing, which costs the next build time, nothing else). A page with bytes in
    /// `encodedPages` is written as those bytes (the caller knows they encode the same entry); the others are
    /// encoded, on all cores.
    func write(to path: String) -> Bool {
        let sorted = pages.sorted(by: { $0.key < $1.key })
        let encodedPages = self.encodedPages
        let entries = sorted.parallelMap { id, page -> ArraySlice<UInt8> in
            if let encoded = encodedPages[id] { return encoded }
            var writer = CacheWriter()
            writer.write(page)
            return writer.bytes[...]
        }
        var writer = CacheWriter()
        writer.reserveCapacity(Self.magic.count + 8 + entries.reduce(64) { $0 + $1.count + 16 })
        writer.append(raw: Self.magic)
        writer.append(raw: repeatElement(0, count: 8))  // The payload's hash, written below once known.
        let start = Self.magic.count + 8
        writer.write(sharedKey)
        writer.write(UInt64(sorted.count))
        for ((id, _), entry) in zip(sorted, entries) {
            writer.write(id)
            writer.write(UInt64(entry.count))
            writer.append(raw: entry)
        }
        writer.write(UInt64(catalogFiles.count))
        for (path, file) in catalogFiles.sorted(by: { $0.key < $1.key }) {
            writer.write(path)
            writer.write(file)
        }
        var hasher = StableHasher()
        writer.bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[start...])) }
        writer.overwrite(hasher.finalize(), at: Self.magic.count)
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !folder.isEmpty, !FastFileSystem.isFolder(atPath: folder) {
            guard (try? FastFileSystem.makeFolder(folder)) != nil else { return false }
        }
        let temporary = path + ".\(FastFileSystem.processID).tmp"
        _ = FastFileSystem.removeTree(atPath: temporary)
        guard FastFileSystem.writeFile(writer.bytes, to: temporary) == nil else {
            _ = FastFileSystem.removeTree(atPath: temporary)
            return false
        }
        do {
            try FastFileSystem.move(temporary, to: path)
            return true
        } catch {
            _ = FastFileSystem.removeTree(atPath: temporary)
            return false
        }
    }

    /// Removes the cache (a build with `--no-cache`, or one whose cache cannot be trusted).
    static func remove(at path: String) {
        _ = FastFileSystem.removeTree(atPath: path)
    }
}
