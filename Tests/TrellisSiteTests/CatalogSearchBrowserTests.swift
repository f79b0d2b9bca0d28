import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// The home page's search box in headless Chromium, from disk: the index is a script file, so `file://` works.
@Suite("Catalog search in the browser", .serialized, .enabled(if: Browser.executable != nil || Browser.isRequired))
struct CatalogSearchBrowserTests {
    static let project: TemporaryProject = {
        let project = try! TemporaryProject(
            copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build().succeeded)
        return project
    }()

    /// The results the home page lists for a query (`?q=` fills the box, as typing would).
    static func results(_ query: String) throws -> (status: String, links: [String]) {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        let dom = try Browser.dumpDOM(
            of: project.url("_site/index.html"), deviceScaleFactor: 1, suffix: "?q=" + encoded)
        let status = dom.firstMatch(of: /data-t-status="" aria-live="polite">([^<]*)</)?.1 ?? ""
        let list = dom.firstMatch(of: /<ol class="t-results" data-t-results="">([\s\S]*?)<\/ol>/)?.1 ?? ""
        let links = list.matches(of: /<a href="([^"]+)">/).map { String($0.1) }
        return (String(status), links)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var query: String
        var finds: String
        var testDescription: String { "\(query) → \(finds)" }
    }

    @Test(arguments: [
        // By page title and id, by a component's id and type, by the text a component shows (two words, any order).
        Case(query: "settings", finds: "pages/settings/index.html"),
        Case(query: "titles/glass", finds: "pages/titles/glass-meridian/index.html"),
        Case(query: "cw-quiet-engines", finds: "pages/home/index.html"),
        Case(query: "plan-card", finds: "components/plan-card.html"),
        Case(query: "glass cartographer", finds: "pages/home/index.html"),
        // Typed with the punctuation the page shows, which the index leaves out.
        Case(query: "Maya.Lindqvist@example.com", finds: "pages/settings/index.html"),
        Case(query: "Subtitles & audio", finds: "pages/settings/index.html"),
        Case(query: "Title detail: The Glass", finds: "pages/titles/glass-meridian/index.html"),
    ])
    func findsByTitleIdTypeAndText(_ example: Case) throws {
        let (status, links) = try Self.results(example.query)
        #expect(links.contains(example.finds), "\(status) \(links)")
    }

    /// Of the pages a word finds, the one whose title has it comes first: the home page shows "glass" in its text
    /// and comes first in site order, the title page is called "The Glass Meridian".
    @Test func aPageWhoseTitleHasTheWordComesFirst() throws {
        let (status, links) = try Self.results("glass")
        #expect(links.first == "pages/titles/glass-meridian/index.html", "\(status) \(links)")
        #expect(links.contains("pages/home/index.html"), "\(links)")
    }

    @Test func saysWhenNothingIsFound() throws {
        let (status, links) = try Self.results("zzqxv")
        #expect(links.isEmpty)
        #expect(status == "Nothing found.")
    }

    @Test func withoutTheScriptTheSearchBoxIsNotShown() throws {
        let home = try Self.project.read("_site/index.html")
        #expect(
            home.contains(
                #"<form class="t-search" role="search" data-t-search="assets/search-index.js" hidden="hidden""#))
        #expect(Self.project.exists("_site/assets/search-index.js"))
    }
}
