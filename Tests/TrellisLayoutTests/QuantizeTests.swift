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
