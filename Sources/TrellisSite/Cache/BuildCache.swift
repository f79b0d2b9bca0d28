import TrellisContent

/// What the last successful build did, page by page, kept beside the site so that the next build does only the
/// work its changes call for (docs/performance.md, "Incremental builds").
///
/// It is a folder beside the output folder (`._site.trellis-cache/`), written only after a build succeeded (a
/// failed build writes nothing outside its output folder), and only ever a shortcut: a missing, truncated or foreign
/// file, or one from another Trellis or other options, makes the build do the work it stood for, with the same
/// result. The pages are spread over `shardCount` shards by a hash of their id, each entry in two files: what the
/// page's work found (`pages-N`: `CachedPage.analysis`) and what a template edit changes of it (`renderings-N`:
/// `CachedPageRendering`). Each file is replaced whole by a rename and only when one of its entries changed: a
/// one-page edit rewrites one shard's two files, not the cache of the whole site, and a template edit the
/// `renderings-` files only. Files from different builds may meet after a crash: an entry is used only when both its
/// parts carry the same digest of its analysis (`analysisDigest`), and is checked against its page's inputs before
/// it is used.
struct BuildCache: Sendable {
    /// The shared fingerprint (`InputFingerprint.sharedKey`) the pages were built under.
    var sharedKey: UInt64
    var pages: [String: CachedPage]
    /// The catalog's own HTML files, by path in the site.
    var catalogFiles: [String: CachedCatalogFile] = [:]
    /// The type counts the catalog was made from, and the content digest they were counted under.
    var catalogUsage: CatalogUsageMemo?
    /// The digest of each page's analysis as its files hold it (`analysisDigest`), by page id.
    var analysisDigests: [String: UInt64] = [:]

    /// The pages whose analyses, and those whose renderings, would be written as the last build wrote them: copied
    /// from the shard's file instead of encoded again. The file is read again for that when it is written; holding
    /// every shard's bytes from the read until the write was 240 MB at 10,000 pages.
    var reusedAnalyses: Set<String> = []
    var reusedRenderings: Set<String> = []
    /// The page ids each shard's files held when read (files that could not be read are absent).
    var analysisIDs: [Int: Set<String>] = [:]
    var renderingIDs: [Int: Set<String>] = [:]
    /// Shards whose files are known to hold exactly what would be written: not written again.
    var unchangedAnalysisShards: Set<Int> = []
    var unchangedRenderingShards: Set<Int> = []

    static let shardCount = 16

    /// The shard that holds a page's entry.
    static func shard(of id: String) -> Int {
        var hasher = StableHasher()
        hasher.combine(id)
        return Int(hasher.finalize() % UInt64(shardCount))
    }

    /// What ties the two parts of an entry together: the hash of its analysis's bytes, written first in both.
    static func analysisDigest(of encodedAnalysis: [UInt8]) -> UInt64 {
        StableHasher.hash(encodedAnalysis)
    }

    private static func analysisPath(_ folder: String, _ shard: Int) -> String { folder + "/pages-\(shard)" }
    private static func renderingPath(_ folder: String, _ shard: Int) -> String { folder + "/renderings-\(shard)" }
    private static func catalogPath(_ folder: String) -> String { folder + "/catalog" }

    /// The cache in `folder` as far as it was written under `sharedKey`; nil when none of it was. Each page's links
    /// name their owners by position in its sections of this build (`sections`, by page id), and its search entry
    /// waits in `searchEntries` when given (`CacheReader.pageAnalysis`).
    static func read(
        from folder: String, sharedKey: UInt64, sections: [String: [Section]] = [:],
        searchEntries: SearchEntryStore? = nil
    ) -> BuildCache? {
        guard FastFileSystem.isFolder(atPath: folder) else { return nil }
        let shards = Array(0..<shardCount).parallelMap { shard in
            (
                analyses: readAnalyses(
                    from: analysisPath(folder, shard), sharedKey: sharedKey, sections: sections,
                    searchEntries: searchEntries),
                renderings: readRenderings(from: renderingPath(folder, shard), sharedKey: sharedKey)
            )
        }
        var cache = BuildCache(sharedKey: sharedKey, pages: [:])
        for (shard, parts) in shards.enumerated() {
            if let renderings = parts.renderings {
                cache.renderingIDs[shard] = Set(renderings.keys)
            }
            guard let analyses = parts.analyses else { continue }
            var ids: Set<String> = []
            for (id, digest, analysis) in analyses where Self.shard(of: id) == shard {
                ids.insert(id)
                // Both parts, as one build wrote them; an entry without its other part is left out.
                guard let rendering = parts.renderings?[id], rendering.digest == digest else { continue }
                var page = analysis
                page.rendering = rendering.rendering
                cache.pages[id] = page
                cache.analysisDigests[id] = digest
            }
            cache.analysisIDs[shard] = ids
        }
        if let catalog = readCatalog(from: catalogPath(folder), sharedKey: sharedKey) {
            cache.catalogFiles = catalog.files
            cache.catalogUsage = catalog.usage
        }
        return cache.analysisIDs.isEmpty ? nil : cache
    }

