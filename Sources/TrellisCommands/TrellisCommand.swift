import ArgumentParser

/// The `trellis` command: preview sites for server-driven UI.
///
/// `trellis` alone, or with a project folder and no command, is `trellis build`; a word in that place that is no
/// folder is refused by `ProjectOptions.validate()` (with a did-you-mean when it is close to a command).
public struct TrellisCommand: ParsableCommand {
    /// The release this source is, printed by `trellis --version`.
    ///
    /// SwiftPM tells an executable nothing about its package's version or git tag, so the number lives here. It is
    /// bumped by hand, following semantic versioning, in the commit that is then tagged `v<version>`; the tag and
    /// this constant always agree.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Preview server-driven UI: component JSON in, a validated preview site out.",
        version: "trellis \(version)",
        subcommands: [BuildCommand.self, CheckCommand.self, InitCommand.self, ServeCommand.self, ValidateCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    public init() {}
}

extension TrellisCommand {
    /// Parses the process arguments and runs the command, exiting with its status.
    public static func runFromCommandLine() {
        main()
    }
}
