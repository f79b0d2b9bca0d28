/// What `trellis build` was asked to do.
public struct BuildOptions: Sendable {
    /// The project folder (holding `Content/` and `Templates/`), as the user typed it.
    public var projectDirectory: String
    /// Where the site goes; nil means `<project>/_site`.
    public var outputDirectory: String?
    /// Unknown component types are errors instead of warnings.
    public var strict: Bool
    /// Overwrite a non-empty output folder that Trellis did not create.
    public var force: Bool
    /// `--feature NAME=on|off`, applied over `site.json`.
    public var featureOverrides: [String: Bool]
    /// Reuse the work of unchanged pages from the build cache beside the site, and keep it up to date.
    public var useCache: Bool
    /// Receives progress lines for long builds.
    public var progress: (@Sendable (String) -> Void)?
    /// Receives what a person must see even where progress is not shown: that the build waits for another one that
    /// holds the output (and which process that is). Nil sends it to `progress`.
    public var notice: (@Sendable (String) -> Void)?
    /// The process ends right after this build (`trellis build`, `check`): the site model is then left for the
    /// operating system to reclaim instead of being freed object by object, which took a tenth of a warm build
    /// on one core. `trellis serve` and tests build many times in one process and keep this off.
    public var endsProcess = false

    public init(
        projectDirectory: String = ".",
        outputDirectory: String? = nil,
        strict: Bool = false,
        force: Bool = false,
        featureOverrides: [String: Bool] = [:],
        useCache: Bool = true,
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.projectDirectory = projectDirectory
        self.outputDirectory = outputDirectory
        self.strict = strict
        self.force = force
        self.featureOverrides = featureOverrides
        self.useCache = useCache
        self.progress = progress
    }
}
