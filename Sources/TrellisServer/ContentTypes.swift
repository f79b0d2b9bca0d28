import Hummingbird

/// The `Content-Type` of a served file, from its extension, with `charset=utf-8` on every textual type.
///
/// Hummingbird's table knows the extensions a site has (HTML, CSS, JavaScript, JSON, SVG, images, fonts). Trellis
/// writes all its text as UTF-8, and a browser that has to guess the encoding of a CSS or JSON file may guess wrong
/// for a non-ASCII title, so every textual type says so.
enum ContentTypes {
    static let html = "text/html; charset=utf-8"
    static let javascript = "text/javascript; charset=utf-8"
    static let eventStream = "text/event-stream; charset=utf-8"
    static let plainText = "text/plain; charset=utf-8"

    /// Types outside `text/` that are text all the same.
    private static let textualSubtypes: Set<String> = ["json", "xml", "svg+xml", "javascript", "manifest+json"]

    static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."),
            let type = MediaType.getMediaType(forExtension: String(name[name.index(after: dot)...]))
        else { return "application/octet-stream" }
        if type.type == .text || textualSubtypes.contains(type.subType) {
            return type.withParameter(name: "charset", value: "utf-8").description
        }
        return type.description
    }
}
