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
