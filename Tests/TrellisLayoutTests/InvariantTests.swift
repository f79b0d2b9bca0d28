import Testing
import TrellisLayout
import TrellisTestSupport

/// Properties every layout must have, checked over randomised valid sections of every type (seeded, so a failure
/// reproduces): frames for every item, lines covering the items in order, no overlaps (except F9 overflow), items
/// inside the box, uniform sections on columns, exact everything where no `auto` is involved.
struct InvariantTests {
    static let epsilon = 1e-6

    static func randomInput(_ g: inout SeededGenerator) -> SectionInput {
        let type = LayoutType.allCases.randomElement(using: &g)!
        var layout = SectionLayout(type: type)
        let lengths: [Double] = [0, 4, 8, 10, 12.5, 16]
        if Bool.random(using: &g) { layout.spacing = lengths.randomElement(using: &g)! }
        if Bool.random(using: &g) { layout.lineSpacing = lengths.randomElement(using: &g)! }
        layout.insets = EdgeInsets(
            top: lengths.randomElement(using: &g)!, left: lengths.randomElement(using: &g)!,
            bottom: lengths.randomElement(using: &g)!, right: lengths.randomElement(using: &g)!)
        layout.alignment = LineAlignment.allCases.randomElement(using: &g)!
        layout.crossAlignment = CrossAlignment.allCases.randomElement(using: &g)!
        let horizontal = type == .flow && Int.random(in: 0..<3, using: &g) == 0
        if horizontal {
            layout.scrollDirection = .horizontal
            layout.height = Double.random(in: 100...500, using: &g)
        }
        if type == .grid { layout.columns = Int.random(in: 1...5, using: &g) }
        if type == .carousel, Bool.random(using: &g) {
            layout.rows = Int.random(in: 1...3, using: &g)
            layout.itemSize = ItemSize(width: 120, height: Bool.random(using: &g) ? 80 : .auto)
        }

        let count = Int.random(in: 0...40, using: &g)
        let autoHeights = !horizontal && Int.random(in: 0..<4, using: &g) == 0
        let uniform = Bool.random(using: &g)
        func randomSize() -> ItemSize {
            let width = Double([30, 50, 64, 100, 133.5, 200].randomElement(using: &g)!)
            let heightValue = Double([20, 44, 50, 90].randomElement(using: &g)!)
            let height: Dimension =
                autoHeights && Int.random(in: 0..<3, using: &g) == 0 ? .auto : .points(heightValue)
            return ItemSize(width: .points(width), height: height)
        }
        let first = randomSize()
        var items = (0..<count).map { _ in uniform ? first : randomSize() }
        if layout.type == .carousel, layout.effectiveRows > 1, let cell = layout.itemSize {
            items = Array(repeating: cell, count: count)
        }
        if type == .flow, !horizontal, count > 0, Int.random(in: 0..<10, using: &g) == 0 {
            items[Int.random(in: 0..<count, using: &g)] = ItemSize(width: 2_000, height: 30)  // F9
        }
        let header: Dimension? = Bool.random(using: &g) ? (autoHeights && Bool.random(using: &g) ? .auto : 40) : nil
        let footer: Dimension? = Bool.random(using: &g) ? 24 : nil
        return SectionInput(
            layout: layout, containerWidth: [320, 375, 414, 768].randomElement(using: &g)!, items: items,
            header: header, footer: footer)
    }

    @Test(arguments: 0..<4)
    func invariantsHoldOnRandomSections(batch: Int) {
        var g = SeededGenerator(seed: 0xF10A_0000 + UInt64(batch))
        for round in 0..<750 {
            let input = Self.randomInput(&g)
            #expect(input.layout.validate(containerWidth: input.containerWidth).isEmpty)
            let failures = Self.violations(input, FlowLayoutEngine.layout(input))
            #expect(failures.isEmpty, "batch \(batch) round \(round) \(input.layout.type): \(failures)")
            if !failures.isEmpty { return }
        }
    }

