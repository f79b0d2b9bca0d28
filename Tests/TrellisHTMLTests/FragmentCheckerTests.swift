import Testing
import TrellisHTML

/// What the fragment checker writes for the HTML5 people type, and what it reports for what a browser repairs:
/// exact input → XHTML and input → problem code rows, independent of templates and rendering.
@Suite("Fragment checker")
struct FragmentCheckerTests {
    static let rewrites: [(html: String, xhtml: String)] = [
        ("<br>", "<br />"),
        ("<img src=a.png alt>", "<img src=\"a.png\" alt=\"\" />"),
        ("<input type=checkbox checked disabled>", "<input type=\"checkbox\" checked=\"\" disabled=\"\" />"),
        ("<p>a &nbsp;b&copy;&hellip;</p>", "<p>a \u{A0}b©…</p>"),
        ("<a href='?a=1&b=2'>x</a>", "<a href=\"?a=1&amp;b=2\">x</a>"),
        ("<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"),
        ("<p>one<p>two", "<p>one</p><p>two</p>"),
        ("<p>x<div>y</div>", "<p>x</p><div>y</div>"),
        ("<table><tr><td>1<td>2</table>", "<table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>"),
        ("<DIV CLASS=Box>T</Div>", "<div class=\"Box\">T</div>"),
        (
            "<svg viewbox='0 0 1 1'><lineargradient/><use xlink:href=#i /></svg>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 1 1\"><linearGradient /><use xlink:href=\"#i\" /></svg>"
        ),
        ("<math><mi>x</mi></math>", "<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><mi>x</mi></math>"),
        ("<!-- note --><b>x</b>", "<b>x</b>"),
        ("<p title=\"a > b\">x > y</p>", "<p title=\"a > b\">x &gt; y</p>"),
        (
            "<select><option selected>a<option>b</select>",
            "<select><option selected=\"\">a</option><option>b</option></select>"
        ),
        ("<dl><dt>t<dd>d</dl>", "<dl><dt>t</dt><dd>d</dd></dl>"),
        // Escaping in text and attribute values, at the start, middle and end of a run; tabs, line breaks and
        // non-ASCII text kept — in attribute values as references, which an XML parser does not turn into spaces.
        (
            "<p title='say \"hi\" & <go>'>&lt;a&gt; & b</p>",
            "<p title=\"say &quot;hi&quot; &amp; &lt;go>\">&lt;a&gt; &amp; b</p>"
        ),
        ("<p>&amp;x&lt;</p>", "<p>&amp;x&lt;</p>"),
        ("<p title=\"tab\there\">a\tb\nc é€</p>", "<p title=\"tab&#9;here\">a\tb\nc é€</p>"),
        ("<p title=\"line1\nline2\r\n3\">x</p>", "<p title=\"line1&#10;line2&#10;3\">x</p>"),
        ("<textarea><b>&amp;</b></textarea>", "<textarea>&lt;b&gt;&amp;&lt;/b&gt;</textarea>"),
        (
            "<svg><foreignObject><div>x</div></foreignObject></svg>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\">x</div></foreignObject></svg>"
        ),
        (
            "<math><annotation-xml encoding=text/html><b>x</b></annotation-xml></math>",
            "<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><annotation-xml encoding=\"text/html\"><b xmlns=\"http://www.w3.org/1999/xhtml\">x</b></annotation-xml></math>"
        ),
    ]

    @Test("HTML5 in, polyglot XHTML out", arguments: rewrites)
    func rewrite(_ row: (html: String, xhtml: String)) {
        let result = HTMLFragmentChecker.check(Array(row.html.utf8))
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(String(decoding: result.xhtml, as: UTF8.self) == row.xhtml)
    }

    /// Characters XML cannot hold are reported, and the markup written still parses: each becomes U+FFFD, in text
    /// and in attribute values, wherever it stands in a run of text.
    @Test(arguments: [
        ("<p>a\u{1}b</p>", "<p>a\u{FFFD}b</p>"),
        ("<p title=\"\u{1}x\">\u{1F}</p>", "<p title=\"\u{FFFD}x\">\u{FFFD}</p>"),
        ("<p>\u{FFFE}é\u{FFFF}€</p>", "<p>\u{FFFD}é\u{FFFD}€</p>"),
    ])
    func charactersXMLCannotHoldAreReplaced(_ row: (html: String, xhtml: String)) {
        let result = HTMLFragmentChecker.check(Array(row.html.utf8))
        #expect(!result.problems.isEmpty)
        #expect(String(decoding: result.xhtml, as: UTF8.self) == row.xhtml)
    }

