import Foundation
import TrellisTestSupport

/// A small project for the server's tests: one page at one viewport, one component with CSS, and assets of the
/// kinds whose content types are checked.
enum ServeFixture {
    /// The home page, showing `text` in its one component.
    static func pageWith(_ text: String) -> String {
        """
        {"title": "Home", "sections": [{"id": "main", "layout": {"type": "list", "itemHeight": 60},
         "components": [{"type": "tile", "data": {"name": "\(text)"}}]}]}
        """
    }

    static let files: [String: String] = [
        "Content/site.json":
            #"{"title": "Serve Fixture", "viewports": [{"name": "phone", "width": 375, "height": 700}]}"#,
        "Content/pages/home.json": pageWith("First text"),
        "Templates/components/tile.mustache": #"<div class="tile">{{name}}</div>"#,
        "Templates/components/tile.css": ".tile { background: #eee; }",
        "Assets/img/logo.svg": #"<svg xmlns="http://www.w3.org/2000/svg"/>"#,
        "Assets/app.js": "console.log('app')",
        "Assets/notes.txt": "plain text",
        "Assets/data/config.json": #"{"flag": true}"#,
    ]

    /// The fixture, plus binary assets written as bytes.
    static func project() throws -> TemporaryProject {
        let project = try TemporaryProject(files: files)
        try project.write("Assets/img/pixel.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try project.write("Assets/fonts/face.woff2", Data([0x77, 0x4F, 0x46, 0x32]))
        return project
    }

    /// Replaces a file the way atomic-save editors do: a temporary file beside it, renamed over it.
    static func saveAtomically(_ project: TemporaryProject, _ relative: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: project.url(relative), options: .atomic)
    }
}
