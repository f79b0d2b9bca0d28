import ArgumentParser

/// How diagnostics are printed: compiler-style text, or one JSON object per line for CI annotations.
public enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}
