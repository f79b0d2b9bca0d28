import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// The working folders' subfolders are made when a file first needs them: once, from any thread, and a folder that
/// cannot be made is an error naming it — which fails the update before it touches the site.
@Suite("Subfolders made on first use")
struct LazyFoldersTests {
    @Test func aFolderAndTheOnesBetweenAreMadeOnceFromManyThreads() throws {
        let project = try TemporaryProject()
        let folders = LazyFolders(root: project.path)
        let errors = Array(0..<64).parallelMap { index in folders.make("new/\(index % 4)") }
        #expect(errors.allSatisfy { $0 == nil }, "\(errors)")
        #expect(project.files(under: "").isEmpty)
        let made = try FileManager.default.contentsOfDirectory(atPath: project.url("new").path).sorted()
        #expect(made == ["0", "1", "2", "3"])
        // Asked again, nothing is made again: a folder removed since (by no one but a test) stays removed.
        try FileManager.default.removeItem(at: project.url("new/0"))
        #expect(folders.make("new/0") == nil)
        #expect(!project.exists("new/0"))
    }

    @Test func aFolderThatCannotBeMadeIsAnErrorNamingIt() throws {
        let project = try TemporaryProject()
        try project.write("old", "a file where a folder goes")
        let folders = LazyFolders(root: project.path)
        let error = try #require(folders.make("old/7"))
        #expect(error.path == project.path + "/old")
        #expect(error.code != 0)
        // The others are still made.
        #expect(folders.make("new/7") == nil)
        #expect(project.exists("new/7"))
    }
}
