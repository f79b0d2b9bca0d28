import Testing
import TrellisValidation

/// A page whose component markup was validated on its own (`isCleanInItemBox`) skips that markup in libxml2's HTML
/// parse (`validate(_:checkedApart:file:)`); what it reports must be what validating the whole page reports.
@Suite("Validation of parts checked apart")
struct CheckedApartTests {
    /// A rendering as the built-in theme writes it, with `items` in its item boxes.
    static func page(head: String = "", around: (String) -> String = { $0 }, items: [String]) -> (
        bytes: [UInt8], parts: [Range<Int>]
    ) {
        var text = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8" />
            <title>p</title>\(head)
            </head>
            <body>
            <main>
            <section class="t-section">
            <div class="t-sec">

            """
        var parts: [Range<Int>] = []
        for item in items {
            text += "<div class=\"t-item\">"
            let start = text.utf8.count
            text += item
            parts.append(start..<text.utf8.count)
            text += "</div>\n"
        }
        text += around("</div>\n</section>\n</main>\n") + "</body>\n</html>\n"
        return (Array(text.utf8), parts)
    }

    static let cleanItems = [
        "<article class=\"c-card\"><h3>Müller &amp; Söhne</h3><p>1 &lt; 2</p></article>",
        "<button type=\"button\" data-href=\"/a?x=1&amp;y=2\">Go</button>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><linearGradient id=\"g\" /></svg>",
        "<my-widget data-x=\"1\"><img src=\"a.png\" alt=\"\" /></my-widget>",
    ]

    @Test func cleanMarkupIsCleanInAnItemBox() {
        let validator = HTMLValidator()
        for item in Self.cleanItems { #expect(validator.isCleanInItemBox(Array(item.utf8)), "\(item)") }
    }

    @Test(arguments: [
        "<portal>x</portal>", "<blink>x</blink>", "<p>x</p></span>", "</div>", "<p class=\"a\" class=\"b\">x</p>",
        "<span>x</div>", "<p>a<br>b</p>", "<p>&nbsp;</p>", "<svg><use xlink:href=\"#a\" /></svg>",
    ])
    func markupLibXML2FlagsIsNotClean(_ item: String) {
        #expect(!HTMLValidator().isCleanInItemBox(Array(item.utf8)))
    }

    /// Whatever else is wrong with the page, skipping the parts reports exactly what the whole page's validation
    /// does: the skeleton's mistakes, the XML parser's, and none on a clean page.
    @Test(arguments: [
        ("clean", "", false),
        ("misnested skeleton", "<p><div>x</div></p>", false),
        ("unknown element in the skeleton", "<blink>x</blink>", false),
        ("not well-formed around the items", "<br>", false),
        ("broken head", "<meta charset=\"utf-8\">", true),
    ])
    func skippingPartsReportsWhatTheWholePageDoes(_ row: (name: String, extra: String, inHead: Bool)) {
        let validator = HTMLValidator()
        let (bytes, parts) =
            row.inHead
            ? Self.page(head: "\n" + row.extra, items: Self.cleanItems)
            : Self.page(around: { row.extra + $0 }, items: Self.cleanItems)
        let whole = validator.validate(bytes, file: "pages/p/phone.html")
        let apart = validator.validate(bytes, checkedApart: parts, file: "pages/p/phone.html")
        #expect(apart == whole, "\(row.name)")
        #expect(whole.isEmpty == (row.name == "clean"), "\(row.name): \(whole.map(\.description))")
        let wellFormed = validator.validateWellFormedness(bytes, file: "pages/p/wide.html")
        #expect(validator.validateWellFormedness(bytes, checkedApart: parts, file: "pages/p/wide.html") == wellFormed)
    }

    /// A rendering with `sections` (each a list of items) as `PageRenderer` writes them, `inSection` added to the
    /// section numbered `brokenSection`, and `before` written before them all.
    static func sectionedPage(
        sections: [[String]], inSection: String = "", brokenSection: Int = -1,
        style: (Int) -> String = { "top:\($0)px" },
        before: String = ""
    ) -> (bytes: [UInt8], parts: [Range<Int>], sections: [Range<Int>]) {
        var body = ""
        var parts: [Range<Int>] = []
        var ranges: [Range<Int>] = []
        for (number, items) in sections.enumerated() {
            let sectionStart = body.utf8.count
            body += "<section class=\"t-section\" id=\"section-s\(number)\" aria-label=\"s\(number)\">\n"
            body += "<div class=\"t-sec\" data-section=\"s\(number)\" style=\"\(style(number))\">\n"
            if number == brokenSection { body += inSection }
            for (index, item) in items.enumerated() {
                body +=
                    "<div class=\"t-item\" data-frame=\"0 \(index * 40) 375 40\" data-component=\"c\(number)-\(index)\" "
                body += "style=\"left:0px;top:\(index * 40)px;\">"
                let itemStart = body.utf8.count
                body += item
                parts.append(itemStart..<body.utf8.count)
                body += "</div>\n"
            }
            body += "</div>\n</section>"
            ranges.append(sectionStart..<body.utf8.count)
            body += "\n"
        }
        // Offsets were found in `body`; they move to where it starts in the page.
        let text = Fixtures.polyglotPage(body: "<main>\n" + before + body + "</main>")
        let marked = Fixtures.polyglotPage(body: "\u{1}")
        let bodyStart = marked.utf8.firstIndex(of: 1).map { marked.utf8.distance(from: marked.startIndex, to: $0) } ?? 0
        let offset = bodyStart + "<main>\n".utf8.count + before.utf8.count
        let move = { (range: Range<Int>) in (range.lowerBound + offset)..<(range.upperBound + offset) }
        return (Array(text.utf8), parts.map(move), ranges.map(move))
    }

    /// Reading each section apart, once per shape, reports exactly what validating the whole page does: the page's
    /// mistakes around the sections, a section's own, a value that is not plain text, and none on a clean page.
    @Test(arguments: [
        ("clean", "", -1, false, "top:1px"),
        ("clean, other numbers", "", -1, false, "top:2.5px;left:3px"),
        ("an unknown element in one section", "<blink>x</blink>", 1, false, "top:1px"),
        ("a section not well-formed", "<br>", 2, false, "top:1px"),
        ("misnested around the sections", "", -1, true, "top:1px"),
        ("a bare ampersand in a value", "", -1, false, "a&b"),
        ("a less-than sign in a value", "", -1, false, "a<b"),
    ])
    func readingSectionsApartReportsWhatTheWholePageDoes(
        _ row: (name: String, inSection: String, brokenSection: Int, misnested: Bool, style: String)
    ) {
        let validator = HTMLValidator()
        let items = [Self.cleanItems, [Self.cleanItems[0]], Self.cleanItems.reversed()]
        // Every shape seen once before, clean: the cache must not hide what differs.
        let seen = Self.sectionedPage(sections: items)
        for range in seen.sections {
            let section = String(decoding: seen.bytes[range], as: UTF8.self)
            #expect(section.hasPrefix("<section class=") && section.hasSuffix("</section>"), "\(section)")
        }
        #expect(seen.parts.allSatisfy { seen.bytes[$0.lowerBound - 1] == UInt8(ascii: ">") })
        #expect(
            validator.validate(seen.bytes, checkedApart: seen.parts, sections: seen.sections, file: "a.html").isEmpty)
        let page = Self.sectionedPage(
            sections: items, inSection: row.inSection, brokenSection: row.brokenSection,
            style: { number in number == 1 ? row.style : "top:\(number)px" },
            before: row.misnested ? "<p><div>x</div></p>" : "")
        let whole = validator.validate(page.bytes, file: "pages/p/phone.html")
        let apart = validator.validate(
            page.bytes, checkedApart: page.parts, sections: page.sections, file: "pages/p/phone.html")
        #expect(apart == whole, "\(row.name)")
        #expect(whole.isEmpty == row.name.hasPrefix("clean"), "\(row.name): \(whole.map(\.description))")
        let wellFormed = validator.validateWellFormedness(page.bytes, file: "pages/p/wide.html")
        #expect(
            validator.validateWellFormedness(
                page.bytes, checkedApart: page.parts, sections: page.sections, file: "pages/p/wide.html")
                == wellFormed, "\(row.name)")
    }

    /// Sections that do not fit the page (out of order, a part outside them) leave the page to the other checks.
    @Test func sectionsThatDoNotFitAreNotReadApart() {
        let validator = HTMLValidator()
        let page = Self.sectionedPage(sections: [Self.cleanItems, Self.cleanItems], before: "<blink>x</blink>")
        let whole = validator.validate(page.bytes, file: "f.html")
        #expect(!whole.isEmpty)
        for sections in [
            page.sections.reversed(), [page.sections[0]], [0..<40], [page.sections[0].lowerBound..<900_000],
        ] {
            #expect(
                validator.validate(page.bytes, checkedApart: page.parts, sections: Array(sections), file: "f.html")
                    == whole)
        }
    }

    /// A page that is not polyglot, or parts that do not fit the page, are validated whole.
    @Test func pagesThePartsDoNotFitAreValidatedWhole() {
        let validator = HTMLValidator()
        let plain = Array("<!DOCTYPE html>\n<html><head><title>t</title></head><body><p>a &b</p></body></html>\n".utf8)
        #expect(
            validator.validate(plain, checkedApart: [10..<20], file: "f.html")
                == validator.validate(plain, file: "f.html"))
        let (bytes, _) = Self.page(around: { "<blink>x</blink>" + $0 }, items: Self.cleanItems)
        #expect(
            validator.validate(bytes, checkedApart: [40..<30_000], file: "f.html")
                == validator.validate(bytes, file: "f.html"))
    }
}
