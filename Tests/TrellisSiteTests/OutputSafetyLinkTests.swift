import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

@Suite("A symlinked output folder is written through, and no link is ever followed while deleting")
struct OutputSafetyLinkTests {
    /// How `_site` leads to the folder that holds the site.
    struct LinkSetup: Sendable, CustomTestStringConvertible {
        var name: String
        /// Link path → destination, made in this order, relative to the project folder; a destination starting
        /// with "/" is made absolute below the project.
        var links: [(path: String, destination: String)]
        var testDescription: String { name }
    }

    static let setups = [
        LinkSetup(name: "absolute link", links: [("_site", "/web/root")]),
        LinkSetup(name: "relative link", links: [("_site", "web/root")]),
        LinkSetup(name: "link to a link", links: [("web/current", "root"), ("_site", "web/current")]),
    ]

    private func makeLinks(_ setup: LinkSetup, in project: TemporaryProject) throws {
        for link in setup.links {
            let destination = link.destination.hasPrefix("/") ? project.path + link.destination : link.destination
            try FileManager.default.createSymbolicLink(
                atPath: project.url(link.path).path, withDestinationPath: destination)
        }
    }

    @Test("a build through a link keeps the link and replaces the site in the folder it points to", arguments: setups)
    func aLinkedOutputFolderIsWrittenThrough(_ setup: LinkSetup) throws {
        let project = try SiteFixture.project()
        #expect(project.build(output: "web/root").succeeded)
        try makeLinks(setup, in: project)
        let links = setup.links.map { (project.url($0.path), $0.destination) }

        try project.remove("Content/pages/more/feed.json")
        try project.write("Content/pages/news.json", Fixtures.page(sections: #"{"id": "s", "components": []}"#))
        let result = project.build()

        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        for (link, destination) in links {
            #expect(OutputSafetySupport.isSymbolicLink(link), "\(link.path) was replaced")
            let now = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
            #expect(now == (destination.hasPrefix("/") ? project.path + destination : destination))
        }
        #expect(project.exists("web/root/pages/news/index.html"))
        #expect(!project.exists("web/root/pages/more/feed/index.html"), "the previous site's stale page is still there")
        #expect(project.exists("web/root/.trellis-site"))
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
        #expect(OutputSafetySupport.workingFolders(in: project.url("web")).isEmpty)
        #expect(OutputSafetySupport.workingFolders(in: project.url("web/root")).isEmpty)
        #expect(project.build().succeeded, "a second build through the link")
        #expect(project.exists("web/root/pages/news/index.html"))
    }

    @Test func aFailedBuildThroughALinkLeavesTheLinkedSiteAsItWas() throws {
        let project = try SiteFixture.project()
        #expect(project.build(output: "web/root").succeeded)
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site").path, withDestinationPath: project.url("web/root").path)
        let before = OutputSafetySupport.picture(of: project.root)
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        let after = OutputSafetySupport.picture(of: project.root)
        #expect(!project.build().succeeded)
        var expected = before
        expected["Content/pages/home.json"] = after["Content/pages/home.json"]
        #expect(OutputSafetySupport.picture(of: project.root) == expected)
    }

    @Test func aLinkToNothingIsRefusedAndKept() throws {
        let project = try SiteFixture.project()
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site").path, withDestinationPath: project.url("gone/root").path)
        let before = OutputSafetySupport.picture(of: project.root)
        let result = project.build()
        #expect(!result.succeeded)
        let error = result.diagnostics.errors.first
        #expect(error?.code == "unsafe-output")
        #expect(
            error?.message.contains("symbolic link to \(project.url("gone/root").path), which does not exist") == true)
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    /// A folder of another file system mounted at the output path (a Docker volume, a tmpfs) cannot be renamed, nor
    /// can files be renamed into it from beside it: it is built like a linked output, everything inside it, and a
    /// warm build after an edit leaves no trash in it. Needs a tmpfs this user may mount (root); skipped elsewhere.
    @Test(.enabled(if: OutputSafetyLinkTests.canMount))
    func aMountedOutputFolderIsBuiltInside() throws {
        let project = try SiteFixture.project()
        try FileManager.default.createDirectory(at: project.url("_site"), withIntermediateDirectories: false)
        #expect(Self.run("/bin/mount", "-t", "tmpfs", "tmpfs", project.url("_site").path) == 0)
        defer { _ = Self.run("/bin/umount", project.url("_site").path) }
        let first = project.build()
        #expect(first.succeeded, "\(first.diagnostics.map(\.description))")
        try project.write(
            "Content/pages/home.json",
            try project.read("Content/pages/home.json").replacingOccurrences(of: "Home <page>", with: "Home again"))
        let warm = project.build()
        #expect(warm.succeeded, "\(warm.diagnostics.map(\.description))")
        let inside = try FileManager.default.contentsOfDirectory(atPath: project.url("_site").path)
        #expect(!inside.contains { $0.contains("trellis-") && $0 != ".trellis-site" }, "\(inside)")
        #expect(project.build(useCache: false).succeeded)
    }

    static let canMount: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-mount-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        guard run("/bin/mount", "-t", "tmpfs", "tmpfs", probe.path) == 0 else { return false }
        _ = run("/bin/umount", probe.path)
        return true
    }()

    static func run(_ tool: String, _ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func aLinkLoopIsRefusedAsALoop() throws {
        let project = try SiteFixture.project()
        try FileManager.default.createSymbolicLink(atPath: project.url("_site").path, withDestinationPath: "_site")
        let before = OutputSafetySupport.picture(of: project.root)
        let error = project.build().diagnostics.errors.first
        #expect(error?.code == "unsafe-output")
        #expect(
            error?.message.contains("which leads back to itself (a loop of links)") == true,
            "\(String(describing: error))")
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    @Test func aLinkToAFolderTrellisDidNotWriteNeedsForce() throws {
        let project = try SiteFixture.project()
        try project.write("www/notes.txt", "precious")
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site").path, withDestinationPath: project.url("www").path)
        let refused = project.build()
        #expect(refused.diagnostics.errors.first?.message.contains("--force") == true)
        #expect(try project.read("www/notes.txt") == "precious")
        #expect(project.build(force: true).succeeded)
        #expect(OutputSafetySupport.isSymbolicLink(project.url("_site")))
        #expect(!project.exists("www/notes.txt"))
        #expect(project.exists("www/index.html"))
    }

    /// Links planted in the previous site, pointing at files and folders outside it.
    @Test(
        "replacing the previous site removes links planted in it, never what they point to",
        arguments: ["extra", "pages/more/extra", "assets/extra"])
    func removingThePreviousSiteNeverFollowsALink(_ linkPath: String) throws {
        let project = try SiteFixture.project()
        try project.write("outside/keep/precious.txt", "precious")
        #expect(project.build().succeeded)
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site/\(linkPath)").path, withDestinationPath: project.url("outside/keep").path)
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site/\(linkPath)-file").path,
            withDestinationPath: project.url("outside/keep/precious.txt").path)
        #expect(project.build().succeeded)
        #expect(try project.read("outside/keep/precious.txt") == "precious")
        #expect(!project.exists("_site/\(linkPath)"))
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
    }

    @Test func removeTreeRemovesALinkAndNotTheFolderItPointsTo() throws {
        let project = try TemporaryProject(files: ["site/index.html": "old", "site/pages/a.html": "a"])
        try FileManager.default.createSymbolicLink(
            atPath: project.url("link").path, withDestinationPath: project.url("site").path)
        try project.write("tree/real.txt", "x")
        try FileManager.default.createSymbolicLink(
            atPath: project.url("tree/link").path, withDestinationPath: project.url("site").path)

        #expect(FastFileSystem.removeTree(atPath: project.url("link").path) == nil)
        #expect(FastFileSystem.removeTree(atPath: project.url("tree").path) == nil)

        #expect(!OutputSafetySupport.isSymbolicLink(project.url("link")))
        #expect(!project.exists("tree"))
        #expect(try project.read("site/index.html") == "old")
        #expect(try project.read("site/pages/a.html") == "a")
        #expect(FastFileSystem.removeTree(atPath: project.url("missing").path) == nil)
    }
}
