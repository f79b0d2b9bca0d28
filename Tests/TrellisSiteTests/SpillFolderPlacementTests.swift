import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// A build's spill folder, where every file of a cold build is first written, asks the file system to put its
/// subfolders where free inodes are, under names no other build uses: on ext4 without a journal, files made where
/// the previous site was just deleted cost several times more to create (docs/performance.md).
@Suite("Spill folder placement")
struct SpillFolderPlacementTests {
    @Test func aSpillFolderAsksForItsSubfoldersToBePlacedApart() throws {
        let project = try TemporaryProject()
        // Where the file system keeps no such mark (tmpfs, APFS), the request changes nothing and there is nothing
        // to see: a plain folder asked the same way tells which kind this is.
        let probe = project.url("probe").path
        try FastFileSystem.makeFolder(probe)
        FastFileSystem.placeSubfoldersApart(in: probe)
        let spill = try #require(SpillFolder.make(at: project.url("spill").path))
        defer { spill.remove() }
        #expect(
            FastFileSystem.placesSubfoldersApart(spill.path) == FastFileSystem.placesSubfoldersApart(probe),
            "the spill folder is marked wherever a folder can be")
        #expect(!FastFileSystem.placesSubfoldersApart(project.path), "only the working folder is marked")
    }

    /// A staged site's folders are marked while their subfolders are made (the page folders, spread where free
    /// inodes are), and unmarked at once: no folder of the published site keeps the mark.
    @Test func noFolderOfABuiltSiteKeepsTheMark() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build().succeeded)
        var folders = ["_site"]
        for path in project.files(under: "_site") {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                folders.append("_site/" + folder)
            }
        }
        #expect(folders.count > 3)
        for folder in Set(folders) {
            #expect(!FastFileSystem.placesSubfoldersApart(project.url(folder).path), "\(folder)")
        }
    }

    /// Only the marks the write made are taken away: a folder that had one before keeps it.
    @Test func aMarkTheWriteDidNotMakeStays() throws {
        let project = try TemporaryProject()
        let root = project.url("root").path
        try FastFileSystem.makeFolder(root)
        FastFileSystem.placeSubfoldersApart(in: root)
        let wasMarked = FastFileSystem.placesSubfoldersApart(root)
        try FastFileSystem.write(
            [SiteFile("pages/home/index.html", "<p>home</p>"), SiteFile("pages/shop/index.html", "<p>shop</p>")],
            under: root, reusing: nil)
        #expect(FastFileSystem.placesSubfoldersApart(root) == wasMarked)
        #expect(!FastFileSystem.placesSubfoldersApart(root + "/pages"))
        #expect(try String(contentsOfFile: root + "/pages/shop/index.html", encoding: .utf8) == "<p>shop</p>")
    }

    @Test func twoBuildsSpillIntoSubfoldersOfDifferentNames() throws {
        let project = try TemporaryProject()
        let first = try #require(SpillFolder.make(at: project.url("first").path))
        defer { first.remove() }
        let second = try #require(SpillFolder.make(at: project.url("second").path))
        defer { second.remove() }
        #expect(first.subfolderNames.count == SpillFolder.subfolderCount)
        #expect(Set(first.subfolderNames).count == SpillFolder.subfolderCount)
        #expect(Set(first.subfolderNames).isDisjoint(with: second.subfolderNames))

        var files = [SiteFile("pages/home/index.html", "<p>home</p>")]
        files[0].isValidated = true
        first.spill(&files, page: "home")
        let spilled = try #require(files[0].spilled)
        let folder = URL(fileURLWithPath: spilled).deletingLastPathComponent().lastPathComponent
        #expect(first.subfolderNames.contains(folder))
        #expect(try String(contentsOfFile: spilled, encoding: .utf8) == "<p>home</p>")
    }
}