    static let mistakes: [(html: String, code: String, offset: Int)] = [
        ("<div><span>x</div>", "unclosed-element", 5),
        ("<b><i>x</b></i>", "misnested-tags", 7),
        ("x</span>", "stray-end-tag", 1),
        ("<h2>t</h3>", "misnested-heading", 5),
        ("<p><div></div></p>", "stray-end-tag", 14),
        // The block in the paragraph is the mistake, not the end tags it leaves without an element.
        ("<p><span>x<div>y</div></span></p>", "block-in-paragraph", 10),
        ("<p><em><b>x<ul><li>y</li></ul></b></em></p>", "block-in-paragraph", 11),
        ("<a href=1>x<a href=2>y</a></a>", "nested-element", 11),
        ("<table><div>x</div></table>", "foster-parented", 7),
        ("<div><tr><td>x</td></tr></div>", "table-part-outside-table", 5),
        ("<div/>x", "self-closing-non-void", 0),
        ("x</img>", "void-end-tag", 1),
        ("<secton>x</secton>", "unknown-element", 0),
        ("<center>x</center>", "obsolete-element", 0),
        // Obsolete void elements: one report each, not also "never closed".
        ("<object data=\"a\"><param name=a value=b></object>", "obsolete-element", 17),
        ("<image src=x alt=y>", "obsolete-element", 0),
        ("<script>x</script>", "script-element", 0),
        ("<p class=a class=b>x</p>", "duplicate-attribute", 11),
        ("<p>1<2</p>", "invalid-first-character-of-tag-name", 4),
        ("<p>&copy 2024</p>", "missing-semicolon-after-character-reference", 3),
        ("<a class=\"btn href=\"/x\">y</a>", "unterminated-attribute-quote", 9),
        ("<p>x</p><!-- open", "eof-in-comment", 8),
        ("<svg><div>x</div></svg>", "breaks-out-of-foreign-content", 5),
        ("<textarea>x", "unclosed-element", 0),
        ("<a href=/x><p>Text</a>", "misnested-tags", 18),
        ("<p><li>x</li></p>", "stray-end-tag", 13),
        ("<table><colgroup> x </colgroup></table>", "foster-parented", 18),
        ("<math><annotation-xml><span>x</span></annotation-xml></math>", "breaks-out-of-foreign-content", 22),
        ("<table><form><tr><td>x</td></tr></form></table>", "foster-parented", 7),
        ("<button onclick=\"go()\">x</button>", "script-attribute", 8),
        ("<iframe srcdoc=\"x\"></iframe>", "script-attribute", 8),
        // Script in SVG, which runs in an HTML page as HTML's does, and script by other names.
        ("<svg><script>alert(1)</script></svg>", "script-element", 5),
        ("<header><svg><SCRIPT>alert(1)</SCRIPT></svg></header>", "script-element", 13),
        ("<svg><set attributeName=\"onload\" to=\"alert(1)\"/></svg>", "script-attribute", 10),
        ("<svg><animate attributename=\" ONCLICK\" to=\"x\"/></svg>", "script-attribute", 14),
        ("<meta http-equiv=\"Refresh\" content=\"0;url=x\">", "meta-refresh", 6),
    ]

