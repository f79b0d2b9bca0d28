import Testing

@testable import TrellisHTML

/// The checker's name sets answer exactly as a `Set<String>` of the same names would, for every kind of name a
/// template can hold: prefixes and extensions of members, the longest names packed, longer ones, non-ASCII.
@Suite("Element name sets")
struct NameSetTests {
    static let members = [
        "a", "h1", "col", "colgroup", "selectedcontent", "annotation-xml", "td", "th", "custom-element-name-long",
        "é", "",
    ]

    @Test(arguments: [
        "a", "h1", "col", "colgroup", "selectedcontent", "annotation-xml", "td", "th", "custom-element-name-long", "é",
        "",
        "b", "h", "h10", "co", "colgroupx", "colgrou", "selectedcontents", "selectedconten", "annotation-xm", "t",
        "tdd",
        "custom-element-name-lon", "custom-element-name-longer", "e", "éé", "A", "H1", "\u{0}", "a\u{0}",
    ])
    func answersAsASetWould(name: String) {
        let names = HTMLNameSet(Self.members)
        #expect(names.contains(name) == Set(Self.members).contains(name))
    }

    @Test func theStandardsListsAreWhole() {
        // Every name of the catalog's lists is found in its own list, and iteration gives the names back.
        let lists: [HTMLNameSet] = [
            HTMLElementCatalog.void, HTMLElementCatalog.known, HTMLElementCatalog.obsolete,
            HTMLElementCatalog.closesParagraph, HTMLElementCatalog.headings, HTMLElementCatalog.scope,
            HTMLElementCatalog.foreignScope, HTMLElementCatalog.urlAttributes, HTMLElementCatalog.impliedEnd,
        ]
        for list in lists {
            #expect(Array(list).allSatisfy { list.contains($0) })
            #expect(!Array(list).isEmpty)
        }
        #expect(HTMLElementCatalog.known.contains("selectedcontent"))
        #expect(!HTMLElementCatalog.known.contains("blink"))
    }
}
