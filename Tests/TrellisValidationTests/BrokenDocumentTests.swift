import Testing
import TrellisValidation

/// What one broken document must produce.
struct BrokenCase: Sendable, CustomTestStringConvertible {
    struct Expected: Sendable {
        var checker: ValidationIssue.Checker
        var code: Int
        var line: Int
        var columns: ClosedRange<Int>
        var messageContains: String
        /// Reported only by the HTML parser of libxml2 before 2.14 (see `LibXML2Release.hasLegacyHTMLTokenizer`).
        var needsLegacyHTMLTokenizer = false
    }

    var name: String
    var document: [UInt8]
    /// Each must be present (exactly this checker, code and line; column within range; message fragment).
    var expected: [Expected]
    /// No issue may come before this line (nothing spurious earlier in the document).
    var firstLine: Int

    var testDescription: String { name }

    /// A polyglot page whose body is `<p>one</p>` on line 8 and then `mistake` from line 9 on.
    static func inPolyglotPage(_ name: String, _ mistake: String, _ expected: [Expected]) -> BrokenCase {
        let document = Fixtures.polyglotPage(body: "<p>one</p>\n" + mistake)
        return BrokenCase(
            name: name, document: Array(document.utf8), expected: expected,
            firstLine: expected.map(\.line).min() ?? 1)
    }
}

private func xml(_ code: Int, line: Int, _ columns: ClosedRange<Int>, _ message: String) -> BrokenCase.Expected {
    .init(checker: .xml, code: code, line: line, columns: columns, messageContains: message)
}

private func html(_ code: Int, line: Int, _ columns: ClosedRange<Int>, _ message: String) -> BrokenCase.Expected {
    .init(checker: .html, code: code, line: line, columns: columns, messageContains: message)
}

/// An HTML-parser issue that only libxml2 before 2.14 reports; later releases tokenize as HTML5 does.
private func legacyHTML(_ code: Int, line: Int, _ columns: ClosedRange<Int>, _ message: String)
    -> BrokenCase.Expected
{
    .init(
        checker: .html, code: code, line: line, columns: columns, messageContains: message,
        needsLegacyHTMLTokenizer: true)
}

/// The mistake sits on line 9 of the page (see `BrokenCase.inPolyglotPage`). A mistake that libxml2 can only see
/// at end-of-file is reported there: line 13, column 1 for these three-line bodies.
let brokenCases: [BrokenCase] = [
    .inPolyglotPage(
        "unclosed element", "<div><span>x</div>\n<p>two</p>",
        [xml(76, line: 9, 12...19, "Opening and ending tag mismatch: span line 9 and div")]),
    .inPolyglotPage(
        "mis-nesting", "<p><b><i>x</b></i></p>",
        [
            html(76, line: 9, 11...15, "Opening and ending tag mismatch: b and i"),
            // (The HTML parser's "Unexpected end tag : i" that follows is not kept: libxml2 says the same of an <i>
            // that HTML5 lets wrap a <p>, so it tells nothing; the mismatch before it is the mistake.)
            xml(76, line: 9, 11...15, "Opening and ending tag mismatch: i line 9 and b"),
        ]),
    .inPolyglotPage(
        "stray end tag", "<p>x</p></div>",
        [
            html(76, line: 9, 9...15, "Unexpected end tag : div"),
            xml(76, line: 9, 9...15, "Opening and ending tag mismatch: body line 7 and div"),
        ]),
    .inPolyglotPage(
        "duplicate attribute", "<p class=\"a\" class=\"b\">x</p>",
        [
            legacyHTML(42, line: 9, 14...24, "Attribute class redefined"),
            xml(42, line: 9, 14...24, "Attribute class redefined"),
        ]),
    .inPolyglotPage(
        "raw ampersand in text", "<p>Tom & Jerry</p>",
        [
            legacyHTML(68, line: 9, 8...10, "htmlParseEntityRef: no name"),
            xml(68, line: 9, 8...10, "xmlParseEntityRef: no name"),
        ]),
    .inPolyglotPage(
        "raw ampersand in attribute", "<p><a href=\"/?a=1&b=2\">x</a></p>",
        [
            legacyHTML(23, line: 9, 18...22, "htmlParseEntityRef: expecting ';'"),
            xml(23, line: 9, 18...22, "EntityRef: expecting ';'"),
        ]),
    .inPolyglotPage(
        "HTML named entity in XHTML", "<p>a&nbsp;b</p>",
        [xml(26, line: 9, 5...11, "Entity 'nbsp' not defined")]),
    .inPolyglotPage(
        "bad character reference", "<p>a&#xZZ;b</p>",
        [
            legacyHTML(6, line: 9, 5...11, "htmlParseCharRef: missing semicolon"),
            xml(6, line: 9, 5...11, "CharRef: invalid hexadecimal value"),
        ]),
    .inPolyglotPage(
        "unterminated comment", "<!-- never closed\n<p>two</p>",
        [
            legacyHTML(45, line: 13, 1...1, "Comment not terminated"),
            xml(45, line: 13, 1...1, "Comment not terminated"),
        ]),
    .inPolyglotPage(
        "unterminated attribute quote", "<p><a href=\"x>link</a></p>\n<p>two</p>",
        [
            xml(38, line: 9, 12...20, "Unescaped '<' not allowed in attributes values"),
            legacyHTML(40, line: 13, 1...1, "AttValue: \" expected"),
        ]),
    .inPolyglotPage(
        "void element not self-closed in XHTML", "<p>a<br>b</p>\n<p>two</p>",
        [xml(76, line: 9, 10...14, "Opening and ending tag mismatch: br line 9 and p")]),
    .inPolyglotPage(
        "typo in element name", "<secton>x</secton>",
        [html(801, line: 9, 2...9, "Tag secton invalid")]),
    .inPolyglotPage(
        "second DOCTYPE", "<!DOCTYPE html>\n<p>two</p>",
        [
            legacyHTML(800, line: 9, 1...3, "Misplaced DOCTYPE declaration"),
            xml(68, line: 9, 1...3, "StartTag: invalid element name"),
        ]),
    BrokenCase(
        name: "invalid UTF-8 bytes",
        document: Array(Fixtures.polyglotPage(body: "<p>one</p>\n<p>a\u{1}b</p>").utf8).map { $0 == 1 ? 0xFF : $0 },
        // libxml2 2.14 reworded the message, reports the first bad byte only, and gives the XML parser's issue code
        // 81 as well.
        expected: LibXML2Release.hasLegacyHTMLTokenizer
            ? [
                html(81, line: 9, 4...7, "Input is not proper UTF-8, indicate encoding !"),
                xml(9, line: 9, 4...7, "Input is not proper UTF-8, indicate encoding ! Bytes: 0xFF"),
            ]
            : [
                html(81, line: 9, 4...7, "Invalid bytes in character encoding"),
                xml(81, line: 9, 4...7, "Invalid bytes in character encoding"),
            ],
        firstLine: 9),
    BrokenCase(
        name: "empty document", document: [], expected: [html(4, line: 1, 1...1, "Document is empty")],
        firstLine: 1),
    BrokenCase(
        name: "stray end tag in plain HTML (HTML parser only)",
        document: Array("<!DOCTYPE html>\n<html lang=\"en\"><body>\n<p>x</p></div>\n</body></html>\n".utf8),
        expected: [html(76, line: 3, 9...15, "Unexpected end tag : div")], firstLine: 3),
]

