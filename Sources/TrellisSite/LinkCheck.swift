import TrellisContent
import TrellisHTML
import TrellisRender

/// Resolves every internal link of the site against the files the build is about to write, before anything is
/// written: a link to a file, folder or asset that is not there, or to an anchor the target does not have, is a
/// warning (an error with `--strict`), at the template line that wrote it when a component did.
///
/// Page renderings are not re-read: their own markup is Trellis's, and the links in them are the components'
/// links, which the renderer already listed with their template positions. Every other page (previews, the
/// index, component pages with their examples, the report) is read with the HTML5 tokenizer. External links are
/// never fetched.
struct LinkCheck {
    let files: [SiteFile]
    /// The site's pages and, at the same indices, what rendering each gave: two arrays, not one of pairs, so that a
    /// page's output is read in place (a pair was copied whole, every file and link retained, at each look).
    let pages: [Page]
    let outputs: [PageOutput]
    /// `id`s the rendering theme writes itself, found in its source.
    let renderingThemeIDs: Set<String>
    /// How the output folder is shown in diagnostics.
    let shownRoot: String

    /// Per page, what the last build's check found, for the pages taken from the build cache (their previews are
    /// not in memory); empty, or nil for a page, where there is none.
    var cached: [PageLinks?] = []
    /// The catalog's own files as the last build's check saw them, by path: one with the same bytes is not scanned.
    var cachedFiles: [String: CachedCatalogFile] = [:]
    /// The site the cached pages' previews are read from when their URLs are needed (`PageLinks.previewProblems`).
    var previousSite: String?
    /// Site paths of assets a template names and the project does not have (`assets/x.png`), already reported at
    /// the template (`template-missing-asset`): a component page's examples show the same links, which are not
    /// reported again at the page (a missing asset was three warnings, one per example and the template's).
    var reportedMissingAssets: Set<String> = []

