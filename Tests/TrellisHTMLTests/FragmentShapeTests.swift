import Testing
import TrellisHTML

/// A fragment's check replayed from its shape must be the check of the fragment itself, for every place data can
/// print into and every kind of text it can print: each template row below is filled with each value (and with the
/// values in turn), Mustache-escaped as the renderer prints them, and whenever a shape exists its replay is compared
/// with `HTMLFragmentChecker.check` on the same bytes — XHTML, problems, ids, URLs and attribute offsets.
@Suite("Fragment shapes")
struct FragmentShapeTests {
    /// `@` marks where data prints.
    static let templates: [String] = [
        "<p>@</p>",
        "<p title=\"@\">x</p>",
        "<p title='@'>x</p>",
        "<p class=@>x</p>",
        "<p class=a@>x</p>",
        "<h@>x</h@>",
        "<p @>x</p>",
        "<p data-@=\"1\">x</p>",
        "<!-- @ --><p>x</p>",
        "<p>&am@</p>",
        "<p title=\"&amp@\">x</p>",
        "<p>&#3@</p>",
        "<style>.a { color: @ }</style>",
        "<textarea>@</textarea>",
        "<table><tr><td>x</td></tr>@</table>",
        "<table>@<tr><td>@</td></tr></table>",
        "<svg><![CDATA[@]]></svg>",
        "<svg><text x=\"1\">@</text></svg>",
        "<svg><animate attributeName=\"href\" values=\"@\" /></svg>",
        "<input type=\"@\">",
        "<math><annotation-xml encoding=\"@\"><b>x</b></annotation-xml></math>",
        "<a id=\"@\" href=\"@\">@</a>",
        "<img srcset=\"@\" alt=\"@\">",
        "<p title=\"@ b=\">x</p>",
        "<p title=\"@b=\">x</p>",
        "<p title=\"x @\">x</p>",
        "<p>@</p><p>@</p>@",
        "<script>@</script>",
        "<p>@<div>@</div>",
        "<b><i>@</b></i>",
        "<xmp>@</xmp>",
        "<noscript>@</noscript>",
        "<select>@<option>x</option></select>",
        "<ul>@<li>@</li></ul>",
        "<p>@@</p>",
        "<a href=\"?a=1&b=2&@\">x</a>",
        "<p>a &amp;@ b</p>",
    ]

    /// U+FDD0, which a string literal cannot hold.
    static let noncharacter = String(Character(Unicode.Scalar(0xFDD0)!))

    /// Raw values, before the Mustache escape.
    static let values: [String] = [
        "Müller", "a b", "two words here", "x=", "a=b", "A & B", "<b>bold</b>", "say \"hi\"", "O'Brien", "  ", "\t",
        "line\nbreak", "--", "-->", "]]", "]]>", "2", "amp;", "#38;", "a\u{85}b", noncharacter, "\u{F0000}",
        "javascript:alert(1)", "hidden", "href", "text/html", "img/a.png 1x, img/b.png 2x", "café ☕", "a`b",
        "x\r\ny", "bell\u{7}", "", "=", "&amp;", "1 > 0", "/img/a.png?w=1&h=2",
    ]

