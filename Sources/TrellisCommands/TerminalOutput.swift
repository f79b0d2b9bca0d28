import Foundation

/// Where the commands' text goes: standard output, standard error, and whether a person is watching.
///
/// Commands write through `TerminalOutput.current` and never to the file handles directly, so a test (or a tool
/// that embeds Trellis) can run a command with its output captured, `TerminalOutput.$current.withValue(…)`, while
/// other commands run in parallel with their own. A command reads `current` once, when it starts, and passes that
/// value on: the build reports progress from worker threads, which do not see the task's local values.
public struct TerminalOutput: Sendable {
    /// The two streams of a process. Diagnostics, progress and failures go to standard error; a successful
    /// command's closing line goes to standard output.
    public enum Stream: Sendable {
        case output, error
    }

    /// True when progress should be shown: standard error is a terminal that understands control sequences and no
    /// CI service is running the command.
    public var isInteractive: Bool
    private let sink: @Sendable (Stream, String) -> Void

    /// - Parameter write: receives text exactly as it should appear, line ends included.
    public init(isInteractive: Bool, write: @escaping @Sendable (Stream, String) -> Void) {
        self.isInteractive = isInteractive
        self.sink = write
    }

    /// The output of the running command; the process's own streams unless a caller bound another.
    @TaskLocal public static var current = TerminalOutput.standard

    /// The process's standard output and standard error.
    public static let standard = TerminalOutput(
        isInteractive: isInteractive(
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    ) { stream, text in
        let handle = stream == .output ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }

    /// Progress is for a person at a terminal. CI services set `CI` (to `true`, or to their name), and their logs
    /// keep every byte, so progress lines there would only be noise; `TERM=dumb` (an editor's shell buffer) cannot
    /// erase a line, which the progress line relies on.
    public static func isInteractive(standardErrorIsTerminal: Bool, environment: [String: String]) -> Bool {
        guard standardErrorIsTerminal else { return false }
        if let ci = environment["CI"], !ci.isEmpty, !["false", "0"].contains(ci.lowercased()) { return false }
        return environment["TERM"] != "dumb"
    }

    /// Writes text as it is, with no line end added.
    public func write(_ text: String, to stream: Stream) {
        sink(stream, text)
    }

    /// One line on standard error.
    public func error(_ line: String) {
        sink(.error, line + "\n")
    }

    /// One line on standard output.
    public func output(_ line: String) {
        sink(.output, line + "\n")
    }
}
