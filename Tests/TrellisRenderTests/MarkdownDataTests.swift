import Testing
import TrellisContent
import TrellisRender

/// `{{{trellis.markdown.key}}}` prints a value of the data as Markdown (an Adaptive Card's `TextBlock` text): what
/// Markdown formats becomes markup, anything else stays text, and data never brings markup of its own.
@Suite("Markdown in component data")
struct MarkdownDataTests {
    static let cases: [(text: String, html: String)] = [
        ("**EXPENSE APPROVAL**", "<strong>EXPENSE APPROVAL</strong>"),
        ("*a* and _b_", "<em>a</em> and <em>b</em>"),
        ("**Matt**  matt@contoso.com", "<strong>Matt</strong> matt@contoso.com"),
        ("[ER-13052](https://adaptivecards.io)", #"<a href="https://adaptivecards.io">ER-13052</a>"#),
        ("- one\n- two", "<ul><li>one</li><li>two</li></ul>"),
        ("Fish & Chips", "Fish &amp; Chips"),
        ("plain text", "plain text"),
        ("a <b>bold</b> claim", "a &lt;b&gt;bold&lt;/b&gt; claim"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("[x](javascript:alert(1))", "[x](javascript:alert(1))"),
        ("", ""),
    ]

    @Test(arguments: cases)
    func aValueIsPrintedAsMarkdown(_ testCase: (text: String, html: String)) throws {
        #expect(try RenderFixture.markdownCard(testCase.text) == "<div class=\"card\">\(testCase.html)</div>")
    }

    /// A value's Markdown that gives a block where the template allows only text is the template's mistake, named at
    /// the tag that printed it; the same tag with a one-line value is fine.
    @Test func aListWhereOnlyTextMayGoIsReportedAtTheTag() throws {
        let renderer = try RenderFixture.renderer(["note": "<p class=\"note\">\n  {{{trellis.markdown.text}}}\n</p>"])
        var unknown: [UnknownTypeUse] = []
        let inline = try RenderFixture.component(#"{"type": "note", "id": "n1", "data": {"text": "**fine**"}}"#)
        #expect(renderer.render(inline, unknown: &unknown).diagnostics.isEmpty)
        let list = try RenderFixture.component(#"{"type": "note", "id": "n2", "data": {"text": "- a\n- b"}}"#)
        let diagnostics = renderer.render(list, unknown: &unknown).diagnostics
        #expect(
            diagnostics.contains { $0.code.hasPrefix("html-") && $0.message.contains("<ul> at 2:3") },
            "the list is named at its tag: \(diagnostics)")
    }
}

/// A JSON string literal for `text`, written by hand so the test needs no Foundation.
enum JSONSerializationFree {
    static func encode(_ text: String) throws -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case "\n": out += Array("\\n".utf8)
            default: out += Array(String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
