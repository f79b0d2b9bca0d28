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
        // The types counted and the files, as a build's fingerprint reads them for every page, packed or not.
        for (kind, read) in [("packed", section), ("unpacked", unpacked)] {
            var counts: [String: Int] = [:]
            var files: Set<String> = []
            read.collectTypeCountsAndFiles(counts: &counts, files: &files)
            #expect(
                counts == Dictionary(expected.map { ($0.type, 1) }, uniquingKeysWith: +), "\(example.name), \(kind)")
            #expect(files == Set(expected.map(\.location.file)), "\(example.name), \(kind)")
        }
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
            // Counted by type, as the catalog's counts and "Used on" lists take them.
            var counts: [String: Int] = [:]
            withEnds.countComponentTypes(into: &counts)
            #expect(counts == Dictionary(componentTypes.map { ($0, 1) }, uniquingKeysWith: +), "\(example.name)")
            // The types counted and the files, as a build's fingerprint reads them for every page.
            var fingerprintCounts: [String: Int] = [:]
            var fileSet: Set<String> = []
            withEnds.collectTypeCountsAndFiles(counts: &fingerprintCounts, files: &fileSet)
            var componentFiles: Set<String> = []
            Site.forEachComponent(of: withEnds) { componentFiles.insert($0.location.file) }
            #expect(fingerprintCounts == counts, "\(example.name)")
            #expect(fileSet == componentFiles, "\(example.name)")
            // The hidden ones alone, as the build report lists them.
            var hidden: [Component] = []
            withEnds.forEachHiddenComponent { hidden.append($0) }
            #expect(hidden == withEnds.components.filter(\.isHidden), "\(example.name)")
            // The visible ones by index, type and id, their descendants, and each made alone, as splicing a template
            // edit reads them.
            var visible: [String] = []
            withEnds.forEachVisibleComponent { index, type, id in
                var descendants: [String] = []
                withEnds.forEachDescendantStub(ofComponentAt: index) { descendants.append("\($0):\($1)") }
                visible.append("\(index) \(type):\(id) [\(descendants.joined(separator: " "))]")
                #expect(withEnds.component(at: index) == withEnds.components[index], "\(example.name)")
            }
            let expectedVisible = withEnds.components.enumerated().filter { !$0.element.isHidden }.map {
                let descendants = ($0.element.data?.childComponents ?? []).map { "\($0.type):\($0.id)" }
                return "\($0.offset) \($0.element.type):\($0.element.id) [\(descendants.joined(separator: " "))]"
            }
            #expect(visible == expectedVisible, "\(example.name)")
        }
    }

    /// The build cache keeps a skeleton's components in their packed form and makes them again from its parts: the
    /// very packing of the components themselves (the same entries, boxes and strings), and the same components.
    @Test(arguments: cases)
    func partsMakeThePackingAgain(_ example: (name: String, components: [Component])) {
        let packed = PackedComponents(example.components)
        let again = PackedComponents(
            validating: packed.file, types: packed.types, entries: packed.entries, childBytes: packed.childBytes,
            strings: packed.strings, boxed: packed.boxed)
        #expect(again == packed, "\(example.name)")
        #expect(again?.components == example.components, "\(example.name)")
    }

    /// Parts that do not hold together (a damaged or foreign cache file) make nothing, rather than components that
    /// would index out of range when read.
    @Test(
        arguments: [
            ("a type beyond the types", { @Sendable (parts: inout PackedParts) in parts.entries[0].type = 9 }),
            (
                "children not where a value starts",
                { @Sendable (parts: inout PackedParts) in parts.entries[1].children = 2 }
            ),
            ("children beyond the bytes", { @Sendable (parts: inout PackedParts) in parts.entries[1].children = 999 }),
            ("a value cut short", { @Sendable (parts: inout PackedParts) in parts.childBytes.removeLast() }),
            (
                "a string index beyond the strings",
                { @Sendable (parts: inout PackedParts) in parts.strings.removeLast() }
            ),
            ("an unknown tag", { @Sendable (parts: inout PackedParts) in parts.childBytes[0] = 7 }),
            ("a count beyond the bytes", { @Sendable (parts: inout PackedParts) in parts.childBytes[1] = 0x7F }),
            ("a box beyond the entries", { @Sendable (parts: inout PackedParts) in parts.boxed[5] = Self.card }),
        ] as [(String, @Sendable (inout PackedParts) -> Void)])
    func partsThatDoNotHoldTogetherMakeNothing(_ example: (name: String, damage: @Sendable (inout PackedParts) -> Void))
    {
        let packed = PackedComponents([Self.card, Self.carousel, Self.hiddenCard])
        var parts = PackedParts(
            types: packed.types, entries: packed.entries, childBytes: packed.childBytes, strings: packed.strings,
            boxed: packed.boxed)
        #expect(parts.entries[1].children == 1 && parts.childBytes.first == 1, "the carousel's object starts the bytes")
        example.damage(&parts)
        let made = PackedComponents(
            validating: packed.file, types: parts.types, entries: parts.entries, childBytes: parts.childBytes,
            strings: parts.strings, boxed: parts.boxed)
        #expect(made == nil, "\(example.name)")
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

/// The parts of `PackedComponents` a test damages one at a time.
struct PackedParts {
    var types: [String]
    var entries: [PackedComponents.Entry]
    var childBytes: [UInt8]
    var strings: [String]
    var boxed: [Int: Component]
}
