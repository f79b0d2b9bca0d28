/// What `trellis serve` watches in a project: everything a build reads.
///
/// That is `Content/` (with `site.json`), `Templates/`, `Assets/`, and the OpenAPI document when `site.json` names
/// one (it may live anywhere, even outside the project). A folder that does not exist yet is watched all the same:
/// creating `Assets/` and a file in it is a change like any other.
struct WatchTargets: Equatable, Sendable {
    /// Project-relative folders, walked in full.
    var folders: [String] = ["Content", "Templates", "Assets"]
    /// Project-relative single files.
    var files: [String] = []

    /// The targets for a project as its `site.json` reads now; they change when `site.json` names another document.
    static func of(project: String) -> WatchTargets {
        var targets = WatchTargets()
        if let document = ProjectSettingsPeek.read(project: project).openAPIDocument, !document.isEmpty {
            targets.files.append(document)
        }
        return targets
    }
}
