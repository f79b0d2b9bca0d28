/// The closing numbers of a successful build, printed by the CLI.
public struct BuildSummary: Sendable, Equatable {
    public var pages: Int
    public var renderings: Int
    public var components: Int
    public var warnings: Int
    public var filesWritten: Int
    public var filesValidated: Int
    public var milliseconds: Int
    public var outputDirectory: String
    /// Milliseconds per phase (load, render, write, validate, swap), for `--timings`.
    public var phases: [Phase] = []
    /// Pages taken from the build cache, unchanged since the last build (their files linked, not rendered).
    public var pagesReused = 0

    public struct Phase: Sendable, Equatable {
        public var name: String
        public var milliseconds: Int
    }

    public var description: String {
        "built \(Self.count(pages, "page"))\(pagesReused > 0 ? " (\(pagesReused) unchanged)" : ""), "
            + "\(Self.count(renderings, "rendering")), "
            + "\(Self.count(components, "component")) into \(outputDirectory): \(Self.count(filesWritten, "file")), "
            + "\(filesValidated) HTML validated, \(Self.count(warnings, "warning")), \(milliseconds) ms"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
