import Foundation
import Testing
import TrellisValidation

/// A document that libxml2 must find fault with, and the parser that must say so.
struct KnownBrokenCase: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable {
        case document, fragment
    }

    var name: String
    var markup: String
    var kind = Kind.document
    var checker: ValidationIssue.Checker
    var testDescription: String { "\(name) (\(checker) parser)" }
}

/// One case for each of `checkers`.
private func cases(
    reportedBy checkers: [ValidationIssue.Checker], _ name: String, _ markup: String,
    kind: KnownBrokenCase.Kind = .document
) -> [KnownBrokenCase] {
    checkers.map { KnownBrokenCase(name: name, markup: markup, kind: kind, checker: $0) }
}

/// Mistakes that every supported libxml2 release reports, for each parser. Before 2.13 the validator silenced
/// libxml2 with `*_PARSE_NOERROR`, which since 2.13 also silences the error handler: every page then passed.
let knownBrokenCases: [KnownBrokenCase] = [
    cases(
        reportedBy: [.html, .xml], "stray end tag in a polyglot page", Fixtures.polyglotPage(body: "<p>x</p></div>")),
    cases(reportedBy: [.html, .xml], "mis-nesting in a polyglot page", Fixtures.polyglotPage(body: "<b><i>x</b></i>")),
    cases(reportedBy: [.html], "unknown element", Fixtures.polyglotPage(body: "<secton>x</secton>")),
    cases(reportedBy: [.xml], "HTML named entity in a polyglot page", Fixtures.polyglotPage(body: "<p>a&nbsp;b</p>")),
    cases(
        reportedBy: [.html], "stray end tag in plain HTML",
        "<!DOCTYPE html>\n<html lang=\"en\"><body>\n<p>x</p></div>\n</body></html>\n"),
    cases(reportedBy: [.html], "empty document", ""),
    cases(
        reportedBy: [.html, .xml], "stray end tag after 150 HTML5 elements (libxml2 2.11+ reports at most 100 errors)",
        Fixtures.polyglotPage(body: String(repeating: "<section>x</section>\n", count: 150) + "<p>x</p></div>")),
    cases(reportedBy: [.html, .xml], "stray end tag in a fragment", "<p>x</p></span>", kind: .fragment),
].flatMap { $0 }

@Suite("libxml2 release")
struct LibXML2VersionTests {
    @Test("States which libxml2 it was compiled against and runs on (TRELLIS_EXPECT_LIBXML2 pins the version)")
    func statesTheVersion() {
        let compiled = HTMLValidator.libxml2CompiledVersion
        let running = HTMLValidator.libxml2Version
        print("libxml2: compiled against \(compiled), running \(running)")
        #expect(
            compiled.split(separator: ".").count == 3 && compiled.split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(LibXML2Release.version.count == 3 && LibXML2Release.version[0] == 2)
        // Set by .ci/libxml2-current.sh, which builds a current libxml2 and points pkg-config and the loader at it:
        // this proves that the tests were compiled against that build's headers and ran against its library.
        if let expected = ProcessInfo.processInfo.environment["TRELLIS_EXPECT_LIBXML2"], !expected.isEmpty {
            #expect(running == expected)
            #expect(compiled == expected)
        }
    }

    @Test(arguments: knownBrokenCases)
    func knownBrokenDocumentIsReported(_ example: KnownBrokenCase) {
        let validator = HTMLValidator()
        let issues =
            switch example.kind {
            case .document: validator.validate(Array(example.markup.utf8), file: "broken.html")
            case .fragment: validator.validateFragment(example.markup, file: "broken.mustache")
            }
        #expect(
            issues.contains { $0.checker == example.checker },
            "libxml2 \(HTMLValidator.libxml2Version) reported nothing from the \(example.checker) parser: \(issues)")
    }
}
