import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// Every internal link of the site resolves against the files the build writes; external ones are left alone.
@Suite("Link check")
struct LinkCheckTests {
    static func project(card: String) throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Home"}]"#,
            "Content/pages/other.json": #"[{"type": "card", "id": "c2", "title": "Other"}]"#,
            "Templates/components/card.mustache": card,
            "Assets/img/a.png": "png",
        ])
    }

    @Test func linksThatResolveAndExternalLinksGiveNoWarning() throws {
        let project = try Self.project(
            card: """
                <div class=card id="{{trellis.id}}-card">
                  <a href="../other/index.html">other</a> <a href="../other/">folder</a> <a href="phone.html#{{trellis.id}}-card">self</a>
                  <a href="#{{trellis.id}}-card">anchor</a> <img src="{{trellis.assets}}/img/a.png" alt="">
                  <a href="https://example.com/x">out</a> <a href="mailto:a@b.c">mail</a> <a href="?q=1">query</a>
                </div>
                """)
        let result = project.build()
        #expect(result.succeeded)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        // External links are listed in the report, most used first.
        let report = try project.read("_site/report.html")
        #expect(report.contains("<code>https://example.com/x</code>, 2×"), "\(report)")
        #expect(report.contains("<code>mailto:a@b.c</code>, 2×"))
    }

    @Test(
        "a broken link is a warning at the template line",
        arguments: [
            (#"<a href="../../nope.html">x</a>"#, "there is no nope.html in the site"),
            (##"<a href="#missing">x</a>"##, "has no element with id \"missing\""),
            (#"<img src="nothere.png" alt="">"#, "there is no pages/home/nothere.png in the site"),
            (#"<a href="../../../../up.html">x</a>"#, "it leads outside the site"),
        ])
    func brokenLink(_ example: (card: String, problem: String)) throws {
        let project = try Self.project(card: "<div class=card>\n  " + example.card + "\n</div>")
        let result = project.build()
        #expect(result.succeeded)
        let warning = try #require(result.diagnostics.first { $0.code == "broken-link" }, "\(result.diagnostics)")
        #expect(warning.location?.file.hasSuffix("Templates/components/card.mustache") == true, "\(warning)")
        #expect(warning.location?.line == 2)
        #expect(warning.message.contains(example.problem), "\(warning.message)")
        #expect(!project.build(strict: true).succeeded, "--strict makes a broken link an error")
    }

    /// The report and the index are rendered before the link check reads them, and then again with its warnings:
    /// they count and list what the command line printed, on a clean build and on a warm one (which takes the last
    /// build's bytes only for the same context and the same warnings), and forget them once fixed.
    @Test func theReportListsBrokenLinks() throws {
        let project = try Self.project(card: "<div class=card>\n  <a href=\"../../nope.html\">x</a>\n</div>")
        for build in ["clean", "warm"] {
            let result = project.build()
            #expect(result.succeeded)
            #expect(result.diagnostics.filter { $0.code == "broken-link" }.count == 1, "\(build)")
            let report = try project.read("_site/report.html")
            #expect(report.contains("1 warning"), "\(build): \(report)")
            #expect(report.contains("there is no nope.html in the site"), "\(build)")
            #expect(
                report.contains("href=\"components/card.html\""), "\(build): the warning links to its template's page")
            let index = try project.read("_site/index.html")
            #expect(index.contains("1 warning in the build report"), "\(build)")
        }
        // Another broken link from the same context: the report's second rendering is not the last build's.
        try project.write(
            "Templates/components/card.mustache", "<div class=card>\n  <a href=\"../../gone.html\">x</a>\n</div>")
        #expect(project.build().succeeded)
        #expect(try project.read("_site/report.html").contains("there is no gone.html in the site"))
        #expect(try !project.read("_site/report.html").contains("nope.html"))
        try project.write("Templates/components/card.mustache", "<div class=card><a href=\"../other/\">x</a></div>")
        #expect(project.build().diagnostics.isEmpty)
        #expect(try !project.read("_site/report.html").contains("nope.html"), "the fixed link leaves the report")
        #expect(try !project.read("_site/index.html").contains("in the build report"))
    }

    /// The report names the places its warnings were found relative to the project — the location and any place
    /// inside the message (`in component "a1" at Content/pages/a.json:1:2`) — as the terminal names them from the
    /// project's folder: the same project gives the same report wherever it is built from.
    @Test func theReportNamesPlacesRelativeToTheProject() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/a.json": #"[{"type": "card", "id": "a1", "data": {"img": "a1.png"}}]"#,
            "Templates/components/card.mustache": "<div>\n  <img src=\"{{img}}\" alt=\"\">\n</div>",
        ])
        let result = project.build()
        let warning = try #require(result.diagnostics.first { $0.code == "broken-link" })
        #expect(warning.message.contains("at \(project.path)/Content/pages/a.json:"), "the terminal's: \(warning)")
        let report = try project.read("_site/report.html")
        #expect(report.contains("(in component &quot;a1&quot; at Content/pages/a.json:1:2)"), "\(report)")
        #expect(!report.contains(project.path))
    }

    /// A template position that writes broken links on many pages is one warning: the first link in page order,
    /// with how many more the position wrote (here on both pages, twice on each); another position is its own.
    @Test func brokenLinksOfOneTemplatePositionAreOneWarningInPageOrder() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/a.json":
                #"[{"type": "card", "id": "a1", "data": {"img": "a1.png"}}, {"type": "card", "id": "a2", "data": {"img": "a2.png"}}]"#,
            "Content/pages/b.json":
                #"[{"type": "card", "id": "b1", "data": {"img": "b1.png"}}, {"type": "card", "id": "b2", "data": {"img": "b2.png"}}]"#,
            "Templates/components/card.mustache":
                "<div>\n  <img src=\"{{img}}\" alt=\"\">\n  <a href=\"#nowhere\">x</a>\n</div>",
        ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics)")
        let warnings = result.diagnostics.filter { $0.code == "broken-link" }
        #expect(warnings.map { $0.location?.line } == [2, 3], "\(warnings.map(\.description))")
        #expect(
            warnings.first?.message.hasPrefix(#"src "a1.png" on page "a": there is no pages/a/a1.png in the site"#)
                == true, "\(warnings.map(\.message))")
        #expect(warnings.first?.message.hasSuffix("(and 3 more broken links written here)") == true)
        #expect(warnings.last?.message.contains(##"href "#nowhere" on page "a""##) == true)
        #expect(warnings.last?.message.hasSuffix("(and 3 more broken links written here)") == true)
    }

    /// The catalog's own pages are read for their anchors first and for their URLs once every anchor is known: a
    /// contract example's broken link is reported at its line and column in the component page, one pointing at an
    /// anchor of the home page is not; a warm build with nothing changed says the same. A small page keeps its URLs
    /// from the first read, a large one (past `LinkCheck.urlsKeptUpTo`) is read again: both are checked alike. (A
    /// missing asset an example names is the template's warning, `template-missing-asset`, not the page's.)
    @Test(arguments: [0, LinkCheck.urlsKeptUpTo])
    func aComponentPageIsCheckedAgainstTheAnchorsOfTheWholeCatalog(padding: Int) throws {
        let note = String(repeating: "n", count: padding)
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "data": {"img": "a.png"}}]"#,
            "Templates/components/card.mustache":
                "<div>\n  <img src=\"{{trellis.assets}}/{{img}}\" alt=\"\">\n  <a href=\"{{trellis.assets}}/../index.html#types\">types</a>\n  <p>{{note}}</p>{{#more}}<a href=\"{{more}}\">more</a>{{/more}}\n</div>",
            "Templates/components/card.json":
                #"{"description": "A card", "examples": [{"img": "a.png", "note": "\#(note)"}, {"img": "a.png", "more": "missing.html"}]}"#,
            "Assets/a.png": "png",
        ])
        for build in ["cold", "warm"] {
            let result = project.build()
            #expect(result.succeeded, "\(build): \(result.diagnostics)")
            #expect(result.diagnostics.allSatisfy { $0.code == "broken-link" }, "\(result.diagnostics)")
            let warnings = result.diagnostics.filter { $0.code == "broken-link" }
            #expect(warnings.count == 1, "\(build): \(warnings.map(\.description))")
            let warning = try #require(warnings.first)
            #expect(warning.location?.file.hasSuffix("_site/components/card.html") == true, "\(build): \(warning)")
            #expect((warning.location?.line ?? 0) > 0 && (warning.location?.column ?? 0) > 0, "\(warning)")
            #expect(
                warning.message.contains(#"href "missing.html": there is no components/missing.html in the site"#),
                "\(build): \(warning.message)")
            let size = try project.read("_site/components/card.html").utf8.count
            #expect((size > LinkCheck.urlsKeptUpTo) == (padding > 0), "\(size) bytes")
        }
    }
}
