import Testing

@testable import TrellisSite

/// A template edit replaces its components' markup in the renderings the last build wrote (`RenderingSplice`): only
/// that markup changes, and a rendering that is not what the cache says it is gives up rather than guess.
@Suite("Splicing a template edit into a rendering")
struct RenderingSpliceTests {
    /// A component as the rendering holds it: how its box opens, and its markup.
    struct Box {
        var opening: String
        var markup: String
    }

    /// Component positions: 0 the section's header, 1 item `a`, 2 item `b&c` (escaped in its attribute), 3 the
    /// footer. Item `b&c`'s markup holds text that looks like the box of item `a`: only the lengths tell them apart.
    static let boxes = [
        Box(
            opening: #"<div class="t-item t-header" data-frame="0 0 375 40" style="left:0px;">"#, markup: "<h2>Top</h2>"
        ),
        Box(
            opening: #"<div class="t-item" data-frame="0 40 375 80" data-component="a" style="left:0px;">"#,
            markup: "<p class=\"a\">A</p>"),
        Box(
            opening: #"<div class="t-item" data-frame="0 120 375 80" data-component="b&amp;c" style="left:0px;">"#,
            markup: #"<p>B</p><div class="t-item" data-frame="1 2 3 4" data-component="a" style="">fake</div>"#),
        Box(
            opening: #"<div class="t-item t-footer" data-frame="0 200 375 20" style="left:0px;">"#, markup: "<i>end</i>"
        ),
    ]

    static func rendering(_ boxes: [Box], sectionID: String = "section-s1") -> String {
        "<!DOCTYPE html>\n<html><body><main>\n<section class=\"t-section\" id=\"\(sectionID)\" aria-label=\"s1\">\n"
            + "<div class=\"t-sec\" data-section=\"s1\" data-size=\"375 220\" style=\"width:375px;height:220px;\">\n"
            + boxes.map { $0.opening + $0.markup + "</div>\n" }.joined()
            + "</div>\n</section>\n</main></body></html>\n"
    }

    static func splice(
        replacing replacements: [Int: String], lengths: [Int]? = nil, items: [String: Int] = ["a": 1, "b&amp;c": 2]
    ) -> RenderingSplice {
        var splice = RenderingSplice()
        splice.sections = ["section-s1": (header: 0, footer: 3)]
        // Added in the order of their positions, as a page adds them.
        for (id, position) in items.sorted(by: { $0.value < $1.value }) { splice.addItem(id, at: position) }
        splice.lengths = lengths ?? boxes.map(\.markup.utf8.count)
        splice.replacements = replacements.mapValues { Array($0.utf8) }
        return splice
    }

    static func replaced(_ replacements: [Int: String]) -> String {
        var boxes = Self.boxes
        for (position, markup) in replacements { boxes[position].markup = markup }
        return rendering(boxes)
    }

    static let cases: [(String, RenderingSplice, rendering: String, expected: String?)] = [
        ("nothing to replace", splice(replacing: [:]), rendering(boxes), rendering(boxes)),
        ("an item", splice(replacing: [1: "<p>new A</p>"]), rendering(boxes), replaced([1: "<p>new A</p>"])),
        (
            "components whose new markup is what they showed",
            splice(replacing: [0: "<h2>Top</h2>", 1: "<p class=\"a\">A</p>"]),
            rendering(boxes), rendering(boxes)
        ),
        (
            "one component unchanged, one changed by a byte of the same length",
            splice(replacing: [0: "<h2>Top</h2>", 3: "<i>End</i>"]), rendering(boxes), replaced([3: "<i>End</i>"])
        ),
        (
            "an item whose markup holds what looks like another's box",
            splice(replacing: [2: "<p>B2</p>"]), rendering(boxes), replaced([2: "<p>B2</p>"])
        ),
        (
            "the header and the footer",
            splice(replacing: [0: "<h2>New top</h2>", 3: ""]), rendering(boxes),
            replaced([0: "<h2>New top</h2>", 3: ""])
        ),
        (
            "every component, longer and shorter",
            splice(replacing: [0: "", 1: String(repeating: "x", count: 500), 2: "y", 3: "<b>z</b>"]),
            rendering(boxes), replaced([0: "", 1: String(repeating: "x", count: 500), 2: "y", 3: "<b>z</b>"])
        ),
        (
            "a length that does not end at the box's end",
            splice(
                replacing: [0: "<p>new</p>"],
                lengths: boxes.indices.map { boxes[$0].markup.utf8.count - ($0 == 1 ? 1 : 0) }),
            rendering(boxes), nil
        ),
        (
            "items in another order than their positions",
            splice(replacing: [1: "<p>new A</p>"]), rendering([boxes[0], boxes[2], boxes[1], boxes[3]]),
            rendering([boxes[0], boxes[2], Box(opening: boxes[1].opening, markup: "<p>new A</p>"), boxes[3]])
        ),
        ("an item the page does not have", splice(replacing: [1: "x"], items: ["b&amp;c": 2]), rendering(boxes), nil),
        (
            "a section the page does not have", splice(replacing: [1: "x"]), rendering(boxes, sectionID: "section-s9"),
            nil
        ),
        ("a component shown twice", splice(replacing: [1: "x"]), rendering(boxes + [boxes[1]]), nil),
        (
            "a position beyond the lengths the cache holds",
            splice(replacing: [1: "x"], items: ["a": 1, "b&amp;c": 7]), rendering(boxes), nil
        ),
    ]

    @Test(arguments: cases)
    func splice(_ name: String, splice: RenderingSplice, rendering: String, expected: String?) {
        let spliced = splice.apply(to: Array(rendering.utf8))
        #expect(spliced.map { String(decoding: $0.bytes, as: UTF8.self) } == expected, "\(name)")
        // Said to change the rendering exactly when it does: an unchanged rendering's file is left where it is, a
        // changed one is written without comparing it with the site's again.
        if let spliced, let expected { #expect(spliced.changed == (expected != rendering), "\(name)") }
    }

    /// The lengths the cache keeps come back as they were packed, and a damaged list is refused.
    @Test func markupLengthsRoundTrip() {
        var lengths = ComponentMarkupLengths()
        let entries: [(Int, Bool)] = [
            (0, true), (127, false), (128, true), (16_383, true), (16_384, false), (9_999_999, true),
        ]
        for (length, isReplaceable) in entries { lengths.append(length: length, isReplaceable: isReplaceable) }
        #expect(lengths.entries.map(\.length) == entries.map(\.0))
        #expect(lengths.entries.map(\.isReplaceable) == entries.map(\.1))
        #expect(ComponentMarkupLengths(packed: lengths.packed, count: entries.count) == lengths)
        #expect(ComponentMarkupLengths(packed: lengths.packed, count: entries.count + 1) == nil)
        #expect(ComponentMarkupLengths(packed: Array(lengths.packed.dropLast()), count: entries.count) == nil)
    }
}
