import ArgumentParser
import TrellisContent
import TrellisSite

/// `trellis check [PROJECT]`: every check of a build, without writing a site.
public struct CheckCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check content, contracts and templates without writing a site.",
        discussion: "Runs everything a build runs, HTML validation included, in memory. Exit status: 0 clean, 1 errors."
    )

    @Argument(help: "The project folder, holding Content/ and Templates/.")
    public var project: String = "."

    @Flag(help: BuildCommand.strictHelp)
    public var strict = false

    @Option(
        name: .customLong("feature"), help: ArgumentHelp("Turn a feature toggle on or off.", valueName: "NAME=on|off"))
    public var features: [FeatureOverride] = []

    @Option(help: "How to print warnings and errors: text or json (one object per line).")
    public var diagnostics: DiagnosticFormat = .text

    public init() {}

    public func run() throws {
        var overrides: [String: Bool] = [:]
        for feature in features { overrides[feature.name] = feature.isOn }
        let options = BuildOptions(projectDirectory: project, strict: strict, featureOverrides: overrides)
        let result = SiteBuilder(options: options).check()
        DiagnosticPrinter(format: diagnostics).print(result.diagnostics)
        let errors = result.diagnostics.count { $0.severity == .error }
        let warnings = result.diagnostics.count { $0.severity == .warning }
        if diagnostics == .text {
            let counts = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            if let summary = result.summary {
                TerminalOutput.output(
                    "trellis: checked \(summary.pages) page\(summary.pages == 1 ? "" : "s"): \(counts)")
            } else {
                TerminalOutput.error("trellis: check failed with \(counts)")
            }
        }
        if errors > 0 { throw ExitCode(1) }
    }
}
