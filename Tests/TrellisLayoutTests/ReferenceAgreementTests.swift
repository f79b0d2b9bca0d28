import Foundation
import Testing
import TrellisLayout
import TrellisTestSupport

/// The engine and `ReferenceFlowLayout` must agree on thousands of random flow sections.
struct ReferenceAgreementTests {
    static func randomSection(_ g: inout SeededGenerator) -> (ReferenceFlowLayout.Section, horizontalHeight: Double?) {
        let widths: [Double] = [20, 44, 50, 60.5, 90, 100, 120, 177.33333334, 33.25, 250]
        let insets: [Double] = [0, 0, 8, 12.5, 16]
        let spacings: [Double] = [0, 8, 10, 3.25, 20]
        let alignments = ["uikit", "uikit", "uikit", "leading", "center", "trailing", "justified"]
        let crosses = ["center", "start", "end"]
        let count = Int.random(in: 0...30, using: &g)
        var sizes: [(w: Double, h: Double)] = []
        if Bool.random(using: &g) {
            // Uniform sections (F6.4) are common in real content.
            let size = (w: widths.randomElement(using: &g)!, h: widths.randomElement(using: &g)!)
            sizes = Array(repeating: size, count: count)
        } else {
            for _ in 0..<count {
                var w = widths.randomElement(using: &g)!
                if Int.random(in: 0..<40, using: &g) == 0 { w = 900 }  // F9
                if Int.random(in: 0..<5, using: &g) == 0 { w = Double.random(in: 1...300, using: &g) }
                sizes.append((w: w, h: widths.randomElement(using: &g)!))
            }
        }
        let section = ReferenceFlowLayout.Section(
            containerWidth: [320, 375, 414, 532, 768, Double.random(in: 150...900, using: &g)].randomElement(
                using: &g)!,
            insets: (
                insets.randomElement(using: &g)!, insets.randomElement(using: &g)!, insets.randomElement(using: &g)!,
                insets.randomElement(using: &g)!
            ),
            interitem: spacings.randomElement(using: &g)!, lineSpacing: spacings.randomElement(using: &g)!,
            alignment: alignments.randomElement(using: &g)!, cross: crosses.randomElement(using: &g)!, sizes: sizes,
            header: Bool.random(using: &g) ? [0, 30, 44].randomElement(using: &g)! : nil,
            footer: Bool.random(using: &g) ? [0, 24].randomElement(using: &g)! : nil,
            estimated: Int.random(in: 0..<6, using: &g) == 0)
        let horizontalHeight = Int.random(in: 0..<3, using: &g) == 0 ? Double.random(in: 120...600, using: &g) : nil
        return (section, horizontalHeight)
    }

    static func input(_ s: ReferenceFlowLayout.Section, horizontalHeight: Double?) -> SectionInput {
        SectionInput(
            layout: SectionLayout(
                type: .flow, spacing: s.interitem, lineSpacing: s.lineSpacing,
                insets: EdgeInsets(top: s.insets.0, left: s.insets.1, bottom: s.insets.2, right: s.insets.3),
                alignment: LineAlignment(rawValue: s.alignment)!, crossAlignment: CrossAlignment(rawValue: s.cross)!,
                scrollDirection: horizontalHeight == nil ? .vertical : .horizontal, height: horizontalHeight),
            containerWidth: s.containerWidth,
            items: s.sizes.map { ItemSize(width: .points($0.w), height: .points($0.h)) },
            header: s.header.map(Dimension.points), footer: s.footer.map(Dimension.points), estimatedSizes: s.estimated)
    }

    static func same(_ frame: Frame?, _ rect: ReferenceFlowLayout.Rect?) -> Bool {
        guard let frame, let rect else { return frame == nil && rect == nil }
        let t = 1e-9
        return FrameExpectations.isClose(frame.x, rect.x, tolerance: t)
            && FrameExpectations.isClose(frame.y, rect.y, tolerance: t)
            && FrameExpectations.isClose(frame.width, rect.w, tolerance: t)
            && FrameExpectations.isClose(frame.height, rect.h, tolerance: t)
    }

    @Test(arguments: 0..<4)
    func engineAgreesWithTheReference(batch: Int) {
        var g = SeededGenerator(seed: 0x7E11_1500 + UInt64(batch))
        var checkedHorizontal = 0
        for round in 0..<1_000 {
            let (section, horizontalHeight) = Self.randomSection(&g)
            let frames = FlowLayoutEngine.layout(Self.input(section, horizontalHeight: horizontalHeight))
            let reference =
                horizontalHeight.map { ReferenceFlowLayout.horizontal(section, sectionHeight: $0) }
                ?? ReferenceFlowLayout.vertical(section)
            if horizontalHeight != nil { checkedHorizontal += 1 }
            let label = "batch \(batch) round \(round)"
            #expect(Self.same(frames.header, reference.header), "\(label) header")
            #expect(Self.same(frames.footer, reference.footer), "\(label) footer")
            #expect(FrameExpectations.isClose(frames.width, reference.width), "\(label) width")
            #expect(FrameExpectations.isClose(frames.height, reference.height), "\(label) height")
            let mismatches = zip(frames.items, reference.items).enumerated().filter { !Self.same($0.1.0, $0.1.1) }
            #expect(mismatches.isEmpty, "\(label): items \(mismatches.map(\.offset)) differ")
            let overflowing = frames.issues.filter { $0.code == "W_ITEM_OVERFLOW" }.compactMap(\.itemIndex)
            #expect(overflowing == reference.overflowing, "\(label) overflow warnings")
            if !mismatches.isEmpty { return }
        }
        #expect(checkedHorizontal > 100)
    }
}
