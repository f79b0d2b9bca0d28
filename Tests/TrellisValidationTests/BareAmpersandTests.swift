import Testing
import TrellisValidation

/// A page and the issue codes it must give, as "checker code" strings.
struct AmpersandCase: Sendable, CustomTestStringConvertible {
    var name: String
    var document: String
    var expected: [String]
    var testDescription: String { name }

    /// A plain (not polyglot) HTML5 page whose body is `body`, on line 3.
    static func plain(_ name: String, _ body: String, _ expected: [String] = []) -> AmpersandCase {
        AmpersandCase(
            name: name,
            document: "<!DOCTYPE html>\n<html lang=\"en\"><head><title>t</title></head><body>\n\(body)\n"
                + "</body></html>\n",
            expected: expected)
    }
}

/// HTML5 allows a bare `&` that does not start a character reference; libxml2's HTML parser before 2.14 reports it
/// (codes 23 and 68), so those reports are dropped for plain HTML. Polyglot pages are XML, where the XML parser
/// reports every bare `&`.
let ampersandCases: [AmpersandCase] = [
    .plain("query string in an attribute", "<p><a href=\"/search?a=1&b=2\">x</a></p>"),
    .plain("ampersand between words", "<p>Tom & Jerry</p>"),
    .plain("double ampersand in text", "<p>a && b</p>"),
    .plain("ampersand in a textarea", "<form><textarea name=\"t\">R&D & more</textarea></form>"),
    .plain("bare ampersand next to a real mistake", "<p>Tom & Jerry</p></div>", ["html 76"]),
    AmpersandCase(
        name: "query string in a polyglot page",
        document: Fixtures.polyglotPage(body: "<p><a href=\"/search?a=1&b=2\">x</a></p>"),
        expected: LibXML2Release.hasLegacyHTMLTokenizer ? ["html 23", "xml 23"] : ["xml 23"]),
    AmpersandCase(
        name: "ampersand between words in a polyglot page", document: Fixtures.polyglotPage(body: "<p>Tom & Jerry</p>"),
        expected: LibXML2Release.hasLegacyHTMLTokenizer ? ["html 68", "xml 68"] : ["xml 68"]),
]

@Suite("Bare ampersands")
struct BareAmpersandTests {
    @Test(arguments: ampersandCases)
    func html5RulesForPlainHTML(_ example: AmpersandCase) {
        let issues = HTMLValidator().validate(Array(example.document.utf8), file: "amp.html")
        #expect(issues.map { "\($0.checker) \($0.code)" } == example.expected, "\(issues)")
    }

    @Test(
        "Code 68 that is not about an ampersand is still reported in plain HTML (libxml2 before 2.14)",
        .enabled(if: LibXML2Release.hasLegacyHTMLTokenizer))
    func brokenAttributeNameIsKept() {
        let page = AmpersandCase.plain("broken attribute", "<p <span>x</span></p>").document
        let issues = HTMLValidator().validate(Array(page.utf8), file: "amp.html")
        #expect(issues.contains { $0.code == 68 && $0.message == "error parsing attribute name" }, "\(issues)")
    }
}
