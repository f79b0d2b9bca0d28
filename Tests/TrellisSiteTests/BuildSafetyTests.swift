import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

@Suite("A failed build loses nothing")
struct BuildSafetyTests {
    /// Every file below the output folder with its bytes, to compare before and after.
    private func snapshot(_ project: TemporaryProject, _ folder: String = "_site") throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in project.files(under: folder) {
            result[file] = try Data(contentsOf: project.url("\(folder)/\(file)"))
        }
        return result
    }

    struct Breakage: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var contents: String
        var expected: String
        var testDescription: String { name }
    }

    static let breakages = [
        Breakage(
            name: "Mustache syntax error", file: "Templates/components/tile.mustache",
            contents: "<div class=\"tile\">\n{{#name}}\n{{name}}\n</div>\n",
            expected:
                "Templates/components/tile.mustache:2:1: error: Mustache syntax error: the section {{#name}} opened at 2:1 is never closed"
        ),
        Breakage(
            name: "template writing unclosed markup", file: "Templates/components/tile.mustache",
            contents: "<div class=\"tile\"><span>{{name}}</div>",
            expected: "Templates/components/tile.mustache:1:19: error: <span> is never closed"),
        Breakage(
            name: "malformed page JSON", file: "Content/pages/home.json", contents: "{\"sections\": [}",
            expected: "Content/pages/home.json:1:15: error: unexpected '}'; expected a value"),
        Breakage(
            name: "bad layout value", file: "Content/sections/shared/chips.json",
            contents: #"{"id": "chips", "layout": {"type": "grid", "columns": "two"}, "components": []}"#,
            expected:
                #"Content/sections/shared/chips.json:1:55: error: layout.columns: expected an integer from 1 to 1000, found "two""#
        ),
        Breakage(
            name: "theme override with broken markup", file: "Templates/site/index.mustache",
            contents:
                "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>x</title></head>\n<body><p>{{siteTitle}}</div></body></html>\n",
            expected: "_site/index.html:3:"),
        // The renderings' validation skips component markup already validated on its own, never the theme's.
        Breakage(
            name: "rendering theme override with broken markup", file: "Templates/site/rendering.mustache",
            contents:
                "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>x</title></head>\n<body>{{{sections}}}</span></body></html>\n",
            expected: "_site/pages/home/phone.html:"),
    ]

    @Test("a broken input fails the build, names the place and keeps the previous site", arguments: breakages)
    func brokenInputKeepsPreviousSite(_ breakage: Breakage) throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let before = try snapshot(project)
        try project.write(breakage.file, breakage.contents)
        let result = project.build()
        #expect(!result.succeeded)
        let errors = result.diagnostics.errors.map(\.description)
        #expect(errors.contains { $0.contains(breakage.expected) }, "\(errors)")
        #expect(try snapshot(project) == before, "the previous site changed")
        // The build cache of the previous, successful build stays, unchanged; nothing else may be left.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
            $0.contains("trellis-") && $0 != "._site.trellis-cache"
        }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    @Test(
        "unsafe output folders are refused before anything is written",
        arguments: [".", "Content", "Templates", "Content/pages", ".."])
    func unsafeOutputIsRefused(_ output: String) throws {
        let project = try SiteFixture.project()
        let before = project.files(under: ".")
        let result = project.build(output: output)
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.first?.code == "unsafe-output")
        #expect(project.files(under: ".") == before)
    }

    /// `Assets/` holds sources too, and `--force` does not make it an output; nor does a link that leads into a
    /// source folder, even when the folder it would make there does not exist yet.
    @Test(arguments: [("Assets", false), ("Assets", true), ("Assets/site", false), ("link/x", false), ("link/x", true)])
    func sourceFoldersAreRefusedWhateverTheWay(output: String, force: Bool) throws {
        let project = try SiteFixture.project()
        try project.write("Assets/logo.txt", "precious")
        try FileManager.default.createSymbolicLink(
            atPath: project.url("link").path, withDestinationPath: project.url("Content/pages").path)
        let before = project.files(under: ".")
        let result = project.build(output: output, force: force)
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.first?.code == "unsafe-output")
        #expect(project.files(under: ".") == before)
        #expect(try project.read("Assets/logo.txt") == "precious")
    }

    @Test func aForeignNonEmptyFolderNeedsForce() throws {
        let project = try SiteFixture.project()
        try project.write("mine/notes.txt", "precious")
        let refused = project.build(output: "mine")
        #expect(!refused.succeeded)
        #expect(refused.diagnostics.errors.first?.message.contains("--force") == true)
        #expect(try project.read("mine/notes.txt") == "precious")
        #expect(project.build(output: "mine", force: true).succeeded)
        #expect(project.exists("mine/index.html"))
        #expect(project.build(output: "mine").succeeded, "a folder Trellis wrote can be rebuilt without --force")
    }

    @Test func rebuildingReplacesStaleFiles() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        #expect(project.exists("_site/pages/more/feed/phone.html"))
        try project.remove("Content/pages/more/feed.json")
        #expect(project.build().succeeded)
        #expect(!project.exists("_site/pages/more/feed/phone.html"))
    }

    /// A rebuild with nothing edited changes no file of the site and writes no journal; what the site does not have
    /// (a file or a folder dropped into it) still goes, down to folders it leaves empty, and nothing is left beside
    /// the site but the trash.
    @Test func aRebuildThatChangesNothingStillRemovesWhatTheSiteDoesNotHave() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let site = OutputSafetySupport.picture(of: project.url("_site"))
        try project.write("_site/pages/more/feed/notes.txt", "dropped into a page's folder")
        try project.write("_site/pages/extra/deeper/page.html", "a folder the site never had")
        let result = project.build()
        #expect(result.succeeded)
        #expect(result.summary?.pagesReused == result.summary?.pages, "nothing was rendered again")
        #expect(OutputSafetySupport.picture(of: project.url("_site")) == site)
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
    }

    @Test func unchangedFilesAreReusedButNeverALinkPlantedInTheOldSite() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let css = try project.read("_site/assets/trellis.css")
        let elsewhere = try TemporaryProject(files: ["theme.css": css])
        try project.remove("_site/assets/trellis.css")
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site/assets/trellis.css").path, withDestinationPath: elsewhere.url("theme.css").path)
        #expect(project.build().succeeded)
        let attributes = try FileManager.default.attributesOfItem(atPath: project.url("_site/assets/trellis.css").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try project.read("_site/assets/trellis.css") == css)
    }

    /// A page folder of the previous site replaced by a link to a copy elsewhere (same files, even the same inodes):
    /// the next build never takes a file through it, and nothing outside the site becomes part of it.
    @Test(arguments: [false, true])
    func aLinkPlantedAtAFolderOfTheSiteIsNeverReadThrough(movedNotCopied: Bool) throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let elsewhere = try TemporaryProject()
        let outside = elsewhere.url("home")
        if movedNotCopied {
            try FileManager.default.moveItem(at: project.url("_site/pages/home"), to: outside)
        } else {
            try FileManager.default.copyItem(at: project.url("_site/pages/home"), to: outside)
            try project.remove("_site/pages/home")
        }
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site/pages/home").path, withDestinationPath: outside.path)
        let before = OutputSafetySupport.picture(of: outside)
        #expect(project.build().succeeded)
        let folder = try FileManager.default.attributesOfItem(atPath: project.url("_site/pages/home").path)
        #expect(folder[.type] as? FileAttributeType == .typeDirectory, "a real folder again")
        let phone = try FileManager.default.attributesOfItem(atPath: project.url("_site/pages/home/phone.html").path)
        #expect((phone[.referenceCount] as? NSNumber)?.intValue == 1, "not a hard link to a file outside the site")
        #expect(OutputSafetySupport.picture(of: outside) == before)
    }

    /// Where the previous site has a folder and the new one a file (an asset folder replaced by a file of that name),
    /// the build stages a new tree instead of updating in place, and succeeds.
    @Test func aFolderWhereTheNewSiteHasAFileIsReplaced() throws {
        let project = try SiteFixture.project()
        try project.write("Assets/icons/play.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(project.build().succeeded)
        try project.remove("Assets/icons")
        try project.write("Assets/icons", "now a file")
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(try project.read("_site/assets/icons") == "now a file")
    }
}