    /// Every broken invariant, as text.
    static func violations(_ input: SectionInput, _ frames: SectionFrames) -> [String] {
        var failures: [String] = []
        let layout = input.layout
        let count = input.items.count
        let overflowing = Set(frames.issues.filter { $0.code == "W_ITEM_OVERFLOW" }.compactMap(\.itemIndex))
        if frames.items.count != count { failures.append("\(frames.items.count) frames for \(count) items") }
        if frames.issues.contains(where: { $0.severity == .error }) { failures.append("errors \(frames.issues)") }

        // Lines: contiguous, non-empty, in order, covering every item.
        var next = 0
        for line in frames.lines {
            if line.items.lowerBound != next || line.items.isEmpty {
                failures.append("line \(line.items) after \(next)")
            }
            next = line.items.upperBound
        }
        if next != count { failures.append("lines end at \(next), not \(count)") }

        let allFrames = frames.items + [frames.header, frames.footer, frames.scroller?.frame].compactMap { $0 }
        for frame in allFrames {
            let numbers = [frame.x, frame.width] + [frame.y, frame.height].compactMap { $0 }
            if !numbers.allSatisfy(\.isFinite) { failures.append("non-finite \(frame)") }
        }

        // No overlaps (except F9). Boxes with unknown y or height are compared on the line axis within a line only.
        let columnsAreLines = layout.type == .carousel || layout.isHorizontalFlow
        for line in frames.lines {
            for i in line.items where !overflowing.contains(i) {
                for j in line.items where j > i && !overflowing.contains(j) {
                    let a = frames.items[i]
                    let b = frames.items[j]
                    if columnsAreLines {
                        if let ay = a.y, let ah = a.height, let by = b.y, by < ay + ah - epsilon {
                            failures.append("items \(i) and \(j) overlap in their column")
                        }
                    } else if b.x < a.x + a.width - epsilon {
                        failures.append("items \(i) and \(j) overlap in their line")
                    }
                }
            }
        }
        for i in 0..<count where !overflowing.contains(i) {
            for j in (i + 1)..<max(count, i + 1) where !overflowing.contains(j) {
                let a = frames.items[i]
                let b = frames.items[j]
                guard let ay = a.y, let ah = a.height, let by = b.y, let bh = b.height else { continue }
                let xOverlap = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                let yOverlap = min(ay + ah, by + bh) - max(ay, by)
                if xOverlap > epsilon, yOverlap > epsilon { failures.append("items \(i) and \(j) overlap") }
            }
        }

        // Inside the box (the band's content for a carousel) horizontally unless F9; vertically when known.
        let boxWidth = layout.type == .carousel ? frames.scroller?.contentWidth ?? 0 : frames.width
        for (i, frame) in frames.items.enumerated() where !overflowing.contains(i) {
            if frame.x < -epsilon || frame.x + frame.width > boxWidth + epsilon {
                failures.append("item \(i) outside the box horizontally: \(frame) in \(boxWidth)")
            }
            if let y = frame.y, let h = frame.height, let height = frames.height,
                y < -epsilon || y + h > height + epsilon
            {
                failures.append("item \(i) outside the box vertically")
            }
        }

        // Lines in order along the stacking axis.
        for (previous, line) in zip(frames.lines, frames.lines.dropFirst()) {
            if columnsAreLines {
                let previousRight = previous.items.map { frames.items[$0].x + frames.items[$0].width }.max()!
                let left = line.items.map { frames.items[$0].x }.min()!
                if left < previousRight - epsilon { failures.append("column \(line.items) left of the previous") }
            } else {
                let previousBottom = previous.items.compactMap { i in
                    frames.items[i].y.flatMap { y in frames.items[i].height.map { y + $0 } }
                }.max()
                let top = line.items.compactMap { frames.items[$0].y }.min()
                if let previousBottom, let top, top < previousBottom - epsilon {
                    failures.append("line \(line.items) above the previous")
                }
            }
        }

        // Uniform sections sit on columns: item j of every line has the x of item j of the first line.
        let uniformFlow =
            layout.type == .flow && !layout.isHorizontalFlow && layout.alignment == .uikit
            && input.items.allSatisfy { $0 == input.items.first && $0.height != .auto } && overflowing.isEmpty
        if layout.type == .list || layout.type == .grid || uniformFlow, let firstLine = frames.lines.first {
            for line in frames.lines {
                for (j, i) in line.items.enumerated()
                where abs(frames.items[i].x - frames.items[firstLine.items.lowerBound + j].x) > epsilon {
                    failures.append("item \(i) off its column")
                }
            }
        }

        // Exactness: without auto anywhere, everything is known.
        let hasAuto =
            input.items.contains { $0.height == .auto } || input.header == .auto
            || (layout.type == .carousel && layout.effectiveRows > 1 && layout.itemSize?.height == .auto)
        if !hasAuto, frames.height == nil || frames.items.contains(where: { $0.y == nil || $0.height == nil }) {
            failures.append("unknown values without auto input")
        }
        if let header = frames.header, header.x != 0 || header.y != 0 { failures.append("header not at the top") }
        if let footer = frames.footer, let y = footer.y, let h = footer.height, let height = frames.height,
            !layout.isHorizontalFlow, abs(y + h - height) > epsilon
        {
            failures.append("footer does not end the section")
        }
        return failures
    }
}
