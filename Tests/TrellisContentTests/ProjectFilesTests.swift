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
        #expect(log.diagnostics.isEmpty)
    }
}
