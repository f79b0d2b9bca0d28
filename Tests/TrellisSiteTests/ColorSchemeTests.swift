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

    @Test func anUnknownSchemeIsAnErrorWithASuggestion() throws {
        let project = try Self.project(scheme: "drak")
        let error = try #require(project.build().diagnostics.first { $0.path == "colorScheme" })
        #expect(error.message.contains("did you mean \"dark\"?"), "\(error)")
    }
}
