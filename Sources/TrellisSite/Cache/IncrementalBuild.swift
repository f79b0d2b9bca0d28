import Foundation
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
    let keys: [PageKeys]
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
    /// Each page whose content is what the last build read but some of whose templates changed since: its entry and
    /// those types, so that only their components' markup is rendered again and replaced in the renderings the last
    /// build wrote (`SiteRenderer.splice`), in page order.
    let spliceable: [TemplateEdit?]

    /// A page whose content is unchanged and some of whose templates changed: its cache entry and those types. A
    /// class, so that the list of every page's holds a reference each (a cache entry is hundreds of bytes), and so
    /// that the entry is let go once used (`takeEntry`): the page's new output replaces it, and holding both for
    /// every page of a template edit was 25 MB at 10,000 pages.
    final class TemplateEdit: @unchecked Sendable {
        let changedTypes: Set<String>
        private let lock = NSLock()
        private var entry: CachedPage?

        init(entry: CachedPage, changedTypes: Set<String>) {
            self.entry = entry
            self.changedTypes = changedTypes
        }

        /// The entry, the first time it is asked for; nil after.
        func takeEntry() -> CachedPage? {
            lock.lock()
            defer { lock.unlock() }
            let taken = entry
            entry = nil
            return taken
        }
    }
    /// The catalog's own HTML files as the last build wrote them, by path.
    let catalogFiles: [String: CachedCatalogFile]
    /// The type counts the last build's catalog was made from (`CatalogUsageMemo`).
    let catalogUsage: CatalogUsageMemo?
    /// The ids each shard's files held, and the digest of each entry's analysis (`BuildCache`).
    private let analysisIDs: [Int: Set<String>]
    private let renderingIDs: [Int: Set<String>]
    private let analysisDigests: [String: UInt64]

    /// `searchEntries` is where the cached pages' search entries wait until the index is written.
    init(
        cachePath: String, previousSite: String?, site: Site, fingerprint: InputFingerprint,
        searchEntries: SearchEntryStore? = nil
    ) {
        self.cachePath = cachePath
        self.previousSite = previousSite
        self.fingerprint = fingerprint
        let keys = fingerprint.pageKeys
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
        typealias Found = (reuse: (CachedPage, PageOutput)?, splice: TemplateEdit?)
        let pages = site.pages
        let found: [Found] = Array(pages.indices).parallelMap { index in
            let page = pages[index]
            let keys = keys[index]
            guard let previousSite, let entry = cache?.pages[page.id] else { return (nil, nil) }
            if entry.rendering.key == keys.render {
                return Self.filesAreAsWritten(entry, of: page, in: previousSite)
                    ? ((entry, entry.output), nil) : (nil, nil)
            }
            // Same content, other templates: the types whose key changed.
            let typeKeys = fingerprint.typeKeys(of: keys)
            guard entry.contractKey == keys.contract, entry.rendering.typeKeys.count == typeKeys.count,
                Self.filesAreAsWritten(entry, of: page, in: previousSite)
            else { return (nil, nil) }
            var changed: Set<String> = []
            for (index, type) in keys.types.enumerated() where entry.rendering.typeKeys[index] != typeKeys[index] {
                changed.insert(fingerprint.typeNames[Int(type)])
            }
            return changed.isEmpty ? (nil, nil) : (nil, TemplateEdit(entry: entry, changedTypes: changed))
        }
        self.catalogFiles = cache?.catalogFiles ?? [:]
        self.catalogUsage = cache?.catalogUsage
        self.analysisIDs = cache?.analysisIDs ?? [:]
        self.renderingIDs = cache?.renderingIDs ?? [:]
        self.analysisDigests = cache?.analysisDigests ?? [:]
        self.reusable = found.map { $0.reuse?.0 }
        // Matched, not compared with nil: `!= nil` copies the entry it is given.
        self.reusedCount = reusable.count { if case .some = $0 { true } else { false } }
        self.outputs = found.map { $0.reuse?.1 }
        self.spliceable = found.map(\.splice)
    }

    /// Whether every file of the entry is still the one written (the link check knows the preview's links from the
    /// cache), in the page's own folder, not one reached through a link planted in the site.
    private static func filesAreAsWritten(_ entry: CachedPage, of page: Page, in previousSite: String) -> Bool {
        let folder = SitePaths.pageFolder(page)
        guard FastFileSystem.isRealFolderPath(Substring(folder), under: previousSite),
            entry.rendering.files.allSatisfy({ $0.path.hasPrefix(folder + "/") })
        else { return false }
        return entry.rendering.files.allSatisfy {
            FastFileSystem.stamp(ofFile: previousSite + "/" + $0.path) == $0.stamp
        }
    }

    /// How many pages `reusable` gives (counted once: a count over the entries copied each one).
    let reusedCount: Int

    /// Records the built site's pages for the next build; `site` is the folder the new site is in.
    ///
    /// `keptFilesUntouched`: the site was updated in place, which leaves a file reused from the last build where it
    /// was, after checking that it still has the stamp the cache saw (`InPlaceUpdate`): its stamp is then that one,
    /// and only the files written are asked for theirs (a no-op build wrote none; staging links every file anew).
    func save(
        pages: [Page], contractDiagnostics: [[Diagnostic]], outputs: [PageOutput], searchEntries: [SearchEntry],
        linkResults: [PageLinks], catalogFiles: [String: CachedCatalogFile], catalogUsage: CatalogUsageMemo?,
        site folder: String, keptFilesUntouched: Bool
    ) {
        // Every page's link results are needed: without them (no link check ran) nothing is cached.
        guard linkResults.count == pages.count else { return BuildCache.remove(at: cachePath) }
        typealias Entry = (id: String, page: CachedPage, analysisReused: Bool, renderingReused: Bool)
        // By index: arrays of every page zipped with its work were copies of every page and output, made on one core.
        let (keys, reusable) = (keys, reusable)
        guard
            [contractDiagnostics.count, outputs.count, searchEntries.count, keys.count, reusable.count].allSatisfy({
                $0 == pages.count
            })
        else { return BuildCache.remove(at: cachePath) }
        let entries: [Entry?] = Array(pages.indices)
            .parallelMap { index in
                let (page, key, previous) = (pages[index], keys[index], reusable[index])
                let (contract, output, searchEntry, links) = (
                    contractDiagnostics[index], outputs[index], searchEntries[index], linkResults[index]
                )
                var files: [CachedFile] = []
                for file in output.files {
                    // A page taken from the cache has its entry's starts (its output holds none); others, their own.
                    let starts =
                        output.componentStarts.isEmpty
                        ? previous?.rendering.files.first { $0.path == file.path }?.componentStarts
                        : output.componentStarts[file.path]
                    if keptFilesUntouched, let stamp = file.reused {
                        files.append(CachedFile(path: file.path, stamp: stamp, componentStarts: starts))
                        continue
                    }
                    guard let stamp = FastFileSystem.stamp(ofFile: folder + "/" + file.path) else { return nil }
                    files.append(CachedFile(path: file.path, stamp: stamp, componentStarts: starts))
                }
                let entry = CachedPage(
                    contractKey: key.contract, contractDiagnostics: contract, renderDiagnostics: output.diagnostics,
                    unknownTypes: output.unknownTypes, renderings: output.renderings, links: output.links,
                    ids: output.ids.sorted(), searchEntry: searchEntry, boxes: output.boxes, linkCheck: links,
                    layoutFindings: output.layoutFindings,
                    rendering: CachedPageRendering(
                        key: key.render, files: files, typeKeys: fingerprint.typeKeys(of: key),
                        components: output.componentLengths))
                // A template edit changes the rendering part only: the analysis stays as it was written. A page
                // spliced after one has no entry of its own here (it was let go once spliced): its analysis is
                // encoded and compared by digest with the one its shard's file holds.
                let analysisReused: Bool
                if let previous {
                    analysisReused = previous.analysis == entry.analysis
                } else if let digest = analysisDigests[page.id] {
                    var analysis = CacheWriter()
                    analysis.write(analysisOf: entry)
                    analysisReused = BuildCache.analysisDigest(of: analysis.bytes) == digest
                } else {
                    analysisReused = false
                }
                return (page.id, entry, analysisReused, analysisReused && previous?.rendering == entry.rendering)
            }
        var cache = BuildCache(sharedKey: fingerprint.sharedKey, pages: [:], catalogFiles: catalogFiles)
        cache.catalogUsage = catalogUsage
        var changedAnalyses: Set<Int> = []
        var changedRenderings: Set<Int> = []
        var ids: [Int: Set<String>] = [:]
        for case let entry? in entries {
            let id = entry.id
            cache.pages[id] = entry.page
            let shard = BuildCache.shard(of: id)
            ids[shard, default: []].insert(id)
            // A part the last build wrote the same (the usual case: a page taken from the cache, whose files and
            // link results did not change; after a template edit, every page's analysis) is copied, not encoded
            // again; a shard's file of such parts only is not written at all.
            if entry.analysisReused, analysisIDs[shard]?.contains(id) == true, let digest = analysisDigests[id] {
                cache.reusedAnalyses.insert(id)
                cache.analysisDigests[id] = digest
            } else {
                changedAnalyses.insert(shard)
            }
            if entry.renderingReused, cache.reusedAnalyses.contains(id), renderingIDs[shard]?.contains(id) == true {
                cache.reusedRenderings.insert(id)
            } else {
                changedRenderings.insert(shard)
            }
        }
        for shard in 0..<BuildCache.shardCount {
            let written = ids[shard] ?? []
            if !changedAnalyses.contains(shard), analysisIDs[shard] == written {
                cache.unchangedAnalysisShards.insert(shard)
            }
            if !changedRenderings.contains(shard), renderingIDs[shard] == written {
                cache.unchangedRenderingShards.insert(shard)
            }
        }
        if !cache.write(to: cachePath) { BuildCache.remove(at: cachePath) }
    }
}
