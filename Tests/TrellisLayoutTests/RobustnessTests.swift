import Testing
import TrellisLayout
import TrellisTestSupport

/// `layout` and `validate` never trap, whatever they are given, and always give finite frames, one per item.
struct RobustnessTests {
    static let lengths: [Double] = [
        0, -5, .nan, .infinity, -.infinity, 1e300, -1e300, 375, 12.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    static let counts: [Int] = [0, -5, 1, 3, Int.max, Int.min, 10_001]

    static func garbageDimension(_ g: inout SeededGenerator) -> Dimension {
        Int.random(in: 0..<6, using: &g) == 0 ? .auto : .points(lengths.randomElement(using: &g)!)
    }

    static func optional<T>(_ value: T, _ g: inout SeededGenerator) -> T? {
        Bool.random(using: &g) ? value : nil
    }

    @Test func garbageInNeverTrapsAndFramesStayFinite() {
        var g = SeededGenerator(seed: 0xBAD)
        for round in 0..<3_000 {
            let layout = SectionLayout(
                type: LayoutType.allCases.randomElement(using: &g)!,
                columns: Self.optional(Self.counts.randomElement(using: &g)!, &g),
                itemSize: Self.optional(
                    ItemSize(width: Self.garbageDimension(&g), height: Self.garbageDimension(&g)), &g),
                itemHeight: Self.optional(Self.garbageDimension(&g), &g),
                spacing: Self.optional(Self.lengths.randomElement(using: &g)!, &g),
                lineSpacing: Self.optional(Self.lengths.randomElement(using: &g)!, &g),
                insets: EdgeInsets(
                    top: Self.lengths.randomElement(using: &g)!, left: Self.lengths.randomElement(using: &g)!,
                    bottom: Self.lengths.randomElement(using: &g)!, right: Self.lengths.randomElement(using: &g)!),
                alignment: LineAlignment.allCases.randomElement(using: &g)!,
                crossAlignment: CrossAlignment.allCases.randomElement(using: &g)!,
                scrollDirection: ScrollDirection.allCases.randomElement(using: &g)!,
                height: Self.optional(Self.lengths.randomElement(using: &g)!, &g),
                rows: Self.optional(Self.counts.randomElement(using: &g)!, &g))
            let items = (0..<Int.random(in: 0...30, using: &g)).map { _ in
                ItemSize(width: Self.garbageDimension(&g), height: Self.garbageDimension(&g))
            }
            let input = SectionInput(
                layout: layout, containerWidth: Self.lengths.randomElement(using: &g)!, items: items,
                header: Self.optional(Self.garbageDimension(&g), &g),
                footer: Self.optional(Self.garbageDimension(&g), &g),
                estimatedSizes: Bool.random(using: &g))
            _ = layout.validate(containerWidth: input.containerWidth)
            let frames = FlowLayoutEngine.layout(input)
            #expect(frames.items.count == items.count)
            #expect(frames.lines.reduce(0) { $0 + $1.items.count } == items.count)
            let all = frames.items + [frames.header, frames.footer, frames.scroller?.frame].compactMap { $0 }
            var numbers: [Double] = [frames.width, frames.height ?? 0, frames.scroller?.contentWidth ?? 0]
            for frame in all {
                numbers += [frame.x, frame.width, frame.y ?? 0, frame.height ?? 0]
            }
            let allFinite = numbers.allSatisfy { $0.isFinite }
            #expect(allFinite, "round \(round)")
            if !allFinite { return }
        }
    }

    @Test func hugeSectionsStayLinearAndFinite() {
        let items = Array(repeating: ItemSize(width: 1_000_000, height: 1_000_000), count: 200_000)
        for type in LayoutType.allCases {
            let input = SectionInput(
                layout: SectionLayout(type: type, spacing: 1_000_000, lineSpacing: 1_000_000), containerWidth: 375,
                items: items)
            let frames = FlowLayoutEngine.layout(input)
            #expect(frames.items.count == items.count)
            #expect(frames.height?.isFinite ?? true)
            #expect(frames.items.last.map { $0.x.isFinite && ($0.y?.isFinite ?? true) } == true)
        }
    }

    @Test func zeroWidthContainer() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow), containerWidth: 0, items: [ItemSize(width: 10, height: 10)])
        let frames = FlowLayoutEngine.layout(input)
        #expect(frames.items == [Frame(x: 0, y: 0, width: 10, height: 10)])
        #expect(frames.issues.isEmpty)
        #expect(input.layout.validate(containerWidth: 0).map(\.code) == ["E_NO_ROOM"])
    }
}
