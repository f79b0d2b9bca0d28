import Foundation

/// Standard error and standard output, with progress shown only when a person is watching.
enum TerminalOutput {
    static var isInteractive: Bool { isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