@Suite("Broken documents")
struct BrokenDocumentTests {
    let validator = HTMLValidator()

    @Test(arguments: brokenCases)
    func caughtAtTheRightPlace(_ example: BrokenCase) {
        let issues = validator.validate(example.document, file: "site/page.html")
        #expect(!issues.isEmpty)
        for expected in example.expected
        where !expected.needsLegacyHTMLTokenizer || LibXML2Release.hasLegacyHTMLTokenizer {
            let match = issues.first { issue in
                issue.checker == expected.checker && issue.code == expected.code && issue.line == expected.line
                    && expected.columns.contains(issue.column) && issue.message.contains(expected.messageContains)
            }
            #expect(match != nil, "missing \(expected) in \(issues.map(\.description))")
        }
        #expect(issues.allSatisfy { $0.line >= example.firstLine }, "spurious earlier issue: \(issues)")
        #expect(issues.allSatisfy { $0.file == "site/page.html" })
        #expect(issues == issues.sorted())
        #expect(issues.allSatisfy { !$0.message.contains("\n") && $0.message == $0.message.trimmed })
    }

    @Test("Plain HTML documents are not checked by the XML parser")
    func plainHTMLHasNoXMLIssues() {
        let document = "<!DOCTYPE html>\n<html><body><p>a&nbsp;b<br></p></div></body></html>\n"
        let issues = validator.validate(Array(document.utf8), file: "plain.html")
        #expect(issues.map(\.checker) == [.html])
        #expect(issues.first?.message == "Unexpected end tag : div")
    }

    @Test("An unknown element in a custom element or SVG is ignored, outside it is kept")
    func unknownTagFilter() {
        let body = """
            <my-widget><blink-ish>a</blink-ish></my-widget>
            <svg xmlns="http://www.w3.org/2000/svg"><foreignObject><marquee2>x</marquee2></foreignObject></svg>
            <math><mrow><mi>y</mi></mrow></math>
            <marquee2>z</marquee2>
            """
        let issues = validator.validate(Array(Fixtures.polyglotPage(body: body).utf8), file: "f.html")
        #expect(issues.map(\.message) == ["Tag marquee2 invalid"])
        #expect(issues.first?.line == Fixtures.firstBodyLine + 3)
    }

    @Test("Every occurrence of a mistake is reported")
    func repeatedMistakes() {
        let body = "<p>a&nbsp;b</p>\n<p>c&nbsp;d</p>\n<p>e&nbsp;f</p>"
        let issues = validator.validate(Array(Fixtures.polyglotPage(body: body).utf8), file: "f.html")
        #expect(issues.map(\.line) == [8, 9, 10])
        #expect(issues.allSatisfy { $0.code == 26 && $0.checker == .xml })
    }
}

extension String {
    fileprivate var trimmed: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        return String(text)
    }
}
