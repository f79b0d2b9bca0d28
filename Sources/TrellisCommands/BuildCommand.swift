import ArgumentParser
import Foundation
import TrellisContent
import TrellisSite

/// `trellis build [PROJECT]`: the preview site from `Content/` and `Templates/`.
public struct BuildCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the preview site from PROJECT/Content and PROJECT/Templates.",
        discussion: """
            Every page is laid out at every viewport and variant, and every HTML file is validated with libxml2.
            A failed build leaves the previous site untouched. Exit status: 0 built, 1 content or template errors, \
            64 usage errors.
            """
    )

    @OptionGroup public var options: ProjectOptions

    @OptionGroup public var site: OutputOptions

    @Flag(help: "Print how long each phase of the build took.")
    public var timings = false

    public init() {}

    public func run() throws {
        let terminal = TerminalOutput.current
        let format = options.diagnostics
        let progress = ProgressLine.shown(on: terminal, format: format)
        var buildOptions = options.buildOptions(progress: progress)
        site.apply(to: &buildOptions)
        buildOptions.endsProcess = true
        let result = SiteBuilder(options: buildOptions).build()
        progress?.clear()

        DiagnosticPrinter(format: format).print(result.diagnostics, to: terminal)
        let errors = result.diagnostics.count { $0.severity == .error }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        switch (format, result.summary) {
        case (.text, let summary?):
            terminal.output("trellis: \(summary.description)")
            if timings {
                for phase in summary.phases { terminal.error("trellis: \(phase.name): \(phase.milliseconds) ms") }
            }
        case (.text, nil):
            // A failed build never touches the output folder: what it leaves is whatever was there.
            let output = buildOptions.outputDirectory ?? (options.project as NSString).appendingPathComponent("_site")
            let hadSite = FileManager.default.fileExists(
                atPath: (output as NSString).appendingPathComponent("index.html"))
            terminal.error(
                "trellis: build failed with \(String(counting: errors, "error")), \(String(counting: warnings, "warning")); "
                    + (hadSite ? "the previous site was left as it was" : "no site was written"))
            if timings {
                for phase in result.phases { terminal.error("trellis: \(phase.name): \(phase.milliseconds) ms") }
            }
        case (.json, let summary):
            var line = JSONSummary(command: "build", result: result)
            if let summary {
                line.add("filesWritten", summary.filesWritten)
                line.add("output", summary.outputDirectory)
                line.add("milliseconds", summary.milliseconds)
                if timings { line.add(phases: summary.phases.map { ($0.name, $0.milliseconds) }) }
            }
            terminal.error(line.line)
        }
        if result.summary == nil { throw ProjectOptions.failure(result.diagnostics) }
    }
}
