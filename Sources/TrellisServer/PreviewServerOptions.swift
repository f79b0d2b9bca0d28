import TrellisSite

/// What `trellis serve` was asked to do: which project to build and how, where to listen, and how it watches.
public struct PreviewServerOptions: Sendable {
    /// The project, its output folder (`outputDirectory`, default `<project>/_site`) and the build's flags.
    public var build: BuildOptions
    /// The address to listen on. `127.0.0.1` keeps the preview on this machine; `0.0.0.0` shows it to the network.
    public var host: String
    /// The first port to try; 0 lets the system choose a free one.
    public var port: Int
    /// How many ports from `port` on are tried before giving up.
    public var portAttempts: Int = 20
    /// How often the watched files are compared with their last known state.
    public var pollInterval: Duration = .milliseconds(250)
    /// How long the files must stay unchanged before a rebuild starts: an editor saving several files, or a
    /// `git checkout`, becomes one rebuild.
    public var debounce: Duration = .milliseconds(100)
    /// How often an idle event stream gets a comment line.
    public var heartbeatInterval: Duration = .seconds(15)

    public init(build: BuildOptions, host: String = "127.0.0.1", port: Int = 8080) {
        self.build = build
        self.host = host
        self.port = port
    }

    /// The project folder as an absolute path.
    var projectRoot: String { Self.absolute(build.projectDirectory) }

    /// The output folder as an absolute path, as the builder resolves it (relative to the working folder).
    var outputFolder: String {
        if let output = build.outputDirectory { return Self.absolute(output) }
        return projectRoot + "/_site"
    }

    private static func absolute(_ path: String) -> String {
        var absolute = path.hasPrefix("/") ? path : PosixFiles.currentDirectory() + "/" + path
        while absolute.count > 1 && absolute.hasSuffix("/") { absolute.removeLast() }
        if absolute.hasSuffix("/.") { absolute.removeLast(2) }
        return absolute.isEmpty ? "/" : absolute
    }
}