    /// Fills every `@` of `template` with `values` in turn (escaped), recording where each value went.
    static func fill(_ template: String, _ values: [String]) -> (input: [UInt8], ranges: [Range<Int>]) {
        var input: [UInt8] = []
        var ranges: [Range<Int>] = []
        for (index, part) in template.split(separator: "@", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                let start = input.count
                input += escaped(values[(index - 1) % values.count]).utf8
                if input.count > start { ranges.append(start..<input.count) }
            }
            input += part.utf8
        }
        return (input, ranges)
    }

    /// What the renderer's `{{…}}` prints.
    static func escaped(_ value: String) -> String {
        var text = ""
        for character in value {
            switch character {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"": text += "&quot;"
            case "'": text += "&#39;"
            default: text.append(character)
            }
        }
        return text
    }

    static func expectSame(_ replayed: HTMLFragmentResult, _ checked: HTMLFragmentResult, _ input: [UInt8]) {
        let shown = String(decoding: input, as: UTF8.self)
        #expect(
            String(decoding: replayed.xhtml, as: UTF8.self) == String(decoding: checked.xhtml, as: UTF8.self),
            "\(shown)")
        #expect(replayed.problems == checked.problems, "\(shown)")
        #expect(replayed.ids == checked.ids, "\(shown)")
        #expect(replayed.urls == checked.urls, "\(shown)")
        #expect(replayed.urls.map(\.urlCandidates) == checked.urls.map(\.urlCandidates), "\(shown)")
        #expect(replayed.attributeNameStarts == checked.attributeNameStarts, "\(shown)")
    }

    /// Replays `input`'s shape when it has one; true when it did.
    @discardableResult
    static func replayMatchesCheck(_ input: [UInt8], _ ranges: [Range<Int>], context: String = "div") -> Bool {
        guard let key = HTMLFragmentShapeKey(input: input, dataRanges: ranges, context: context),
            let shape = HTMLFragmentShape(key: key)
        else { return false }
        expectSame(shape.result(for: input, key: key), HTMLFragmentChecker.check(input, context: context), input)
        return true
    }

    @Test("a replayed check is the check", arguments: templates)
    func replayIsTheCheck(_ template: String) {
        for value in Self.values {
            let (input, ranges) = Self.fill(template, [value])
            Self.replayMatchesCheck(input, ranges)
        }
        for offset in Self.values.indices {
            let rotated = Array(Self.values[offset...] + Self.values[..<offset])
            let (input, ranges) = Self.fill(template, rotated)
            Self.replayMatchesCheck(input, ranges)
        }
    }

    /// The rows a shape must serve, so the suite above cannot pass by never replaying: plain text and escaped
    /// text in text and in quoted values, several values in one fragment.
    @Test(arguments: [
        ("<p>@</p>", "Müller"), ("<p>@</p>", "A & B"), ("<p>@</p>", "<b>bold</b>"),
        ("<p title=\"@\">x</p>", "say \"hi\""),
        ("<p title='@'>x</p>", "O'Brien"), ("<a id=\"@\" href=\"@\">@</a>", "/img/a.png?w=1&h=2"),
        ("<img srcset=\"@\" alt=\"@\">", "img/a.png 1x, img/b.png 2x"), ("<textarea>@</textarea>", "1 > 0"),
        ("<svg><text x=\"1\">@</text></svg>", "a=b"), ("<p>@</p><p>@</p>@", "line\nbreak"),
    ])
    func plainTextIsReplayed(_ row: (template: String, value: String)) {
        let (input, ranges) = Self.fill(row.template, [row.value])
        #expect(Self.replayMatchesCheck(input, ranges))
    }

    /// Where data could change how the markup is read, or where the check would report something, there is no
    /// shape: the fragment is checked in full.
    @Test(arguments: [
        ("<p class=@>x</p>", "a"), ("<h@>x</h@>", "2"), ("<p @>x</p>", "hidden"), ("<!-- @ --><p>x</p>", "a"),
        ("<style>.a { color: @ }</style>", "A & B"), ("<svg><![CDATA[@]]></svg>", "A & B"),
        ("<input type=\"@\">", "hidden"), ("<svg><animate attributeName=\"href\" values=\"@\" /></svg>", "a"),
        ("<p title=\"@b=\">x</p>", "a"), ("<table><tr><td>x</td></tr>@</table>", "a"), ("<b><i>@</b></i>", "a"),
        ("<script>@</script>", "a"),
    ])
    func dataThatCouldChangeTheReadingIsCheckedInFull(_ row: (template: String, value: String)) {
        let (input, ranges) = Self.fill(row.template, [row.value])
        #expect(!Self.replayMatchesCheck(input, ranges))
    }

    /// Text that must stay as written: it is part of the key, so only fragments with the same text share it.
    @Test(arguments: ["  ", "x=", "]]", noncharacter, "a\u{85}b", "x\r\ny", "bell\u{7}"])
    func textThatMattersStaysInTheKey(_ value: String) throws {
        let (input, ranges) = Self.fill("<p>@</p>", [value])
        let key = try #require(HTMLFragmentShapeKey(input: input, dataRanges: ranges, context: "div"))
        #expect(key.holes.isEmpty)
        #expect(key.bytes == input)
    }

    @Test func fragmentsDifferingOnlyInPlainTextShareAKey() {
        let first = Self.fill("<p title=\"@\">@</p>", ["Müller", "A & B"])
        let second = Self.fill("<p title=\"@\">@</p>", ["a much longer name", "<i>"])
        #expect(
            HTMLFragmentShapeKey(input: first.input, dataRanges: first.ranges, context: "div")
                == HTMLFragmentShapeKey(input: second.input, dataRanges: second.ranges, context: "div"))
        #expect(
            HTMLFragmentShapeKey(input: first.input, dataRanges: first.ranges, context: "div")
                != HTMLFragmentShapeKey(input: first.input, dataRanges: first.ranges, context: "tbody"))
    }
}
