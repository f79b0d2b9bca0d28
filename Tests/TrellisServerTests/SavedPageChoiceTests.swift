import Testing

@testable import TrellisServer

/// Which saved pages the server shows at once, before the rebuild, for the changes a look at the project found.
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
        var shown: [String]
        var testDescription: String { name }
    }

    static let home = "Content/pages/home.json"
    static let shop = "Content/pages/shop.json"

    static let cases: [Case] = [
        Case(name: "a saved page", before: [home], now: [home], changed: [home], pending: [home], shown: [home]),
        Case(
            name: "two saved pages", before: [home, shop], now: [home, shop], changed: [home, shop],
            pending: [home, shop], shown: [home, shop]),
        Case(
            name: "a page saved after another in the same batch", before: [home, shop], now: [home, shop],
            changed: [shop], pending: [home, shop], shown: [shop]),
        Case(
            name: "an editor's temporary file, already renamed over the page", before: [home], now: [home],
            changed: [home, "Content/pages/home.json.tmp-1"], pending: [home, "Content/pages/home.json.tmp-1"],
            shown: [home]),
        Case(
            name: "a template changed in the same batch", before: [home, "Templates/components/card.mustache"],
            now: [home, "Templates/components/card.mustache"], changed: [home],
            pending: [home, "Templates/components/card.mustache"], shown: []),
        Case(
            name: "an include changed with the page", before: [home, "Content/sections/footer.json"],
            now: [home, "Content/sections/footer.json"], changed: [home, "Content/sections/footer.json"],
            pending: [home, "Content/sections/footer.json"], shown: []),
        Case(
            name: "a template removed", before: [home, "Templates/components/card.mustache"], now: [home],
            changed: [home, "Templates/components/card.mustache"],
            pending: [home, "Templates/components/card.mustache"], shown: []),
        Case(name: "a page removed", before: [home, shop], now: [home], changed: [shop], pending: [shop], shown: []),
        Case(name: "a new page", before: [home], now: [home, shop], changed: [shop], pending: [shop], shown: [shop]),
        Case(
            name: "site.json", before: [home, "Content/site.json"], now: [home, "Content/site.json"],
            changed: ["Content/site.json"], pending: ["Content/site.json"], shown: []),
    ]

    @Test(arguments: cases)
    func savedPagesShownAtOnce(_ example: Case) {
        let shown = RebuildLoop.pagesToShow(
            changed: example.changed, pending: Set(example.pending), now: Self.snapshot(example.now),
            beforeBatch: Self.snapshot(example.before))
        #expect(shown == example.shown)
    }
}
