import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// The design under review keeps its own colours whatever scheme the reviewer's system prefers.
@Suite("Colour scheme")
struct ColorSchemeTests {
    static func project(scheme: String?) throws -> TemporaryProject {
        let site = scheme.map { #"{"title": "T", "colorScheme": "\#($0)"}"# } ?? #"{"title": "T"}"#
        return try TemporaryProject(files: [
            "Content/site.json": site,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Plain card"}]"#,
            "Templates/components/card.mustache": "<p class=card id=probe>{{title}}</p>",
        ])
    }

    /// The text colour Chromium computes for the card, with the system forced into dark mode.
    static func textColour(in file: URL) throws -> String {
        let page = try String(contentsOf: file, encoding: .utf8)
        let probe = page.replacingOccurrences(
            of: "</body>",
            with:
                "<script>document.body.dataset.probe = getComputedStyle(document.getElementById('probe')).color</script></body>"
        )
        let copy = file.deletingLastPathComponent().appendingPathComponent("probe.html")
        try probe.write(to: copy, atomically: true, encoding: .utf8)
        let dom = try Browser.dumpDOM(of: copy, deviceScaleFactor: 1, extraArguments: ["--force-dark-mode"])
        return String(dom.firstMatch(of: /data-probe="([^"]*)"/)?.1 ?? "")
    }

    @Test(
        "renderings keep the design's scheme in a dark system",
        .enabled(if: Browser.executable != nil || Browser.isRequired),
        arguments: [(nil, "rgb(0, 0, 0)"), ("light", "rgb(0, 0, 0)"), ("dark", "rgb(255, 255, 255)")])
    func renderingsKeepTheirScheme(_ example: (scheme: String?, colour: String)) throws {
        let project = try Self.project(scheme: example.scheme)
        #expect(project.build().succeeded)
        #expect(try Self.textColour(in: project.url("_site/pages/home/phone.html")) == example.colour)
    }

    /// A card whose stylesheet follows the reader's preferred scheme, as many real designs do.
    static func schemeAwareProject(scheme: String) throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/site.json":
                #"{"title": "T", "colorScheme": "\#(scheme)", "viewports": [{"name": "phone", "width": 375, "height": 300}]}"#,
            "Content/pages/home.json": #"[{"type": "card", "id": "c1", "title": "Plain card"}]"#,
            "Templates/components/card.mustache": "<p class=card id=probe>{{title}}</p>",
            "Templates/components/card.css":
                ".card { color: rgb(1, 2, 3); } @media (prefers-color-scheme: dark) { .card { color: rgb(250, 251, 252); } }",
        ])
    }

    /// What each frame of the home page's preview shows, as `scheme colour` lines, with the system forced dark:
    /// the rendering reports its card's colour to the preview page, which notes the frame's scheme.
    static func previewColours(_ project: TemporaryProject) throws -> [String] {
        let rendering = try project.read("_site/pages/home/phone.html")
        try project.write(
            "_site/pages/home/phone.html",
            rendering.replacingOccurrences(
                of: "</body>",
                with: """
                    <script>parent.postMessage({probe: getComputedStyle(document.getElementById('probe')).color}, '*');</script></body>
                    """))
        let preview = try project.read("_site/pages/home/index.html")
        try project.write(
            "_site/pages/home/probe.html",
            preview.replacingOccurrences(
                of: "</body>",
                with: """
                    <script>var seen = [];
                    addEventListener('message', function (event) {
                      if (!event.data || !event.data.probe) { return; }
                      document.querySelectorAll('iframe').forEach(function (frame) {
                        if (frame.contentWindow === event.source) {
                          seen.push(frame.closest('[data-scheme]').getAttribute('data-scheme') + ' ' + event.data.probe);
                          document.body.dataset.probe = seen.sort().join('|');
                        }
                      });
                    });</script></body>
                    """))
        let dom = try Browser.dumpDOM(
            of: project.url("_site/pages/home/probe.html"), deviceScaleFactor: 1, extraArguments: ["--force-dark-mode"])
        let probe = String(dom.firstMatch(of: /data-probe="([^"]*)"/)?.1 ?? "")
        return probe.isEmpty ? [] : probe.split(separator: "|").map(String.init)
    }

    @Test(
        "preview frames draw the design's schemes, both side by side",
        .enabled(if: Browser.executable != nil || Browser.isRequired),
        arguments: [
            ("light", ["light rgb(1, 2, 3)"]), ("dark", ["dark rgb(250, 251, 252)"]),
            ("both", ["dark rgb(250, 251, 252)", "light rgb(1, 2, 3)"]),
        ])
    func previewFramesFollowTheDesign(_ example: (scheme: String, shown: [String])) throws {
        let project = try Self.schemeAwareProject(scheme: example.scheme)
        #expect(project.build().succeeded)
        #expect(try Self.previewColours(project) == example.shown)
    }

    @Test func anUnknownSchemeIsAnErrorWithASuggestion() throws {
        let project = try Self.project(scheme: "drak")
        let error = try #require(project.build().diagnostics.first { $0.path == "colorScheme" })
        #expect(error.message.contains("did you mean \"dark\"?"), "\(error)")
    }
}
