import Testing
import TrellisContent
import TrellisRender

@Suite("URL attributes in rendered markup")
struct URLAttributeScannerTests {
    static let cases: [(String, [String])] = [
        (#"<a class="tile" href=" JavaScript:alert(1)">x</a>"#, ["href= JavaScript:alert(1)"]),
        (#"<img src='a.png' alt="javascript:no" />"#, ["src=a.png"]),
        (#"<a href="&#106;avascript:x">x</a>"#, ["href=javascript:x"]),
        (#"<a href="&#x6A;avascript:x">x</a><form action="/go"></form>"#, ["href=javascript:x", "action=/go"]),
        (##"<svg><use xlink:href="#icon" /></svg>"##, ["xlink:href=#icon"]),
        (#"<p>href="javascript:x" in text</p>"#, []),
        (#"<a href=unquoted>x</a>"#, ["href=unquoted"]),
    ]

    @Test("finds URL attributes, references decoded", arguments: cases)
    func scan(_ example: (String, [String])) {
        #expect(URLAttributeScanner.urls(in: example.0).map { "\($0.attribute)=\($0.value)" } == example.1)
    }

    @Test func scriptCapableSchemesAreRecognised() {
        #expect(URLSafety.isScriptCapable(" JavaScript:alert(1)"))
        #expect(!URLSafety.isScriptCapable("https://example.com"))
    }
}

@Suite("Template markup without tags")
struct TemplateMarkupTests {
    static let cases: [(String, String)] = [
        ("<p>{{title}}</p>", "<p>         </p>"),
        ("<a href=\"{{url}}\">{{{html}}}</a>", "<a href=\"       \">          </a>"),
        ("{{#items}}\n<li>{{.}}</li>\n{{/items}}", "          \n<li>     </li>\n          "),
        ("{{! a\ncomment }}<b>", "     \n          <b>"),
        ("unclosed {{tag", "unclosed {{tag"),
    ]

    @Test("tags become blanks, lines and columns stay", arguments: cases)
    func strip(_ example: (String, String)) {
        #expect(TemplateMarkup.withoutTags(example.0) == example.1)
    }
}
