import Testing
import TrellisRender

@testable import TrellisContent
@testable import TrellisSite

/// A page's links are kept packed until the link check (`LinkTable`); what comes out must be what went in.
@Suite("Packed page links")
struct LinkTableTests {
    typealias LinkUse = RenderedComponent.LinkUse

    static let card = SourceLocation(file: "Templates/components/card.mustache", line: 3, column: 9)
    static let hero = SourceLocation(file: "Templates/components/hero.mustache", line: 1, column: 15)
    static let owner = Component(
        type: "card", id: "c1", data: nil,
        location: SourceLocation(file: "Content/pages/home.json", line: 4, column: 7),
        path: "")

    static let cases: [(String, [LinkUse])] = [
        ("no links", []),
        (
            "links of one component, one place repeated",
            [
                LinkUse(attribute: "href", value: "../other/", location: card, owner: owner),
                LinkUse(attribute: "href", value: "#top", location: card, owner: owner),
            ]
        ),
        (
            "two attributes at one place, an empty value, non-ASCII",
            [
                LinkUse(attribute: "src", value: "img/ä ö.png", location: hero, owner: owner),
                LinkUse(attribute: "poster", value: "", location: hero, owner: owner),
                LinkUse(attribute: "srcset", value: "img/b.png", location: hero, owner: nil),
            ]
        ),
        (
            "notes only, as the build cache gives them",
            [
                LinkUse(attribute: "href", value: "a.html", location: card, ownerNote: " (in component \"x\")"),
                LinkUse(attribute: "href", value: "b.html", location: hero, ownerNote: ""),
            ]
        ),
    ]

    @Test(arguments: cases)
    func packedLinksReadBackAsTheyWere(_ example: (name: String, links: [LinkUse])) {
        let table = LinkTable(example.links)
        #expect(table.count == example.links.count, "\(example.name)")
        #expect(Array(table) == example.links, "\(example.name)")
        for (index, link) in example.links.enumerated() {
            #expect(table.value(at: index) == link.value)
            #expect(table.location(at: index) == link.location)
            #expect(table[index].ownerPlace?.id == link.ownerPlace?.id)
            #expect(table[index].ownerPlace?.location == link.ownerPlace?.location)
            #expect(table[index].ownerNote == link.ownerNote)
        }
        #expect(table == LinkTable(example.links))
    }

    @Test func tablesDifferWhenALinkDoes() {
        let links = Self.cases[2].1
        var changedValue = links
        changedValue[0] = LinkUse(attribute: "src", value: "img/other.png", location: Self.hero, owner: Self.owner)
        var changedOwner = links
        let other = Component(type: "card", id: "c2", data: nil, location: Self.owner.location, path: "")
        changedOwner[1] = LinkUse(attribute: "poster", value: "", location: Self.hero, owner: other)
        var changedPlace = links
        changedPlace[2] = LinkUse(attribute: "srcset", value: "img/b.png", location: Self.card, owner: nil)
        for changed in [changedValue, changedOwner, changedPlace, Array(links.dropLast())] {
            #expect(LinkTable(changed) != LinkTable(links))
        }
        // The same id and place: the same note, so the same link.
        let lookalike = Component(type: "card", id: "c1", data: .object([]), location: Self.owner.location, path: "x")
        var sameNote = links
        sameNote[0] = LinkUse(attribute: "src", value: "img/ä ö.png", location: Self.hero, owner: lookalike)
        #expect(LinkTable(sameNote) == LinkTable(links))
    }

    @Test func ownersAreKeptAsTheirIDAndPlaceAndNotesAsNotes() {
        let table = LinkTable(Self.cases[2].1 + Self.cases[3].1)
        #expect(table[0].ownerPlace?.id == "c1")
        #expect(table[1].ownerPlace?.location == Self.owner.location)
        #expect(table[1].ownerNote == " (in component \"c1\" at Content/pages/home.json:4:7)")
        #expect(table[2].ownerPlace == nil)
        #expect(table[2].ownerNote == "")
        #expect(table[3].ownerPlace == nil)
        #expect(table[3].ownerNote == " (in component \"x\")")
    }

