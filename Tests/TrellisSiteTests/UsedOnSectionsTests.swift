import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// A component page's "Used on" list links, for the first pages using the type, each section that shows it —
/// as an item, a header or a child of another component — at every viewport, and no section that does not; later
/// pages are listed without section links.
@Suite("Used on: sections")
struct UsedOnSectionsTests {
    static let pageCount = CatalogPages.pagesWithSectionLinks + 1

    static func project() throws -> TemporaryProject {
        var files: [String: String] = [
            "Content/site.json":
                #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}, {"name": "wide", "width": 900, "height": 600}]}"#,
            "Templates/components/card.mustache": "<div>{{title}}{{{action}}}</div>",
            "Templates/components/text.mustache": "<p>{{text}}</p>",
            "Templates/components/tag.mustache": "<span>{{text}}</span>",
        ]
        for number in 1...pageCount {
            files["Content/pages/p\(number).json"] = """
                {"title": "Page \(number)", "sections": [
                  {"id": "top", "header": {"type": "tag", "data": {"text": "h"}},
                   "components": [{"type": "card", "id": "c1", "data": {"title": "x", "action": {"type": "tag", "data": {"text": "go"}}}}]},
                  {"id": "list", "components": [{"type": "text", "id": "t1", "data": {"text": "y"}}]},
                  {"id": "more", "components": [{"type": "card", "id": "c2", "data": {"title": "z"}}]}
                ]}
                """
        }
        return try TemporaryProject(files: files)
    }

    /// The rows of a component page's "Used on" list: the page linked, and the section ids it names with their links.
    static func rows(_ html: String) -> [(page: String, sections: [String], links: [String])] {
        guard let list = html.range(of: #"<ul class="t-usages">"#),
            let end = html.range(of: "</ul>", range: list.upperBound..<html.endIndex)
        else { return [] }
        return html[list.upperBound..<end.lowerBound].components(separatedBy: "<li>").dropFirst().map { row in
            let links = row.matches(of: /href="([^"]*)"/).map { String($0.1) }
            let sections = row.matches(of: /<code>([^<]*)<\/code>/).map { String($0.1) }
            return (links.first ?? "", sections, Array(links.dropFirst()))
        }
    }

    @Test(arguments: [
        ("card", ["top", "more"]),
        ("tag", ["top"]),
        ("text", ["list"]),
    ])
    func theFirstPagesLinkEverySectionShowingTheType(type: String, sections: [String]) throws {
        let project = try Self.project()
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics)")
        let rows = Self.rows(try project.read("_site/components/\(type).html"))
        #expect(rows.count == Self.pageCount)
        // Natural order: p1, p2, …, p9, p10, …
        #expect(
            rows.map(\.page).prefix(3) == [
                "../pages/p1/index.html", "../pages/p2/index.html", "../pages/p3/index.html",
            ])
        for (index, row) in rows.enumerated() {
            guard index < CatalogPages.pagesWithSectionLinks else {
                #expect(row.sections.isEmpty, "\(row.page) is past the first pages: no section links")
                continue
            }
            let page = row.page.replacingOccurrences(of: "/index.html", with: "")
            #expect(row.sections == sections, "\(row.page)")
            #expect(
                row.links
                    == sections.flatMap { section in
                        ["phone", "wide"].map { "\(page)/\($0).html#section-\(section)" }
                    }, "\(row.page)")
        }
    }
}
