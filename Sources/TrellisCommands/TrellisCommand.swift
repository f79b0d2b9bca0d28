import ArgumentParser
import TrellisContent

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
        do {
            var command = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    /// `parseAsRoot`, except that a mistyped option is reported as one. In `trellis serve --prot 8000` the parser
    /// takes `8000` for the project, and the project's check (a bare word where a command belongs) fails before the
    /// parser reports `--prot`: a bare word right after an option is tried again as a path, and the parser's own
    /// error (`Unknown option '--prot'. Did you mean '--port'?`) wins if it has one.
    public static func parseCommandLine(_ arguments: [String]) throws -> any ParsableCommand {
        // `trellis help biuld`: the parser would show the general help, as if the word named nothing wrong.
        if arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-") {
            let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
            if !commands.contains(arguments[1]) {
                let hint = Suggestion.hint(for: arguments[1], among: commands)
                throw ValidationError(
                    "no command \"\(arguments[1])\" to explain\(hint.isEmpty ? "; the commands are \(commands.joined(separator: ", "))" : hint)"
                )
            }
        }
        do {
            return try parseAsRoot(arguments)
        } catch {
            for index in arguments.indices.dropFirst() where arguments[index - 1].hasPrefix("-") {
                let word = arguments[index]
                guard !word.hasPrefix("-"), !word.contains("/") else { continue }
                var retried = arguments
                retried[index] = "./" + word
                do {
                    _ = try parseAsRoot(retried)
                } catch let other where message(for: other).hasPrefix("Unknown option") {
                    throw other
                } catch {}
            }
            throw error
        }
    }
}
