import ArgumentParser

/// The `trellis` command: preview sites for server-driven UI.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Preview server-driven UI: component JSON in, a validated preview site out.",
        subcommands: [BuildCommand.self, CheckCommand.self, ValidateCommand.self],
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
