import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// `Assets/` is copied to the site's `assets/`, and `{{trellis.assets}}` reaches it from every output depth.
@Suite("Project assets")
struct AssetsTests {
    static func project(card: String) throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Hi"}]"#,
            "Content/pages/deep/down/feed.json": #"[{"type": "card", "id": "c2", "title": "Deep"}]"#,
            "Templates/components/card.mustache": card,
            "Templates/components/card.json": #"{"examples": [{"title": "Example"}]}"#,
            "Assets/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"/>",
            "Assets/fonts/Inter.woff2": "not really a font",
        ])
    }

    @Test func assetsAreCopiedAndReachedFromEveryDepth() throws {
        let project = try Self.project(
            card: "<div class=card><img src=\"{{trellis.assets}}/img/logo.svg\" alt=\"\">{{title}}</div>")
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(try project.read("_site/assets/img/logo.svg").hasPrefix("<svg"))
        #expect(project.exists("_site/assets/fonts/Inter.woff2"))
        // Every page that shows the card links the asset by a path that resolves from that page's folder.
        for page in [
            "_site/pages/home/phone.html", "_site/pages/deep/down/feed/phone.html", "_site/components/card.html",
        ] {
            let html = try project.read(page)
            let src = try #require(html.firstMatch(of: /src="([^"]*logo\.svg)"/)?.1, "\(page)")
            let resolved = project.url(page).deletingLastPathComponent().appendingPathComponent(String(src))
                .standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page): \(src)")
        }
    }

    @Test func aMissingAssetIsAWarningAtTheTemplate() throws {
        let project = try Self.project(
            card: "<div class=card>\n  <img src=\"{{trellis.assets}}/img/nope.png\" alt=\"\">\n</div>")
        let result = project.build()
        #expect(result.succeeded)
        let warnings = result.diagnostics.filter { $0.code == "template-missing-asset" }
        #expect(warnings.count == 1, "\(result.diagnostics.map(\.description))")
        let warning = try #require(warnings.first)
        #expect(warning.location?.file.hasSuffix("Templates/components/card.mustache") == true)
        #expect(warning.location?.line == 2)
        #expect(warning.message.contains("Assets/img/nope.png"))
        // Said once: the link check does not report the same URL again as a broken link, at the pages or at the
        // component page, whose example shows it too.
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(try project.read("_site/components/card.html").contains("../assets/img/nope.png"))
    }

    /// A URL that leaves the assets folder (`{{trellis.assets}}/../…`) is no asset: it is checked as any link, from
    /// every depth — found when it leads somewhere, a broken link at the template when not.
    @Test func aURLThatLeavesTheAssetsFolderIsAnOrdinaryLink() throws {
        let project = try Self.project(
            card:
                "<div class=card>\n  <a href=\"{{trellis.assets}}/../index.html\">home</a>\n  <a href=\"{{trellis.assets}}/img/../../nope.html\">x</a>\n</div>"
        )
        let result = project.build()
        #expect(result.succeeded)
        #expect(!result.diagnostics.contains { $0.code == "template-missing-asset" }, "\(result.diagnostics)")
        let broken = result.diagnostics.filter { $0.code == "broken-link" }
        // Once at the template for the pages that show it, once at the component page's example.
        #expect(broken.count == 2, "\(broken.map(\.description))")
        #expect(broken.first?.location?.line == 3)
        #expect(broken.first?.message.contains("there is no nope.html in the site") == true, "\(broken)")
        #expect(broken.last?.location?.file.hasSuffix("_site/components/card.html") == true, "\(broken)")
    }

    /// Only the assets a template names are taken as said: a broken link the catalog's own markup holds is still
    /// reported at the component page.
    @Test func aBrokenLinkAnExampleGivesIsStillReportedAtTheComponentPage() throws {
        let project = try Self.project(card: "<div class=card><a href=\"{{title}}.html\">{{title}}</a></div>")
        let result = project.build()
        #expect(result.succeeded)
        let atComponentPage = result.diagnostics.filter {
            $0.code == "broken-link" && $0.location?.file.hasSuffix("_site/components/card.html") == true
        }
        #expect(atComponentPage.count == 1, "\(result.diagnostics.map(\.description))")
    }

    @Test func anAssetNamedLikeTrellissOwnFilesIsAnError() throws {
        let project = try Self.project(card: "<div class=card>{{title}}</div>")
        try project.write("Assets/trellis.css", "body {}")
        let result = project.build()
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.code == "asset-collision" })
    }
}