    /// The warnings, and per page and per catalog file what was found, for the build cache.
    func run() -> (diagnostics: [Diagnostic], pages: [PageLinks], files: [String: CachedCatalogFile]) {
        let paths = {
            var paths: Set<String> = []
            paths.reserveCapacity(files.count)
            for index in files.indices { paths.insert(files[index].path) }
            return paths
        }()
        var sources: [String: LinkAnchors.Source] = [:]
        sources.reserveCapacity(files.count)
        // The fingerprint of each HTML file's ids (one for all renderings of a page: they share their ids).
        var idHashes: [String: UInt64] = [:]
        idHashes.reserveCapacity(files.count)
        var pageFiles: Set<String> = []
        pageFiles.reserveCapacity(files.count)
        // Each page's ids' fingerprint on all cores: the last build's when the page's ids are those it found (a page
        // taken from the cache, or one a template edit was spliced into); the sets themselves are made only for
        // the renderings a link's fragment names (`LinkAnchors`).
        let renderingThemeIDs = renderingThemeIDs
        let pages = pages
        let outputs = outputs
        let pageIDHashes = Array(pages.indices).parallelMap { index -> UInt64 in
            if let known = cachedPreview(of: index)?.renderingIDsHash { return known }
            return Self.hash(outputs[index].ids.union(renderingThemeIDs).sorted())
        }
        for index in pages.indices {
            let preview = SitePaths.preview(pages[index])
            // By index, not by element: each `SiteFile` copied (its path, bytes and stamp retained) was a cost too.
            for file in outputs[index].files.indices where outputs[index].files[file].isHTML {
                let path = outputs[index].files[file].path
                pageFiles.insert(path)
                guard path != preview else { continue }
                sources[path] = .renderingsOf(page: index)
                idHashes[path] = pageIDHashes[index]
            }
        }
        // A page's preview is scanned when the page was rendered now; its ids are known from the cache when it was
        // not, and its URLs read again only where they are needed (`previewURLs(of:in:)`).
        let previews = Array(pages.indices).parallelMap { index -> PreviewScan in
            if let cached = cachedPreview(of: index) { return PreviewScan(ids: cached.previewIDs, urls: []) }
            return Self.scanPreview(of: pages[index], in: outputs[index])
        }
        for (index, preview) in previews.enumerated() {
            let path = SitePaths.preview(pages[index])
            sources[path] = .sorted(preview.ids)
            idHashes[path] = Self.hash(preview.ids)
        }
        let others = files.filter { $0.isHTML && !pageFiles.contains($0.path) && !$0.path.hasPrefix("assets/") }
        // A catalog file with the bytes of the last build's has the ids found then; the others are scanned.
        let contentHashes = others.parallelMap { CachedCatalogFile.contentHash(of: $0.contents) }
        let reused = others.indices.map { index in
            cachedFiles[others[index].path].flatMap { $0.contentHash == contentHashes[index] ? $0 : nil }
        }
        // The URLs of a large catalog page are not kept from this first read (the home page links every page: megabytes
        // at 10,000 pages, held through the check): it is read again below for them, once the anchors are all known.
        // A small one keeps them, and is read once.
        let firstReads = Array(others.indices).parallelMap { index -> (ids: [String], urls: [HTMLFragmentAttribute]?) in
            if let reused = reused[index] { return (reused.ids, nil) }
            let contents = others[index].contents
            guard contents.count <= Self.urlsKeptUpTo else { return (HTMLLinkScan.ids(in: contents).sorted(), nil) }
            let scan = HTMLLinkScan.scan(contents)
            return (scan.ids.sorted(), scan.urls)
        }
        let otherIDs = firstReads.map(\.ids)
        for index in others.indices {
            let sortedIDs = otherIDs[index]
            sources[others[index].path] = .sorted(sortedIDs)
            idHashes[others[index].path] = Self.hash(sortedIDs)
        }
        // The site's shape: every path with the fingerprint of its ids, as a set — each pair hashed alone and the
        // hashes added, in no order, so the 4,000 paths of a 1,000-page site are not sorted for it.
        let shape = paths.reduce(UInt64(0)) { sum, path in
            var pair = StableHasher()
            pair.combine(path)
            pair.combine(idHashes[path] ?? 0)
            return sum &+ pair.finalize()
        }

        var diagnostics: [Diagnostic] = []
        // A template position that writes broken links is one warning, with the first one and how many more:
        // the same template shown on a thousand pages is one mistake. Pages are checked in parallel and merged in
        // page order, so the first one named is the same on every run.
        let anchors = LinkAnchors(sources: sources) { index in outputs[index].ids.union(renderingThemeIDs) }
        // Only which links are broken is kept (indices); what is wrong is found again for the links a diagnostic
        // names, against the same files and anchors.
        typealias Found = (links: [Int], preview: [Int])
        let found = Array(pages.indices).parallelMap { index -> Found in
            if let cached = cachedLinks(of: index), cached.shape == shape {
                return (cached.problems, cached.previewProblems)
            }
            let (page, output) = (pages[index], outputs[index])
            let preview = SitePaths.preview(page)
            let from = Self.componentLinkBase(of: page, in: output)
            let links = output.links.indices.filter { link in
                Self.problem(with: output.links.value(at: link), from: from, paths: paths, ids: anchors) != nil
            }
            if let cached = cachedPreview(of: index), cached.shape == shape { return (links, cached.previewProblems) }
            let urls = previewURLs(of: index, in: previews)
            let previewProblems = urls.indices.filter { url in
                Self.problem(with: urls[url].value, from: preview, paths: paths, ids: anchors) != nil
            }
            return (links, previewProblems)
        }
        // Grouped by template position page by page on all cores (a page's broken links come from a few positions),
        // then merged in page order; only the first link of each position is put into words.
        typealias Group = (location: SourceLocation, page: Int, link: Int, count: Int)
        let groupsPerPage = Array(found.indices).parallelMap { index -> [Group] in
            let links = outputs[index].links
            var groups: [Group] = []
            // By place first (an index: most of a site's links can be broken, 65,000 at 1,000 pages of the shared
            // corpus, each position hashed was 2 % of a template edit), then places of one position merged.
            var groupOfPlace = [Int](repeating: -1, count: links.placeCount)
            var position: [SourceLocation: Int] = [:]
            for linkIndex in found[index].links where linkIndex < links.count {
                let place = links.placeIndex(at: linkIndex)
                if groupOfPlace[place] >= 0 {
                    groups[groupOfPlace[place]].count += 1
                    continue
                }
                let location = links.location(ofPlace: place)
                if let known = position[location] {
                    groupOfPlace[place] = known
                    groups[known].count += 1
                } else {
                    position[location] = groups.count
                    groupOfPlace[place] = groups.count
                    groups.append((location, index, linkIndex, 1))
                }
            }
            return groups
        }
        var byPosition: [SourceLocation: Int] = [:]
        var sitewide: [Group] = []
        for group in groupsPerPage.joined() {
            if let known = byPosition[group.location] {
                sitewide[known].count += group.count
            } else {
                byPosition[group.location] = sitewide.count
                sitewide.append(group)
            }
        }
        for group in sitewide {
            let (page, output) = (pages[group.page], outputs[group.page])
            let link = output.links[group.link]
            let from = Self.componentLinkBase(of: page, in: output)
            guard let problem = Self.problem(with: link.value, from: from, paths: paths, ids: anchors) else { continue }
            let more = group.count > 1 ? " (and \(group.count - 1) more broken links written here)" : ""
            diagnostics.append(
                .warning(
                    "broken-link", at: group.location,
                    "\(link.attribute) \"\(link.value)\" on page \"\(page.id)\": \(problem.description)\(link.ownerNote)"
                        + more))
        }
        for index in previews.indices where !found[index].preview.isEmpty {
            let path = SitePaths.preview(pages[index])
            let urls = previewURLs(of: index, in: previews)
            for urlIndex in found[index].preview where urlIndex < urls.count {
                let url = urls[urlIndex]
                guard let problem = Self.problem(with: url.value, from: path, paths: paths, ids: anchors) else {
                    continue
                }
                diagnostics.append(
                    .warning(
                        "broken-link",
                        at: SourceLocation(file: shownRoot + path, line: url.line, column: url.column),
                        "\(url.name) \"\(url.value)\": \(problem.description)"))
            }
        }
        // The catalog's files whose check the cache does not hold, read again for their URLs on all cores.
        let shownRoot = shownRoot
        let reportedMissingAssets = reportedMissingAssets
        let checkedFiles = Array(others.indices).parallelMap { index -> [Diagnostic]? in
            if let reused = reused[index], reused.shape == shape { return nil }
            let file = others[index]
            var fileDiagnostics: [Diagnostic] = []
            for url in firstReads[index].urls ?? HTMLLinkScan.scan(file.contents).urls {
                for value in url.urlCandidates {
                    guard let problem = Self.problem(with: value, from: file.path, paths: paths, ids: anchors) else {
                        continue
                    }
                    if case .missingFile(let target) = problem, reportedMissingAssets.contains(target) { continue }
                    let position = HTMLSourcePosition(offset: url.offset, in: file.contents)
                    fileDiagnostics.append(
                        .warning(
                            "broken-link",
                            at: SourceLocation(
                                file: shownRoot + file.path, line: position.line, column: position.column),
                            "\(url.name) \"\(value)\": \(problem.description)"))
                }
            }
            return fileDiagnostics
        }
        var fileResults: [String: CachedCatalogFile] = [:]
        for (index, file) in others.enumerated() {
            guard let fileDiagnostics = checkedFiles[index] else {
                // Checked by the last build against the same files and anchors.
                if let reused = reused[index] {
                    diagnostics += reused.diagnostics
                    fileResults[file.path] = reused
                }
                continue
            }
            diagnostics += fileDiagnostics
            fileResults[file.path] = CachedCatalogFile(
                contentHash: contentHashes[index], ids: otherIDs[index], shape: shape, diagnostics: fileDiagnostics)
        }
        let results = pages.indices.map { index in
            PageLinks(
                shape: shape, problems: found[index].links, previewIDs: previews[index].ids,
                previewProblems: found[index].preview, renderingIDsHash: pageIDHashes[index])
        }
        return (diagnostics, results, fileResults)
    }