    /// A streamed page's links name their owners by position in the page skeleton (`refer(to:)`); they must read
    /// back as before, one by one or all at once, and an owner the skeleton does not hold keeps its own id and place.
    @Test func ownersNamedByTheirPlaceInTheSkeletonReadBackAsTheyWere() {
        let file = Self.owner.location.file
        let second = Component(
            type: "card", id: "c2", data: .object([]), location: SourceLocation(file: file, line: 9, column: 7),
            path: "")
        let variantOnly = Component(
            type: "card", id: "v1", data: nil, location: SourceLocation(file: file, line: 30, column: 7), path: "")
        let renamed = Component(type: "card", id: "other", data: nil, location: second.location, path: "")
        var section = Section(
            id: "s", header: Self.owner, components: [second, Self.owner], location: SourceLocation(file: file),
            path: "")
        section.packComponents()
        let links = [
            LinkUse(attribute: "href", value: "a/", location: Self.card, owner: Self.owner),
            LinkUse(attribute: "src", value: "b.png", location: Self.hero, owner: second),
            LinkUse(attribute: "href", value: "c/", location: Self.card, owner: variantOnly),
            LinkUse(attribute: "href", value: "d/", location: Self.card, owner: nil),
            LinkUse(attribute: "href", value: "e/", location: Self.card, owner: renamed),
            LinkUse(attribute: "href", value: "f/", location: Self.card, owner: second),
        ]
        var table = LinkTable(links)
        table.refer(to: [section])
        #expect(Array(table) == links)
        for (index, link) in links.enumerated() {
            #expect(table[index] == link)
            #expect(table[index].ownerPlace?.id == link.ownerPlace?.id)
        }
        #expect(table == LinkTable(links))
    }

    /// The build cache keeps a page's table as it is held: owners named by position in the page's skeleton stay so
    /// (an entry is reused only for the same page content), others keep their id and place. Read back with the page's
    /// skeleton, every link is what was written, owner included; an entry cut anywhere is refused.
    @Test func linksReadBackFromTheBuildCacheAsTheyWere() throws {
        let second = Component(
            type: "card", id: "c2", data: nil,
            location: SourceLocation(file: Self.owner.location.file, line: 9, column: 7), path: "")
        let variantOnly = Component(
            type: "card", id: "v1", data: nil,
            location: SourceLocation(file: Self.owner.location.file, line: 30, column: 3), path: "")
        var section = Section(
            id: "s", components: [Self.owner, second], location: SourceLocation(file: Self.owner.location.file),
            path: "")
        section.packComponents()
        let links =
            Self.cases.flatMap(\.1) + [
                LinkUse(attribute: "href", value: "x/", location: Self.card, owner: second),
                LinkUse(attribute: "href", value: "y/", location: Self.card, owner: Self.owner),
                LinkUse(attribute: "src", value: "", location: Self.hero, owner: variantOnly),
                LinkUse(attribute: "href", value: "z/", location: Self.card, owner: Self.owner),
            ]
        var referred = LinkTable(links)
        referred.refer(to: [section])
        var bytes: [UInt8] = []
        for (table, sections) in [(LinkTable(links), nil), (referred, [section])] as [(LinkTable, [Section]?)] {
            let page = CachedPage(
                contractKey: 2, contractDiagnostics: [], renderDiagnostics: [], unknownTypes: [], renderings: 1,
                links: table, ids: ["c1"], searchEntry: SearchEntry("[\"p\"]"), boxes: [],
                linkCheck: PageLinks(shape: 0, problems: [], previewIDs: [], previewProblems: [], renderingIDsHash: 0),
                layoutFindings: LayoutFindings(), rendering: CachedPageRendering(key: 1))
            var writer = CacheWriter()
            writer.write(analysisOf: page)
            writer.write(page.rendering)
            var reader = CacheReader(writer.bytes)
            let entry = reader.pageAnalysis(skeletonSections: sections)
            var read = try #require(entry)
            let rendering = reader.pageRendering()
            read.rendering = try #require(rendering)
            #expect(reader.isAtEnd)
            #expect(Array(read.links) == links)
            #expect(read.links.map(\.ownerPlace?.id) == links.map(\.ownerPlace?.id))
            #expect(read.links.map(\.ownerPlace?.location) == links.map(\.ownerPlace?.location))
            #expect(read == page)
            bytes = writer.bytes
        }
        for length in stride(from: 0, to: bytes.count, by: 7) {
            var reader = CacheReader(Array(bytes.prefix(length)))
            let entry = reader.pageAnalysis().flatMap { _ in reader.pageRendering() }
            #expect(entry == nil, "an entry cut at \(length) was read")
        }
    }
}
