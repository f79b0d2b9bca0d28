import ArgumentParser
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

    @Argument(help: "The project folder, holding Content/ and Templates/.")
    public var project: String = "."

    @Option(name: .shortAndLong, help: "Where to write the site (default: PROJECT/_site).")
    public var output: String?

    @Flag(help: strictHelp)
    public var strict = false

    /// `--strict` for `build` and `check`, which run the same checks: one text, so the two cannot drift apart.
    /// It names what `SiteBuilder.strictCodes` promotes (`unknown-type`, `duplicate-key`).
    static let strictHelp = ArgumentHelp(
        "Treat the warnings about unknown component types and duplicate JSON keys as errors.")

    @Flag(help: "Replace a non-empty output folder that Trellis did not create.")
    public var force = false

    @Option(
        name: .customLong("feature"), help: ArgumentHelp("Turn a feature toggle on or off.", valueName: "NAME=on|off"))
    public var features: [FeatureOverride] = []

    @Option(help: "How to print warnings and errors: text or json (one object per line).")
    public var diagnostics: DiagnosticFormat = .text

    @Flag(help: "Print how long each phase of the build took.")
    public var timings = false

    public init() {}

    public func run() throws {
        var overrides: [String: Bool] = [:]
        for feature in features { overrides[feature.name] = feature.isOn }
        let interactive = TerminalOutput.isInteractive && diagnostics == .text
        var progress: (@Sendable (String) -> Void)?
        if interactive {
            progress = { message in TerminalOutput.error("trellis: " + message + "…") }
        }
        let options = BuildOptions(
            projectDirectory: project, outputDirectory: output, strict: strict, force: force,
            featureOverrides: overrides, progress: progress)
        let result = SiteBuilder(options: options).build()
        DiagnosticPrinter(format: diagnostics).print(result.diagnostics)
        guard let summary = result.summary else {
            let errors = result.diagnostics.count { $0.severity == .error }
            let warnings = result.diagnostics.count { $0.severity == .warning }
            if diagnostics == .text {
                TerminalOutput.error(
                    "trellis: build failed with \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"); the previous site was left as it was"
                )
            }
            throw ExitCode(1)
        }
        if diagnostics == .text { TerminalOutput.output("trellis: \(summary.description)") }
        if timings {
            for phase in summary.phases { TerminalOutput.error("trellis: \(phase.name): \(phase.milliseconds) ms") }
        }
    }
}
