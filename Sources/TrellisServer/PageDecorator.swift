import TrellisContent

/// Adds what only a served page has to an HTML page: the live-reload script, and the failure overlay while the
/// project does not build.
///
/// Both go just before the last `</body>` (matched without regard to case), where they cannot change how anything
/// before them parses; a page without one (a hand-written asset) gets them at the end, where an HTML parser still
/// puts them into the body. The files on disk are never changed: a built site stays exactly what `trellis build`
/// writes.
enum PageDecorator {
    /// `isLastGoodSite` is false for the page served while no build has succeeded (`FailureOverlay`).
    static func decorate(_ page: [UInt8], failure: [Diagnostic]?, isLastGoodSite: Bool = true) -> [UInt8] {
        var addition = ""
        if let failure { addition += FailureOverlay.html(for: failure, isOverLastGoodSite: isLastGoodSite) }
        addition += LiveReloadScript.tag
        var decorated = page
        decorated.insert(contentsOf: addition.utf8, at: lastBodyEnd(in: page) ?? page.endIndex)
        return decorated
    }

    /// Where the last `</body` starts, in any mix of case.
    static func lastBodyEnd(in page: [UInt8]) -> Int? {
        let tag = Array("</body".utf8)
        guard page.count >= tag.count else { return nil }
        var start = page.count - tag.count
        while start >= 0 {
            var matches = true
            for offset in 0..<tag.count {
                var byte = page[start + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != tag[offset] {
                    matches = false
                    break
                }
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }
}
