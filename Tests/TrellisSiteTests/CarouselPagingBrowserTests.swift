import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// Carousel `paging` snaps in the browser whether the band's height is known or decided by the browser (an
/// `auto` header or `auto` item heights), at one row and at two (docs/layout.md, D4).
@Suite("Carousel paging in the browser")
struct CarouselPagingBrowserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var paging: String
        var itemHeight: String
        var rows: Int
        var hasHeader: Bool
        /// Where the band rests after a script scrolls it to 250 px.
        var expectedScroll: Int
        var testDescription: String { name }
    }

    /// Items 150 px wide, 10 px apart, a 16 px leading inset, on a 390 px phone: item k starts at 16 + 160k, so
    /// `item` paging rests at multiples of 160 (the item's edge at the inset), `page` at multiples of 390.
    static let cases: [Case] = [
        Case(
            name: "item paging, auto header and items", paging: "item", itemHeight: #""auto""#, rows: 1,
            hasHeader: true, expectedScroll: 320),
        Case(
            name: "item paging, auto items, no header", paging: "item", itemHeight: #""auto""#, rows: 1,
            hasHeader: false, expectedScroll: 320),
        Case(
            name: "item paging, two rows of auto items", paging: "item", itemHeight: #""auto""#, rows: 2,
            hasHeader: true, expectedScroll: 320),
        Case(
            name: "page paging, auto header, fixed items", paging: "page", itemHeight: "100", rows: 1,
            hasHeader: true, expectedScroll: 390),
        Case(
            name: "item paging, every size known", paging: "item", itemHeight: "100", rows: 1, hasHeader: false,
            expectedScroll: 320),
        Case(
            name: "page paging, every size known", paging: "page", itemHeight: "100", rows: 1, hasHeader: false,
            expectedScroll: 390),
        Case(
            name: "no paging, auto header", paging: "none", itemHeight: #""auto""#, rows: 1, hasHeader: true,
            expectedScroll: 250),
    ]

    static func project(_ example: Case) throws -> TemporaryProject {
        let items = (1...12).map { #"{"type": "card", "id": "c\#($0)", "data": {"text": "Card \#($0)"}}"# }
        let header = example.hasHeader ? #""header": {"type": "title", "id": "t", "data": {"text": "A rail"}},"# : ""
        let page = """
            {"sections": [{"id": "rail", \(header)
              "layout": {"type": "carousel", "rows": \(example.rows), "paging": "\(example.paging)", "spacing": 10,
                "lineSpacing": 8, "itemSize": {"width": 150, "height": \(example.itemHeight)},
                "insets": {"top": 8, "left": 16, "bottom": 8, "right": 16}},
              "components": [\(items.joined(separator: ","))]}]}
            """
        return try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 390, "height": 844}]}"#,
            "Content/pages/home.json": page,
            "Templates/components/title.mustache": "<h2>{{text}}</h2>",
            "Templates/components/card.mustache": "<p class=card>{{text}}</p>",
        ])
    }

    @Test(
        "the band rests where paging says after a scroll",
        .enabled(if: Browser.executable != nil || Browser.isRequired), arguments: cases)
    func bandSnaps(_ example: Case) throws {
        let project = try Self.project(example)
        #expect(project.build().succeeded)
        let page = try project.read("_site/pages/home/phone.html")
        let probe = page.replacingOccurrences(
            of: "</body>",
            with: """
                <script>setTimeout(function () {
                  var band = document.querySelector('.t-scroller');
                  band.scrollTo({left: 250, behavior: 'instant'});
                  setTimeout(function () { document.body.dataset.probe = String(band.scrollLeft); }, 300);
                }, 300);</script></body>
                """)
        try project.write("_site/pages/home/probe.html", probe)
        let dom = try Browser.dumpDOM(
            of: project.url("_site/pages/home/probe.html"), deviceScaleFactor: 1, windowSize: "390,844")
        let resting = dom.firstMatch(of: /data-probe="([^"]*)"/).map { String($0.1) }
        #expect(resting == String(example.expectedScroll), "\(example.name)")
    }
}
