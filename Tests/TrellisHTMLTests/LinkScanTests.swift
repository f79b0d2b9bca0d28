import Testing
import TrellisHTML

/// The link check reads the anchors of every catalog file first (`HTMLLinkScan.ids(in:)`) and their URLs later
/// (`HTMLLinkScan.scan`): both reads must find the same ids, and neither may take text inside a script or a
/// textarea for markup.
@Suite("Link scan")
struct LinkScanTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var markup: String
        var ids: Set<String>
        /// `name=value`, in document order.
        var urls: [String]
        var testDescription: String { markup }
    }

    static let cases: [Case] = [
        Case(markup: "", ids: [], urls: []),
        Case(
            markup: #"<p id="a"><a href="x.html" id="b">X</a></p>"#, ids: ["a", "b"], urls: ["href=x.html"]),
        Case(
            markup: #"<img src="i.png" srcset="a.png 1x, b.png 2x" alt="">"#, ids: [],
            urls: ["src=i.png", "srcset=a.png 1x, b.png 2x"]),
        Case(
            markup: #"<script>var s = '<a id="no" href="y">';</script><b id="c">"#, ids: ["c"], urls: []),
        Case(markup: #"<textarea><a id="no" href="z"></textarea><i id=d>"#, ids: ["d"], urls: []),
        Case(
            markup: ##"<section id="s"><form action="/go"><input id="q"></form><a href="#s">top</a></section>"##,
            ids: ["s", "q"], urls: ["action=/go", "href=#s"]),
    ]

    @Test(arguments: cases)
    func idsAloneAreTheIDsOfAFullScan(_ example: Case) {
        let bytes = Array(example.markup.utf8)
        let scan = HTMLLinkScan.scan(bytes)
        #expect(scan.ids == example.ids)
        #expect(HTMLLinkScan.ids(in: bytes) == example.ids)
        #expect(scan.urls.map { "\($0.name)=\($0.value)" } == example.urls)
    }
}
