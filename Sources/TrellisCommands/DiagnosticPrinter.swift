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
            return Self.visible(diagnostic.description)
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

    /// `text` with every control character shown as `U+001B` instead of sent to the terminal: a key or a file name
    /// holding ESC could otherwise recolour or rewrite the terminal, a line break split one diagnostic in two, a NUL
    /// cut it. Text without any (nearly all) is returned as it is.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                shown += JSONParser.codePoint(scalar.value)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Prints every diagnostic on standard error, in one write so that lines from parallel work cannot interleave.
    public func print(_ diagnostics: [Diagnostic], to terminal: TerminalOutput = .current) {
        guard !diagnostics.isEmpty else { return }
        terminal.write(diagnostics.map(line(for:)).joined(separator: "\n") + "\n", to: .error)
    }
}
