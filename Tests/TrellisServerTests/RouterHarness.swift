import Hummingbird
import HummingbirdTesting
import Testing
import TrellisSite
import TrellisTestSupport

@testable import TrellisServer

/// The fixture project, built, behind the server's router, for Hummingbird's in-process router tests.
struct RouterHarness {
    let project: TemporaryProject
    let options: PreviewServerOptions
    let state = PreviewState()
    let channel = ReloadChannel()
    /// One builder for every build and preview, as `trellis serve` has: it remembers the last good build.
    let builder: SiteRebuild

    /// Builds the fixture (or `project`) once, as `trellis serve` does at start.
    static func built(_ project: TemporaryProject? = nil) async throws -> RouterHarness {
        let harness = RouterHarness(project: try project ?? ServeFixture.project())
        let report = await harness.rebuild()
        #expect(report.succeeded, "the fixture does not build: \(report.result.diagnostics)")
        return harness
    }

    init(project: TemporaryProject) {
        self.project = project
        options = PreviewServerOptions(build: BuildOptions(projectDirectory: project.path), port: 0)
        builder = SiteRebuild(options: options.build)
    }

    /// One full build, recorded in the state the router reads, as the rebuild loop does it.
    @discardableResult
    func rebuild(changedFiles: [String] = []) async -> RebuildReport {
        await RebuildLoop.build(
            changedFiles: changedFiles, options: options, builder: builder, state: state, channel: channel,
            report: { _ in })
    }

    /// What the rebuild loop does when it sees these files changed, before the rebuild: pages are shown at once.
    func preview(changedInputs: [String] = [], savedPages: [String] = []) async {
        await RebuildLoop.preview(
            PreviewRequest(savedPages: savedPages, changedInputs: changedInputs), builder: builder, state: state,
            channel: channel, report: { _ in })
    }

    /// Runs `body` with a client whose requests go straight to the router.
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let application = Application(router: PreviewRouter.make(state: state, channel: channel, builder: builder))
        try await application.test(.router) { client in try await body(client) }
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
}
