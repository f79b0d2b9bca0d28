import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

@Suite("Natural order of page names")
struct NaturalOrderTests {
    static let cases: [(names: [String], sorted: [String])] = [
        (["page-10", "page-2", "page-1", "page-0"], ["page-0", "page-1", "page-2", "page-10"]),
        (["b", "A", "a", "B"], ["A", "a", "B", "b"]),
        (["v1.10", "v1.9", "v1.2"], ["v1.2", "v1.9", "v1.10"]),
        (["x007", "x7", "x10"], ["x007", "x7", "x10"]),
        (["home", "home-2", "home1"], ["home", "home-2", "home1"]),
        (["more/feed", "more", "more/a"], ["more", "more/a", "more/feed"]),
        (
            ["99999999999999999999999", "100000000000000000000000"],
            ["99999999999999999999999", "100000000000000000000000"]
        ),
    ]

    @Test(arguments: cases)
    func sorts(_ example: (names: [String], sorted: [String])) {
        #expect(example.names.sorted(by: NaturalOrder.precedes) == example.sorted)
    }

    /// A strict weak order: never both ways, never an element before itself.
    @Test func isAStrictOrder() {
        let names = ["a", "A", "a1", "a01", "a10", "a2", "", "1", "01", "b", "é"]
        for a in names {
            #expect(!NaturalOrder.precedes(a, a))
            for b in names where a != b {
                #expect(NaturalOrder.precedes(a, b) != NaturalOrder.precedes(b, a), "\(a) / \(b)")
            }
        }
    }

    /// The home page lists pages by folder, each list in natural order, folders after the top-level pages.
    @Test func homeGroupsPagesByFolderInNaturalOrder() throws {
        var files: [String: String] = [
            "Templates/components/tile.mustache": #"<div class="tile">{{name}}</div>"#
        ]
        for name in ["page-10", "page-2", "page-1", "shop/item-10", "shop/item-9", "about"] {
            files["Content/pages/\(name).json"] = #"[{"type": "tile", "data": {"name": "x"}}]"#
        }
        let project = try TemporaryProject(files: files)
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let index = try project.read("_site/index.html")
        let order = ["about", "page-1", "page-2", "page-10", "shop/", "shop/item-9", "shop/item-10"].map { name in
            // A folder by its heading; a page (titled by its id) by its card's link.
            index.range(of: name.hasSuffix("/") ? "<code>\(name)</code>" : ">\(name)</a>")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil }, "\(index)")
        let positions = order.compactMap { $0 }
        #expect(positions == positions.sorted())
        #expect(index.contains(#"<h3 class="t-group"><code>shop/</code> <span class="t-dim">2 pages</span></h3>"#))
    }
}
