import Testing
import TrellisLayout

/// The content format's defaults per layout type (content-format.md, Layout), as the engine applies them.
struct SectionLayoutDefaultsTests {
    @Test func defaultsFollowTheType() {
        let list = SectionLayout()
        #expect(list.type == .list)
        #expect(list.effectiveSpacing == 0 && list.effectiveLineSpacing == 0 && list.effectiveColumns == 1)
        let grid = SectionLayout(type: .grid)
        #expect(grid.effectiveSpacing == 10 && grid.effectiveLineSpacing == 10 && grid.effectiveColumns == 2)
        #expect(grid.effectiveItemHeight == .auto)
        let flow = SectionLayout(type: .flow)
        #expect(flow.effectiveItemSize == ItemSize(width: 50, height: 50))
        #expect(flow.alignment == .uikit && flow.crossAlignment == .center && flow.scrollDirection == .vertical)
        let carousel = SectionLayout(type: .carousel)
        #expect(carousel.effectiveRows == 1 && carousel.paging == .none && carousel.insets == .zero)
    }

    @Test func anOverrideThatSwitchesTypeGetsTheNewTypesDefaults() {
        // A variant turns a list (spacing unstated) into a grid: the grid's default spacing applies.
        var layout = SectionLayout(type: .list, itemHeight: 80)
        layout.type = .grid
        layout.columns = 3
        let frames = FlowLayoutEngine.layout(
            SectionInput(
                layout: layout, containerWidth: 320,
                items: Array(repeating: ItemSize(width: .auto, height: 80), count: 3)))
        #expect(frames.items.map(\.x) == [0, 110, 220])
        #expect(frames.items.allSatisfy { $0.width == 100 })
    }

    @Test func aListHasNoGapsByDefault() {
        let frames = FlowLayoutEngine.layout(
            SectionInput(
                layout: SectionLayout(), containerWidth: 320,
                items: Array(repeating: ItemSize(width: 1, height: 30), count: 3)))
        #expect(frames.items.map(\.y) == [0, 30, 60])
        #expect(frames.height == 90)
    }
}
