import TrellisContent

/// The outcome of a build: every diagnostic, and a summary when the site was written.
public struct BuildResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var summary: BuildSummary?
    /// How long each phase that ran took, also when the build failed: `--timings` matters most for a build that
    /// stops at its contract check.
    public var phases: [BuildSummary.Phase] = []

    public var succeeded: Bool { summary != nil }
}
