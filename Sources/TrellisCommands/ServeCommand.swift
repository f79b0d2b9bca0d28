import ArgumentParser
import Dispatch
import TrellisContent
import TrellisServer
import TrellisSite

/// `trellis serve [PROJECT]`: the preview site on this machine, rebuilt on every change, with pages that reload.
///
/// The command prints what the server reports (`PreviewEvent`) and nothing else: the address, and after every
/// build its diagnostics (once, through `DiagnosticPrinter`) and a closing line, as `trellis build` prints them.
public struct ServeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild it and reload open pages whenever a file changes.",
        discussion: """
            Watches Content/ (site.json included), Templates/, Assets/ and the OpenAPI document site.json names. \
            Pages reload by themselves after each rebuild; while the project does not build, the last good site \
            stays up with the errors over every page. Only this machine can connect unless --host says otherwise. \
            Stop with Ctrl-C. docs/serve.md has the details.
            """
    )

    @OptionGroup public var options: ProjectOptions

    @OptionGroup public var site: OutputOptions

    @Option(help: "The port to listen on; when it is taken, the next free one (up to 20 are tried).")
    public var port: Int = 8080

    @Option(help: "The address to listen on. 0.0.0.0 makes the preview visible to every machine on the network.")
    public var host: String = "127.0.0.1"

    public init() {}

    public func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    public func run() throws {
        let terminal = TerminalOutput.current
        let format = options.diagnostics
        let progress = ProgressLine.shown(on: terminal, format: format)
        var buildOptions = options.buildOptions(progress: progress)
        site.apply(to: &buildOptions)
        let server = PreviewServer(options: PreviewServerOptions(build: buildOptions, host: host, port: port)) {
            event in
            progress?.clear()
            Self.print(event, to: terminal, format: format)
        }
        try Self.runBlocking { try await server.run() }
    }

    /// Runs the server to its end from this synchronous command (the root command, and so every command, is run
    /// synchronously). The server runs on Swift concurrency's threads; this thread only waits.
    private static func runBlocking(_ operation: @escaping @Sendable () async throws -> Void) throws {
        nonisolated(unsafe) var failure: (any Error)?
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await operation() } catch { failure = error }
            done.signal()
        }
        done.wait()
        if let error = failure as? PreviewServerError {
            TerminalOutput.current.error("trellis: error: \(error.description)")
            throw ExitCode(1)
        }
        if let failure { throw failure }
    }

    /// One event, as lines on the terminal. Under `--diagnostics json`, standard error carries only JSON objects
    /// (the diagnostics and one summary per build), so the other lines go to standard output.
    static func print(_ event: PreviewEvent, to terminal: TerminalOutput, format: DiagnosticFormat) {
        func note(_ line: String) {
            if format == .text { terminal.error(line) } else { terminal.output(line) }
        }
        switch event {
        case .rebuilt(let report):
            print(report, to: terminal, format: format)
        case .listening(let url, let host, let port, let requestedPort, let title):
            if requestedPort != 0 && port != requestedPort {
                note("trellis: port \(requestedPort) is in use; using \(port)")
            }
            terminal.output("Serving \(title) at \(url)")
            if !(host == "localhost" || host == "::1" || host.hasPrefix("127.")) {
                note("trellis: note: listening on \(host): the preview is visible to other machines on the network")
            }
            note("trellis: watching for changes; press Ctrl-C to stop")
        case .previewed(let files, let milliseconds) where format == .text:
            let what = files.count == 1 ? files[0] : "\(files.count) pages"
            terminal.output("trellis: \(what) shown in \(milliseconds) ms; rebuilding the rest of the site")
        case .previewed:
            break
        case .stopping:
            note("trellis: stopped")
        }
    }

    private static func print(_ report: RebuildReport, to terminal: TerminalOutput, format: DiagnosticFormat) {
        DiagnosticPrinter(format: format).print(report.result.diagnostics, to: terminal)
        let counts = "\(String(counting: report.errors, "error")), \(String(counting: report.warnings, "warning"))"
        let isFirst = report.changedFiles.isEmpty
        switch (format, report.result.summary) {
        case (.text, let summary?):
            terminal.output("trellis: \(changes(report))\(summary.description)")
        case (.text, nil) where isFirst:
            terminal.error("trellis: build failed with \(counts); fix the files and the site appears by itself")
        case (.text, nil):
            terminal.error(
                "trellis: \(changes(report))rebuild failed with \(counts); still serving the last good site, "
                    + "with the errors over every page")
        case (.json, let summary):
            var line = JSONSummary(command: "serve", result: report.result)
            line.add("generation", report.generation)
            if let summary { line.add("filesWritten", summary.filesWritten) }
            line.add("milliseconds", report.milliseconds)
            terminal.error(line.line)
        }
    }

    /// `Content/pages/home.json changed: `, `3 files changed: `, or nothing for the build at start.
    private static func changes(_ report: RebuildReport) -> String {
        switch report.changedFiles.count {
        case 0: ""
        case 1: "\(report.changedFiles[0]) changed: "
        default:
            "\(report.changedFiles[0]) and \(String(counting: report.changedFiles.count - 1, "other file")) changed: "
        }
    }
}
