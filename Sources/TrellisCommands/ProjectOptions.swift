import ArgumentParser
import Foundation
import TrellisContent
import TrellisSite

/// The options of every command that works on a project (`build`, `check`, and later `serve`): which project, how
/// strictly, with which toggles, and how to print diagnostics. Declared once, as an `@OptionGroup`, so the commands
/// cannot drift apart in names, defaults or help text.
public struct ProjectOptions: ParsableArguments {
    @Argument(help: "The project folder, holding Content/ and Templates/.")
    public var project: String = "."

    /// `SiteBuilder.strictCodes` is what this promotes (`unknown-type`, `duplicate-key`).
    @Flag(
        help: """
            Treat the warnings that are usually mistakes as errors: unknown component types, duplicate JSON keys, \
            broken links, misspelt schema keywords, required keys a schema does not declare, unsatisfiable ranges, \
            keywords ignored beside a draft-07 $ref, and a contract schema overriding the OpenAPI one.
            """)
    public var strict = false

    @Option(
        name: .customLong("feature"),
        help: ArgumentHelp(
            "Turn a feature toggle declared in Content/site.json on or off.", valueName: "NAME=on|off"))
    public var features: [FeatureOverride] = []

    @Option(help: "How to print warnings and errors: text or json (one object per line, then a summary object).")
    public var diagnostics: DiagnosticFormat = .text

    public init() {}

    /// `--feature` as the loader takes it; when a toggle is named twice, the last one wins, as with most flags.
    public var featureOverrides: [String: Bool] {
        var overrides: [String: Bool] = [:]
        for feature in features { overrides[feature.name] = feature.isOn }
        return overrides
    }

    /// What the builder needs from these options; the command adds its own (`--output`, `--force`).
    func buildOptions(progress: ProgressLine?) -> BuildOptions {
        var options = BuildOptions(projectDirectory: project, strict: strict, featureOverrides: featureOverrides)
        if let progress {
            options.progress = { message in progress.show(message) }
        } else if self.diagnostics == .text {
            // Not on a terminal (a script, an editor's task, CI): a build that waits for another still says so, on a
            // line of its own, instead of hanging silently.
            let terminal = TerminalOutput.current
            options.notice = { message in terminal.write("trellis: " + message + "\n", to: .error) }
        }
        return options
    }

    /// The exit status of a failed build or check: 64, a usage error, when the command line named a toggle site.json
    /// does not declare (`--feature promoo=on`), as for any other wrong option; 1 otherwise.
    static func failure(_ diagnostics: [Diagnostic]) -> ExitCode {
        diagnostics.contains { $0.severity == .error && $0.code == "unknown-feature" } ? ExitCode(64) : ExitCode(1)
    }

    /// `trellis biuld` reaches here as `build` with the project "biuld": a word where a command belongs is a usage
    /// error, not a project that fails for want of a `Content/` folder.
    public func validate() throws {
        let commands = TrellisCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        if let problem = Self.unknownCommandProblem(project, commands: commands, isFolder: Self.isFolder) {
            throw ValidationError(problem)
        }
    }

    /// Why PROJECT looks like a mistyped command, or nil when it should be built as a project.
    ///
    /// An existing folder is always a project, whatever its name. Otherwise, a name within a typo or two of a command
    /// gets a did-you-mean, and a bare word (no `/`, no `.`) is neither a command nor a folder. Anything that looks
    /// like a path (`site/`, `../app`, `demo.project`) goes on to the build, which reports what is missing in it.
    public static func unknownCommandProblem(
        _ project: String, commands: [String], isFolder: (String) -> Bool
    ) -> String? {
        guard !isFolder(project) else { return nil }
        if let command = Suggestion.closest(to: project, among: commands) {
            return "\"\(project)\" is neither a command nor a project folder; did you mean \"\(command)\"?"
        }
        guard !project.contains("/"), !project.contains(".") else { return nil }
        let list = commands.dropLast().joined(separator: ", ") + (commands.count > 1 ? " and " : "")
        return
            "\"\(project)\" is neither a command nor a project folder; the commands are \(list)\(commands.last ?? "")"
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
