import Testing
import TrellisValidation

struct ValidCase: Sendable, CustomTestStringConvertible {
    var name: String
    var document: String
    var testDescription: String { name }
}

let validCases: [ValidCase] =
    [
        ValidCase(name: "full polyglot XHTML5 page", document: Fixtures.validPolyglotPage),
        ValidCase(name: "plain HTML5 page with <br> and omitted </li>", document: Fixtures.validPlainHTML5Page),
        ValidCase(
            name: "polyglot page with byte-order mark, comment and no doctype",
            document:
                "\u{FEFF}<!-- generated -->\n<html xmlns='http://www.w3.org/1999/xhtml'><head><title>t</title></head>"
                + "<body><p>x</p></body></html>"),
        ValidCase(name: "minimal polyglot page", document: Fixtures.polyglotPage(body: "<p>Hello</p>")),
    ]
    + [
        // HTML5 lets these wrap blocks (HTML 4 did not; libxml2's HTML parser before 2.14 still closes them early).
        "<small><p>Fine print</p></small>", "<b><p>Bold</p></b>", "<i><p>x</p></i>", "<u><p>x</p></u>",
        "<s><p>x</p></s>", "<big><p>x</p></big>", "<tt><p>x</p></tt>", "<strike><p>x</p></strike>",
        "<a href=\"#t\" id=\"t\"><table><tbody><tr><td>cell</td></tr></tbody></table></a>",
    ].map { ValidCase(name: "HTML5 allows \($0)", document: Fixtures.polyglotPage(body: $0)) }

@Suite("Valid documents")
struct ValidDocumentTests {
    @Test(arguments: validCases)
    func givesNoIssues(_ example: ValidCase) {
        let issues = HTMLValidator().validate(Array(example.document.utf8), file: "valid.html")
        #expect(issues.isEmpty, "\(issues.map(\.description))")
    }
}

/// Which documents count as polyglot (and so also get the XML parser): probed through an `&nbsp;`, which only the
/// XML parser rejects.
struct PolyglotCase: Sendable, CustomTestStringConvertible {
    var prologue: String
    var isPolyglot: Bool
    var testDescription: String { "\(isPolyglot ? "polyglot" : "not polyglot"): \(prologue)" }
}

let polyglotCases: [PolyglotCase] = [
    PolyglotCase(
        prologue: "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">", isPolyglot: true),
    PolyglotCase(prologue: "<html lang='en' xmlns='http://www.w3.org/1999/xhtml'>", isPolyglot: true),
    PolyglotCase(
        prologue: "<?xml version=\"1.0\"?><!-- c --><!DOCTYPE html><html\nxmlns = \"http://www.w3.org/1999/xhtml\">",
        isPolyglot: true),
    PolyglotCase(prologue: "<!DOCTYPE html>\n<html lang=\"en\">", isPolyglot: false),
    PolyglotCase(prologue: "<!DOCTYPE html>\n<html xmlns:svg=\"http://www.w3.org/2000/svg\">", isPolyglot: false),
    PolyglotCase(prologue: "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/2000/svg\">", isPolyglot: false),
    PolyglotCase(prologue: "<!DOCTYPE html>\n<html data-xmlns=\"http://www.w3.org/1999/xhtml\">", isPolyglot: false),
    PolyglotCase(prologue: "<!-- <html xmlns=\"http://www.w3.org/1999/xhtml\"> -->\n<html>", isPolyglot: false),
    PolyglotCase(prologue: "<html>", isPolyglot: false),
]

@Suite("Polyglot detection")
struct PolyglotDetectionTests {
    @Test(arguments: polyglotCases)
    func xmlParserRunsOnlyOnPolyglotDocuments(_ example: PolyglotCase) {
        let document = example.prologue + "<head><title>t</title></head><body><p>a&nbsp;b</p></body></html>\n"
        let issues = HTMLValidator().validate(Array(document.utf8), file: "p.html")
        #expect(issues.contains { $0.checker == .xml && $0.code == 26 } == example.isPolyglot, "\(issues)")
        #expect(!issues.contains { $0.checker == .html }, "\(issues)")
    }
}
