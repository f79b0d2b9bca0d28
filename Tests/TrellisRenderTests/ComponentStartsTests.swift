import Testing
import TrellisContent

@testable import TrellisRender

/// A rendering says where each component's markup starts (`PageRendering.componentStarts`): a later template edit
/// replaces the markup there without reading the rendering to find it, so every start must be exactly where the
/// component's markup begins, in every layout, and a component not shown must have none.
@Suite("Where each component's markup starts in a rendering")
struct ComponentStartsTests {
    static let viewports = [
        Viewport(name: "phone", width: 375, height: 812), Viewport(name: "desktop", width: 1280, height: 800),
    ]

    static let layouts = [
        #"{"type": "list"}"#,
        #"{"type": "grid", "columns": 2, "spacing": 8}"#,
        #"{"type": "flow", "itemSize": {"width": 100, "height": 40}, "scrollDirection": "horizontal", "height": 90}"#,
        #"{"type": "flow", "itemSize": {"width": 100, "height": "auto"}, "spacing": 4}"#,
        #"{"type": "carousel", "itemSize": {"width": 140, "height": 60}, "spacing": 8, "rows": 2}"#,
        #"{"type": "carousel", "itemSize": {"width": 140, "height": 60}, "paging": "page"}"#,
    ]

    /// A page of two sections in `layout`: the first with a header, a hidden item and a footer; the second with
    /// items only. Each component's markup is its id in a paragraph, `<p>` twice for the last one.
    static func page(_ layout: String) throws -> (page: Page, html: [String: String]) {
        func component(_ id: String, hidden: Bool = false) -> Component {
            Component(
                type: "t", id: id, data: hidden ? nil : .object([]), location: SourceLocation(file: "p.json"), path: id)
        }
        // A header and footer with sizes: a horizontal flow lays them out as widths.
        func bar(_ id: String) throws -> Component {
            Component(
                type: "t", id: id, data: .object([]),
                size: try JSONParser.parse(#"{"width": 80, "height": 30}"#, file: "p.json"),
                location: SourceLocation(file: "p.json"), path: id)
        }
        let sections = try [
            Section(
                id: "one", header: bar("h"), footer: bar("f"),
                layout: JSONParser.parse(layout, file: "p.json"),
                components: [component("a"), component("gone", hidden: true), component("b"), component("c")],
                location: SourceLocation(file: "p.json"), path: "sections[0]"),
            Section(
                id: "two", layout: JSONParser.parse(layout, file: "p.json"),
                components: (1...5).map { component("i\($0)") }, location: SourceLocation(file: "p.json"),
                path: "sections[1]"),
        ]
        let page = Page(id: "p", title: "P", description: nil, sections: sections, variants: [], file: "p.json")
        var html: [String: String] = [:]
        for id in ["h", "f", "a", "gone", "b", "c"] + (1...5).map({ "i\($0)" }) { html[id] = "<p>\(id)</p>" }
        html["i5"] = "<p>i5</p><p>again</p>"
        return (page, html)
    }

    @Test(arguments: layouts)
    func everyStartIsWhereItsComponentsMarkupIs(_ layout: String) throws {
        let (page, html) = try Self.page(layout)
        let resolver = LayoutResolver(viewportNames: Self.viewports.map(\.name), contracts: [:])
        var log = DiagnosticLog()
        let layouts = try #require(resolver.layouts(of: [page], viewports: Self.viewports, log: &log).first)
        #expect(!log.hasErrors, "\(log.diagnostics)")
        // In page order: each section's header, visible items, footer.
        let shown = ["h", "a", "b", "c", "f", "i1", "i2", "i3", "i4", "i5"]
        for viewport in Self.viewports {
            let rendering = try #require(
                PageRenderer().render(
                    page, layouts: layouts, html: html, viewport: viewport, variant: nil, log: &log),
                "\(log.diagnostics)")
            let starts = try #require(rendering.componentStarts)
            #expect(starts.count == shown.count, "\(layout) at \(viewport.name)")
            for (position, id) in shown.enumerated() where position < starts.count {
                let markup = Array(html[id, default: ""].utf8) + Array("</div>\n".utf8)
                let start = starts[position]
                #expect(
                    start > 0 && start <= rendering.sections.count - markup.count
                        && Array(rendering.sections[start..<(start + markup.count)]) == markup
                        && rendering.sections[start - 1] == UInt8(ascii: ">"),
                    "\(layout) at \(viewport.name): \(id) at \(start)")
            }
        }
    }

    /// A component's markup written twice leaves the rendering without starts: one copy would keep its old markup.
    @Test func markupWrittenTwiceKeepsNoStarts() {
        var markup = SectionMarkup(componentCount: 2)
        let element = LaidOutElement(role: .item, componentID: "a", html: "<p>a</p>", position: 1)
        markup.appendComponent(element)
        #expect(markup.componentStarts == [-1, 0] && !markup.writesAComponentAgain)
        markup.appendComponent(element)
        #expect(markup.writesAComponentAgain)
        var beyond = SectionMarkup(componentCount: 1)
        beyond.appendComponent(element)
        #expect(beyond.writesAComponentAgain)
    }
}
