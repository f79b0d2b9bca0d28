import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

@Suite("Output paths that collide are errors in check and build, naming both content files")
struct OutputSafetyCollisionTests {
    struct Collision: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var contents: String
        /// The file the error is reported at.
        var reportedAt: String
        /// Parts of the message: the other content file and the colliding path.
        var mentions: [String]
        var testDescription: String { name }
    }

    static let emptyPage = Fixtures.page(sections: #"{"id": "s", "components": []}"#)

    static let collisions = [
        Collision(
            name: "a page in the folder of another page's rendering", file: "Content/pages/home/phone.html.json",
            contents: emptyPage, reportedAt: "Content/pages/home/phone.html.json",
            mentions: [
                "page \"home/phone.html\" would be written into the folder pages/home/phone.html/",
                "the rendering at viewport \"phone\" of page \"home\" (Content/pages/home.json)",
            ]),
        Collision(
            name: "a page in the folder of a variant's rendering", file: "Content/pages/home/wide.compact.html.json",
            contents: emptyPage, reportedAt: "Content/pages/home/wide.compact.html.json",
            mentions: [
                "pages/home/wide.compact.html/", "variant \"compact\" of page \"home\" (Content/pages/home.json)",
            ]),
        Collision(
            name: "a page in the folder of another page's preview", file: "Content/pages/more/feed/index.html.json",
            contents: emptyPage, reportedAt: "Content/pages/more/feed/index.html.json",
            mentions: [
                "pages/more/feed/index.html/", "the preview of page \"more/feed\" (Content/pages/more/feed.json)",
            ]),
        Collision(
            name: "a page whose own id collides", file: "Content/pages/zeta.json",
            contents: #"{"id": "home/phone.html", "title": "Z", "sections": [{"id": "s", "components": []}]}"#,
            reportedAt: "Content/pages/zeta.json",
            mentions: ["page \"home/phone.html\"", "(Content/pages/home.json)"]),
        Collision(
            name: "pages whose ids differ only in case", file: "Content/pages/Home.json", contents: emptyPage,
            reportedAt: "Content/pages/home.json",
            mentions: ["(Content/pages/Home.json)", "pages/Home/", "differ only in letter case"]),
        Collision(
            name: "a viewport named index", file: "Content/site.json",
            contents:
                #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 700}, {"name": "index", "width": 900, "height": 700}]}"#,
            reportedAt: "Content/site.json", mentions: ["viewports[1]", "viewport named \"index\"", "preview"]),
        // Once, at site.json, however many pages there are.
        Collision(
            name: "viewports whose names differ only in case", file: "Content/site.json",
            contents:
                #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 700}, {"name": "PHONE", "width": 900, "height": 700}]}"#,
            reportedAt: "Content/site.json",
            mentions: ["viewports[1]", #"viewports "phone" and "PHONE""#, "differ only in letter case"]),
    ]

    @Test("a collision fails check and build with the same error, before anything is written", arguments: collisions)
    func collisionsAreErrors(_ collision: Collision) throws {
        let project = try SiteFixture.project()
        // Built once first: the build that meets the collision has a cache, as an edit loop's does.
        #expect(project.build().succeeded)
        try project.write(collision.file, collision.contents)
        let checked = SiteBuilder(options: BuildOptions(projectDirectory: project.path)).check()
        let before = OutputSafetySupport.picture(of: project.root)
        let built = project.build()

        let errors = checked.diagnostics.errors.filter { $0.code == "output-collision" }
        #expect(errors.count == 1, "\(checked.diagnostics.rendered)")
        let error = try #require(errors.first)
        #expect(error.location?.file == project.path + "/" + collision.reportedAt)
        for fragment in collision.mentions {
            let shown = fragment.replacingOccurrences(of: "(Content/", with: "(\(project.path)/Content/")
            #expect(error.description.contains(shown), "\(error)")
        }
        #expect(built.diagnostics.errors.map(\.description) == checked.diagnostics.errors.map(\.description))
        #expect(OutputSafetySupport.picture(of: project.root) == before, "the failed build wrote something")
    }

    @Test func onePairOfPagesIsReportedOnceHoweverManyFilesCollide() throws {
        let project = try SiteFixture.project()
        try project.write("Content/pages/home/phone.html.json", Self.emptyPage)
        try project.write("Content/pages/home/wide.html.json", Self.emptyPage)
        let checked = SiteBuilder(options: BuildOptions(projectDirectory: project.path)).check()
        let errors = checked.diagnostics.errors.filter { $0.code == "output-collision" }
        #expect(errors.count == 2, "\(checked.diagnostics.rendered)")
    }

    @Test func theRenderedFilesAreCheckedAsWell() {
        let files = [
            SiteFile("components/Tile.html", ""), SiteFile("components/tile.html", ""),
            SiteFile("assets/x.css", ""), SiteFile("assets/x.css/y.css", ""),
        ]
        let errors = OutputCollisions.check(files: files, shownRoot: "_site/").map(\.description)
        #expect(
            errors == [
                "_site/components/tile.html: error: the catalog page of component type \"tile\" would be written to components/tile.html and the catalog page of component type \"Tile\" to components/Tile.html: the paths differ only in letter case, and on disks that ignore case (the default on macOS and Windows) one would replace the other; rename one of the two",
                "_site/assets/x.css/y.css: error: the site file assets/x.css/y.css would be written into the folder assets/x.css/, but assets/x.css is a file: the site file assets/x.css; rename one of the two",
            ])
    }

    @Test func theExampleCatalogHasNoCollisions() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog)
        let checked = SiteBuilder(options: BuildOptions(projectDirectory: project.path)).check()
        #expect(checked.diagnostics.filter { $0.code == "output-collision" }.isEmpty)
    }
}
