import TrellisContent

/// The one place diagnostics become text: on standard error, as compiler-style lines or JSON lines.
public struct DiagnosticPrinter: Sendable {
    public let format: DiagnosticFormat

    public init(format: DiagnosticFormat) {
        self.format = format
    }

    public func line(for diagnostic: Diagnostic) -> String {
        switch format {
        case .text:
            return diagnostic.description
        case .json:
            var fields: [String] = []
            func add(_ key: String, _ value: String?) {
                guard let value else { return }
                fields.append("\"\(key)\":\(JSONWriter.string(value))")
            }
            add("file", diagnostic.location?.file)
            if let location = diagnostic.location, location.line > 0 {
                fields.append("\"line\":\(location.line)")
                fields.append("\"column\":\(location.column)")
            }
            add("path", diagnostic.path)
            add("severity", diagnostic.severity.rawValue)
            add("code", diagnostic.code)
            add("message", diagnostic.message)
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    /// Prints every diagnostic on standard error, in one write so that lines from parallel work cannot interleave.
    public func print(_ diagnostics: [Diagnostic], to terminal: TerminalOutput = .current) {
        guard !diagnostics.isEmpty else { return }
        terminal.write(diagnostics.map(line(for:)).joined(separator: "\n") + "\n", to: .error)
    }
}
