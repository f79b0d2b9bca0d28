import Testing
import TrellisRender

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

    /// A `<` that nothing closes within its paragraph is text: Ink never returned from some of them (`<p`, `<play…`
    /// with no `>` after it — a contract's description "rail: <play affordance, time left…" hung the build).
    @Test(arguments: [
        ("<p", "<p>&lt;p</p>"),
        ("a <play", "<p>a &lt;play</p>"),
        ("<play b", "<p>&lt;play b</p>"),
        ("a `x` <play b", "<p>a <code>x</code> &lt;play b</p>"),
        ("<play b\n\nc", "<p>&lt;play b</p><p>c</p>"),
        ("<p\n\n> d", "<p>&lt;p</p><blockquote><p>d</p></blockquote>"),
        ("a <b>bold</b> and <play", "<p>a <b>bold</b> and &lt;play</p>"),
        ("text <p and `code <p` more", "<p>text &lt;p and <code>code &lt;p</code> more</p>"),
        (
            "Landscape still for the rail: <play affordance, time left and a progress bar (`progress` is the percentage watched).",
            "<p>Landscape still for the rail: &lt;play affordance, time left and a progress bar (<code>progress</code> is the percentage watched).</p>"
        ),
    ])
    func anUnclosedTagIsText(_ example: (markdown: String, markup: String)) {
        #expect(MarkdownText.markup(example.markdown) == example.markup)
    }

    @Test func aScriptLinkStaysPlainText() {
        #expect(MarkdownText.markup("[click](javascript:alert(1))") == nil)
    }

    /// HTML that cannot be shown as markup is shown as the text it is; the Markdown around it still formats.
    @Test(arguments: [
        ("<div><p>unclosed", "<p>&lt;div&gt;&lt;p&gt;unclosed</p>"),
        ("<b><i>misnested</b></i>", "<p>&lt;b&gt;&lt;i&gt;misnested&lt;/b&gt;&lt;/i&gt;</p>"),
        ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
        ("text <img src=x onerror=alert(1)>", "<p>text &lt;img src=x onerror=alert(1)&gt;</p>"),
        (#"<b onclick="alert(1)">bold</b>"#, "<p>&lt;b onclick=\"alert(1)\"&gt;bold&lt;/b&gt;</p>"),
        (
            #"<iframe src="https://example.com"></iframe>"#,
            "<p>&lt;iframe src=\"https://example.com\"&gt;&lt;/iframe&gt;</p>"
        ),
        (
            #"A link when `href` is set, else a <button type="button">."#,
            "<p>A link when <code>href</code> is set, else a &lt;button type=\"button\"&gt;.</p>"
        ),
        (
            "code keeps its own: `<b>`, then <video>",
            "<p>code keeps its own: <code>&lt;b&gt;</code>, then &lt;video&gt;</p>"
        ),
        ("a lone ` tick, then <video>", "<p>a lone ` tick, then &lt;video&gt;</p>"),
    ])
    func htmlThatCannotBeMarkupIsShownAsText(_ example: (markdown: String, markup: String)) {
        #expect(MarkdownText.markup(example.markdown) == example.markup)
    }
}
