/// Collects diagnostics while a project is read, so that one run reports every problem rather than the first.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

    /// Turns warnings with these codes into errors (`--strict`).
    public mutating func promote(codes: Set<String>) {
        for index in diagnostics.indices
        where diagnostics[index].severity == .warning && codes.contains(diagnostics[index].code) {
            diagnostics[index].severity = .error
        }
    }

    /// Diagnostics in a stable order: by file and position, errors before warnings at the same place.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(file: "")
            let lb = b.element.location ?? SourceLocation(file: "")
            if la != lb { return la < lb }
            if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
            return a.offset < b.offset
        }.map(\.element)
    }
}