    /// The size up to which a catalog page's URLs are kept from the read that finds its ids (most component pages,
    /// the report); a larger one is read again for them.
    static let urlsKeptUpTo = 256 * 1024

    /// The file a page's component links are resolved from: they stand in the page's renderings (all in the page's
    /// folder, with the same ids), or in its preview when it has none.
    private static func componentLinkBase(of page: Page, in output: PageOutput) -> String {
        let preview = SitePaths.preview(page)
        return output.files.first { $0.isHTML && $0.path != preview }?.path ?? preview
    }

    /// What the last build found in page `index`'s links: the page was taken from the cache, or a template edit
    /// spliced into it left its links as they were (`PageOutput.componentLinksAsBefore`).
    private func cachedLinks(of index: Int) -> PageLinks? {
        if cached.indices.contains(index), let cached = cached[index] { return cached }
        // The output's two members read in place: a copy of the whole output (its files, links and ids retained
        // one by one) for each of the three asks per page was a tenth of the check.
        return outputs[index].componentLinksAsBefore ? outputs[index].previewLinks : nil
    }

    /// What the last build found in page `index`'s preview when the preview is that build's file: the page was taken
    /// from the cache, or only its renderings changed (`PageOutput.previewLinks`).
    private func cachedPreview(of index: Int) -> PageLinks? {
        cachedLinks(of: index) ?? outputs[index].previewLinks
    }

