import TrellisContent
import TrellisRender

/// What the home page's search box searches: every page (title, id, description, section ids, component types and
/// ids, and the words of the text its components show) and every component type (name and description).
///
/// Written as a script file (`assets/search-index.js`) that assigns the entries to a global, because a page opened
/// from disk (`file://`) may load a script but not fetch a file. The search loads it only when the box is first
/// used. Each entry is `[kind, title, href, detail, haystack]`; the haystack is lower-cased once here, and a page's
/// text is kept as its distinct words (a search for several words finds the pages that have all of them), so
/// the index stays a few kilobytes a page.
struct SearchIndex {
    static let path = "assets/search-index.js"
    /// Characters of distinct words kept per page: enough for every word of a screen's text.
    static let wordBudget = 6_000

    /// Each page's entry, in page order; a page with an entry in `cached` (rendered as it was read, or unchanged
    /// since the last build, see `IncrementalBuild`) gets that one, the others are made and kept in `store`.
    static func pageEntries(site: Site, cached: [SearchEntry?], store: SearchEntryStore) -> [SearchEntry] {
        let pages = site.pages
        return Array(pages.indices).parallelMap { index in
            (index < cached.count ? cached[index] : nil) ?? store.keep(entry(for: pages[index]))
        }
    }

    /// Written straight into the file's bytes: the index holds a few kilobytes a page, and joining it into one string
    /// and copying that into bytes held it three times over (150 MB at 10,000 pages). With a spill folder it goes
    /// to disk a megabyte at a time and waits there for the write (50 MB less held at 10,000 pages); in memory
    /// when the folder cannot take it.
    static func file(
        pageEntries: [SearchEntry], types: [(type: String, description: String?)], spill: SpillFolder? = nil
    ) -> SiteFile {
        let typeEntries = types.map { type, description in
            let haystack = (type + " " + (description ?? "")).lowercased()
            return "[\"t\"," + JSONWriter.string(type) + "," + JSONWriter.string(SitePaths.component(type)) + ","
                + JSONWriter.string(description ?? "component type") + "," + JSONWriter.string(haystack) + "]"
        }
        let count = pageEntries.count + typeEntries.count
        func part(_ index: Int, _ bytes: inout [UInt8]) {
            if index == 0 { bytes += "window.trellisSearchIndex=[\n".utf8 } else { bytes += ",\n".utf8 }
            if index < count {
                if index < pageEntries.count {
                    bytes += pageEntries[index].bytes
                } else {
                    bytes += typeEntries[index - pageEntries.count].utf8
                }
            }
            if index >= count - 1 { bytes += "\n];\n".utf8 }
        }
        let parts = max(count, 1)
        if let spill {
            let spilled = spill.path + "/search-index.js"
            if case .success(let byteCount) = FastFileSystem.writeFile(to: spilled, parts: parts, part) {
                var file = SiteFile(path, bytes: [])
                file.spilled = spilled
                file.spilledByteCount = byteCount
                file.isValidated = true
                return file
            }
            _ = FastFileSystem.removeTree(atPath: spilled)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pageEntries.count * 4096 + typeEntries.count * 128)
        for index in 0..<parts { part(index, &bytes) }
        return SiteFile(path, bytes: bytes)
    }

    /// A page's entry, from the page in full (its components' text).
    static func entry(for page: Page) -> String {
        var haystack = SearchHaystack()
        haystack.add(page.title)
        haystack.add(page.id)
        haystack.add(page.description ?? "")
        for section in page.sections { haystack.add(section.id) }
        var words: [String] = []
        var seen: Set<UInt64> = []
        var budget = wordBudget
        Site.forEachComponent(of: page) { component in
            haystack.add(component.type)
            haystack.add(component.id)
            guard budget > 0, let data = component.data else { return }
            collectText(data) { text in addWords(of: text, to: &words, seen: &seen, budget: &budget) }
        }
        for word in words { haystack.add(word) }
        return "[\"p\"," + JSONWriter.string(page.title) + "," + JSONWriter.string(SitePaths.preview(page)) + ","
            + JSONWriter.string(page.id) + "," + haystack.json + "]"
    }

    /// Adds the words of `text` not seen yet, while `budget` lasts. Byte-wise, as this runs over every string of
    /// every component: ASCII letters and digits (lower-cased here) and every non-ASCII byte make words (the
    /// haystack is lower-cased as a whole afterwards, for the rest of Unicode); anything else separates them.
    /// Words are told apart by a 64-bit hash (FNV-1a) of their lower-cased bytes, taken as they are read, so a word
    /// seen before costs no copy and no string: on a large site most words are (a collision, about one in 10^11 for
    /// a page's words, would only leave one word unindexed).
    private static func addWords(of text: String, to words: inout [String], seen: inout Set<UInt64>, budget: inout Int)
    {
        var text = text
        text.withUTF8 { bytes in
            var start = -1
            var hash: UInt64 = 0
            func flush(_ end: Int) {
                defer { start = -1 }
                guard budget > 0, seen.insert(hash).inserted else { return }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                words.append(
                    String(unsafeUninitializedCapacity: word.count) { buffer in
                        for (index, byte) in word.enumerated() {
                            buffer[index] = (0x41...0x5A).contains(byte) ? byte + 32 : byte
                        }
                        return word.count
                    })
                budget -= word.count + 1
            }
            for index in 0..<bytes.count {
                var byte = bytes[index]
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte += 32
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: break
                default:
                    if start >= 0 { flush(index) }
                    continue
                }
                if start < 0 {
                    start = index
                    hash = 0xCBF2_9CE4_8422_2325
                }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            if start >= 0 { flush(bytes.count) }
        }
    }

    /// The strings a reader sees: every string value except addresses, paths and colours. A child component's are
    /// its own entry's (the page's components are all visited).
    private static func collectText(_ data: ComponentData, _ found: (String) -> Void) {
        switch data {
        case .string(let text):
            if !looksLikeAddress(text) { found(text) }
        case .array(let items):
            for item in items { collectText(item, found) }
        case .object(let members):
            for member in members { collectText(member.value, found) }
        default:
            break
        }
    }

    private static func looksLikeAddress(_ text: String) -> Bool {
        // Byte-wise, in place: this runs over every string of every component.
        var text = text
        return text.withUTF8(looksLikeAddress)
    }

    private static func looksLikeAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        if first == UInt8(ascii: "/") || first == UInt8(ascii: "#") || bytes.starts(with: "mailto:".utf8) {
            return true
        }
        var colonSlashSlash = 0
        var hasSpace = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") { hasSpace = true }
            switch (colonSlashSlash, byte) {
            case (_, UInt8(ascii: ":")): colonSlashSlash = 1
            case (1, UInt8(ascii: "/")), (2, UInt8(ascii: "/")): colonSlashSlash += 1
            default: colonSlashSlash = colonSlashSlash == 3 ? 3 : 0
            }
            if colonSlashSlash == 3 { return true }
        }
        guard !hasSpace, let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let suffix = String(decoding: bytes[dot...].map { $0 | 0x20 }, as: UTF8.self)
        return fileExtensions.contains(suffix)
    }

    private static let fileExtensions: Set<String> = [
        ".jpg", ".jpeg", ".png", ".webp", ".gif", ".svg", ".avif", ".mp4", ".json", ".html",
    ]
}