    private static func readAnalyses(
        from path: String, sharedKey: UInt64, sections: [String: [Section]], searchEntries: SearchEntryStore?
    ) -> [(String, UInt64, CachedPage)]? {
        guard let (bytes, start) = CacheFileStream.payload(of: path) else { return nil }
        var entries: [(String, UInt64, CachedPage)] = []
        let complete = forEachEntry(in: bytes, from: start, sharedKey: sharedKey) { id, range in
            var entryReader = CacheReader(bytes, range: range)
            guard let digest = entryReader.number(),
                let page = entryReader.pageAnalysis(skeletonSections: sections[id], searchEntries: searchEntries),
                entryReader.isAtEnd
            else { return false }
            entries.append((id, digest, page))
            return true
        }
        return complete ? entries : nil
    }

    private static func readRenderings(
        from path: String, sharedKey: UInt64
    ) -> [String: (digest: UInt64, rendering: CachedPageRendering)]? {
        guard let (bytes, start) = CacheFileStream.payload(of: path) else { return nil }
        var entries: [String: (digest: UInt64, rendering: CachedPageRendering)] = [:]
        let complete = forEachEntry(in: bytes, from: start, sharedKey: sharedKey) { id, range in
            var entryReader = CacheReader(bytes, range: range)
            guard let digest = entryReader.number(), let rendering = entryReader.pageRendering(),
                entryReader.isAtEnd
            else { return false }
            entries[id] = (digest, rendering)
            return true
        }
        return complete ? entries : nil
    }

    /// The entries of a shard file's payload, each an id and the range of its bytes, until `body` returns false;
    /// true when every entry was read and the payload ended there.
    private static func forEachEntry(
        in bytes: [UInt8], from start: Int, sharedKey: UInt64, _ body: (String, Range<Int>) -> Bool
    ) -> Bool {
        var reader = CacheReader(bytes, range: start..<bytes.count)
        guard reader.number() == sharedKey, let count = reader.count() else { return false }
        for _ in 0..<count {
            guard let id = reader.text(), let length = reader.count(), let range = reader.skip(length),
                body(id, range)
            else { return false }
        }
        return reader.isAtEnd
    }

    /// The bytes of the entries of `ids` as the shard file at `path` holds them now (none when it cannot be read).
    private static func encodedEntries(
        of ids: Set<String>, in path: String, sharedKey: UInt64
    ) -> [String: ArraySlice<UInt8>] {
        guard !ids.isEmpty, let (bytes, start) = CacheFileStream.payload(of: path) else { return [:] }
        var found: [String: ArraySlice<UInt8>] = [:]
        let complete = forEachEntry(in: bytes, from: start, sharedKey: sharedKey) { id, range in
            if ids.contains(id) { found[id] = bytes[range] }
            return true
        }
        return complete ? found : [:]
    }

    private static func readCatalog(
        from path: String, sharedKey: UInt64
    ) -> (files: [String: CachedCatalogFile], usage: CatalogUsageMemo?)? {
        guard let (bytes, start) = CacheFileStream.payload(of: path) else { return nil }
        var reader = CacheReader(bytes, range: start..<bytes.count)
        guard reader.number() == sharedKey, let count = reader.count() else { return nil }
        var files: [String: CachedCatalogFile] = [:]
        for _ in 0..<count {
            guard let path = reader.text(), let file = reader.catalogFile() else { return nil }
            files[path] = file
        }
        var usage: CatalogUsageMemo?
        switch reader.number() {
        case 0: usage = nil
        case 1:
            guard let memo = reader.catalogUsageMemo() else { return nil }
            usage = memo
        default: return nil
        }
        return reader.isAtEnd ? (files, usage) : nil
    }

