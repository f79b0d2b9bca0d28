import Testing

@testable import TrellisSite

/// A template edit replaces its components' markup in the renderings the last build wrote (`RenderingSplice`), where
/// the build cache says each component's markup starts and how long it is: only that markup changes, and a rendering
/// that is not what the cache says it is gives up rather than guess.
@Suite("Splicing a template edit into a rendering")
struct RenderingSpliceTests {
    /// A component as the rendering holds it: how its box opens, and its markup.
    struct Box {
        var opening: String
        var markup: String
    }

    /// Component positions: 0 the section's header, 1 item `a`, 2 item `b&c`, 3 the footer. Item `b&c`'s markup holds
    /// text that looks like the box of item `a`.
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

    static let head =
        "<!DOCTYPE html>\n<html><body><main>\n<section class=\"t-section\" id=\"section-s1\" aria-label=\"s1\">\n"
        + "<div class=\"t-sec\" data-section=\"s1\" data-size=\"375 220\" style=\"width:375px;height:220px;\">\n"

    /// The rendering of `boxes` in this order (each with its position), and where each position's markup starts.
    static func rendering(_ shown: [(position: Int, box: Box)]) -> (text: String, starts: [Int?]) {
        var text = head
        var starts = [Int?](repeating: nil, count: boxes.count)
        for (position, box) in shown {
            text += box.opening
            starts[position] = text.utf8.count
            text += box.markup + "</div>\n"
        }
        return (text + "</div>\n</section>\n</main></body></html>\n", starts)
    }

    static func rendering(_ boxes: [Box]) -> (text: String, starts: [Int?]) {
        rendering(Array(boxes.enumerated().map { ($0.offset, $0.element) }))
    }

    static func splice(replacing replacements: [Int: String], lengths: [Int]? = nil) -> RenderingSplice {
        var splice = RenderingSplice()
        splice.lengths = lengths ?? boxes.map(\.markup.utf8.count)
        splice.replacements = replacements.mapValues { Array($0.utf8) }
        return splice
    }

    static func replaced(_ replacements: [Int: String], in shown: [Box] = boxes) -> (text: String, starts: [Int?]) {
        var shown = shown
        for (position, markup) in replacements { shown[position].markup = markup }
        return rendering(shown)
    }

    /// `starts` with one position moved by `by` bytes.
    static func moving(_ position: Int, by: Int) -> [Int?] {
        var starts = rendering(boxes).starts
        starts[position] = starts[position].map { $0 + by }
        return starts
    }

    static let reordered = [(0, boxes[0]), (2, boxes[2]), (1, boxes[1]), (3, boxes[3])]

    static let cases:
        [(
            String, RenderingSplice, rendering: (text: String, starts: [Int?]),
            expected: (text: String, starts: [Int?])?
        )] = [
            ("nothing to replace", splice(replacing: [:]), rendering(boxes), rendering(boxes)),
            ("an item", splice(replacing: [1: "<p>new A</p>"]), rendering(boxes), replaced([1: "<p>new A</p>"])),
            (
                "components whose new markup is what they showed",
                splice(replacing: [0: "<h2>Top</h2>", 1: "<p class=\"a\">A</p>"]), rendering(boxes), rendering(boxes)
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
                "items in another order than their positions",
                splice(replacing: [1: "<p>new A</p>", 0: "<h2>T</h2>"]), rendering(reordered),
                rendering([
                    (0, Box(opening: boxes[0].opening, markup: "<h2>T</h2>")), (2, boxes[2]),
                    (1, Box(opening: boxes[1].opening, markup: "<p>new A</p>")), (3, boxes[3]),
                ])
            ),
            (
                "a component this rendering does not show",
                splice(replacing: [2: "<p>new</p>", 1: "<p>A2</p>"]),
                rendering([(0, boxes[0]), (1, boxes[1]), (3, boxes[3])]),
                rendering([(0, boxes[0]), (1, Box(opening: boxes[1].opening, markup: "<p>A2</p>")), (3, boxes[3])])
            ),
            (
                "a length that does not end at the box's end",
                splice(
                    replacing: [0: "<p>new</p>"],
                    lengths: boxes.indices.map { boxes[$0].markup.utf8.count - ($0 == 1 ? 1 : 0) }),
                rendering(boxes), nil
            ),
            (
                "a start that is not where the box opens (a component not replaced)",
                splice(replacing: [0: "<p>new</p>"]), (rendering(boxes).text, moving(2, by: 1)), nil
            ),
            (
                "a start that is not where the box opens (the component replaced)",
                splice(replacing: [1: "<p>new</p>"]), (rendering(boxes).text, moving(1, by: -2)), nil
            ),
            (
                "two components over the same bytes",
                splice(replacing: [1: "x"]),
                (
                    rendering(boxes).text,
                    {
                        var starts = rendering(boxes).starts; starts[3] = starts[1]; return starts
                    }()
                ),
                nil
            ),
            ("starts beyond the rendering", splice(replacing: [1: "x"]), (head, rendering(boxes).starts), nil),
            (
                "more starts than lengths", splice(replacing: [1: "x"]),
                (rendering(boxes).text, rendering(boxes).starts + [nil]), nil
            ),
        ]

    @Test(arguments: cases)
    func splice(
        _ name: String, splice: RenderingSplice, rendering: (text: String, starts: [Int?]),
        expected: (text: String, starts: [Int?])?
    ) {
        let spliced = splice.apply(to: Array(rendering.text.utf8), starts: rendering.starts)
        #expect(spliced.map { String(decoding: $0.bytes, as: UTF8.self) } == expected?.text, "\(name)")
        // The new starts are where the components now are: the next template edit finds them there.
        #expect(spliced?.starts == expected?.starts, "\(name)")
        // Said to change the rendering exactly when it does: an unchanged rendering's file is left where it is, a
        // changed one is written without comparing it with the site's again.
        if let spliced, let expected { #expect(spliced.changed == (expected.text != rendering.text), "\(name)") }
    }

    /// The starts the cache keeps come back as they were packed (shown or not, in order or not), and a damaged list
    /// is refused.
    @Test func componentStartsRoundTrip() {
        let starts: [Int?] = [nil, 0, 63, 64, 200, 150, nil, 150, 1_000_000, 7, nil]
        let packed = ComponentStarts(starts)
        #expect(packed.starts == starts)
        #expect(packed.count == starts.count)
        #expect(ComponentStarts(packed: packed.packed, count: starts.count) == packed)
        #expect(ComponentStarts(packed: packed.packed, count: starts.count + 1) == nil)
        #expect(ComponentStarts(packed: Array(packed.packed.dropLast()), count: starts.count) == nil)
        // A distance that would put a start before the rendering's first byte: no starts to splice by.
        let beforeTheStart = ComponentStarts(packed: [2, 4], count: 2)
        #expect(beforeTheStart != nil && beforeTheStart?.starts == nil)
        #expect(ComponentStarts([]).starts == [])
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
        // A number wider than 64 bits counts as one, but reads as no lengths at all (the page is rendered in full).
        let tooWide = ComponentMarkupLengths(packed: [UInt8](repeating: 0xFF, count: 10) + [0x01], count: 1)
        #expect(tooWide != nil && tooWide?.entries.isEmpty == true)
    }
}
