import TrellisSite

/// How `trellis serve` turns the project into a site, one build at a time.
///
/// The server calls `build` once at start and then once per batch of changes, never twice at once, and serves
/// whatever output folder a successful build leaves (`SiteRebuild`: a `SiteBuilder` build with the build cache).
/// Before a build, it may offer the files of saved pages (`preview`), which the server shows until the build ends.
public protocol PreviewBuilder: Sendable {
    /// Builds the site into its output folder; a failed build must leave the previous site in place.
    /// - Parameter changedFiles: the watched files that changed since the previous call (project-relative, sorted);
    ///   empty for the build at start.
    func build(changedFiles: [String]) async -> BuildResult

    /// The site files of the pages an edit concerns, rendered on their own, by path in the site; nil when only a
    /// build can show the changes. Called with the changes the server has seen, before the build that will include
    /// them.
    func preview(_ request: PreviewRequest) async -> [String: [UInt8]]?
}

extension PreviewBuilder {
    public func preview(_ request: PreviewRequest) async -> [String: [UInt8]]? { nil }
}
