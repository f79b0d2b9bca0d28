import Foundation
import Testing
import TrellisHTML
import TrellisTestSupport
import TrellisValidation

/// The promise behind accepting HTML5 templates: whatever valid HTML5 a template writes, the XHTML Trellis writes
/// for it is clean for both of libxml2's parsers (and any input, valid or not, is checked without a crash).
@Suite("HTML5 in, polyglot XHTML out")
struct XHTMLRoundTripTests {
    /// Builds random fragments from the constructs people type: void elements without slash, boolean and unquoted
    /// attributes, named references, optional end tags, tables without tbody, SVG and MathML, comments.
    struct FragmentGenerator {
        var random: SeededGenerator

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

        mutating func text() -> String {
            pick([
                "Tom & Jerry", "a &nbsp;b", "&copy; 2024&hellip;", "x > y", "&NotEqualTilde;", "ü 漢 🎬", "", " ",
                "&#8212;", "&amp;", "AT&T", "\"quoted\" 'single'",
            ])
        }

        mutating func attributes() -> String {
            var choices = [
                " class=card", " title='a \"b\" &amp; c'", " hidden", " data-x=\"{{x}}\"", " aria-label=\"&hellip;\"",
                " lang=en", " data-a=\"?a=1&b=2\"", " DATA-UPPER=\"Upper\"",
            ]
            var out = ""
            for _ in 0..<Int(random.next() % 3) {
                out += choices.remove(at: Int(random.next() % UInt64(choices.count)))
            }
            return out
        }

        /// Text that may stand inside a double-quoted attribute value.
        mutating func attributeText() -> String {
            text().replacingOccurrences(of: "\"", with: "&quot;")
        }

        mutating func block(depth: Int) -> String {
            guard depth > 0 else { return text() }
            switch random.next() % 12 {
            case 0: return "<div\(attributes())>\(block(depth: depth - 1))\(block(depth: depth - 1))</div>"
            case 1: return "<p\(attributes())>\(inline(depth: depth - 1))"  // end tag left out
            case 2:
                return "<ul>" + (0..<3).map { _ in "<li>\(inline(depth: depth - 1))" }.joined() + "</ul>"
            case 3:
                return "<table><tr><td>\(inline(depth: depth - 1))<td>\(text())<tr><th>x</table>"
            case 4: return "<img src=\"a.png\" alt=\"\(attributeText())\"\(attributes())><br><hr>"
            case 5:
                return "<select><option selected>\(text())<option value=b>B<optgroup label=g><option>C</select>"
            case 6: return "<dl><dt>\(text())<dd>\(inline(depth: depth - 1))</dl>"
            case 7:
                return
                    "<svg viewBox=\"0 0 10 10\"><linearGradient id=g><stop offset=0 /></linearGradient><path d=\"M0 0\"/><use xlink:href=\"#i\"/></svg>"
            case 8: return "<math><mi>x</mi><mo>=</mo><mn>1</mn></math>"
            case 9: return "<!-- \(text()) -->" + block(depth: depth - 1)
            case 10: return "<input type=checkbox checked\(attributes())><textarea>\(text())</textarea>"
            default:
                return
                    "<section\(attributes())><h2>\(inline(depth: depth - 1))</h2>\(block(depth: depth - 1))</section>"
            }
        }

        mutating func inline(depth: Int) -> String {
            guard depth > 0 else { return text() }
            switch random.next() % 5 {
            case 0: return "<b>\(inline(depth: depth - 1))</b>"
            case 1: return "<a href=\"/x?a=1&b=2\"\(attributes())>\(text())</a>"
            case 2: return "<span\(attributes())>\(inline(depth: depth - 1))</span>\(text())"
            case 3: return "<ruby>漢<rp>(<rt>kan<rp>)</ruby>"
            default: return text()
            }
        }
    }

    @Test func validHTML5BecomesXHTMLBothParsersAccept() {
        var generator = FragmentGenerator(random: SeededGenerator(seed: 7))
        let validator = HTMLValidator()
        var checked = 0
        for _ in 0..<400 {
            let source = generator.block(depth: 4)
            let result = HTMLFragmentChecker.check(Array(source.utf8))
            #expect(result.problems.isEmpty, "\(source): \(result.problems)")
            let xhtml = String(decoding: result.xhtml, as: UTF8.self)
            let issues = validator.validateFragment(xhtml, file: "fragment")
            #expect(issues.isEmpty, "\(source)\n→ \(xhtml)\n\(issues)")
            // Checking the XHTML again finds nothing and changes nothing: the output is a fixed point.
            let again = HTMLFragmentChecker.check(result.xhtml)
            #expect(again.problems.isEmpty, "\(xhtml): \(again.problems)")
            #expect(again.xhtml == result.xhtml, "\(xhtml)")
            checked += 1
        }
        #expect(checked == 400)
    }

    @Test func anyInputIsCheckedWithoutACrashAndWrittenWellFormed() {
        var random = SeededGenerator(seed: 11)
        let pieces = [
            "<", ">", "</", "/>", "<div", "<p>", "</p>", "<table>", "<tr>", "<td>", "</table>", "<svg>", "</svg>",
            "<math>", "&", "&amp", "&copy", ";", "\"", "'", "=", " ", "\n", "<!--", "-->", "<![CDATA[", "]]>",
            "<script>", "</script>", "<textarea>", "<b>", "</i>", "<a href=x>", "<li>", "<select>", "<template>",
            "\u{0}", "\u{7}", "é", "<!DOCTYPE html>", "<br/>", "<img", "x", "{{", "}}",
        ]
        let validator = HTMLValidator()
        for _ in 0..<600 {
            var source = ""
            for _ in 0..<Int(random.next() % 40) { source += pieces[Int(random.next() % UInt64(pieces.count))] }
            let result = HTMLFragmentChecker.check(Array(source.utf8))
            // Even for broken input the written markup is well-formed XML: a failed check never yields a page
            // that breaks the next tool in line.
            let issues = validator.validateWellFormedness(
                Array(
                    ("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + String(decoding: result.xhtml, as: UTF8.self)
                        + "</div>").utf8),
                file: "fuzz")
            #expect(issues.isEmpty, "\(source.debugDescription) → \(String(decoding: result.xhtml, as: UTF8.self))")
        }
    }
}
