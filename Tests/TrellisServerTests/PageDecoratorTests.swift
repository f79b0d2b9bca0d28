import Testing
import TrellisContent

@testable import TrellisServer

/// Where the script and the overlay go in a served page, and that diagnostics cannot inject markup.
struct PageDecoratorTests {
    static let pages: [(page: String, decorated: String)] = [
        ("<html><body><p>x</p></body></html>", "<html><body><p>x</p>\(LiveReloadScript.tag)</body></html>"),
        ("<BODY>a</BODY>\n", "<BODY>a\(LiveReloadScript.tag)</BODY>\n"),
        // The last `</body>` counts: an earlier one may sit in a comment or a script's text.
        ("<body><!-- </body> -->b</Body>", "<body><!-- </body> -->b\(LiveReloadScript.tag)</Body>"),
        ("<p>no body end</p>", "<p>no body end</p>\(LiveReloadScript.tag)"),
        ("", LiveReloadScript.tag),
    ]

    @Test(arguments: pages)
    func theScriptGoesBeforeTheLastBodyEnd(_ page: String, _ decorated: String) {
        let result = PageDecorator.decorate(Array(page.utf8), failure: nil)
        #expect(String(decoding: result, as: UTF8.self) == decorated)
    }

    @Test func theOverlayListsEveryDiagnosticEscaped() {
        let diagnostics: [Diagnostic] = [
            .error(
                "json-syntax", at: SourceLocation(file: "Content/pages/home.json", line: 3, column: 7),
                path: "sections[0]", "unexpected '<script>alert(1)</script>'"),
            .warning("unknown-type", at: SourceLocation(file: "Content/pages/feed.json", line: 1, column: 2), "a & b"),
        ]
        let page = String(
            decoding: PageDecorator.decorate(Array("<body>x</body>".utf8), failure: diagnostics), as: UTF8.self)
        #expect(page.hasPrefix("<body>x<div id=\"\(FailureOverlay.id)\" role=\"alert\""))
        #expect(page.hasSuffix("</div>\(LiveReloadScript.tag)</body>"))
        #expect(page.contains("1 error, 1 warning"))
        #expect(
            page.contains(
                "Content/pages/home.json:3:7: error: sections[0]: unexpected &#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39;"
            ))
        #expect(page.contains("Content/pages/feed.json:1:2: warning: a &amp; b"))
        #expect(!page.contains("<script>alert"))
    }
}
