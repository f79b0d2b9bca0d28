import ArgumentParser
import TrellisContent
import TrellisSite

/// `trellis check [PROJECT]`: every check of a build, without writing a site.
public struct CheckCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check content, contracts and templates without writing a site.",
        discussion:
            "Runs everything a build runs, HTML validation included, in memory. Exit status: 0 clean, 1 errors, 64 usage errors (such as --feature naming an undeclared toggle)."
    )

    @OptionGroup public var options: ProjectOptions

    public init() {}

    public func run() throws {
        let terminal = TerminalOutput.current
        let format = options.diagnostics
        let progress = ProgressLine.shown(on: terminal, format: format)
        var buildOptions = options.buildOptions(progress: progress)
        buildOptions.endsProcess = true
        let result = SiteBuilder(options: buildOptions).check()
        progress?.clear()

        DiagnosticPrinter(format: format).print(result.diagnostics, to: terminal)
        let errors = result.diagnostics.count { $0.severity == .error }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        switch (format, result.summary) {
        case (.text, let summary?):
            terminal.output(
                "trellis: checked \(String(counting: summary.pages, "page")): "
                    + "\(String(counting: errors, "error")), \(String(counting: warnings, "warning"))")
        case (.text, _):
            terminal.error(
                "trellis: check failed with \(String(counting: errors, "error")), "
                    + "\(String(counting: warnings, "warning"))")
        case (.json, let summary):
            var line = JSONSummary(command: "check", result: result)
            if let summary { line.add("milliseconds", summary.milliseconds) }
            terminal.error(line.line)
        }
        if errors > 0 { throw ProjectOptions.failure(result.diagnostics) }
    }
}
