import TrellisContent

/// The outcome of a build: every diagnostic, and a summary when the site was written.
public struct BuildResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var summary: BuildSummary?

    public var succeeded: Bool { summary != nil }
}
