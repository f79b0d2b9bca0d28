import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// The frames JSON in a page's preview states every frame as numbers, or `"auto"` where the browser decides (docs/layout.md), never
/// `null`; elements a section lacks are left out.
@Suite("Frames JSON")
struct FramesJSONTests {
    /// Two pages alike but for the header's text: one line on a phone, or several.
    static func project() throws -> TemporaryProject {
        func page(_ title: String) -> String {
            """
            {"sections": [
              {"id": "news", "header": {"type": "title", "id": "t", "data": {"text": "\(title)"}},
               "layout": {"type": "list", "itemHeight": 60, "lineSpacing": 8,
                 "insets": {"top": 4, "left": 16, "bottom": 4, "right": 16}},
               "components": [{"type": "card", "id": "a", "data": {"text": "A"}},
                              {"type": "card", "id": "b", "data": {"text": "B"}}]},
              {"id": "plain", "layout": {"type": "list", "itemHeight": 50},
               "components": [{"type": "card", "id": "c", "data": {"text": "C"}}]}
            ]}
            """
        }
        let long = Array(repeating: "A header long enough to wrap", count: 6).joined(separator: " ")
        return try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 390, "height": 844}]}"#,
            "Content/pages/short.json": page("News"),
            "Content/pages/long.json": page(long),
            "Templates/components/title.mustache": "<h2 style=\"margin:0;font:20px/24px sans-serif\">{{text}}</h2>",
            "Templates/components/card.mustache": "<p class=card>{{text}}</p>",
        ])
    }

    /// The phone rendering's entry in the frames JSON of the page's preview.
    static func frames(_ project: TemporaryProject, page: String) throws -> [String: Any] {
        let file = try PreviewEmbeds.frames(project, page: page)
        #expect(file["page"] as? String == page)
        let renderings = try #require(file["renderings"] as? [[String: Any]])
        return try #require(renderings.first { $0["viewport"] as? String == "phone" })
    }

    @Test func framesAreNumbersOrAutoAndNeverNull() throws {
        let project = try Self.project()
        #expect(project.build().succeeded)
        let text = try #require(PreviewEmbeds.framesJSON(inPreview: try project.read("_site/pages/short/index.html")))
        #expect(!text.contains("null"), "\(text)")
        let sections = try #require(try Self.frames(project, page: "short")["sections"] as? [[String: Any]])
        let news = sections[0]
        let header = try #require(news["header"] as? [String: Any])
        #expect(header["x"] as? Double == 0 && header["width"] as? Double == 390)
        #expect(header["y"] as? Double == 0, "the header starts the section")
        #expect(header["height"] as? String == "auto", "its height is the browser's")
        #expect(news["height"] as? String == "auto")
        let items = try #require(news["items"] as? [[String: Any]])
        let first = try #require(items.first?["frame"] as? [String: Any])
        #expect(first["x"] as? Double == 16 && first["width"] as? Double == 358 && first["height"] as? Double == 60)
        #expect(first["y"] as? String == "auto", "below an auto-height header")
        let plain = sections[1]
        #expect(plain["header"] == nil && plain["footer"] == nil && plain["scroller"] == nil)
        #expect(plain["height"] as? Double == 50)
    }

    /// Why an item below an `auto` header has no number: the same frames file gives different positions in the
    /// browser, depending on how the header's text wraps at the viewport's width in the reviewer's fonts.
    @Test(
        "a y below an auto header depends on the browser's text layout",
        .enabled(if: Browser.executable != nil || Browser.isRequired))
    func autoYDependsOnTextLayout() throws {
        let project = try Self.project()
        #expect(project.build().succeeded)
        let short = PreviewEmbeds.framesJSON(inPreview: try project.read("_site/pages/short/index.html"))
        let long = PreviewEmbeds.framesJSON(inPreview: try project.read("_site/pages/long/index.html"))
        #expect(short?.replacingOccurrences(of: #""page":"short""#, with: #""page":"long""#) == long)
        var measured: [Double] = []
        for page in ["short", "long"] {
            let html = try project.read("_site/pages/\(page)/phone.html")
            let probe = html.replacingOccurrences(
                of: "</body>", with: "<script>\(Browser.measurementScript)</script></body>")
            try project.write("_site/pages/\(page)/probe.html", probe)
            let dom = try Browser.dumpDOM(
                of: project.url("_site/pages/\(page)/probe.html"), deviceScaleFactor: 1, windowSize: "390,844")
            let measurements = try BrowserLayoutTests.measurements(in: dom)
            let item = try #require(measurements.first { $0.id == "news a" })
            #expect(item.expected.hasPrefix("16 auto 358 60"), "\(item.expected)")
            measured.append(item.measured[1])
        }
        #expect(measured.count == 2 && measured[1] > measured[0] + 20, "\(measured)")
    }
}
