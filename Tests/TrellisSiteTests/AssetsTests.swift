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
        // Said once: the link check does not report the same URL again as a broken link.
        let sameLine = result.diagnostics.filter { $0.location == warning.location }
        #expect(sameLine.count == 1, "\(sameLine.map(\.description))")
    }

    @Test func anAssetNamedLikeTrellissOwnFilesIsAnError() throws {
        let project = try Self.project(card: "<div class=card>{{title}}</div>")
        try project.write("Assets/trellis.css", "body {}")
        let result = project.build()
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.code == "asset-collision" })
    }
}
