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
    /// Pages whose content was unchanged but some of whose templates were edited: only those templates' components
    /// were rendered again, and their markup replaced in the renderings the last build wrote.
    public var pagesSpliced = 0

    public struct Phase: Sendable, Equatable {
        public var name: String
        public var milliseconds: Int
    }

    public var description: String {
        "built \(Self.count(pages, "page"))\(reuse), "
            + "\(Self.count(renderings, "rendering")), "
            + "\(Self.count(components, "component")) into \(outputDirectory): \(Self.count(filesWritten, "file")), "
            + "\(filesValidated) HTML validated, \(Self.count(warnings, "warning")), \(milliseconds) ms"
    }

    /// " (391 unchanged, 609 only where templates changed)", or what of it applies.
    private var reuse: String {
        var parts: [String] = []
        if pagesReused > 0 { parts.append("\(pagesReused) unchanged") }
        if pagesSpliced > 0 { parts.append("\(pagesSpliced) only where templates changed") }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
