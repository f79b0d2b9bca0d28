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

    /// Reads a preview's markup; `embedded` are the byte ranges of text Trellis escaped itself (the page's JSON, the
    /// frames), sorted, which hold no markup and are not read: the tokenizer takes far longer over them than over
    /// the rest of the preview. Positions are those in the whole file.
    init(_ bytes: [UInt8], skipping embedded: [Range<Int>] = []) {
        var kept = bytes
        // Where each cut is in the kept bytes, and how many bytes were cut up to there.
        var cuts: [(at: Int, removed: Int)] = []
        if !embedded.isEmpty {
            kept = []
            kept.reserveCapacity(bytes.count)
            var copied = 0
            var removed = 0
            for range in embedded where range.lowerBound >= copied && range.upperBound <= bytes.count {
                kept += bytes[copied..<range.lowerBound]
                removed += range.count
                cuts.append((kept.count, removed))
                copied = range.upperBound
            }
            kept += bytes[copied...]
        }
        let scan = HTMLLinkScan.scan(kept)
        let offsets = scan.urls.map { url in
            url.offset + (cuts.last { $0.at <= url.offset }?.removed ?? 0)
        }
        let positions = HTMLSourcePosition.positions(of: offsets, in: bytes)
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