    /// A character reference's message names the fix, and only one fix when both would read the same.
    @Test(arguments: [
        ("<p>&copy 2024</p>", "the character reference &copy has no ';'; write &copy;, or &amp; for a literal '&'"),
        ("<p>Tom &amp Jerry</p>", "the character reference &amp has no ';'; write &amp;"),
        ("<p>&bogus;</p>", "&bogus; is not a character reference HTML knows; write &amp; for a literal '&'"),
        (
            "<p>a &#0; b</p>",
            "&#0; is NUL, which HTML does not allow in a page (a browser shows U+FFFD or another character instead); remove it, or write the character meant"
        ),
        (
            "<p>&#x1;</p>",
            "&#x1; is a control character, which HTML does not allow in a page (a browser shows U+FFFD or another character instead); remove it, or write the character meant"
        ),
    ])
    func characterReferenceMessages(_ html: String, _ message: String) {
        let problem = HTMLFragmentChecker.check(Array(html.utf8)).problems.first
        #expect(problem?.message(locating: { "\($0)" }) == message)
        // At the reference's `&`.
        #expect(
            problem.map { html.utf8[html.utf8.index(html.utf8.startIndex, offsetBy: $0.offset)] } == UInt8(ascii: "&"))
    }

    @Test("What a browser would repair is reported where it starts", arguments: mistakes)
    func mistake(_ row: (html: String, code: String, offset: Int)) {
        let problems = HTMLFragmentChecker.check(Array(row.html.utf8)).problems
        if row.code == "obsolete-element" { #expect(problems.count == 1, "\(problems)") }
        #expect(problems.first?.code == row.code, "\(problems)")
        #expect(problems.first?.offset == row.offset, "\(problems)")
        #expect(problems.count == 1, "one mistake, one problem: \(problems)")
    }

    @Test(arguments: [
        (
            "<p><span>x<div>y</div></span></p>",
            "<div> cannot stand inside a paragraph: the browser closes the <p> at 0 here, and the <span> at 3 inside it; use a <div> instead of the <p>, or a <span> instead of the <div>"
        ),
        (
            "<p><span>x<table><tr><td>y</td></tr></table></span></p>",
            "<table> cannot stand inside a paragraph: the browser closes the <p> at 0 here, and the <span> at 3 inside it; use a <div> instead of the <p>"
        ),
        (
            "<p><span>a<p>b</p></span></p>",
            "<p> cannot stand inside a paragraph: the browser closes the <p> at 0 here, and the <span> at 3 inside it; close the first paragraph, and what is open in it, before the second"
        ),
        (
            "<p><em><span>x<ul><li>y</li></ul></span></em></p>",
            "<ul> cannot stand inside a paragraph: the browser closes the <p> at 0 here, and opens the <em> at 3 again inside the <ul>; use a <div> instead of the <p>"
        ),
        // A nested element, said as the browser treats it: a link or button closes the outer one, a form start tag
        // inside a form is ignored (its fields join the outer form, and its `</form>` ends that one).
        (
            "<a href=1>x<a href=2>y</a></a>",
            "<a> inside another <a> at 0: the browser closes the outer one first; close it before, or use another element"
        ),
        (
            "<button>x<button>y</button></button>",
            "<button> inside another <button> at 0: the browser closes the outer one first; close it before, or use another element"
        ),
        (
            "<form action=/a><div><form action=/b><input name=q></form></div></form>",
            "<form> inside another <form> at 0: the browser ignores this tag, so what follows belongs to the outer form, and the next </form> ends the outer one; close the outer form before, or use another element"
        ),
    ])
    func aMistakeSaysWhatTheBrowserDoesWithIt(_ html: String, _ message: String) {
        let problems = HTMLFragmentChecker.check(Array(html.utf8)).problems
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.message(locating: { "\($0)" }) == message)
    }

    @Test func aStrayParagraphEndAfterAClosedParagraphIsPlainlyStray() {
        let problems = HTMLFragmentChecker.check(Array("<p>a<div>b</div><p>c</p></p>".utf8)).problems
        #expect(problems.map(\.kind) == [.strayEndTag("p")], "\(problems)")
    }

    @Test func nestingDeeperThanBrowsersKeepStopsTheCheck() {
        let input = String(repeating: "<div><a>x</a>", count: 3_000)
        let problems = HTMLFragmentChecker.check(Array(input.utf8)).problems
        #expect(problems.first?.code == "nested-too-deeply")
    }

    @Test func svgAnimationsOfALinkAreURLs() {
        let result = HTMLFragmentChecker.check(
            Array(#"<svg><a><set attributeName="href" to="javascript:x"/><text>t</text></a></svg>"#.utf8))
        #expect(result.urls.map(\.value) == ["javascript:x"])
    }

    @Test func aWholeDocumentIsCheckedByTheSameRulesWithoutTheTemplatePolicies() {
        let page = """
            <!DOCTYPE html>
            <html lang=en><head><meta charset=utf-8><title>T &amp; t</title><script>if (a < b) go()</script></head>
            <body><p>Hi<br><a href="?a=1&b=2" onclick="x()">x</a><ul><li>a<li>b</ul></body></html>
            """
        #expect(HTMLFragmentChecker.checkDocument(Array(page.utf8)).problems.isEmpty)
        let broken = "<!DOCTYPE html><html><body><div><span>x</div><p>&copy 2024</body></html>"
        #expect(
            HTMLFragmentChecker.checkDocument(Array(broken.utf8)).problems.map(\.code) == [
                "unclosed-element", "missing-semicolon-after-character-reference",
            ])
    }

    @Test func naturalContextOfATableRowIsATableBody() {
        #expect(HTMLFragmentChecker.naturalContext(of: Array("\n <tr><td>x".utf8)) == "tbody")
        #expect(HTMLFragmentChecker.naturalContext(of: Array("<li>x".utf8)) == "ul")
        #expect(HTMLFragmentChecker.naturalContext(of: Array("<div>x</div>".utf8)) == "div")
        #expect(HTMLFragmentChecker.check(Array("<tr><td>x".utf8), context: "tbody").problems.isEmpty)
    }
}
