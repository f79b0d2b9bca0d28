import TrellisContent

/// The banner that every served HTML page carries while the project does not build: the site shown is the last
/// good one, and this says so, with every diagnostic of the failed rebuild.
///
/// It is part of the served markup, not drawn by the live-reload script, so it shows even with scripts off, in a
/// page opened from history, and in the response a test reads. It is fixed to the top of the window, above
/// everything the page draws, and styled inline so that no site stylesheet (and no missing one) can hide it.
/// The Hide button works through the live-reload script; the next rebuild brings the banner back while the project
/// is still broken. In the viewport frames of a page preview the script removes it, as the page around them shows it.
enum FailureOverlay {
    /// The element's id, which the live-reload script and the tests look for.
    static let id = "trellis-overlay"

    /// The banner for `diagnostics`. `isOverLastGoodSite` is false on the page served while no build has succeeded
    /// yet: there is no site to keep, so the banner says so, and sits in the page's flow, below its explanation,
    /// instead of over it.
    static func html(for diagnostics: [Diagnostic], isOverLastGoodSite: Bool = true) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var counts = errors == 1 ? "1 error" : "\(errors) errors"
        if warnings > 0 { counts += warnings == 1 ? ", 1 warning" : ", \(warnings) warnings" }
        let lines = diagnostics.map { escape($0.description) }.joined(separator: "\n")
        let placement =
            isOverLastGoodSite
            ? "position:fixed;top:0;left:0;right:0;z-index:2147483647;max-height:60vh;overflow:auto;"
            : "position:static;margin-top:1.5rem;border-radius:6px;"
        let hide =
            isOverLastGoodSite
            ? """
            <button type="button" data-trellis-dismiss="" style="float:right;font:inherit;color:inherit;\
            background:transparent;border:1px solid currentColor;border-radius:4px;padding:2px 8px;cursor:pointer">\
            Hide</button>
            """ : ""
        let headline =
            isOverLastGoodSite
            ? "Trellis: the last rebuild failed (\(counts)); this is the last good site."
            : "Trellis: the project does not build (\(counts)), and no build has succeeded yet."
        return """
            <div id="\(id)" role="alert" style="\(placement)box-sizing:border-box;margin:0;padding:12px 16px;\
            background:#2b0b0e;color:#ffe4e4;border-bottom:4px solid #e5484d;\
            font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left;\
            box-shadow:0 4px 16px rgba(0,0,0,.4)">\(hide)<strong>\(headline)</strong> Fix the files and the page \
            reloads by itself.<pre style="margin:8px 0 0;white-space:pre-wrap;font:inherit;color:inherit;\
            background:none">\(lines)</pre></div>
            """
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
