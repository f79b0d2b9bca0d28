import TrellisHTML

/// The ids and URLs of a page's preview, read from its markup as soon as it is rendered: all the link check needs of
/// the preview, so its bytes wait on disk with the renderings instead of in memory until the check (27 MB at 10,000
/// pages).
struct PreviewScan: Sendable, Equatable {
    /// Every `id`, sorted.
    var ids: [String]
    /// Every URL, in document order (one per candidate of a `srcset`).
    var urls: [PageLinks.PreviewURL]

    init(ids: [String], urls: [PageLinks.PreviewURL]) {
        self.ids = ids
        self.urls = urls
    }

    /// Reads a preview's markup.
    init(_ bytes: [UInt8]) {
        let scan = HTMLLinkScan.scan(bytes)
        let positions = HTMLSourcePosition.positions(of: scan.urls.map(\.offset), in: bytes)
        var urls: [PageLinks.PreviewURL] = []
        for (url, position) in zip(scan.urls, positions) {
            for value in url.urlCandidates {
                urls.append(
                    PageLinks.PreviewURL(name: url.name, value: value, line: position.line, column: position.column))
            }
        }
        self.init(ids: scan.ids.sorted(), urls: urls)
    }
}
