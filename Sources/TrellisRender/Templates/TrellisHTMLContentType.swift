import Mustache

/// HTML escaping for `{{…}}`, the same five characters as swift-mustache's own, with a fast path: most text
/// needs no escaping at all, and the library's default escaper looks every character up in a dictionary.
struct TrellisHTMLContentType: MustacheContentType {
    static let name = "TRELLIS_HTML"

    /// Put in front of every template so it escapes with this type; registered once, before any compile.
    static let pragma: String = {
        MustacheContentTypes.register(TrellisHTMLContentType(), named: name)
        return "{{% CONTENT_TYPE: \(name)}}"
    }()

    func escapeText(_ text: String) -> String { HTMLEscaping.escape(text) }
}
