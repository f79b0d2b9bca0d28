import TrellisContent

extension Array where Element == Diagnostic {
    /// The errors only.
    public var errors: [Diagnostic] { filter { $0.severity == .error } }

    /// The warnings only.
    public var warnings: [Diagnostic] { filter { $0.severity == .warning } }

    /// Compiler-style lines, handy in test failure messages.
    public var rendered: String { map(\.description).joined(separator: "\n") }
}
