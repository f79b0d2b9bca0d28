import Testing
import TrellisSite

@testable import TrellisServer

/// What the server shows at once, before the rebuild, for the changes a look at the project found: saved pages,
/// and the pages in view when templates or includes changed.
struct SavedPageChoiceTests {
    static func snapshot(_ paths: [String]) -> ProjectSnapshot {
        var snapshot = ProjectSnapshot()
        for (index, path) in paths.enumerated() {
            snapshot.files[path] = PosixFiles.Status(
                kind: .file, size: 1, modifiedSeconds: 0, modifiedNanoseconds: 0, inode: UInt64(index), device: 1)
        }
        return snapshot
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var before: [String]
        var now: [String]
        var changed: [String]
        var pending: [String]
        /// The saved pages and changed inputs shown at once; nil when only the rebuild can show the changes.
        var shown: (pages: [String], inputs: [String])?
        var testDescription: String { name }
    }

    static let home = "Content/pages/home.json"
    static let shop = "Content/pages/shop.json"
    static let card = "Templates/components/card.mustache"
    static let footer = "Content/sections/footer.json"

    static let cases: [Case] = [
        Case(name: "a saved page", before: [home], now: [home], changed: [home], pending: [home], shown: ([home], [])),
        Case(
            name: "two saved pages", before: [home, shop], now: [home, shop], changed: [home, shop],
            pending: [home, shop], shown: ([home, shop], [])),
        Case(
            name: "a page saved after another in the same batch", before: [home, shop], now: [home, shop],
            changed: [shop], pending: [home, shop], shown: ([shop], [])),
        Case(
            name: "an editor's temporary file, already renamed over the page", before: [home], now: [home],
            changed: [home, "Content/pages/home.json.tmp-1"], pending: [home, "Content/pages/home.json.tmp-1"],
            shown: ([home], [])),
        Case(
            name: "an editor's temporary file still there", before: [home],
            now: [home, "Content/pages/home.json.tmp-1"],
            changed: ["Content/pages/home.json.tmp-1"], pending: ["Content/pages/home.json.tmp-1"], shown: nil),
        Case(
            name: "a template alone", before: [home, card], now: [home, card], changed: [card], pending: [card],
            shown: ([], [card])),
        Case(
            name: "a template's CSS and contract", before: [home, "Templates/components/card.css"],
            now: [home, "Templates/components/card.css", "Templates/components/card.json"],
            changed: ["Templates/components/card.css", "Templates/components/card.json"],
            pending: ["Templates/components/card.css", "Templates/components/card.json"],
            shown: ([], ["Templates/components/card.css", "Templates/components/card.json"])),
        Case(
            name: "a page saved after a template: every pending page, with the template",
            before: [home, shop, card], now: [home, shop, card], changed: [shop], pending: [home, shop, card],
            shown: ([home, shop], [card])),
        Case(
            name: "an include changed with the page", before: [home, footer], now: [home, footer],
            changed: [home, footer], pending: [home, footer], shown: ([home], [footer])),
        Case(
            name: "a template removed", before: [home, card], now: [home], changed: [home, card],
            pending: [home, card], shown: ([home], [card])),
        Case(name: "a page removed", before: [home, shop], now: [home], changed: [shop], pending: [shop], shown: nil),
        Case(
            name: "a page removed while a template changed", before: [home, shop, card], now: [home, card],
            changed: [shop], pending: [shop, card], shown: ([], [card])),
        Case(
            name: "a new page", before: [home], now: [home, shop], changed: [shop], pending: [shop],
            shown: ([shop], [])),
        Case(
            name: "site.json", before: [home, "Content/site.json"], now: [home, "Content/site.json"],
            changed: ["Content/site.json"], pending: ["Content/site.json"], shown: nil),
        Case(
            name: "a template and site.json", before: [card, "Content/site.json"], now: [card, "Content/site.json"],
            changed: [card], pending: [card, "Content/site.json"], shown: nil),
        Case(
            name: "an asset", before: [home, "Assets/logo.svg"], now: [home, "Assets/logo.svg"],
            changed: ["Assets/logo.svg"], pending: ["Assets/logo.svg"], shown: nil),
        Case(
            name: "the OpenAPI document", before: [home, "openapi.yaml"], now: [home, "openapi.yaml"],
            changed: ["openapi.yaml"], pending: ["openapi.yaml"], shown: nil),
    ]

    @Test(arguments: cases)
    func whatIsShownAtOnce(_ example: Case) {
        let request = RebuildLoop.previewRequest(
            changed: example.changed, pending: Set(example.pending), now: Self.snapshot(example.now),
            beforeBatch: Self.snapshot(example.before))
        #expect(request?.savedPages == example.shown?.pages)
        #expect(request?.changedInputs == example.shown?.inputs)
        #expect(request?.shownPaths ?? [] == [], "the pages in view are the channel's to add")
    }

    @Test(
        arguments: [
            ("/pages/home/", "pages/home/"), ("/pages/home/phone.html", "pages/home/phone.html"),
            ("/pages/caf%C3%A9/", "pages/café/"), ("/components/rating.html", "components/rating.html"), ("/", nil),
            ("/index.html", "index.html"), ("/pages/../etc/", nil), ("/pages%2Fhome/", nil), ("pages/home/", nil),
            ("", nil),
        ] as [(String, String?)])
    func whereABrowserIs(_ page: String, _ path: String?) {
        #expect(PreviewRouter.shownPath(page) == path)
    }

    @Test func previewedPlacesArePageFoldersAndCatalogPages() {
        let files = [
            "pages/home/index.html", "pages/home/phone.html", "pages/more/feed/phone.html", "components/rating.html",
            "assets/components.css", "assets/trellis.css",
        ]
        #expect(RebuildLoop.previewedPlaces(of: files) == ["components/rating.html", "pages/home", "pages/more/feed"])
    }
}
