import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// What `trellis serve` shows of a saved page before the rebuild: the very files the rebuild then writes, and
/// nothing at all when the page cannot be shown on its own.
@Suite("Saved pages shown before the rebuild")
struct PreviewSessionTests {
    /// The example catalog, built once with a session.
    static func built() throws -> (TemporaryProject, SiteBuilder) {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        var builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        builder.session = PreviewSession()
        #expect(builder.build().succeeded)
        return (project, builder)
    }

    /// Rebuilds the site: every file shown before the rebuild must be the one it writes, byte for byte.
    static func expectTheRebuildWrites(
        _ files: [String: [UInt8]], builder: SiteBuilder, project: TemporaryProject
    ) throws {
        #expect(builder.build().succeeded)
        for (path, bytes) in files {
            #expect(
                try Data(contentsOf: project.url("_site/" + path)) == Data(bytes), "\(path) differs from the rebuild's")
        }
    }

    @Test func aSavedPageIsRenderedAsTheRebuildWritesIt() throws {
        let (project, builder) = try Self.built()
        let page = "Content/pages/shop.json"
        let text = try project.read(page)
        try project.write(
            page,
            text.replacingOccurrences(
                of: "\"title\": \"", with: "\"title\": \"Saved ", options: [], range: text.range(of: "\"title\": \"")))
        let session = try #require(builder.session)
        let files = try #require(session.renderSavedPages([page], projectDirectory: project.path))
        #expect(files.keys.contains("pages/shop/index.html"))
        #expect(files.keys.contains("pages/shop/phone.html"))
        #expect(files.keys.allSatisfy { $0.hasPrefix("pages/shop/") })
        #expect(String(decoding: files["pages/shop/index.html"] ?? [], as: UTF8.self).contains("Saved "))

        try Self.expectTheRebuildWrites(files, builder: builder, project: project)
    }

    @Test func aTemplateEditIsShownOnThePagesInViewAsTheRebuildWritesThem() throws {
        let (project, builder) = try Self.built()
        let session = try #require(builder.session)
        let template = "Templates/components/plan-card.mustache"
        try project.write(
            template, try project.read(template).replacingOccurrences(of: "</h3>", with: " (edited)</h3>"))
        let css = "Templates/components/plan-card.css"
        try project.write(css, try project.read(css) + "\n.plan-card { outline: 1px solid; }\n")
        let request = PreviewRequest(
            changedInputs: [css, template],
            shownPaths: ["pages/shop/", "pages/gone/phone.html", "components/nothing.html"])
        let files = try #require(session.renderPreview(request, projectDirectory: project.path))
        // The page in view that the last build had, and the stylesheets made from the templates; nothing else.
        #expect(
            Set(files.keys.map { $0.split(separator: "/").dropLast().joined(separator: "/") }) == [
                "pages/shop", "assets",
            ])
        #expect(String(decoding: files["pages/shop/phone.html"] ?? [], as: UTF8.self).contains(" (edited)</h3>"))
        #expect(String(decoding: files["assets/components.css"] ?? [], as: UTF8.self).contains("outline: 1px solid"))

        try Self.expectTheRebuildWrites(files, builder: builder, project: project)
    }

    @Test func aTemplateEditIsShownOnTheComponentPagesInViewAsTheRebuildWritesThem() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        // The poster's contract without examples: its component page shows its first real uses instead.
        let contract = "Templates/components/poster.json"
        var json = try #require(JSONSerialization.jsonObject(with: Data(project.read(contract).utf8)) as? [String: Any])
        json["examples"] = nil
        try project.write(contract, Data(JSONSerialization.data(withJSONObject: json)))
        var builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        builder.session = PreviewSession()
        #expect(builder.build().succeeded)
        let session = try #require(builder.session)
        let built = try project.read("_site/components/poster.html")
        #expect(built.contains(" on "), "the poster's page shows real uses")

        let edited = ["Templates/components/poster.mustache", "Templates/components/plan-card.mustache"]
        for template in edited {
            try project.write(
                template, try project.read(template).replacingOccurrences(of: "</h3>", with: " (new)</h3>"))
        }
        let shown = ["components/poster.html", "components/plan-card.html", "components/chip.html", "pages/shop/"]
        let request = PreviewRequest(changedInputs: edited, shownPaths: shown)
        let files = try #require(session.renderPreview(request, projectDirectory: project.path))
        for path in shown.prefix(3) {
            #expect(files[path] != nil, "\(path) is shown again")
        }
        #expect(String(decoding: files["components/poster.html"] ?? [], as: UTF8.self).contains(" (new)</h3>"))
        #expect(String(decoding: files["components/plan-card.html"] ?? [], as: UTF8.self).contains(" (new)</h3>"))
        #expect(files["pages/shop/phone.html"] != nil)

        try Self.expectTheRebuildWrites(files, builder: builder, project: project)

        // A contract, or a page, may change what a component page takes from the content: it waits for the rebuild.
        let planCard = "Templates/components/plan-card.json"
        try project.write(
            planCard,
            try project.read(planCard).replacingOccurrences(of: "\"description\": \"", with: "\"description\": \"New. ")
        )
        let contractEdit = PreviewRequest(changedInputs: [planCard], shownPaths: ["components/plan-card.html"])
        #expect(session.renderPreview(contractEdit, projectDirectory: project.path) == nil)
        let withPage = PreviewRequest(
            savedPages: ["Content/pages/shop.json"], changedInputs: [edited[1]],
            shownPaths: ["components/plan-card.html"])
        let pageFiles = try #require(session.renderPreview(withPage, projectDirectory: project.path))
        #expect(pageFiles["components/plan-card.html"] == nil)
        #expect(pageFiles["pages/shop/index.html"] != nil)
    }

    /// An OpenAPI document kept among the templates is read again by the rebuild only: the session keeps the one it
    /// had, so an edit of it is never shown from memory.
    @Test func anOpenAPIDocumentAmongTheTemplatesIsLeftToTheRebuild() throws {
        let project = try ContractSourcesTests.project(extra: [
            "Content/site.json":
                #"{"title": "F", "features": {"beta": false}, "contracts": {"openapi": "./Templates/api.yaml"}}"#,
            "Templates/api.yaml": ContractSourcesTests.openAPI,
        ])
        var builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        builder.session = PreviewSession()
        let result = builder.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let session = try #require(builder.session)
        let document = PreviewRequest(changedInputs: ["Templates/api.yaml"], shownPaths: ["pages/home/"])
        #expect(session.renderPreview(document, projectDirectory: project.path) == nil)
        let template = PreviewRequest(
            changedInputs: ["Templates/components/tile.mustache"], shownPaths: ["pages/home/"])
        #expect(session.renderPreview(template, projectDirectory: project.path) != nil)
    }

    @Test func anIncludeEditIsShownOnThePagesInView() throws {
        let (project, builder) = try Self.built()
        let session = try #require(builder.session)
        let include = "Content/sections/promos.json"
        let original = try project.read(include)
        try project.write(include, original.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Edited "))
        let request = PreviewRequest(changedInputs: [include], shownPaths: ["pages/home/"])
        let files = try #require(session.renderPreview(request, projectDirectory: project.path))
        #expect(files.keys.allSatisfy { $0.hasPrefix("pages/home/") }, "no stylesheet: no template changed")
        #expect(String(decoding: files["pages/home/phone.html"] ?? [], as: UTF8.self).contains("Edited "))

        // Nothing in view: nothing to show. A broken include, or a broken template: the rebuild answers.
        #expect(session.renderPreview(PreviewRequest(changedInputs: [include]), projectDirectory: project.path) == nil)
        try project.write(include, String(original.prefix(original.count / 2)))
        #expect(session.renderPreview(request, projectDirectory: project.path) == nil)
        try project.write(include, original)
        let template = "Templates/components/plan-card.mustache"
        try project.write(template, try project.read(template) + "{{#unclosed}}")
        let broken = PreviewRequest(changedInputs: [template], shownPaths: ["pages/shop/phone.html"])
        #expect(session.renderPreview(broken, projectDirectory: project.path) == nil)
        try project.write(template, try project.read(template).replacingOccurrences(of: "{{#unclosed}}", with: "<div>"))
        #expect(session.renderPreview(broken, projectDirectory: project.path) == nil, "markup libxml2 rejects")
        // Inputs a page alone cannot show.
        for input in ["Content/site.json", "Assets/app.css"] {
            let request = PreviewRequest(changedInputs: [input], shownPaths: ["pages/home/"])
            #expect(session.renderPreview(request, projectDirectory: project.path) == nil)
        }
    }

    @Test func whatAPageCannotShowAloneIsLeftToTheRebuild() throws {
        let (project, builder) = try Self.built()
        let session = try #require(builder.session)
        let home = "Content/pages/home.json"
        let original = try project.read(home)

        // Not page files, or pages the last build did not have.
        #expect(
            session.renderSavedPages(["Templates/components/poster.mustache"], projectDirectory: project.path) == nil)
        #expect(session.renderSavedPages(["Content/site.json"], projectDirectory: project.path) == nil)
        try project.write(
            "Content/pages/new.json", original.replacingOccurrences(of: "\"id\": \"home\"", with: "\"id\": \"new\""))
        #expect(session.renderSavedPages(["Content/pages/new.json"], projectDirectory: project.path) == nil)
        #expect(session.renderSavedPages([home, "Content/pages/new.json"], projectDirectory: project.path) == nil)

        // Broken JSON (as half-way through a save), a changed id, data breaking its contract.
        try project.write(home, String(original.prefix(original.count / 2)))
        #expect(session.renderSavedPages([home], projectDirectory: project.path) == nil)
        try project.write(home, original.replacingOccurrences(of: "\"id\": \"home\"", with: "\"id\": \"house\""))
        #expect(session.renderSavedPages([home], projectDirectory: project.path) == nil)
        try project.write(home, original.replacingOccurrences(of: "\"eyebrow\": \"", with: "\"eyebrow\": 7, \"x\": \""))
        #expect(session.renderSavedPages([home], projectDirectory: project.path) == nil)

        // Fixed again: shown.
        try project.write(home, original)
        #expect(session.renderSavedPages([home], projectDirectory: project.path) != nil)
    }

    @Test func nothingIsShownAfterAFailedBuildUntilOneSucceeds() throws {
        let (project, builder) = try Self.built()
        let session = try #require(builder.session)
        let page = "Content/pages/shop.json"
        let original = try project.read(page)
        // The template changes while the page is broken: the last good build's template is no longer the project's.
        try project.write(page, "{")
        let template = "Templates/components/plan-card.mustache"
        try project.write(template, try project.read(template).replacingOccurrences(of: "</", with: " v2</"))
        #expect(!builder.build().succeeded)
        try project.write(page, original)
        #expect(session.renderSavedPages([page], projectDirectory: project.path) == nil)
        #expect(builder.build().succeeded)
        #expect(session.renderSavedPages([page], projectDirectory: project.path) != nil)
    }

    @Test func underStrictTheRebuildAnswers() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        var builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path, strict: true))
        builder.session = PreviewSession()
        #expect(builder.build().succeeded)
        #expect(builder.session?.renderSavedPages(["Content/pages/shop.json"], projectDirectory: project.path) == nil)
    }

    @Test func nothingIsShownBeforeABuildHasSucceeded() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(PreviewSession().renderSavedPages(["Content/pages/home.json"], projectDirectory: project.path) == nil)
    }
}
