import Hummingbird
import Logging
import TrellisSite

/// `trellis serve`: builds the project, serves the last good site over HTTP, rebuilds when a watched file
/// changes, and tells open pages to reload.
///
/// The server is Hummingbird's, on SwiftNIO: HTTP parsing, keep-alive, chunked streaming and graceful shutdown
/// are its work, not Trellis's. What Trellis adds is what a preview needs: the path checks, the page decoration,
/// the event stream and the rebuild loop.
public struct PreviewServer: Sendable {
    public let options: PreviewServerOptions
    public let builder: any PreviewBuilder
    private let report: @Sendable (PreviewEvent) -> Void

    /// - Parameters:
    ///   - builder: builds the site; a full build each time unless another builder is given.
    ///   - report: receives every event (builds, the address, the shutdown); called from the server's tasks.
    public init(
        options: PreviewServerOptions, builder: (any PreviewBuilder)? = nil,
        report: @escaping @Sendable (PreviewEvent) -> Void
    ) {
        self.options = options
        self.builder = builder ?? SiteRebuild(options: options.build)
        self.report = report
    }

    /// Builds once, starts listening, and runs until Ctrl-C or SIGTERM (`stopOnSignals`) or until the calling task
    /// is cancelled. Throws when no port can be had; a build that fails is no error (its page says so).
    public func run(stopOnSignals: Bool = true) async throws {
        let project = options.projectRoot
        // Before the first build: a --host mistake is said at once, not after building a site no one can see.
        if let problem = PortProbe.hostProblem(options.host) {
            throw PreviewServerError(
                description: "cannot listen on \(options.host): \(problem); --host takes an address of this machine, "
                    + "such as 127.0.0.1 (the default) or 0.0.0.0 (every network)")
        }
        let state = PreviewState()
        let channel = ReloadChannel()
        // The snapshot comes before the build, so that an edit made while the first build runs is not lost.
        let baseline = ProjectSnapshot.scan(
            project: project, targets: WatchTargets.of(project: project), excluded: options.outputFolder)
        await RebuildLoop.build(
            changedFiles: [], options: options, builder: builder, state: state, channel: channel, report: report)
        try Task.checkCancellation()

        guard let port = PortProbe.firstFree(host: options.host, from: options.port, attempts: options.portAttempts)
        else {
            throw PreviewServerError.noFreePort(host: options.host, from: options.port, attempts: options.portAttempts)
        }
        let loop = RebuildLoop(
            options: options, builder: builder, state: state, channel: channel, report: report, baseline: baseline)
        let report = report
        let url = Self.url(host: options.host, port: port)
        let listening = PreviewEvent.listening(
            url: url, host: options.host, port: port, requestedPort: options.port,
            siteTitle: ProjectSettingsPeek.read(project: project).displayTitle(project: project))
        // Hummingbird's own log lines ("Server started and listening …") would repeat what the command prints.
        var logger = Logger(label: "trellis-serve")
        logger.logLevel = .error
        let application = Application(
            router: PreviewRouter.make(state: state, channel: channel, builder: builder),
            configuration: .init(address: .hostname(options.host, port: port), serverName: nil),
            services: [loop],
            onServerRunning: { _ in report(listening) },
            logger: logger)
        defer { report(.stopping) }
        if stopOnSignals {
            try await application.runService()
        } else {
            try await application.run()
        }
    }

    /// The address to open in a browser; an IPv6 literal goes in brackets.
    static func url(host: String, port: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }
}
