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

    static func file(site: Site, types: [(type: String, description: String?)]) -> SiteFile {
        var entries = site.pages.parallelMap { page in entry(for: page) }
        for (type, description) in types {
            let haystack = (type + " " + (description ?? "")).lowercased()
            entries.append(
                "[\"t\"," + JSONWriter.string(type) + "," + JSONWriter.string(SitePaths.component(type)) + ","
                    + JSONWriter.string(description ?? "component type") + "," + JSONWriter.string(haystack) + "]")
        }
        return SiteFile(path, "window.trellisSearchIndex=[\n" + entries.joined(separator: ",\n") + "\n];\n")
    }

    private static func entry(for page: Page) -> String {
        var parts: [String] = [page.title, page.id, page.description ?? ""]
        var words: [String] = []
        var seen: Set<String> = []
        var budget = wordBudget
        for section in page.sections { parts.append(section.id) }
        Site.forEachComponent(of: page) { component in
            parts.append(component.type)
            parts.append(component.id)
            guard let data = component.dataSource else { return }
            collectText(data) { text in
                for word in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                    guard budget > 0, seen.insert(String(word)).inserted else { continue }
                    words.append(String(word))
                    budget -= word.utf8.count + 1
                }
            }
        }
        let haystack = (parts.joined(separator: " ") + " " + words.joined(separator: " ")).lowercased()
        return "[\"p\"," + JSONWriter.string(page.title) + "," + JSONWriter.string(SitePaths.preview(page)) + ","
            + JSONWriter.string(page.id) + "," + JSONWriter.string(haystack) + "]"
    }

    /// The strings a reader sees: every string value except addresses, paths and colours.
    private static func collectText(_ node: JSONNode, _ found: (String) -> Void) {
        switch node.value {
        case .string(let text):
            if !looksLikeAddress(text) { found(text) }
        case .array(let items):
            for item in items { collectText(item, found) }
        case .object(let object):
            for member in object.members { collectText(member.value, found) }
        default:
            break
        }
    }

    private static func looksLikeAddress(_ text: String) -> Bool {
        if text.contains("://") || text.hasPrefix("/") || text.hasPrefix("#") || text.hasPrefix("mailto:") {
            return true
        }
        let lower = text.lowercased()
        let extensions = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".svg", ".avif", ".mp4", ".json", ".html"]
        return !text.contains(" ") && extensions.contains { lower.hasSuffix($0) }
    }
}
