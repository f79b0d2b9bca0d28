import TrellisContent
import TrellisRender

/// The project's `Assets/` folder (images, fonts, icons a template uses), copied to the site's `assets/` as it
/// is; templates reach it through `{{trellis.assets}}`, which is right at every depth of the output.
struct ProjectAssets {
    /// Paths below `Assets/` and their bytes, in name order.
    var files: [(path: String, bytes: [UInt8])] = []

    var paths: Set<String> { Set(files.map(\.path)) }

    /// Reads every file below `Assets/` (links that leave the project and anything that is not a regular file
    /// are refused by the loader); a file whose name Trellis writes itself (`trellis.css`) is an error.
    static func load(_ project: ProjectLoader, log: inout DiagnosticLog) -> ProjectAssets {
        var assets = ProjectAssets()
        let folder = "Assets"
        for relative in project.files(under: folder, extension: nil, log: &log) {
            let path = String(relative.dropFirst(folder.count + 1))
            if ComponentRenderer.siteAssets.contains(path) {
                log.append(
                    .error(
                        "asset-collision", at: SourceLocation(file: project.displayPath(relative)),
                        "Trellis writes assets/\(path) itself; rename this file"))
                continue
            }
            guard let bytes = project.readFile(relative, log: &log) else { continue }
            assets.files.append((path, bytes))
        }
        return assets
    }

    /// The files to write, below the site's `assets/`. They are the project's own files, copied byte for byte,
    /// so an HTML file among them is not validated as a page Trellis wrote.
    var siteFiles: [SiteFile] {
        files.map { file in
            var site = SiteFile("assets/" + file.path, bytes: file.bytes)
            site.isValidated = true
            return site
        }
    }
}
