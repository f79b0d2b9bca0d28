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

    private static let magic = Array("trellis build cache\n".utf8)

    /// The cache at `path` when it was written under `sharedKey`; nil otherwise.
    static func read(from path: String, sharedKey: UInt64) -> BuildCache? {
        guard let bytes = FastFileSystem.readFile(path), bytes.starts(with: magic), bytes.count >= magic.count + 8
        else { return nil }
        // The payload's hash follows the magic: damage that would still parse (a flipped byte in a message or
        // a link) makes the cache unusable instead of being replayed.
        let payload = Array(bytes[(magic.count + 8)...])
        var stored: UInt64 = 0
        for (index, byte) in bytes[magic.count..<(magic.count + 8)].enumerated() {
            stored |= UInt64(byte) << (8 * UInt64(index))
        }
        var hasher = StableHasher()
        hasher.combine(payload)
        guard hasher.finalize() == stored else { return nil }
        var reader = CacheReader(payload)
        guard reader.number() == sharedKey, let count = reader.count() else { return nil }
        var pages: [String: CachedPage] = [:]
        for _ in 0..<count {
            guard let id = reader.text(), let page = reader.page() else { return nil }
            pages[id] = page
        }
        guard let fileCount = reader.count() else { return nil }
        var catalogFiles: [String: CachedCatalogFile] = [:]
        for _ in 0..<fileCount {
            guard let path = reader.text(), let file = reader.catalogFile() else { return nil }
            catalogFiles[path] = file
        }
        guard reader.isAtEnd else { return nil }
        return BuildCache(sharedKey: sharedKey, pages: pages, catalogFiles: catalogFiles)
    }

    /// Writes the cache to a temporary file beside `path` and renames it into place; false when that failed
    /// (the cache is then missing, which costs the next build time, nothing else).
    func write(to path: String) -> Bool {
        var writer = CacheWriter()
        writer.write(sharedKey)
        writer.write(UInt64(pages.count))
        for (id, page) in pages.sorted(by: { $0.key < $1.key }) {
            writer.write(id)
            writer.write(page)
        }
        writer.write(UInt64(catalogFiles.count))
        for (path, file) in catalogFiles.sorted(by: { $0.key < $1.key }) {
            writer.write(path)
            writer.write(file)
        }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !folder.isEmpty, !FastFileSystem.isFolder(atPath: folder) {
            guard (try? FastFileSystem.makeFolder(folder)) != nil else { return false }
        }
        let temporary = path + ".\(FastFileSystem.processID).tmp"
        _ = FastFileSystem.removeTree(atPath: temporary)
        var hasher = StableHasher()
        hasher.combine(writer.bytes)
        let hash = hasher.finalize()
        let header = Self.magic + (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * UInt64($0))) }
        guard FastFileSystem.writeFile(header + writer.bytes, to: temporary) == nil else {
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
