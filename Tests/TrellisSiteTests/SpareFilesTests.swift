import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A build writes its changed files over the files the last update replaced (the trash beside the site) instead of
/// making new ones, never writes through anything else found there, and keeps no more of them than the site holds.
@Suite("Spare files")
struct SpareFilesTests {
    static let project = ["Content", "Templates", "Assets"]

    static func buildAsTheCommandDoes(_ project: TemporaryProject) -> BuildResult {
        var options = BuildOptions(projectDirectory: project.path)
        options.endsProcess = true
        return SiteBuilder(options: options).build()
    }

    static func trashFolders(_ project: TemporaryProject) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.path)) ?? []).filter {
            $0.hasPrefix("._site.trellis-trash-")
        }.sorted()
    }

    static func inode(_ url: URL) -> UInt64? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return UInt64(status.st_ino)
    }

    /// The inodes of every file below a folder of the project.
    static func inodes(_ project: TemporaryProject, under folder: String) -> Set<UInt64> {
        Set(project.files(under: folder).compactMap { inode(project.url(folder + "/" + $0)) })
    }

    /// A title much longer than the next one: the files written over are longer than what replaces them, so a file
    /// not cut to its new length would show the old one's tail.
    @Test func theChangedFilesAreTheReplacedOnesWrittenOverAndHoldWhatACleanBuildWrites() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: Self.project)
        #expect(Self.buildAsTheCommandDoes(project).succeeded)
        try IncrementalBuildTests.setFirstValue(
            project, "Content/pages/shop.json", key: "title",
            to: "A title much longer than the one that replaces it, so that every file shrinks")
        #expect(Self.buildAsTheCommandDoes(project).succeeded)
        let firstTrash = Self.trashFolders(project)
        #expect(firstTrash.count == 1, "\(firstTrash)")
        let spares = firstTrash.reduce(into: Set<UInt64>()) { $0.formUnion(Self.inodes(project, under: $1)) }
        #expect(spares.count >= 4, "the shop page's renderings and preview, at least")

        try IncrementalBuildTests.setFirstValue(project, "Content/pages/shop.json", key: "title", to: "Shop 2")
        #expect(Self.buildAsTheCommandDoes(project).succeeded)
        let shop = Self.inodes(project, under: "_site/pages/shop")
        #expect(!shop.isEmpty && shop.isSubset(of: spares), "no new file was made for the shop page")
        let left = firstTrash.reduce(into: Set<UInt64>()) { $0.formUnion(Self.inodes(project, under: $1)) }
        #expect(left.isDisjoint(with: shop), "taken from the trash")
        // The replaced files wait where the spares were, the few others (catalog pages) join them: edit after edit,
        // one trash folder, not one more each time.
        #expect(Self.trashFolders(project) == firstTrash)
        for edit in 3...6 {
            try IncrementalBuildTests.setFirstValue(
                project, "Content/pages/shop.json", key: "title", to: "Shop \(edit)")
            #expect(Self.buildAsTheCommandDoes(project).succeeded)
        }
        #expect(Self.trashFolders(project) == firstTrash)

        let clean = project.build(output: "clean", useCache: false)
        #expect(clean.succeeded)
        for file in project.files(under: "_site/pages/shop") {
            let written = try Data(contentsOf: project.url("_site/pages/shop/" + file))
            #expect(written == (try Data(contentsOf: project.url("clean/pages/shop/" + file))), "\(file)")
        }
    }

    /// Whatever else is found among the spares — a link to a file outside, a second name of a file outside, a pipe —
    /// is left alone or removed, never written through: the files outside keep their bytes and the build succeeds.
    @Test func nothingButTrellissOwnReplacedFilesIsWrittenOver() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: Self.project)
        #expect(Self.buildAsTheCommandDoes(project).succeeded)
        try project.write("outside.txt", "keep me")
        try project.write("also-outside.txt", "keep me too")
        let planted = project.url("._site.trellis-trash-1.5/new")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: planted.appendingPathComponent("0").path, withDestinationPath: project.url("outside.txt").path)
        #expect(link(project.url("also-outside.txt").path, planted.appendingPathComponent("1").path) == 0)
        #expect(mkfifo(planted.appendingPathComponent("2").path, 0o644) == 0)

        try IncrementalBuildTests.setFirstValue(project, "Content/pages/shop.json", key: "title", to: "Shop 3")
        let result = Self.buildAsTheCommandDoes(project)
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        #expect(try project.read("outside.txt") == "keep me")
        #expect(try project.read("also-outside.txt") == "keep me too")
        #expect(try project.read("_site/pages/shop/index.html").contains("Shop 3"))
        let shop = Self.inodes(project, under: "_site/pages/shop")
        #expect(Self.inode(project.url("also-outside.txt")).map { !shop.contains($0) } == true)
    }

    /// Trash beyond the site's file count is removed (the oldest first, a folder at a time): the spares never take
    /// more room than the site does. What fits stays.
    @Test func noMoreSpareFilesAreKeptThanTheSiteHas() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: Self.project)
        #expect(Self.buildAsTheCommandDoes(project).succeeded)
        let siteFiles = project.files(under: "_site").count
        for (folder, count) in [("._site.trellis-trash-1.5", siteFiles + 1), ("._site.trellis-trash-1.6", 2)] {
            for index in 0..<count { try project.write(folder + "/new/\(index)", "old \(index)") }
        }
        #expect(Self.buildAsTheCommandDoes(project).succeeded)
        #expect(Self.trashFolders(project) == ["._site.trellis-trash-1.6"])
    }
}
