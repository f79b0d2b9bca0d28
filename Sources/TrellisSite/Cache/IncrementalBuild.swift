import TrellisContent
import TrellisRender

/// One build's use of the build cache: which pages are unchanged since the last successful build (same inputs, and
/// their files still in the site as written), and, once the new site is in place, the cache for the next build.
///
/// Everything that spans pages — the catalog, the report, output collisions — is still computed from the whole site
/// on every build; the work of a page alone (contract check, reading its layouts, rendering, validation) is taken
/// from the cache (a page's layout findings are merged with the others', as when every page is read), and so are
/// its link-check results while the site's files and anchors are unchanged (`PageLinks`). The catalog's pages are
/// built again from the whole site, but one whose context is that of the last build is taken from the last site
/// rather than rendered (`ThemeContextKey`), and one whose bytes are those of the last build is neither validated nor
/// scanned for links again (`CachedCatalogFile`). So a warm build reports and writes exactly what a clean one does.
struct IncrementalBuild {
    let cachePath: String
    /// The site the last build wrote, when there is one.
    let previousSite: String?
    let fingerprint: InputFingerprint
    /// Each page's keys, in page order.
    let keys: [(render: UInt64, contract: UInt64)]
    /// Each page's contract diagnostics when its contract check can be reused (even if its rendering cannot).
    let contractDiagnostics: [[Diagnostic]?]
    /// Each page's search entry when its content is what the last build read (its contract check's key, which
    /// covers the page's files and everything the pages share, but not templates): a template edit renders the
    /// pages again, and their entries stay.
    let searchEntries: [SearchEntry?]
    /// Each page's cached work when it can be reused, in page order.
    let reusable: [CachedPage?]
    /// The reused pages' outputs, in page order.
    let outputs: [PageOutput?]
    /// The catalog's own HTML files as the last build wrote them, by path.
    let catalogFiles: [String: CachedCatalogFile]
    /// The ids each shard held.
    private let shardIDs: [Int: Set<String>]

    /// `searchEntries` is where the cached pages' search entries wait until the index is written.
    init(
        cachePath: String, previousSite: String?, site: Site, fingerprint: InputFingerprint,
        searchEntries: SearchEntryStore? = nil
    ) {
        self.cachePath = cachePath
        self.previousSite = previousSite
        self.fingerprint = fingerprint
        let keys = site.pages.parallelMap { fingerprint.keys(of: $0) }
        self.keys = keys
        let cache = previousSite.flatMap { _ in
            BuildCache.read(
                from: cachePath, sharedKey: fingerprint.sharedKey,
                sections: Dictionary(site.pages.map { ($0.id, $0.sections) }, uniquingKeysWith: { first, _ in first }),
                searchEntries: searchEntries)
        }
        self.contractDiagnostics = zip(site.pages, keys).map { page, keys in
            guard let entry = cache?.pages[page.id], entry.contractKey == keys.contract else { return nil }
            return entry.contractDiagnostics
        }
        self.searchEntries = zip(site.pages, keys).map { page, keys in
            guard let entry = cache?.pages[page.id], entry.contractKey == keys.contract else { return nil }
            return entry.searchEntry
        }
        let found: [(CachedPage, PageOutput)?] = Array(zip(site.pages, keys)).parallelMap { page, keys in
            guard let previousSite, let entry = cache?.pages[page.id], entry.key == keys.render else { return nil }
            // Every file must still be the one written (the link check knows the preview's links from the cache),
            // in the page's own folder, not one reached through a link planted in the site.
            let output = entry.output
            let folder = SitePaths.pageFolder(page)
            guard FastFileSystem.isRealFolderPath(Substring(folder), under: previousSite),
                output.files.allSatisfy({ $0.path.hasPrefix(folder + "/") })
            else { return nil }
            for file in output.files {
                guard FastFileSystem.stamp(ofFile: previousSite + "/" + file.path) == file.reused else { return nil }
            }
            return (entry, output)
        }
        self.catalogFiles = cache?.catalogFiles ?? [:]
        self.shardIDs = cache?.shardIDs ?? [:]
        self.reusable = found.map { $0?.0 }
        self.outputs = found.map { $0?.1 }
    }

    var reusedCount: Int { reusable.count { $0 != nil } }

    /// Records the built site's pages for the next build; `site` is the folder the new site is in.
    func save(
        pages: [Page], contractDiagnostics: [[Diagnostic]], outputs: [PageOutput], searchEntries: [SearchEntry],
        linkResults: [PageLinks], catalogFiles: [String: CachedCatalogFile], site folder: String
    ) {
        // Every page's link results are needed: without them (no link check ran) nothing is cached.
        guard linkResults.count == pages.count else { return BuildCache.remove(at: cachePath) }
        let work = zip(zip(zip(contractDiagnostics, outputs), searchEntries), linkResults).map {
            ($0.0.0, $0.0.1, $0.1, $1)
        }
        let entries: [(String, CachedPage, reused: Bool)?] = Array(zip(zip(pages, zip(keys, reusable)), work))
            .parallelMap { pageAndKey, work in
                let (page, (key, previous)) = pageAndKey
                let (contract, output, searchEntry, links) = work
                var files: [CachedFile] = []
                for file in output.files {
                    guard let stamp = FastFileSystem.stamp(ofFile: folder + "/" + file.path) else { return nil }
                    files.append(CachedFile(path: file.path, stamp: stamp))
                }
                let entry = CachedPage(
                    key: key.render, contractKey: key.contract, contractDiagnostics: contract,
                    renderDiagnostics: output.diagnostics,
                    unknownTypes: output.unknownTypes, renderings: output.renderings, links: output.links,
                    ids: output.ids.sorted(), files: files, searchEntry: searchEntry,
                    boxes: output.boxes, linkCheck: links, layoutFindings: output.layoutFindings)
                return (page.id, entry, entry == previous)
            }
        var cache = BuildCache(sharedKey: fingerprint.sharedKey, pages: [:], catalogFiles: catalogFiles)
        var changedShards: Set<Int> = []
        var ids: [Int: Set<String>] = [:]
        for case let (id, entry, reused)? in entries {
            cache.pages[id] = entry
            let shard = BuildCache.shard(of: id)
            ids[shard, default: []].insert(id)
            // An entry the last build wrote the same (the usual case: a page taken from the cache, whose files and
            // link results did not change) is copied, not encoded again; a shard of such entries only is not
            // written at all.
            if reused, shardIDs[shard]?.contains(id) == true {
                cache.reusedEntries.insert(id)
            } else {
                changedShards.insert(shard)
            }
        }
        for shard in 0..<BuildCache.shardCount
        where !changedShards.contains(shard) && shardIDs[shard] != nil && shardIDs[shard] == (ids[shard] ?? []) {
            cache.unchangedShards.insert(shard)
        }
        if !cache.write(to: cachePath) { BuildCache.remove(at: cachePath) }
    }
}
