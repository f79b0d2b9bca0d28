import Foundation

/// The one status line a long build shows on a terminal: each phase replaces the last, and the line is erased before
/// anything else is printed, so a finished build leaves only its diagnostics and its summary on the screen.
///
/// Only made when a person is watching (`TerminalOutput.isInteractive`) and diagnostics are text: in CI, in a pipe or
/// with `--diagnostics json`, standard error carries nothing but diagnostics and the summary.
final class ProgressLine: @unchecked Sendable {
    /// Carriage return, then "erase the whole line" (ECMA-48 EL 2).
    private static let eraseLine = "\r\u{1B}[2K"

    private let terminal: TerminalOutput
    /// Guards `isShowing`: the build may report from any thread.
    private let lock = NSLock()
    private var isShowing = false

    private init(terminal: TerminalOutput) {
        self.terminal = terminal
    }

    /// A progress line on `terminal`, or nil when progress should not be shown there.
    static func shown(on terminal: TerminalOutput, format: DiagnosticFormat) -> ProgressLine? {
        terminal.isInteractive && format == .text ? ProgressLine(terminal: terminal) : nil
    }

    /// Replaces the status line with `trellis: MESSAGE…`.
    func show(_ message: String) {
        lock.withLock {
            isShowing = true
            terminal.write(Self.eraseLine + "trellis: " + message + "…", to: .error)
        }
    }

    /// Erases the status line, if one is showing; call before printing diagnostics or the summary.
    func clear() {
        lock.withLock {
            guard isShowing else { return }
            isShowing = false
            terminal.write(Self.eraseLine, to: .error)
        }
    }
}
