import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// Adaptive Cards text as a card's designer sees it on the phone preview, in headless Chromium: a `TextBlock`
/// without `"wrap": true` is one line (Adaptive Cards clips it), and `maxLines` cuts wrapped text after that many
/// lines. The cards are the fixture's real samples; the template pack is all that shows them.
@Suite("Adaptive Cards text in the browser", .serialized, .enabled(if: Browser.executable != nil || Browser.isRequired))
struct AdaptiveCardTextBrowserTests {
    static let project: TemporaryProject = {
        let project = try! TemporaryProject(copying: Fixtures.adaptiveCards)
        #expect(project.build().succeeded)
        return project
    }()

    /// Each `TextBlock` of the rendering: its `wrap` and `maxLines` as sent, how many lines of its text the browser
    /// shows inside its box, and how many it laid out (those the box cuts off included). Lines are the text's line
    /// boxes, told apart by their tops.
    private static let probe = """
        <script>
        function lineCount(tops) {
          tops.sort(function (a, b) { return a - b; });
          return tops.filter(function (top, index) { return index === 0 || top - tops[index - 1] > 4; }).length;
        }
        document.body.dataset.probe = JSON.stringify(Array.from(document.querySelectorAll('.ac-textblock')).map(function (block) {
          var box = block.getBoundingClientRect();
          var shown = [], laidOut = [];
          var walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (var node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent.trim()) continue;
            var range = document.createRange();
            range.selectNodeContents(node);
            Array.from(range.getClientRects()).forEach(function (rect) {
              if (rect.height === 0) return;
              laidOut.push(rect.top);
              if (rect.bottom <= box.bottom + 0.5) shown.push(rect.top);
            });
          }
          return {text: block.textContent.trim().slice(0, 40), wrap: block.dataset.wrap, maxLines: block.dataset.maxLines,
            lines: lineCount(shown), laidOut: lineCount(laidOut)};
        }));
        </script>
        </body>
        """

    private struct Block: Decodable {
        var text: String
        var wrap: String
        var maxLines: String
        var lines: Int
        var laidOut: Int
    }

    private func blocks(onPage page: String) throws -> [Block] {
        let rendering = "_site/pages/\(page)/phone.html"
        let probed = "_site/pages/\(page)/probe-text.html"
        try Self.project.write(
            probed, try Self.project.read(rendering).replacingOccurrences(of: "</body>", with: Self.probe))
        let dom = try Browser.dumpDOM(of: Self.project.url(probed), deviceScaleFactor: 1, windowSize: "500,900")
        let json = try #require(dom.firstMatch(of: /data-probe="([^"]*)"/)).1
        let unescaped = String(json).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&amp;", with: "&")
        return try JSONDecoder().decode([Block].self, from: Data(unescaped.utf8))
    }

    @Test(arguments: ["Elements-OverflowMenu", "Elements-SecondaryActions", "Elements-Image.SelectAction"])
    func aTextBlockWithoutWrapShowsOneLine(_ page: String) throws {
        let unwrapped = try blocks(onPage: page).filter { $0.wrap != "true" }
        #expect(!unwrapped.isEmpty)
        for block in unwrapped {
            #expect(block.lines == 1 && block.laidOut == 1, "\(block)")
        }
    }

    @Test func wrappedTextWithoutMaxLinesIsShownWhole() throws {
        let wrapped = try blocks(onPage: "Scenarios-Restaurant").filter { $0.wrap == "true" && $0.maxLines.isEmpty }
        #expect(wrapped.contains { $0.laidOut >= 2 }, "no wrapped block takes more than a line: \(wrapped)")
        for block in wrapped {
            #expect(block.lines == block.laidOut, "\(block)")
        }
    }

    @Test(arguments: ["Scenarios-Restaurant", "Scenarios-OrderDelivery"])
    func maxLinesCutsWrappedTextAfterThatManyLines(_ page: String) throws {
        let review = try #require(try blocks(onPage: page).first { $0.maxLines == "3" })
        #expect(review.laidOut > 3, "the review is not longer than three lines: \(review)")
        #expect(review.lines == 3, "\(review)")
    }
}
