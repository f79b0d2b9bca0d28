import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

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
}