    /// Writes the shards' files that changed and the catalog's file, each to a temporary file renamed into place;
    /// false when that failed (a file is then missing or old, which costs the next build time, nothing else). A page
    /// of `reusedAnalyses` (`reusedRenderings`) is written as the bytes its shard's file holds (the caller knows
    /// they encode the same part, and that `analysisDigests` has its digest).
    func write(to folder: String) -> Bool {
        // A cache of an older Trellis may be one file where the folder goes.
        if FastFileSystem.kind(atPath: folder) != .folder {
            _ = FastFileSystem.removeTree(atPath: folder)
            guard (try? FastFileSystem.makeFolder(folder)) != nil else { return false }
        }
        var byShard: [[(id: String, page: CachedPage)]] = Array(repeating: [], count: Self.shardCount)
        for (id, page) in pages { byShard[Self.shard(of: id)].append((id, page)) }
        let shards = byShard
        let cache = self
        let written = Array(0..<Self.shardCount).parallelMap { shard -> Bool in
            let entries = shards[shard].sorted { $0.id < $1.id }
            // The analyses first: their digests go into the renderings.
            var newDigests: [String: UInt64] = [:]
            var analysesWritten = true
            if !cache.unchangedAnalysisShards.contains(shard) {
                analysesWritten = cache.writeShardFile(
                    Self.analysisPath(folder, shard), entries, reusing: cache.reusedAnalyses
                ) { id, page, entry in
                    var analysis = CacheWriter()
                    analysis.write(analysisOf: page)
                    let digest = Self.analysisDigest(of: analysis.bytes)
                    newDigests[id] = digest
                    entry.write(digest)
                    entry.append(raw: analysis.bytes)
                }
            }
            guard !cache.unchangedRenderingShards.contains(shard) else { return analysesWritten }
            let renderingsWritten = cache.writeShardFile(
                Self.renderingPath(folder, shard), entries, reusing: cache.reusedRenderings
            ) { id, page, entry in
                // A digest that is missing (never, by the caller's contract) leaves the entry unusable, not wrong.
                entry.write(newDigests[id] ?? cache.analysisDigests[id] ?? 0)
                entry.write(page.rendering)
            }
            return renderingsWritten && analysesWritten
        }
        var catalog = CacheFileStream(path: Self.catalogPath(folder), key: sharedKey)
        catalog.writer.write(UInt64(catalogFiles.count))
        for (path, file) in catalogFiles.sorted(by: { $0.key < $1.key }) {
            catalog.writer.write(path)
            catalog.writer.write(file)
            catalog.writeFullChunks()
        }
        if let catalogUsage {
            catalog.writer.write(UInt64(1))
            catalog.writer.write(catalogUsage)
        } else {
            catalog.writer.write(UInt64(0))
        }
        return catalog.finish() && written.allSatisfy { $0 }
    }

    /// Writes one file of a shard, `entries` in order: those of `reused` as the file at `path` holds them now, the
    /// others as `encode` writes them. False when the file could not be written.
    private func writeShardFile(
        _ path: String, _ entries: [(id: String, page: CachedPage)], reusing reused: Set<String>,
        encode: (String, CachedPage, inout CacheWriter) -> Void
    ) -> Bool {
        let kept = Self.encodedEntries(
            of: Set(entries.lazy.map(\.id).filter(reused.contains)), in: path, sharedKey: sharedKey)
        var stream = CacheFileStream(path: path, key: sharedKey)
        stream.writer.write(UInt64(entries.count))
        for (id, page) in entries {
            stream.writer.write(id)
            if let encoded = kept[id] {
                stream.writer.write(UInt64(encoded.count))
                stream.writer.append(raw: encoded)
            } else {
                var entry = CacheWriter()
                encode(id, page, &entry)
                stream.writer.write(UInt64(entry.bytes.count))
                stream.writer.append(raw: entry.bytes)
            }
            stream.writeFullChunks()
        }
        return stream.finish()
    }

    /// Removes the cache (a build with `--no-cache`, or one whose cache cannot be trusted).
    static func remove(at path: String) {
        _ = FastFileSystem.removeTree(atPath: path)
    }
}
