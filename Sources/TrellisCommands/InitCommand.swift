import ArgumentParser
import TrellisContent
import TrellisSite

/// `trellis init [FOLDER]`: a small starter project to learn Trellis from and to grow into a real catalog.
///
/// The files come from `ProjectScaffold`; this command only chooses the folder, prints what was written and says
/// what to run next, since a newcomer's next question is "now what?".
public struct InitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a starter project: two pages, three component templates with contracts, ready to build.",
        discussion: """
            FOLDER is created when it does not exist; a folder that holds anything but a repository (.git, .hg, \
            .jj, .svn) is refused, and no file is ever overwritten. Exit status: 0 created, 1 refused or not written.
            """
    )

    @Argument(help: "Where to create the project: a new folder, or an empty one.")
    public var folder: String = "."

    public init() {}

    public func run() throws {
        let terminal = TerminalOutput.current
        let written: [String]
        do {
            written = try ProjectScaffold.write(into: folder)
        } catch {
            DiagnosticPrinter(format: .text).print([error], to: terminal)
            terminal.error("trellis: init failed; no project was created")
            throw ExitCode(1)
        }
        let place = isCurrentFolder ? "the current folder" : folder
        let enter = isCurrentFolder ? "" : "cd \(Self.shellQuoted(folder)) && "
        let steps = [
            (enter + "trellis serve", "preview it in a browser; every save rebuilds and reloads the page"),
            ("trellis build", "write the site to _site/ (open _site/index.html)"),
        ]
        let width = steps.map(\.0.count).max() ?? 0
        var lines = ["Created a Trellis project in \(place):"]
        lines += written.map { "  \($0)" }
        lines += ["", "Next:"]
        lines += steps.map { command, what in
            "  " + command + String(repeating: " ", count: width - command.count + 4) + what
        }
        lines += ["Read README.md for what each folder holds and what to try first.", ""]
        lines.append("trellis: created \(String(counting: written.count, "file")) in \(place)")
        terminal.write(lines.joined(separator: "\n") + "\n", to: .output)
    }

    /// `.`, `./`: the next steps then need no `cd`.
    private var isCurrentFolder: Bool {
        !folder.isEmpty && folder.split(separator: "/").allSatisfy { $0 == "." }
    }

    /// FOLDER as it can be pasted into a POSIX shell: as it is when it holds only characters no shell treats
    /// specially, otherwise in single quotes (a single quote inside written as `'\''`).
    static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "._-/+,:@%".unicodeScalars.contains(scalar))
        }
        if plain && !path.isEmpty { return path.hasPrefix("-") ? "./" + path : path }
        return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
