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
                var literal = JSONWriter.string(value)
                // Valid JSON as they are, but line breaks to any reader that splits text on Unicode's.
                if literal.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
                    literal = literal.replacing("\u{2028}", with: "\\u2028").replacing("\u{2029}", with: "\\u2029")
                }
                fields.append("\"\(key)\":\(literal)")
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
    /// cut it. Characters a reader cannot see or tell apart from others are shown so too: Unicode's line and
    /// paragraph separators, a no-break or zero-width space, a soft hyphen, a byte-order mark, and the bidirectional
    /// controls that would reorder the rest of the line. Text without any (nearly all) is returned as it is.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnseen) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isUnseen(scalar) {
                shown += JSONParser.codePoint(scalar.value)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isUnseen(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0xA0, 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064,
            0x2066...0x2069, 0xFEFF:
            true
        default:
            false
        }
    }

    /// Prints every diagnostic on standard error, in one write so that lines from parallel work cannot interleave.
    public func print(_ diagnostics: [Diagnostic], to terminal: TerminalOutput = .current) {
        guard !diagnostics.isEmpty else { return }
        terminal.write(diagnostics.map(line(for:)).joined(separator: "\n") + "\n", to: .error)
    }
}