    /// The URLs of page `index`'s preview: scanned when it was rendered, read back from the previous site (which
    /// the cache checked still holds it as written) when it was taken from the cache.
    private func previewURLs(of index: Int, in previews: [PreviewScan]) -> [PageLinks.PreviewURL] {
        guard cachedPreview(of: index) != nil else { return previews[index].urls }
        guard let previousSite,
            let bytes = FastFileSystem.readFile(previousSite + "/" + SitePaths.preview(pages[index]))
        else { return [] }
        return PreviewScan(bytes).urls
    }

    /// The ids and URLs of a page's preview: read when the page was rendered, or from its markup.
    private static func scanPreview(of page: Page, in output: PageOutput) -> PreviewScan {
        if let scan = output.previewScan { return scan }
        let path = SitePaths.preview(page)
        guard let file = output.files.first(where: { $0.path == path }) else { return PreviewScan(ids: [], urls: []) }
        return PreviewScan(file.contents)
    }

    private static func hash(_ sortedIDs: [String]) -> UInt64 {
        var hasher = StableHasher()
        for id in sortedIDs { hasher.combine(id) }
        return hasher.finalize()
    }

    /// Every distinct external URL the components carry and how often, most used first (then by URL).
    static func externalLinks(in pages: [PageOutput]) -> [(url: String, count: Int)] {
        // Counted page by page on all cores, then added up (the order of the result does not depend on it).
        // Read as bytes: a string is made only of an external URL (a string for every link was a twentieth of a
        // template edit's work).
        let perPage = pages.parallelMap { page -> [String: Int] in
            var counts: [String: Int] = [:]
            page.links.forEachValue { value in
                var start = value.startIndex
                var end = value.endIndex
                while start < end, isURLSpace(value[start]) { start += 1 }
                while end > start, isURLSpace(value[end - 1]) { end -= 1 }
                let url = UnsafeBufferPointer(rebasing: value[start..<end])
                if isExternal(utf8: url) { counts[String(decoding: url, as: UTF8.self), default: 0] += 1 }
            }
            return counts
        }
        var counts: [String: Int] = [:]
        for page in perPage {
            for (url, count) in page { counts[url, default: 0] += count }
        }
        return counts.map { (url: $0.key, count: $0.value) }.sorted { ($1.count, $0.url) < ($0.count, $1.url) }
    }

    /// What is wrong with a link. Its message is written only for the links a diagnostic shows: a template
    /// position that writes a broken link on every page is one warning, however many links it wrote.
    enum Problem: CustomStringConvertible, Equatable {
        case outsideTheSite
        case missingFile(String)
        case missingAnchor(target: String, fragment: String)

        var description: String {
            switch self {
            case .outsideTheSite: "it leads outside the site"
            case .missingFile(let target): "there is no \(target) in the site"
            case .missingAnchor(let target, let fragment): "\(target) has no element with id \"\(fragment)\""
            }
        }
    }

