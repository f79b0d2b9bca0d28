import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// The catalog's own pages on a phone-sized window in headless Chromium: nothing makes the page wider than the
/// screen, however long the names it shows. The Adaptive Cards pack has the longest in the fixtures: page ids such as
/// `Tests-RichTextBlock.TextRun.SelectAction.IsEnabled`, one word for the browser, as a title, a file name and links.
@Suite("Catalog pages on a narrow screen", .serialized, .enabled(if: Browser.executable != nil || Browser.isRequired))
struct NarrowScreenBrowserTests {
    static let project: TemporaryProject = {
        let project = try! TemporaryProject(copying: Fixtures.adaptiveCards)
        #expect(project.build().succeeded)
        return project
    }()

    @Test(arguments: [
        "index.html", "pages/Tests-RichTextBlock.TextRun.SelectAction.IsEnabled/index.html",
        "components/AdaptiveCard.html", "report.html",
    ])
    func nothingIsWiderThanTheScreen(_ path: String) throws {
        let page = try Self.project.read("_site/" + path)
        let probe = (path as NSString).deletingLastPathComponent + "/probe-narrow.html"
        try Self.project.write(
            "_site/" + probe,
            page.replacingOccurrences(
                of: "</body>",
                with: """
                    <script>document.body.dataset.probe = document.documentElement.scrollWidth + ' ' + innerWidth;</script>
                    </body>
                    """))
        // The narrowest window headless Chromium opens (a 485 px viewport); a phone is narrower still.
        let dom = try Browser.dumpDOM(
            of: Self.project.url("_site/" + probe), deviceScaleFactor: 1, windowSize: "500,900")
        let widths = try #require(dom.firstMatch(of: /data-probe="(\d+) (\d+)"/))
        #expect(Int(widths.1)! <= Int(widths.2)!, "page \(widths.1) px wide in a \(widths.2) px window: \(path)")
    }
}
