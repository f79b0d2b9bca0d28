import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

/// Which files of a project folder the loader sees: nested folders walked, hidden files and folders left out, a
/// link to a file listed and a link to a folder not followed (the link may lead outside the project), sorted.
@Suite("Project files")
struct ProjectFilesTests {
    @Test func theLoaderListsWhatAPersonWouldExpect() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/a.json": "[]",
            "Content/pages/b/c.json": "[]",
            "Content/pages/b/d.txt": "x",
            "Content/pages/.hidden.json": "[]",
            "Content/pages/.git/e.json": "[]",
            "Content/pages/folder.json/f.json": "[]",
            "Elsewhere/g.json": "[]",
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: project.url("Content/pages/linked.json").path,
            withDestinationPath: project.url("Elsewhere/g.json").path)
        try manager.createSymbolicLink(
            atPath: project.url("Content/pages/linked-folder").path, withDestinationPath: project.url("Elsewhere").path)
        try manager.createSymbolicLink(
            atPath: project.url("Content/pages/broken.json").path, withDestinationPath: project.url("nowhere.json").path
        )
        let loader = ProjectLoader(projectDirectory: project.path)
        var log = DiagnosticLog()
        #expect(
            loader.files(under: "Content/pages", extension: "json", log: &log) == [
                "Content/pages/a.json", "Content/pages/b/c.json", "Content/pages/folder.json/f.json",
                "Content/pages/linked.json",
            ])
        #expect(
            loader.files(under: "Content/pages", extension: nil, log: &log) == [
                "Content/pages/a.json", "Content/pages/b/c.json", "Content/pages/b/d.txt",
                "Content/pages/folder.json/f.json", "Content/pages/linked.json",
            ])
        #expect(loader.files(under: "Missing", extension: nil, log: &log).isEmpty)
        // What is left out is said (once per walk), a missing folder is not: whoever asked for it says what is
        // missing.
        let shown = project.path + "/"
        let left = [
            "Content/pages/linked-folder: warning: a link to a folder is not followed; what it holds is left out (link its files instead, or move the folder here)",
            "Content/pages/broken.json: warning: a link to nothing (→ nowhere.json); left out",
        ]
        #expect(log.diagnostics.map { $0.description.replacingOccurrences(of: shown, with: "") } == left + left)
    }

    /// A folder that cannot be read is named, with the reason, instead of its pages quietly missing from the site.
    @Test func anUnreadableFolderIsNamed() throws {
        let project = try TemporaryProject(files: ["Content/pages/a.json": "[]", "Content/pages/shop/cart.json": "[]"])
        let shop = project.url("Content/pages/shop").path
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: shop)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shop) }
        // Root reads any folder: nothing to see then.
        guard opendir(shop).map({ closedir($0) }) == nil else { return }
        var log = DiagnosticLog()
        #expect(
            ProjectLoader(projectDirectory: project.path).files(under: "Content/pages", extension: "json", log: &log)
                == ["Content/pages/a.json"])
        #expect(
            log.diagnostics.map(\.message) == ["cannot read this folder (Permission denied); what it holds is left out"]
        )
    }
}
