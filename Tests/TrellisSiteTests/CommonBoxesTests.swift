import Testing
import TrellisRender

@testable import TrellisSite

/// The box a component page shows for each viewport: the one most pages draw the type in, the first of equals in
/// page order — whether the pages are tallied one by one or on all cores.
@Suite("Common boxes")
struct CommonBoxesTests {
    static func output(_ boxes: [[ComponentBox]]) -> PageOutput {
        var output = PageOutput()
        output.boxes = boxes
        return output
    }

    @Test func theMostCommonBoxWinsAndTheFirstOfEqualsInPageOrder() {
        let small = ComponentBox(type: "card", width: 100, height: nil)
        let large = ComponentBox(type: "card", width: 200, height: 50)
        let tile = ComponentBox(type: "tile", width: 80, height: 80)
        let outputs = [
            Self.output([[small], [large]]),
            Self.output([[large, tile], [large]]),
            Self.output([[large, small], [small]]),
            Self.output([[], [small, small]]),
        ]
        let common = CatalogPages.commonBoxes(outputs, viewportCount: 2)
        // Viewport 0: small 2, large 2: small was seen first. Viewport 1: small 3, large 2.
        #expect(common["card"] == [small, small])
        #expect(common["tile"] == [tile, nil])
        #expect(common.count == 2)
        // The same with the pages in another order: large is seen first at viewport 0 now.
        let reordered = CatalogPages.commonBoxes([outputs[1], outputs[0], outputs[2], outputs[3]], viewportCount: 2)
        #expect(reordered["card"] == [large, small])
        // Boxes beyond the site's viewports are not counted.
        #expect(CatalogPages.commonBoxes(outputs, viewportCount: 1)["card"] == [small])
    }
}
