import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport
import TrellisValidation

@Suite("Building a site end to end")
struct SiteBuildTests {
    @Test func writesTheOutputContract() throws {
        let project = try SiteFixture.project()
        let result = project.build()
        let summary = try #require(result.summary, "\(result.diagnostics.rendered)")
        let expected = [
            "index.html", "report.html", "assets/trellis.css", "assets/components.css",
            "pages/home/index.html", "pages/home/phone.html", "pages/home/wide.html",
            "pages/home/phone.compact.html", "pages/home/wide.compact.html",
            "pages/more/feed/index.html", "pages/more/feed/phone.html", "pages/more/feed/wide.html",
            "components/banner.html", "components/tile.html", "components/Mystery.html",
        ]
        for file in expected { #expect(project.exists("_site/\(file)"), "missing \(file)") }
        #expect(!project.exists("_site/pages/more/feed/phone.compact.html"))
        // A page is its preview and its renderings: the frames and the page's JSON are inside the preview.
        #expect(project.files(under: "_site/pages/home").count == 5)
        #expect(summary.pages == 2)
        #expect(summary.renderings == 6)
        #expect(summary.filesValidated == project.files(under: "_site").filter { $0.hasSuffix(".html") }.count)
    }

    @Test func everyHTMLFilePassesLibxml2() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let report = try HTMLValidator().validate(directory: project.url("_site").path)
        #expect(report.filesChecked > 10)
        #expect(report.issues.isEmpty, "\(report.issues)")
    }

