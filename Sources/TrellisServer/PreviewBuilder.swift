import TrellisSite

/// How `trellis serve` turns the project into a site, one build at a time.
///
/// The server calls `build` once at start and then once per batch of changes, never twice at once, and serves
/// whatever output folder a successful build leaves. Today every build is a full `SiteBuilder` build
/// (`FullSiteRebuild`); an incremental builder, which re-renders only what the changed files affect, takes this
/// place without any change to the server, as the changed files are already handed over.
public protocol PreviewBuilder: Sendable {
    /// Builds the site into its output folder; a failed build must leave the previous site in place.
    /// - Parameter changedFiles: the watched files that changed since the previous call (project-relative, sorted);
    ///   empty for the build at start.
    func build(changedFiles: [String]) async -> BuildResult
}
