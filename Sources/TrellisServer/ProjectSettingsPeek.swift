import TrellisContent

/// The two things the server needs from `Content/site.json` before any build: the title it greets with, and the
/// OpenAPI document it must watch besides the project's folders.
///
/// A broken or missing `site.json` is not reported here (the build reports it, with its position); the title then
/// falls back to the project folder's name, as the loader's does.
struct ProjectSettingsPeek: Equatable, Sendable {
    var title: String?
    /// `contracts.openapi`, relative to the project folder.
    var openAPIDocument: String?

    static func read(project: String) -> ProjectSettingsPeek {
        guard let bytes = PosixFiles.readRegularFile(project + "/Content/site.json", followingLinks: true),
            let root = try? JSONParser.parse(bytes, file: "Content/site.json").objectValue
        else { return ProjectSettingsPeek() }
        return ProjectSettingsPeek(
            title: root["title"]?.stringValue,
            openAPIDocument: root["contracts"]?.objectValue?["openapi"]?.stringValue)
    }

    /// The title to show: `site.json`'s, or the project folder's name.
    func displayTitle(project: String) -> String {
        if let title, !title.isEmpty { return title }
        return project.split(separator: "/").last.map(String.init) ?? project
    }
}
