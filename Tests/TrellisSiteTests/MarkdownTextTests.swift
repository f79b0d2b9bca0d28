import Testing

@testable import TrellisSite

/// Descriptions in Markdown become checked XHTML for the catalog, or stay plain text when their markup would not be
/// safe or valid as written.
struct MarkdownTextTests {
    @Test(arguments: [
        ("plain words", "plain words"),
        ("the `title` field", "the <code>title</code> field"),
        ("**bold** and *soft*", "<strong>bold</strong> and <em>soft</em>"),
        ("[guide](https://example.com/a?b=1&c=2)", #"<a href="https://example.com/a?b=1&amp;c=2">guide</a>"#),
        ("a < b & c", "a &lt; b &amp; c"),
        ("HTML as CommonMark allows: <b>bold</b>", "HTML as CommonMark allows: <b>bold</b>"),
    ])
    func inlineDescriptions(_ example: (markdown: String, markup: String)) {
        #expect(MarkdownText.inlineMarkup(example.markdown) == example.markup)
    }

    @Test func listsAndParagraphsStayBlocks() {
        let markup = MarkdownText.markup("First.\n\n- one\n- two")
        #expect(markup == "<p>First.</p><ul><li>one</li><li>two</li></ul>")
        #expect(MarkdownText.inlineMarkup("First.\n\nSecond.") == "<p>First.</p><p>Second.</p>")
    }

    @Test(arguments: [
        "[click](javascript:alert(1))",
        "<div><p>unclosed",
        "<b><i>misnested</b></i>",
        "<script>alert(1)</script>",
        "text <img src=x onerror=alert(1)>",
        "<b onclick=\"alert(1)\">bold</b>",
        "<iframe src=\"https://example.com\"></iframe>",
    ])
    func unsafeOrBrokenMarkupStaysText(_ markdown: String) {
        #expect(MarkdownText.markup(markdown) == nil, "\(String(describing: MarkdownText.markup(markdown)))")
    }
}
