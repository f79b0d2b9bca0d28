import ArgumentParser
import TrellisSite

/// The options of the commands that write a site (`build`, `serve`): where, over what, and with or without the build
/// cache. Declared once, as an `@OptionGroup`, like `ProjectOptions`.
public struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Where to write the site (default: PROJECT/_site).")
    public var output: String?

    @Flag(help: "Replace a non-empty output folder that Trellis did not create.")
    public var force = false

    @Flag(
        help: """
            Render every page again instead of reusing unchanged pages from the build cache beside the site \
            (._site.trellis-cache/); the output is the same either way.
            """)
    public var noCache = false

    public init() {}

    /// `--output ""` (an unset shell variable) names no folder: a usage error, not a build that fails at a nameless
    /// path.
    public func validate() throws {
        if let output, output.allSatisfy(\.isWhitespace) {
            throw ValidationError("--output needs a folder path, found \"\(output)\"")
        }
    }

    /// Sets what these options decide in `options`.
    func apply(to options: inout BuildOptions) {
        options.outputDirectory = output
        options.force = force
        options.useCache = !noCache
    }
}
