import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// As in TrellisServer's PosixFiles: NIO's C shim claims `timespec` on Linux.
#if canImport(CNIOLinux)
    import CNIOLinux
#endif

/// The polling watcher's comparisons: every kind of save is a change, and nothing else is.
struct ProjectSnapshotTests {
    private func scan(_ project: TemporaryProject, excluded: String? = nil) -> ProjectSnapshot {
        ProjectSnapshot.scan(project: project.path, targets: WatchTargets.of(project: project.path), excluded: excluded)
    }

    @Test func seesEditsAdditionsAndRemovalsInEveryWatchedFolder() throws {
        let project = try ServeFixture.project()
        let before = scan(project)
        #expect(before.files.keys.contains("Content/site.json"))
        #expect(before.files.keys.contains("Templates/components/tile.mustache"))
        #expect(before.files.keys.contains("Assets/img/logo.svg"))

        try project.write("Content/pages/home.json", ServeFixture.pageWith("A longer text than before"))
        try project.write("Templates/components/badge.mustache", "<b>{{text}}</b>")
        try project.remove("Assets/app.js")
        #expect(
            scan(project).changedPaths(since: before) == [
                "Assets/app.js", "Content/pages/home.json", "Templates/components/badge.mustache",
            ])
    }

    @Test func anAtomicSaveIsAChangeEvenWithTheSameSizeAndTime() throws {
        let project = try ServeFixture.project()
        let path = project.url("Content/pages/home.json").path
        let before = scan(project)
        let original = try #require(before.files["Content/pages/home.json"])
        // Same length, and the modification time set back to the nanosecond: only the inode tells the new file
        // from the old one, as on a file system with coarse timestamps.
        try ServeFixture.saveAtomically(project, "Content/pages/home.json", ServeFixture.pageWith("Other text"))
        var times = [
            timespec(tv_sec: Int(original.modifiedSeconds), tv_nsec: Int(original.modifiedNanoseconds)),
            timespec(tv_sec: Int(original.modifiedSeconds), tv_nsec: Int(original.modifiedNanoseconds)),
        ]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try #require(scan(project).files["Content/pages/home.json"])
        #expect(after.size == original.size)
        #expect(after.modifiedSeconds == original.modifiedSeconds)
        #expect(after.modifiedNanoseconds == original.modifiedNanoseconds)
        #expect(after.inode != original.inode)
        #expect(scan(project).changedPaths(since: before) == ["Content/pages/home.json"])
    }

    @Test func hiddenFilesTheOutputFolderAndOtherFoldersAreNotWatched() throws {
        let project = try ServeFixture.project()
        try project.write("Assets/site/index.html", "an earlier site")
        let before = scan(project, excluded: project.url("Assets/site").path)
        try project.write("Content/pages/.home.json.swp", "swap")
        try project.write("Templates/.git/HEAD", "ref")
        try project.write("notes.md", "not part of the site")
        try project.write("_site/index.html", "output")
        try project.write("Assets/site/index.html", "output inside a watched folder")
        #expect(scan(project, excluded: project.url("Assets/site").path).changedPaths(since: before).isEmpty)
    }

    /// Editors' backups and the temporary files of atomic saves are not the project: only the final rename is.
    @Test(arguments: [
        ("home.json~", true), ("home.json.tmp~", true), ("#home.json#", true), ("home.json.swp", true),
        ("home.json___jb_tmp___", true), ("sedA1b2C3", true), ("home.json.crswap", true), ("home.json", false),
        ("seduction.json", false), ("sediment", false), ("tile.mustache", false), ("#hash.json", false),
    ])
    func editorScratchFilesAreNotWatched(name: String, isScratch: Bool) throws {
        #expect(ProjectSnapshot.isEditorScratch(name) == isScratch)
        let project = try ServeFixture.project()
        let before = scan(project)
        try project.write("Content/pages/" + name, "[]")
        #expect(scan(project).changedPaths(since: before) == (isScratch ? [] : ["Content/pages/" + name]))
    }

    @Test func theOpenAPIDocumentThatSiteJSONNamesIsWatched() throws {
        let project = try ServeFixture.project()
        try project.write(
            "Content/site.json", #"{"title": "API", "contracts": {"openapi": "api/openapi.yaml"}}"#)
        try project.write("api/openapi.yaml", "openapi: 3.1.0\n")
        #expect(WatchTargets.of(project: project.path).files == ["api/openapi.yaml"])
        let before = scan(project)
        try project.write("api/openapi.yaml", "openapi: 3.1.0\ninfo: {title: x, version: '1'}\n")
        #expect(scan(project).changedPaths(since: before) == ["api/openapi.yaml"])
    }
}
