import Foundation
import Testing
import TrellisContent
import TrellisRender

@Suite("Escaping")
struct EscapingTests {
    static let cases: [(input: String, escaped: String)] = [
        ("plain text", "plain text"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("Tom & Jerry", "Tom &amp; Jerry"),
        ("\"quoted\" 'single'", "&quot;quoted&quot; &#39;single&#39;"),
        ("already &amp; escaped", "already &amp;amp; escaped"),
        ("émoji 🎬 and ünïcödé", "émoji 🎬 and ünïcödé"),
        ("\" onmouseover=\"x", "&quot; onmouseover=&quot;x"),
        ("", ""),
    ]

    @Test("Trellis's own escaping", arguments: cases)
    func escape(_ example: (input: String, escaped: String)) {
        #expect(HTMLEscaping.escape(example.input) == example.escaped)
    }

    @Test("template text is escaped the same way, in text and in attributes", arguments: cases)
    func templateEscaping(_ example: (input: String, escaped: String)) throws {
        let renderer = try RenderFixture.renderer(["card": #"<p title="{{t}}">{{t}}</p>"#])
        var unknown: [UnknownTypeUse] = []
        let html = renderer.render(
            type: "card", id: "c", data: .object([.init(key: "t", value: .string(example.input))]), source: nil,
            path: "", unknown: &unknown
        ).html
        // Printed values are escaped, and the page is then written as XHTML: in text `& < >` stay escaped, in an
        // attribute `& < "`; quotes in text and `'` anywhere need no escaping there.
        let text = example.input.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;"
        )
        .replacingOccurrences(of: ">", with: "&gt;")
        let attribute = example.input.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
        #expect(html == "<p title=\"\(attribute)\">\(text)</p>")
    }
}

@Suite("Characters XML cannot hold")
struct XMLCharactersTests {
    static let cases: [(String, String)] = [
        ("plain", "plain"), ("tab\tnew\nline\r", "tab\tnew\nline\r"), ("nul\u{0}", "nul\u{FFFD}"),
        ("bell\u{7}esc\u{1B}", "bell\u{FFFD}esc\u{FFFD}"), ("non\u{FFFE}char\u{FFFF}", "non\u{FFFD}char\u{FFFD}"),
        ("ok \u{FFFD} \u{FEFF} é", "ok \u{FFFD} \u{FEFF} é"),
        ("c1\u{85}del\u{7F}", "c1\u{FFFD}del\u{FFFD}"),
        // Noncharacters cannot be written as Swift literals.
        (scalars(0xFDD0, 0xFDEF, 0xFDF0), "\u{FFFD}\u{FFFD}\u{FDF0}"),
        ("plane" + scalars(0x1FFFE, 0x10FFFF, 0x1F3AC), "plane\u{FFFD}\u{FFFD}\u{1F3AC}"),
    ]

    static func scalars(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    @Test("forbidden characters become U+FFFD", arguments: cases)
    func sanitize(_ example: (String, String)) {
        #expect(XMLCharacters.sanitized(example.0) == example.1)
        #expect(XMLCharacters.sanitized(bytes: Array(example.0.utf8)) == Array(example.1.utf8))
    }

    /// Printable ASCII is passed over eight bytes at a time: a forbidden character is found at every offset, on
    /// either side of a word boundary, and the edges of the printable range (space, `~`) are left alone.
    @Test(arguments: Array(0..<20))
    func aForbiddenCharacterIsFoundAtEveryOffset(offset: Int) {
        let prefix = String(repeating: "a", count: offset)
        for forbidden in ["\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{FFFE}"] {
            let text = prefix + forbidden + "bbbbbbbbb"
            #expect(XMLCharacters.sanitized(text) == prefix + "\u{FFFD}bbbbbbbbb", "\(offset)")
            #expect(XMLCharacters.sanitized(bytes: Array(text.utf8)) == Array((prefix + "\u{FFFD}bbbbbbbbb").utf8))
        }
        for allowed in [" ", "~", "\t", "\n", "é", "\u{FEFF}"] {
            let text = prefix + allowed + "bbbbbbbbb"
            #expect(XMLCharacters.sanitized(text) == text)
            #expect(XMLCharacters.sanitized(bytes: Array(text.utf8)) == Array(text.utf8))
        }
    }
}
