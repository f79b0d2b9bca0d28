import Foundation

/// What a page preview (`pages/<id>/index.html`) holds besides its frames: the engine's frames of every rendering
/// (`<script type="application/json" id="trellis-frames">`) and the page's JSON as written (`<details id="source">`),
/// read back as a tool would.
public enum PreviewEmbeds {
    static let framesStart = #"<script type="application/json" id="trellis-frames">"#
    static let sourceStart = #"<details class="t-raw" id="source">"#

    /// The frames JSON, as text; nil when the preview has none.
    public static func framesJSON(inPreview html: String) -> String? {
        guard let start = html.range(of: framesStart),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The page's JSON shown in the preview, its character references read back; nil when the preview has none.
    public static func sourceText(inPreview html: String) -> String? {
        guard let details = html.range(of: sourceStart),
            let pre = html.range(of: "<pre", range: details.upperBound..<html.endIndex),
            let start = html.range(of: "<code>", range: pre.upperBound..<html.endIndex),
            let end = html.range(of: "</code></pre>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The frames JSON of a page of a project built into `_site`, parsed.
    public static func frames(_ project: TemporaryProject, page: String, site: String = "_site") throws -> [String:
        Any]
    {
        let html = try project.read("\(site)/pages/\(page)/index.html")
        guard let text = framesJSON(inPreview: html), let data = text.data(using: .utf8),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw NoFrames(page: page) }
        return object
    }

    /// A preview without parsable frames JSON.
    public struct NoFrames: Error, CustomStringConvertible {
        public let page: String
        public var description: String { "the preview of page \"\(page)\" holds no frames JSON" }
    }
}