    /// What is wrong with a link from `file`, or nil when it resolves (or is external, or cannot be checked).
    static func problem(with rawValue: String, from file: String, paths: Set<String>, ids: LinkAnchors)
        -> Problem?
    {
        let value = trimmed(rawValue)
        guard !value.isEmpty, !isExternal(value), !value.hasPrefix("/") else { return nil }
        // Work on the UTF-8 view: Character-wise and string searches cost thousands of instructions a call, and
        // this runs for every link of every component.
        var rest = Substring(value).utf8
        var fragment: String?
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(Substring(rest[rest.index(after: hash)...]))
            rest = rest[..<hash]
        }
        if let query = rest.firstIndex(of: UInt8(ascii: "?")) { rest = rest[..<query] }
        var target = file
        if !rest.isEmpty {
            guard let resolved = resolve(PercentDecoding.decoded(String(Substring(rest))), against: file) else {
                return .outsideTheSite
            }
            target = resolved
            if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
            if !paths.contains(target) {
                guard paths.contains(target + "/index.html") else {
                    return .missingFile(target)
                }
                target += "/index.html"
            }
        }
        if let fragment, !fragment.isEmpty, let anchors = ids[target],
            !anchors.contains(PercentDecoding.decoded(fragment))
        {
            return .missingAnchor(target: target, fragment: fragment)
        }
        return nil
    }

    /// The value without the spaces HTML strips from a URL attribute (most values have none: no copy then).
    static func trimmed(_ value: String) -> String {
        guard let first = value.utf8.first, let last = value.utf8.last, isURLSpace(first) || isURLSpace(last) else {
            return value
        }
        let bytes = value.utf8.drop(while: isURLSpace)
        return String(decoding: bytes.reversed().drop(while: isURLSpace).reversed(), as: UTF8.self)
    }

    /// The spaces HTML strips from both ends of a URL attribute.
    private static func isURLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// `https:`, `mailto:`, `//host`: a scheme or a network path, which no local file can answer.
    static func isExternal(_ value: String) -> Bool {
        isExternal(utf8: value.utf8)
    }

    /// `isExternal` of a value's UTF-8 bytes.
    static func isExternal<Bytes: Collection<UInt8>>(utf8 value: Bytes) -> Bool {
        guard let first = value.first else { return false }
        if first == UInt8(ascii: "/") {
            return value.dropFirst().first == UInt8(ascii: "/")
        }
        guard first.isLetter else { return false }
        for byte in value.dropFirst() {
            if byte == UInt8(ascii: ":") { return true }
            guard
                byte.isLetter || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
        }
        return false
    }

    /// `relative` joined to the folder of `file`, `.` and `..` applied; nil when it climbs above the site.
    static func resolve(_ relative: String, against file: String) -> String? {
        // Most links have no `.` or `..` segment: the file's folder and the link, joined.
        let hasDotSegment =
            relative.utf8.withContiguousStorageIfAvailable { bytes in
                guard let first = bytes.first else { return false }
                if first == UInt8(ascii: ".") { return true }
                for index in 1..<bytes.count where bytes[index] == UInt8(ascii: ".") {
                    if bytes[index - 1] == UInt8(ascii: "/") { return true }
                }
                return false
            } ?? true
        if !hasDotSegment {
            guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relative }
            return String(Substring(file.utf8[...slash])) + relative
        }
        // Segment by segment on UTF-8 bytes (catalog pages hold thousands of `../` links): each part is a range
        // of the file's path (its folders) or of the link.
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var file = file
        var relative = relative
        return file.withUTF8 { folder in
            relative.withUTF8 { link -> String? in
                var parts: [(inFolder: Bool, range: Range<Int>)] = []
                var start = 0
                for index in 0..<folder.count where folder[index] == slash {
                    parts.append((true, start..<index))
                    start = index + 1
                }
                start = 0
                for end in 0...link.count where end == link.count || link[end] == slash {
                    let isLast = end == link.count
                    let piece = start..<end
                    start = end + 1
                    if piece.count == 1, link[piece.lowerBound] == dot {
                        if isLast { parts.append((false, 0..<0)) }
                    } else if piece.count == 2, link[piece.lowerBound] == dot, link[piece.lowerBound + 1] == dot {
                        guard !parts.isEmpty else { return nil }
                        parts.removeLast()
                        if isLast { parts.append((false, 0..<0)) }
                    } else {
                        parts.append((false, piece))
                    }
                }
                var joined: [UInt8] = []
                joined.reserveCapacity(folder.count + link.count)
                for (index, part) in parts.enumerated() {
                    if index > 0 { joined.append(slash) }
                    joined.append(
                        contentsOf: UnsafeBufferPointer(rebasing: part.inFolder ? folder[part.range] : link[part.range])
                    )
                }
                return String(decoding: joined, as: UTF8.self)
            }
        }
    }

}

extension UInt8 {
    fileprivate var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
}