    @Test func renderingsCarryFramesAndEscapedData() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let phone = try project.read("_site/pages/home/phone.html")
        #expect(phone.contains("&lt;script&gt;alert('x')&lt;/script&gt;"))
        #expect(!phone.contains("<script>"))
        #expect(phone.contains(#"<button type="button">Play</button>"#))
        // grid: avail 375 - 32 = 343, two columns of (343 - 10) / 2 = 166.5; header 40 high, inset top 8.
        #expect(phone.contains(#"data-section="grid" data-size="375 286""#))
        #expect(phone.contains(#"data-frame="0 0 375 40""#))
        #expect(phone.contains(#"data-frame="16 48 166.5 100" data-component="grid-0""#))
        #expect(phone.contains(#"data-frame="192.5 48 166.5 100" data-component="grid-1""#))
        #expect(phone.contains(#"data-frame="16 158 166.5 100" data-component="grid-3""#))
        #expect(phone.contains(#"data-frame="0 266 375 20""#), "40 + 8 + 100 + 10 + 100 + 8")
        #expect(!phone.contains(#"data-component="grid-2""#), "hidden components are left out of the layout")
        let wide = try project.read("_site/pages/home/wide.html")
        #expect(wide.contains(#"data-frame="16 48 234.5 100" data-component="grid-0""#), "viewport override: 4 columns")
        let compact = try project.read("_site/pages/home/phone.compact.html")
        #expect(compact.contains(#"data-frame="16 48 343 44" data-component="grid-0""#), "variant: list")
        #expect(!phone.contains("Beta"), "feature-gated section is off")
    }

    @Test func framesJSONHoldsTheEngineFrames() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let file = try PreviewEmbeds.frames(project, page: "home")
        #expect(file["page"] as? String == "home")
        // Every rendering of the page, variants after the default, each at every viewport.
        let renderings = try #require(file["renderings"] as? [[String: Any]])
        #expect(
            renderings.map { "\($0["viewport"] ?? "").\($0["variant"] ?? "")" } == [
                "phone.default", "wide.default", "phone.compact", "wide.compact",
            ])
        let json = renderings[0]
        #expect(json["viewport"] as? String == "phone")
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { $0["id"] as? String } == ["hero", "grid", "chips", "rail"])
        let grid = sections[1]
        let items = try #require(grid["items"] as? [[String: Any]])
        #expect(items.map { $0["component"] as? String } == ["grid-0", "grid-1", "grid-3"])
        let first = try #require(items.first?["frame"] as? [String: Double])
        #expect(first == ["x": 16, "y": 48, "width": 166.5, "height": 100])
    }

    @Test func thePreviewShowsThePageJSONAsWritten() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let preview = try project.read("_site/pages/home/index.html")
        #expect(preview.contains(##"<a href="#source" title="The page's JSON as written, below">"##))
        let written = try project.read("Content/pages/home.json")
        #expect(written.contains("<script>"), "the fixture's data holds markup, which the preview must show as text")
        #expect(PreviewEmbeds.sourceText(inPreview: preview) == written)
        #expect(!preview.contains("<script>alert"))
    }

    /// A page saved by an editor that starts UTF-8 files with a byte-order mark builds as without it: the same site,
    /// its mistakes placed where the editor shows them, and the preview's JSON without the invisible mark.
    @Test func aPageSavedWithAByteOrderMarkBuildsAsWithout() throws {
        let plain = try SiteFixture.project()
        let marked = try SiteFixture.project()
        let written = try marked.read("Content/pages/home.json")
        try marked.write("Content/pages/home.json", Data(JSONParser.byteOrderMark + Array(written.utf8)))
        #expect(plain.build().succeeded)
        #expect(marked.build().succeeded)
        for file in ["pages/home/index.html", "pages/home/phone.html", "index.html"] {
            #expect(try marked.read("_site/" + file) == (try plain.read("_site/" + file)), "\(file)")
        }
        let preview = try marked.read("_site/pages/home/index.html")
        #expect(PreviewEmbeds.sourceText(inPreview: preview) == written)
        try marked.write("Content/pages/home.json", Data(JSONParser.byteOrderMark + Array("{\"sections\": [,]}".utf8)))
        let broken = marked.build().diagnostics.errors.map(\.description)
        #expect(broken.contains { $0.contains("Content/pages/home.json:1:15: error:") }, "\(broken)")
    }

    @Test func carouselIsAScrollerWithSnapping() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let phone = try project.read("_site/pages/home/phone.html")
        #expect(phone.contains("scroll-snap-type:x mandatory"))
        #expect(phone.contains(#"class="t-content" style="width:536px"#), "16 + 4·120 + 3·8 + 16")
        #expect(phone.contains(#"data-frame="144 0 120 80""#))
    }

    @Test func indexListsPagesAndTypesWithRelativeLinks() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let index = try project.read("_site/index.html")
        #expect(index.contains("<title>Fixture &amp; Co</title>"))
        #expect(index.contains(#"<a href="pages/home/index.html">Home &lt;page&gt;</a>"#))
        #expect(index.contains(#"href="pages/more/feed/wide.html""#))
        #expect(index.contains("The landing screen"))
        #expect(index.contains(#"<a href="components/tile.html"><code>tile</code></a>"#))
        let preview = try project.read("_site/pages/more/feed/index.html")
        #expect(preview.contains(#"href="../../../assets/trellis.css""#))
        #expect(preview.contains(#"<iframe src="phone.html""#))
        let home = try project.read("_site/pages/home/index.html")
        #expect(home.contains(##"href="#v-compact""##))
        #expect(home.contains(#"src="wide.compact.html""#))
        for file in project.files(under: "_site") where file.hasSuffix(".html") {
            let text = try project.read("_site/\(file)")
            #expect(!text.contains("href=\"/"), "\(file) has an absolute link")
            #expect(!text.contains("src=\"/"), "\(file) has an absolute source")
        }
    }

    @Test func unknownTypesAreWarningsOrErrorsUnderStrict() throws {
        let project = try SiteFixture.project()
        let relaxed = project.build()
        #expect(relaxed.succeeded)
        let warning = try #require(relaxed.diagnostics.warnings.first { $0.code == "unknown-type" })
        #expect(warning.location?.file.hasSuffix("Content/pages/more/feed.json") == true)
        #expect(warning.message.contains("there is no Templates/components/Mystery.mustache"))
        #expect(
            try project.read("_site/pages/more/feed/phone.html").contains("Unknown component type <code>Mystery</code>")
        )

        let strict = project.build(strict: true)
        #expect(!strict.succeeded)
        #expect(strict.diagnostics.errors.contains { $0.code == "unknown-type" })
    }

    /// A child's `feature` gate is Trellis's own: a parent's contract, written for what the server sends, never sees
    /// it (in either form), while a `feature` key of plain data is the server's and is checked.
    @Test func aParentsContractNeverSeesItsChildrensGates() throws {
        let closedKids =
            #"{"schema": {"type": "object", "properties": {"kids": {"type": "array", "items": {"type": "object", "#
            + #""additionalProperties": false, "properties": {"type": {}, "id": {}, "data": {}}}}, "#
            + #""meta": {"type": "object", "additionalProperties": false}}}}"#
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"features": {"promo": true}}"#,
            "Content/pages/p.json": #"""
            [{"type": "box", "id": "wrapped", "data": {"kids": [
                {"type": "item", "data": {"label": "a"}, "feature": "promo"},
                {"type": "item", "data": {"label": "b"}, "feature": "!promo"}]}},
             {"type": "box", "id": "flat", "kids": [{"type": "item", "data": {"label": "c"}, "feature": "promo"}]},
             {"type": "box", "id": "plain", "data": {"meta": {"feature": "promo"}}}]
            """#,
            "Templates/components/box.mustache": "<div>{{#kids}}{{{.}}}{{/kids}}</div>",
            "Templates/components/box.json": closedKids,
            "Templates/components/item.mustache": "<p>{{label}}</p>",
        ])
        let result = project.build()
        let errors = result.diagnostics.errors.map(\.description)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains(#"[2].data.meta.feature: unexpected key "feature""#) == true, "\(errors)")
    }

    /// Run from inside a project's `Content/pages/`, one error says where the project is; Templates/ is not also said
    /// to be missing.
    @Test func runFromInsideTheProjectIsOneError() throws {
        let project = try SiteFixture.project()
        let result = SiteBuilder(options: BuildOptions(projectDirectory: project.url("Content/pages").path)).build()
        #expect(result.diagnostics.errors.map(\.code) == ["missing-content"], "\(result.diagnostics.errors)")
    }

    /// The catalog's counts agree: the home page's total, the sum of the page cards and the sum of the "Uses" column
    /// all count every component — headers, footers, children and hidden ones too.
    @Test func theCatalogsComponentCountsAgree() throws {
        let project = try SiteFixture.project()
        // Without the component of a type that has no template (the types table lists only known types).
        try project.write("Content/pages/more/feed.json", #"[{"type": "tile", "data": {"name": "Feed item"}}]"#)
        // The build's summary says as many too: after a clean build, a warm one (the counts then come from the
        // cache) and a page edit that adds a component.
        for step in ["clean", "warm", "one more component"] {
            if step == "one more component" {
                try project.write(
                    "Content/pages/more/feed.json",
                    #"[{"type": "tile", "data": {"name": "Feed item"}}, {"type": "tile", "data": {"name": "Two"}}]"#)
            }
            let result = project.build()
            #expect(result.succeeded)
            let index = try project.read("_site/index.html")
            let lede = try #require(index.firstMatch(of: /class="t-lede">[^<]*?(\d+) components? ·/)).1
            let cards = index.matches(of: /class="t-meta">[^\n]*?· (\d+) components?(?: ·|<\/p>)/).compactMap {
                Int($0.1)
            }
            let uses = index.matches(of: /<\/code>(?:<\/a>)?<\/td><td class="t-num">(\d+)<\/td>/).compactMap {
                Int($0.1)
            }
            #expect(!cards.isEmpty && !uses.isEmpty)
            #expect(Int(lede) == cards.reduce(0, +), "\(step): \(lede) \(cards)")
            #expect(Int(lede) == uses.reduce(0, +), "\(step): \(lede) \(uses)")
            #expect(result.summary?.components == Int(lede), "\(step)")
        }
    }

    @Test func reportListsHiddenExcludedAndUnknown() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let report = try project.read("_site/report.html")
        #expect(report.contains("<code>grid-2</code>"), "hidden component")
        #expect(report.contains("<code>beta-only</code>"), "section left out by a feature")
        #expect(report.contains("<code>Mystery</code>"))
        #expect(report.contains("<code>heading</code>"), "type without a contract")
    }

    /// A template saved with a byte-order mark (as some Windows editors do) renders without it.
    @Test func aTemplatesByteOrderMarkIsNotRendered() throws {
        let project = try SiteFixture.project()
        try project.write("Templates/components/tile.mustache", "\u{FEFF}<div class=\"tile\">{{name}}</div>")
        #expect(project.build().succeeded)
        let rendering = try project.read("_site/pages/home/phone.html")
        #expect(rendering.contains(#"<div class="tile">Drama</div>"#))
        #expect(!rendering.contains("\u{FEFF}"))
    }

    /// A warning links to what it is about: the page it was found in, or the type whose template it names.
    @Test func reportWarningsLinkToTheirPageOrType() throws {
        let project = try SiteFixture.project()
        try project.write("Templates/components/heading.mustache", #"<h3>{{text}}</h3>{{> nosuch}}"#)
        #expect(project.build().succeeded)
        let report = try project.read("_site/report.html")
        // Places are shown relative to the project: the site never shows where the project was on this machine.
        #expect(!report.contains(project.path))
        #expect(report.contains(#"<li><a href="pages/more/feed/index.html"><code>Content/pages/more/feed.json:1:"#))
        #expect(
            report.contains(#"<li><a href="components/heading.html"><code>Templates/components/heading.mustache:1:"#))
    }

    @Test func componentPagesShowContractExamples() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/banner.html")
        #expect(page.contains("A big banner"))
        #expect(page.contains("<h2>Example banner</h2>"))
        #expect(page.contains("--t-w0:375px;--t-h0:200px;"))
    }

    /// Whatever the output folder, and wherever the project is (another folder, another name on the command line),
    /// the same input gives the same site, byte for byte — warnings naming the project's and the site's files included.
    @Test func theSameInputGivesByteIdenticalOutput() throws {
        let project = try SiteFixture.project()
        let elsewhere = try SiteFixture.project()
        for copy in [project, elsewhere] {
            try copy.write("Templates/components/heading.mustache", #"<h3>{{text}}</h3>{{> nosuch}}"#)
            // A warning about a file of the site: the example's image is on no page.
            try copy.write(
                "Templates/components/banner.mustache",
                #"<div class="banner"><h2>{{title}}</h2>{{#image}}<img src="{{image}}" alt="">{{/image}}</div>"#)
            try copy.write(
                "Templates/components/banner.json",
                #"{"examples": [{"title": "Example banner", "image": "img/missing.png"}], "size": {"width": 375, "height": 200}}"#
            )
        }
        #expect(project.build(output: "one").succeeded)
        // A name that sorts before `Content/` and `Templates/`: the report's warnings about the site's own files still
        // come where they came.
        #expect(project.build(output: "A-site").succeeded)
        #expect(elsewhere.build(output: "three").succeeded)
        let report = try project.read("one/report.html")
        #expect(report.contains("components/banner.html:") && report.contains("heading.mustache"), "both warnings")
        let one = project.files(under: "one")
        #expect(one == project.files(under: "A-site"))
        #expect(one == elsewhere.files(under: "three"))
        for file in one {
            let a = try Data(contentsOf: project.url("one/\(file)"))
            #expect(a == (try Data(contentsOf: project.url("A-site/\(file)"))), "\(file) differs")
            #expect(a == (try Data(contentsOf: elsewhere.url("three/\(file)"))), "\(file) differs in another folder")
        }
    }

    @Test func featureOverridesChangeTheBuild() throws {
        let project = try SiteFixture.project()
        #expect(project.build(features: ["beta": true]).succeeded)
        #expect(try project.read("_site/pages/home/phone.html").contains("Beta"))
        // The site says which toggles it was built with: on every page preview and in the report.
        #expect(try project.read("_site/pages/home/index.html").contains("feature toggles: beta on"))
        #expect(try project.read("_site/report.html").contains("Feature toggles: beta on"))
        #expect(project.build().succeeded)
        #expect(try project.read("_site/report.html").contains("Feature toggles: beta off"))
    }

    @Test func controlCharactersInContentStillGiveValidPages() throws {
        let project = try SiteFixture.project()
        try project.write(
            "Content/pages/more/feed.json", #"[{"type": "tile", "data": {"name": "nul\u0000 bell\u0007 \uffff end"}}]"#)
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        #expect(try project.read("_site/pages/more/feed/phone.html").contains("nul\u{FFFD} bell\u{FFFD} \u{FFFD} end"))
    }

    @Test func themeFilesInTemplatesSiteReplaceTheBuiltInOnes() throws {
        let project = try SiteFixture.project()
        try project.write(
            "Templates/site/index.mustache",
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>{{siteTitle}}</title></head>"
                + "<body><h1>Our own index</h1>{{#pages}}<a href=\"{{href}}\">{{title}}</a>{{/pages}}</body></html>\n")
        try project.write("Templates/site/trellis.css", "body { background: papayawhip; }")
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        let index = try project.read("_site/index.html")
        #expect(index.contains("<h1>Our own index</h1>"))
        #expect(index.contains(#"<a href="pages/home/index.html">Home &lt;page&gt;</a>"#))
        #expect(try project.read("_site/assets/trellis.css") == "body { background: papayawhip; }")
        #expect(try project.read("_site/report.html").contains("Build report"), "parts not overridden stay built in")
    }

    @Test func anAbsoluteBaseURLGivesASitemapAndRelativeLinksStay() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        #expect(!project.exists("_site/sitemap.xml"), "no sitemap without an absolute baseURL")
        try project.write(
            "Content/site.json",
            #"{"title": "Fixture", "baseURL": "https://design.example.com/catalog", "features": {"beta": false}}"#)
        #expect(project.build().succeeded)
        let sitemap = try project.read("_site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://design.example.com/catalog/index.html</loc>"))
        #expect(sitemap.contains("<loc>https://design.example.com/catalog/pages/more/feed/index.html</loc>"))
        #expect(sitemap.contains("<loc>https://design.example.com/catalog/components/tile.html</loc>"))
        #expect(!(try project.read("_site/index.html")).contains("design.example.com"))
    }
}
