import Testing
import TrellisValidation

struct FragmentCase: Sendable, CustomTestStringConvertible {
    var name: String
    var markup: String
    /// (checker, code, line, column range); empty for a valid fragment.
    var expected: [(ValidationIssue.Checker, Int, Int, ClosedRange<Int>)]
    var testDescription: String { name }
}

let fragmentCases: [FragmentCase] = [
    FragmentCase(
        name: "valid fragment",
        markup: """
            <section class="card"><h2>Title &#8212; &amp;</h2>
            <my-widget data-x="1"><img src="a.png" alt=""/></my-widget>
            <svg viewBox="0 0 1 1"><linearGradient id="g"/><path d="M0 0"/></svg>
            </section>
            """,
        expected: []),
    FragmentCase(name: "empty fragment", markup: "", expected: []),
    FragmentCase(name: "text only", markup: "just text", expected: []),
    FragmentCase(
        name: "duplicate attribute on the first line (column relative to the fragment)",
        markup: "<p class=\"a\" class=\"b\">y</p>",
        expected: LibXML2Release.hasLegacyHTMLTokenizer
            ? [(.html, 42, 1, 14...24), (.xml, 42, 1, 14...24)] : [(.xml, 42, 1, 14...24)]),
    FragmentCase(
        name: "unclosed element on the second line",
        markup: "<p>a</p>\n<div><span>x</div>",
        expected: [(.xml, 76, 2, 12...19)]),
    FragmentCase(
        name: "HTML named entity", markup: "<p>\n  a&nbsp;b</p>", expected: [(.xml, 26, 2, 4...10)]),
    FragmentCase(name: "void element not self-closed", markup: "<p>a<br>b</p>", expected: [(.xml, 76, 1, 10...14)]),
    FragmentCase(
        name: "stray end tag", markup: "<p>x</p>\n\n</span>",
        expected: [(.html, 76, 3, 1...8), (.xml, 76, 3, 1...8)]),
    FragmentCase(name: "typo in element name", markup: "<secton>x</secton>", expected: [(.html, 801, 1, 2...9)]),
]

@Suite("Fragments")
struct FragmentTests {
    @Test(arguments: fragmentCases)
    func checkedAsIfInsideBody(_ example: FragmentCase) {
        let issues = HTMLValidator().validateFragment(example.markup, file: "components/card.mustache")
        if example.expected.isEmpty {
            #expect(issues.isEmpty, "\(issues.map(\.description))")
        }
        for (checker, code, line, columns) in example.expected {
            #expect(
                issues.contains {
                    $0.checker == checker && $0.code == code && $0.line == line && columns.contains($0.column)
                },
                "missing \(checker) \(code) at \(line):\(columns) in \(issues.map(\.description))")
        }
        let firstLine = example.expected.map(\.2).min() ?? 1
        #expect(issues.allSatisfy { $0.line >= firstLine && $0.column >= 1 })
        #expect(issues.allSatisfy { $0.file == "components/card.mustache" })
        #expect(issues == issues.sorted())
    }

    @Test("A fragment reports the same first-line columns as the same markup at the start of a page line")
    func firstLineColumnsMatchDocumentColumns() {
        let markup = "<p>Tom & Jerry</p>"
        let fragment = HTMLValidator().validateFragment(markup, file: "f")
        let page = HTMLValidator().validate(Array(Fixtures.polyglotPage(body: markup).utf8), file: "f")
        #expect(!fragment.isEmpty)
        #expect(fragment.map(\.column) == page.map(\.column))
        #expect(fragment.map(\.line) == page.map { $0.line - Fixtures.firstBodyLine + 1 })
    }
}
