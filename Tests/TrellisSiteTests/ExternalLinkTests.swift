import Testing
import TrellisRender

@testable import TrellisContent
@testable import TrellisSite

/// Which links the link check leaves alone as external (a scheme or a network path, which no local file answers),
/// and the report's list of external URLs counted from every page's links, read as bytes. Table-driven.
@Suite("External links")
struct ExternalLinkTests {
    @Test(
        arguments: [
            ("https://example.com/a", true),
            ("mailto:team@example.com", true),
            ("tel:+1-555-0100", true),
            ("//cdn.example.com/x.js", true),
            ("git+ssh://host/repo", true),
            ("a.b-c+d:rest", true),
            ("x:", true),
            ("/absolute/path.html", false),
            ("/", false),
            ("", false),
            ("img/a.png", false),
            ("../x.html#top", false),
            ("#top", false),
            ("1http://x", false),
            ("ht tp://x", false),
            ("_x:y", false),
            ("page.html?q=a:b", false),
            ("é:x", false),
        ] as [(String, Bool)])
    func aLinkIsExternalWhenItNamesASchemeOrAHost(_ row: (value: String, isExternal: Bool)) {
        #expect(LinkCheck.isExternal(row.value) == row.isExternal)
        #expect(LinkCheck.isExternal(utf8: Array(row.value.utf8)) == row.isExternal)
    }

    @Test func theReportCountsEachExternalURLOnceTrimmedAcrossPages() {
        let place = SourceLocation(file: "Templates/components/card.mustache", line: 2, column: 5)
        func page(_ values: [String]) -> PageOutput {
            var output = PageOutput()
            output.links = LinkTable(
                values.map { RenderedComponent.LinkUse(attribute: "href", value: $0, location: place, owner: nil) })
            return output
        }
        let pages = [
            page(["https://a.example/", " https://a.example/\n", "img/x.png", "//b.example/y", "#top"]),
            page(["mailto:x@example.com", "https://a.example/", "\thttps://c.example/ "]),
            page([]),
        ]
        let counted = LinkCheck.externalLinks(in: pages)
        #expect(
            counted.map(\.url) == ["https://a.example/", "//b.example/y", "https://c.example/", "mailto:x@example.com"])
        #expect(counted.map(\.count) == [3, 1, 1, 1])
    }
}
