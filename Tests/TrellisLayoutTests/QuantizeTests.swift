import Testing
import TrellisLayout
import TrellisTestSupport

/// D2: edges on the 1/64 px grid, printed exactly.
struct QuantizeTests {
    /// V10: after D2, left 0 / 177.328125 / 354.671875 and width 177.328125 / 177.34375 / 177.328125.
    @Test func v10QuantisesEdgesSoNeighboursStillTouch() {
        let input = SectionInput(
            layout: SectionLayout(
                type: .flow, itemSize: ItemSize(width: 177.33333334, height: 100), spacing: 0, lineSpacing: 0),
            containerWidth: 532, items: Array(repeating: ItemSize(width: 177.33333334, height: 100), count: 3))
        let quantised = FlowLayoutEngine.layout(input).items.map(Quantize.edges)
        #expect(quantised.map { Quantize.css($0.x) } == ["0", "177.328125", "354.671875"])
        #expect(quantised.map { Quantize.css($0.width) } == ["177.328125", "177.34375", "177.328125"])
        #expect(quantised.map { Quantize.css($0.y ?? -1) } == ["0", "0", "0"])
        #expect(quantised.map { Quantize.css($0.height ?? -1) } == ["100", "100", "100"])
        for index in 1..<quantised.count {
            #expect(quantised[index - 1].x + quantised[index - 1].width == quantised[index].x)
        }
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-3.5, "-3.5"), (177.328125, "177.328125"), (0.015625, "0.015625"),
        (-0.015625, "-0.015625"), (33.3333, "33.328125"), (10.1, "10.09375"), (-0.001, "0"), (1_000_000, "1000000"),
        (123456.984375, "123456.984375"), (Double.nan, "0"), (Double.infinity, "0"), (1e-300, "0"),
        (2.5e15, "2500000000000000"),
    ])
    func cssPrintsExactlyAndMinimally(value: Double, text: String) {
        #expect(Quantize.css(value) == text)
    }

    @Test func everyGridValuePrintsAndParsesBack() {
        var generator = SeededGenerator(seed: 64)
        for _ in 0..<10_000 {
            let steps = Int64.random(in: -64_000_000...64_000_000, using: &generator)
            let value = Double(steps) / 64
            let text = Quantize.css(value)
            #expect(Double(text) == value)
            #expect(!text.contains("e") && !text.hasPrefix("-0") && !text.hasSuffix("."))
            if text.contains(".") { #expect(!text.hasSuffix("0")) }
        }
    }

    @Test func edgesKeepUnknownsUnknown() {
        #expect(
            Quantize.edges(Frame(x: 10.1, y: nil, width: 20.2, height: 5.01))
                == Frame(x: 10.09375, y: nil, width: 20.203125, height: 5.015625))
        #expect(
            Quantize.edges(Frame(x: 0, y: 3.3333, width: 1, height: nil))
                == Frame(x: 0, y: 3.328125, width: 1, height: nil))
    }
}

/// `Quantize.css` writes bytes directly; its text must be the exact minimal decimal of the value on the 1/64 grid,
/// as the frames tests and the CSS expect: checked against that definition for every 64th from -300 to 300, and for
/// large, tiny, halfway and non-finite values.
@Suite("CSS number text")
struct CSSNumberTextTests {
    /// The definition, through Foundation-free integer arithmetic on 64ths.
    static func reference(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let sixtyFourths = (v * 64).rounded(.toNearestOrAwayFromZero)
        guard abs(sixtyFourths) < 9_007_199_254_740_992 else {
            return abs(v) < 9.2e18 ? String(Int64(v)) : (v < 0 ? "-9200000000000000000" : "9200000000000000000")
        }
        let steps = Int64(sixtyFourths)
        if steps == 0 { return "0" }
        var text = (steps < 0 ? "-" : "") + String(steps.magnitude / 64)
        let fraction = steps.magnitude % 64
        if fraction != 0 {
            var digits = String(fraction * 15_625)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    @Test func everySixtyFourthPrintsItsExactDecimal() {
        for steps in -300 * 64...300 * 64 {
            let value = Double(steps) / 64
            #expect(Quantize.css(value) == Self.reference(value), "\(value)")
        }
    }

    @Test(arguments: [
        0.0, -0.0, 1e-9, -1e-9, 0.0078125, -0.0078125, 0.0234375, 123_456_789.015625, 1e15, -1e15, 9.1e15, 1e19, -1e19,
        .infinity, -.infinity, .nan, 177.328125, 1_000_000, 0.5, 99.984375,
    ])
    func edgeValuesPrintAsDefined(_ value: Double) {
        #expect(Quantize.css(value) == Self.reference(value))
    }
}
