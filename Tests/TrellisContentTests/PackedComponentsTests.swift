import Testing

@testable import TrellisContent

/// A page skeleton keeps its sections' components packed (`Section.packComponents()`); every pass over the site reads
/// them back, so they must come back exactly as they went in, whatever they hold.
@Suite("Packed skeleton components")
struct PackedComponentsTests {
    static let home = "Content/pages/home.json"

    static func at(_ line: Int, _ column: Int, in file: String = home) -> TrellisContent.SourceLocation {
        TrellisContent.SourceLocation(file: file, line: line, column: column)
    }

    static let card = Component(type: "card", id: "c1", data: .object([]), location: at(3, 7), path: "")
    static let hiddenCard = Component(type: "card", id: "c2", data: nil, location: at(4, 7), path: "")
    static let child = Component(type: "badge", id: "b1", data: .object([]), location: at(9, 11), path: "")
    static let carousel = Component(
        type: "carousel", id: "k1",
        data: .object([ComponentData.Member(key: "items", value: .array([.component(child)]))]), location: at(8, 7),
        path: "")

    static let cases: [(String, [Component])] = [
        ("no components", []),
        ("shown and hidden, one type repeated", [card, hiddenCard, card]),
        ("one with children among plain ones", [card, carousel, hiddenCard]),
        (
            "children nested in objects, arrays and nulls, a hidden child, a child's own children",
            [
                Component(
                    type: "card", id: "p1",
                    data: .object([
                        ComponentData.Member(key: "action", value: .component(hiddenCard)),
                        ComponentData.Member(
                            key: "slots",
                            value: .array([
                                .null,
                                .object([ComponentData.Member(key: "inner", value: .component(carousel))]),
                            ])),
                    ]),
                    location: at(20, 7), path: ""),
                carousel,
            ]
        ),
        (
            "a child with data values is kept whole",
            [
                Component(
                    type: "card", id: "p2",
                    data: .object([
                        ComponentData.Member(
                            key: "action",
                            value: .component(
                                Component(
                                    type: "button", id: "b",
                                    data: .object([ComponentData.Member(key: "label", value: .string("Go"))]),
                                    location: at(30, 9), path: "")))
                    ]),
                    location: at(29, 7), path: "")
            ]
        ),
        (
            "one from another file (an include's)",
            [
                card,
                Component(
                    type: "card", id: "s1", data: nil, location: at(2, 5, in: "Content/sections/f.json"), path: ""),
            ]
        ),
        (
            "one that is not a skeleton's: data values, a path, a size",
            [
                card,
                Component(
                    type: "card", id: "full", data: .object([ComponentData.Member(key: "title", value: .string("T"))]),
                    size: JSONNode(.null, at: at(5, 9)), location: at(5, 7), path: "sections[0].components[3]"),
            ]
        ),
        (
            "an empty id and non-ASCII ones",
            [Component(type: "kärtchen", id: "", data: nil, location: at(1, 1), path: "")]
        ),
    ]

    @Test(arguments: cases)
    func packedComponentsReadBackAsTheyWere(_ example: (name: String, components: [Component])) {
        var section = Section(id: "s", components: example.components, location: Self.at(2, 3), path: "sections[0]")
        let unpacked = section
        section.packComponents()
        #expect(section.components == example.components, "\(example.name)")
        #expect(section.componentCount == example.components.count, "\(example.name)")
        #expect(section == unpacked, "\(example.name)")
        var visited: [Component] = []
        Site.forEachComponent(of: section) { visited.append($0) }
        var expected: [Component] = []
        Site.forEachComponent(of: unpacked) { expected.append($0) }
        #expect(visited == expected, "\(example.name)")
        // The places alone, as naming a link's owner by position walks them, and the types alone: the same order,
        // with a header and a footer around, packed or not.
        for var withEnds in [section, unpacked] {
            withEnds.header = Self.child
            withEnds.footer = Self.carousel
            var places: [String] = []
            withEnds.forEachComponentPlace { places.append("\($0)@\($1)") }
            var components: [String] = []
            Site.forEachComponent(of: withEnds) { components.append("\($0.id)@\($0.location)") }
            #expect(places == components, "\(example.name)")
            // The types alone, as the catalog counts them and finds the sections showing each.
            var types: [String] = []
            withEnds.forEachComponentType { types.append($0) }
            var componentTypes: [String] = []
            Site.forEachComponent(of: withEnds) { componentTypes.append($0.type) }
            #expect(types == componentTypes, "\(example.name)")
            // The hidden ones alone, as the build report lists them.
            var hidden: [Component] = []
            withEnds.forEachHiddenComponent { hidden.append($0) }
            #expect(hidden == withEnds.components.filter(\.isHidden), "\(example.name)")
        }
    }

    /// The build cache packs a skeleton's components as it reads them, without a box for one that has no children:
    /// what it makes is the very packing of the components themselves (the same entries, boxes and strings).
    @Test(arguments: cases)
    func componentsPackedOneByOneAreThoseOfTheSection(_ example: (name: String, components: [Component])) {
        var builder = PackedComponents.Builder()
        for component in example.components {
            let standsForNothing: Bool
            switch component.data {
            case nil: standsForNothing = true
            case .object(let members): standsForNothing = members.isEmpty
            default: standsForNothing = false
            }
            if standsForNothing, component.path.isEmpty, component.size == nil {
                builder.append(
                    type: component.type, id: component.id, location: component.location, isHidden: component.isHidden)
            } else {
                builder.append(component)
            }
        }
        #expect(builder.packed == PackedComponents(example.components), "\(example.name)")
        #expect(builder.packed.components == example.components, "\(example.name)")
    }

    @Test func aChangedComponentMakesSectionsDiffer() {
        var packed = Section(id: "s", components: [Self.card, Self.hiddenCard], location: Self.at(2, 3), path: "")
        packed.packComponents()
        for changed in [
            [Self.card, Self.card],
            [Self.card],
            [Self.card, Component(type: "card", id: "c2", data: nil, location: Self.at(4, 8), path: "")],
            [Self.card, Component(type: "tile", id: "c2", data: nil, location: Self.at(4, 7), path: "")],
        ] {
            var other = Section(id: "s", components: changed, location: Self.at(2, 3), path: "")
            #expect(other != packed)
            other.packComponents()
            #expect(other != packed)
        }
    }

    @Test func aPackedSectionCanBeChangedInPlace() {
        var section = Section(id: "s", components: [Self.card, Self.hiddenCard], location: Self.at(2, 3), path: "")
        section.packComponents()
        section.components[1].id = "renamed"
        section.components.append(Self.carousel)
        #expect(section.components.map { $0.id } == ["c1", "renamed", "k1"])
        #expect(section.components[2] == Self.carousel)
    }
}
