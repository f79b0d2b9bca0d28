import Testing
import TrellisLayout

/// Issues `FlowLayoutEngine.layout` reports about items, headers and footers.
struct ItemIssueTests {
    private func issues(_ input: SectionInput) -> [LayoutIssue] {
        FlowLayoutEngine.layout(input).issues
    }

    @Test func badItemWidthIsReportedOnTheItemAndLaidOutAsZero() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow), containerWidth: 300,
            items: [ItemSize(width: 50, height: 50), ItemSize(width: -3, height: 50)])
        let frames = FlowLayoutEngine.layout(input)
        #expect(
            frames.issues == [
                LayoutIssue(
                    code: "E_NONPOSITIVE_SIZE", severity: .error, itemIndex: 1,
                    message: "width must be a number > 0, found -3 (laid out as 0)")
            ])
        #expect(frames.items[1].width == 0)
    }

    @Test func aSizeInheritedFromTheLayoutIsLeftToValidate() {
        let bad = ItemSize(width: .points(.nan), height: -1)
        let layout = SectionLayout(type: .flow, itemSize: bad)
        let input = SectionInput(layout: layout, containerWidth: 300, items: Array(repeating: bad, count: 3))
        #expect(issues(input).isEmpty)
        #expect(layout.validate(containerWidth: 300).map(\.code) == ["E_NONPOSITIVE_SIZE", "E_NONPOSITIVE_SIZE"])
    }

    @Test func listAndGridUseOnlyTheHeight() {
        let items = [ItemSize(width: -5, height: 40), ItemSize(width: .auto, height: 0)]
        for type in [LayoutType.list, .grid] {
            let found = issues(SectionInput(layout: SectionLayout(type: type), containerWidth: 300, items: items))
            #expect(found.map(\.code) == ["E_NONPOSITIVE_SIZE"])
            #expect(found.map(\.itemIndex) == [1])
            #expect(found.first?.message == "height must be a number > 0, found 0 (laid out as 0)")
        }
    }

    @Test func hugeItemIsClampedAndOverflows() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow), containerWidth: 300, items: [ItemSize(width: 5e6, height: 10)])
        let frames = FlowLayoutEngine.layout(input)
        #expect(frames.issues.map(\.code) == ["E_TOO_LARGE", "W_ITEM_OVERFLOW"])
        #expect(frames.items[0] == Frame(x: 0, y: 0, width: 1_000_000, height: 10))
    }

    @Test func overflowWarningNamesTheItem() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow, insets: EdgeInsets(left: 20, right: 20)), containerWidth: 300,
            items: [ItemSize(width: 400, height: 50)])
        #expect(
            issues(input) == [
                LayoutIssue(
                    code: "W_ITEM_OVERFLOW", severity: .warning, itemIndex: 0,
                    message: "width 400 is more than the 260 px available; the item sits alone at the start of its"
                        + " line and overflows the section")
            ])
    }

    @Test func noOverflowWarningsWhenThereIsNoRoomAtAll() {
        // E_NO_ROOM (from validate) already says it; one warning per item would only bury it.
        let input = SectionInput(
            layout: SectionLayout(type: .flow, insets: EdgeInsets(left: 200, right: 200)), containerWidth: 300,
            items: Array(repeating: ItemSize(width: 10, height: 10), count: 5))
        #expect(issues(input).isEmpty)
    }

    @Test func autoWidthOnAnItemOfAFlow() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow, insets: EdgeInsets(left: 10, right: 10)), containerWidth: 300,
            items: [ItemSize(width: .auto, height: 20)])
        let frames = FlowLayoutEngine.layout(input)
        #expect(
            frames.issues == [
                LayoutIssue(
                    code: "E_AUTO_WIDTH", severity: .error, itemIndex: 0,
                    message: "width must be a number here: \"auto\" cannot be laid out at build time"
                        + " (laid out as the available length, 280)")
            ])
        #expect(frames.items[0] == Frame(x: 10, y: 0, width: 280, height: 20))
    }

    @Test func autoHeightOnAnItemOfAHorizontalFlow() {
        let input = SectionInput(
            layout: SectionLayout(
                type: .flow, insets: EdgeInsets(top: 10, bottom: 10), scrollDirection: .horizontal, height: 100),
            containerWidth: 300, items: [ItemSize(width: 30, height: .auto), ItemSize(width: 30, height: 20)])
        let frames = FlowLayoutEngine.layout(input)
        #expect(frames.issues.map(\.code) == ["E_AUTO_HEIGHT"])
        #expect(frames.items[0] == Frame(x: 0, y: 10, width: 30, height: 80))
        #expect(frames.items[1] == Frame(x: 40, y: 10, width: 30, height: 20))
    }

    @Test func carouselWithRowsIgnoresOtherSizes() {
        let cell = ItemSize(width: 100, height: 60)
        let input = SectionInput(
            layout: SectionLayout(type: .carousel, itemSize: cell, rows: 2), containerWidth: 375,
            items: [cell, ItemSize(width: 50, height: 50), cell])
        let frames = FlowLayoutEngine.layout(input)
        #expect(
            frames.issues == [
                LayoutIssue(
                    code: "W_SIZE_IGNORED", severity: .warning, itemIndex: 1,
                    message: "a carousel with 2 rows gives every item the same size 100×60; this item's size 50×50"
                        + " is ignored")
            ])
        #expect(frames.items.allSatisfy { $0.width == 100 && $0.height == 60 })
    }

    @Test func carouselWithRowsAndNoItemSizeUsesTheFirstItemsSize() {
        let input = SectionInput(
            layout: SectionLayout(type: .carousel, rows: 3), containerWidth: 375,
            items: Array(repeating: ItemSize(width: 140, height: 210), count: 4))
        let frames = FlowLayoutEngine.layout(input)
        #expect(frames.issues.isEmpty)
        #expect(frames.items[3] == Frame(x: 150, y: 0, width: 140, height: 210))
        #expect(frames.height == 650)  // 3 rows of 210 + 2 gaps of 10
    }

    @Test func negativeHeaderAndNaNFooter() {
        let input = SectionInput(
            layout: SectionLayout(), containerWidth: 300, items: [], header: -10, footer: .points(.nan))
        let frames = FlowLayoutEngine.layout(input)
        #expect(
            frames.issues == [
                LayoutIssue(
                    code: "E_NEGATIVE", severity: .error, keyPath: ["header"],
                    message: "expected a number ≥ 0, found -10 (laid out as 0)"),
                LayoutIssue(
                    code: "E_NOT_FINITE", severity: .error, keyPath: ["footer"],
                    message: "expected a finite number ≥ 0, found NaN (laid out as 0)"),
            ])
        #expect(frames.header == Frame(x: 0, y: 0, width: 300, height: 0))
        #expect(frames.height == 0)
    }

    @Test func autoHeaderOfAHorizontalFlowIsAnError() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow, scrollDirection: .horizontal, height: 100), containerWidth: 300,
            items: [ItemSize(width: 30, height: 30)], header: .auto)
        let frames = FlowLayoutEngine.layout(input)
        #expect(frames.issues.map(\.code) == ["E_AUTO_WIDTH"])
        #expect(frames.issues.first?.keyPath == ["header"])
        #expect(frames.header == Frame(x: 0, y: 0, width: 0, height: 100))
    }

    @Test func missingHeightOfAHorizontalFlowFallsBackToOneRow() {
        let input = SectionInput(
            layout: SectionLayout(type: .flow, scrollDirection: .horizontal), containerWidth: 300,
            items: [ItemSize(width: 30, height: 40), ItemSize(width: 30, height: 20), ItemSize(width: 30, height: 10)])
        let frames = FlowLayoutEngine.layout(input)
        #expect(frames.height == 40)
        #expect(frames.lines.map(\.items) == [0..<1, 1..<3])
        #expect(frames.issues.isEmpty)
    }
}
