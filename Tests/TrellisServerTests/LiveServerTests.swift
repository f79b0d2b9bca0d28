import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

@testable import TrellisServer

/// `trellis serve` for real: a server on a free port, a browser's event stream, and a person editing files.
struct LiveServerTests {
    @Test func editsReloadBrokenFilesShowTheOverlayAndFixesRecover() async throws {
        let project = try ServeFixture.project()
        var options = PreviewServerOptions(build: BuildOptions(projectDirectory: project.path), port: 0)
        options.pollInterval = .milliseconds(100)
        let events = Recorder<PreviewEvent>()
        let server = PreviewServer(options: options) { events.append($0) }
        let running = Task { try await server.run(stopOnSignals: false) }
        defer { running.cancel() }

        let listening = try await events.first {
            if case .listening = $0 { true } else { false }
        }
        guard case .listening(let url, _, let port, _, let title) = listening else { return }
        #expect(url == "http://127.0.0.1:\(port)/")
        #expect(title == "Serve Fixture")
        #expect(PortProbe.firstFree(host: "127.0.0.1", from: port, attempts: 3) != port, "the port is in use now")

        let messages = Recorder<String>()
        // The browser's stream names the page it shows, as the live-reload script does.
        let page = "/pages/home/phone.html"
        let stream = try await TestHTTPClient.openEventStream(port: port, showing: page, into: messages)
        defer { stream.close() }
        #expect(messages.all.first?.hasPrefix("retry: 1000\n") == true)
        #expect(try await TestHTTPClient.request(page, port: port).body.contains("First text"))

        // An edit, saved the way atomic-save editors do, is announced once built and is what the page shows.
        var seen = messages.all.count
        try ServeFixture.saveAtomically(project, "Content/pages/home.json", ServeFixture.pageWith("Second text"))
        // A saved page is shown on its own first, then the rebuild follows.
        let previewed = try await messages.first(after: seen) { $0.hasPrefix("event: preview\n") }
        #expect(previewed.contains(#""Content/pages/home.json""#))
        let edited = try await messages.first(after: seen) { $0.hasPrefix("event: rebuild\n") }
        #expect(
            messages.all.firstIndex(of: previewed)! < messages.all.firstIndex(of: edited)!,
            "the preview comes before the rebuild")
        #expect(edited.contains(#""succeeded":true"#))
        #expect(edited.contains(#""previewed":["pages/home"]"#), "the page shown from memory needs no second reload")
        #expect(edited.contains(#""Content/pages/home.json""#))
        let second = try await TestHTTPClient.request(page, port: port)
        #expect(second.status == 200)
        #expect(second.body.contains("Second text"))
        #expect(second.body.contains(LiveReloadScript.tag))

        // A template edit is shown at once on the page in view, then rebuilt.
        seen = messages.all.count
        let template = "Templates/components/tile.mustache"
        try ServeFixture.saveAtomically(project, template, #"<div class="tile"><b>{{name}}</b></div>"#)
        let templatePreview = try await messages.first(after: seen) { $0.hasPrefix("event: preview\n") }
        #expect(templatePreview.contains(#""changed":["Templates/components/tile.mustache"]"#))
        #expect(templatePreview.contains(#""previewed":["pages/home"]"#))
        let templateRebuild = try await messages.first(after: seen) { $0.hasPrefix("event: rebuild\n") }
        #expect(
            messages.all.firstIndex(of: templatePreview)! < messages.all.firstIndex(of: templateRebuild)!,
            "the preview comes before the rebuild")
        #expect(templateRebuild.contains(#""previewed":["pages/home"]"#))
        #expect(try await TestHTTPClient.request(page, port: port).body.contains("<b>Second text</b>"))

        // Broken JSON: the last good page stays, under the overlay.
        seen = messages.all.count
        try ServeFixture.saveAtomically(project, "Content/pages/home.json", #"{"title": "Home", "sections": ["#)
        let broken = try await messages.first(after: seen) { $0.contains(#""succeeded":false"#) }
        #expect(broken.hasPrefix("event: rebuild\n"))
        #expect(!messages.all[seen...].contains { $0.hasPrefix("event: preview\n") }, "a broken page is never shown")
        let brokenPage = try await TestHTTPClient.request(page, port: port)
        #expect(brokenPage.body.contains("Second text"))
        #expect(brokenPage.body.contains("id=\"\(FailureOverlay.id)\""))
        #expect(brokenPage.body.contains("Content/pages/home.json:1:"))

        // Fixed: the site comes back by itself, without the overlay.
        seen = messages.all.count
        try ServeFixture.saveAtomically(project, "Content/pages/home.json", ServeFixture.pageWith("Third text"))
        let recovered = try await messages.first(after: seen) { $0.contains(#""succeeded":true"#) }
        #expect(recovered.contains(#""errors":0"#))
        let fixedPage = try await TestHTTPClient.request(page, port: port)
        #expect(fixedPage.body.contains("Third text"))
        #expect(!fixedPage.body.contains(FailureOverlay.id))

        let rebuilds = events.all.compactMap { event -> RebuildReport? in
            if case .rebuilt(let report) = event { report } else { nil }
        }
        // One build at start and one per edit; an editor's temporary file could add one, never a concurrent one.
        #expect(rebuilds.map(\.generation) == Array(1...rebuilds.count))
        #expect(rebuilds.first?.changedFiles == [])
        #expect(rebuilds.filter { !$0.succeeded }.count == 1)

        running.cancel()
        _ = await running.result
        #expect(events.all.contains { if case .stopping = $0 { true } else { false } })
    }
}
