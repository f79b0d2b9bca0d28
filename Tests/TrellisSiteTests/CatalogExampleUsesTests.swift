import Testing
import TrellisContent

@testable import TrellisSite

/// `trellis serve` keeps a type's first real uses to choose its examples again after a template edit: a bounded
/// number (each holds its data), and a choice it cannot finish among them is left to the rebuild.
struct CatalogExampleUsesTests {
    static func uses(looked: Int, exhausted: Bool) -> CatalogExampleUses {
        var uses = CatalogExampleUses()
        for index in 0..<looked {
            let component = Component(
                type: "card", id: "card-\(index)", data: .object([]), location: SourceLocation(file: "p.json"),
                path: "sections[0].components[\(index)]")
            uses.record(component, caption: "card-\(index)")
        }
        uses.exhausted = exhausted
        return uses
    }

    @Test(
        arguments: [
            // looked at, every page looked at, choice complete among the kept → kept, final
            (2, true, false, 2, true),
            (2, false, false, 2, false),
            (3, false, true, 3, true),
            (16, true, false, 16, true),
            (17, true, false, 16, false),
            (40, true, true, 16, true),
            (40, false, false, 16, false),
        ] as [(Int, Bool, Bool, Int, Bool)])
    func keptUsesAndFinalChoices(looked: Int, exhausted: Bool, complete: Bool, kept: Int, isFinal: Bool) {
        let uses = Self.uses(looked: looked, exhausted: exhausted)
        #expect(uses.candidates.count == kept)
        #expect(uses.candidates.first?.caption == (looked > 0 ? "card-0" : nil))
        #expect(uses.isTruncated == (looked > CatalogExampleUses.keptCount))
        #expect(uses.choiceIsFinal(complete: complete) == isFinal)
    }
}
