import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// Builds into one output folder take turns: a second one waits for the first instead of updating the same site
/// from the same old state at the same time.
@Suite("Build lock")
struct BuildLockTests {
    @Test func aBuildWaitsWhileAnotherHoldsTheOutputFolder() async throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Home"}]"#,
            "Templates/components/card.mustache": "<div class=card>{{title}}</div>",
        ])
        // Another build (here, this test) holds the folder that holds `_site`.
        var other = BuildLock.acquire(folder: project.path) { _ in }
        #expect(other != nil)
        let messages = Recorder<String>()
        let results = Recorder<Bool>()
        let options = BuildOptions(projectDirectory: project.path, progress: { messages.append($0) })
        Thread.detachNewThread { results.append(SiteBuilder(options: options).build().succeeded) }
        // The build says it waits, and for which process (this one), and waits: nothing is written while the other
        // holds the lock.
        let message = try await messages.first {
            $0.hasPrefix("waiting for another build in \(project.root.standardizedFileURL.path) to finish")
        }
        #expect(message.hasSuffix(" (pid \(getpid()))"), "\(message)")
        try await Task.sleep(for: .milliseconds(300))
        #expect(results.all.isEmpty, "the build went on while the lock was held")
        #expect(!project.exists("_site/index.html"))
        other = nil
        #expect(try await results.first { _ in true })
        #expect(project.exists("_site/index.html"))
        withExtendedLifetime(other) {}
    }

    /// Through a link the working folders are in the folder it leads to: a build of another link to that folder
    /// (here, this test holding it) is waited for too.
    @Test func aBuildThroughALinkWaitsForTheFolderItLeadsTo() async throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Home"}]"#,
            "Templates/components/card.mustache": "<div class=card>{{title}}</div>",
        ])
        let target = try TemporaryProject()
        try FileManager.default.createSymbolicLink(atPath: project.url("_site").path, withDestinationPath: target.path)
        let real = try FastFileSystem.realPath(target.path)
        var other = BuildLock.acquire(folder: real) { _ in }
        #expect(other != nil)
        let messages = Recorder<String>()
        let results = Recorder<Bool>()
        // Where no progress is shown (not a terminal), the wait is said all the same (`notice`).
        var options = BuildOptions(projectDirectory: project.path)
        options.notice = { messages.append($0) }
        Thread.detachNewThread { [options] in results.append(SiteBuilder(options: options).build().succeeded) }
        _ = try await messages.first { $0.hasPrefix("waiting for another build in \(real) to finish: ") }
        #expect(results.all.isEmpty)
        other = nil
        #expect(try await results.first { _ in true })
        #expect(target.exists("index.html"))
        withExtendedLifetime(other) {}
    }

    @Test func aBuildThatFindsTheFolderFreeGoesOnAtOnce() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Home"}]"#,
            "Templates/components/card.mustache": "<div class=card>{{title}}</div>",
        ])
        let messages = Recorder<String>()
        let options = BuildOptions(projectDirectory: project.path, progress: { messages.append($0) })
        #expect(SiteBuilder(options: options).build().succeeded)
        #expect(!messages.all.contains { $0.hasPrefix("waiting") })
        // The lock is released when the build ends: the next one takes it at once too.
        #expect(BuildLock.acquire(folder: project.path) { _ in Issue.record("still held after the build") } != nil)
    }
}
