import Testing

@testable import TrellisSite

/// A working folder is recognised by its exact name only: a later build removes what a crashed one left, and never
/// anything else that happens to look alike.
@Suite("Working folder names")
struct SwapAreaTests {
    static let area = SwapArea(directory: "/p", prefix: "._site.trellis-")

    @Test(arguments: [
        ("._site.trellis-tmp-42", "tmp", Int32(42)),
        ("._site.trellis-update-7", "update", 7),
        ("._site.trellis-spill-123", "spill", 123),
        ("._site.trellis-trash-99.123456789", "trash", 99),
        ("._site.trellis-trash-99", "trash", 99),
    ])
    func recognised(_ name: String, _ kind: String, _ process: Int32) throws {
        let parsed = try #require(Self.area.parse(name))
        #expect(parsed.kind.rawValue == kind)
        #expect(parsed.process == process)
    }

    @Test(arguments: [
        "._site.trellis-tmp-42.1", "._site.trellis-trash-99.", "._site.trellis-trash-99.x", "._site.trellis-trash-.5",
        "._site.trellis-cache", "._site.trellis-tmp-", "._site.trellis-tmp-4 2", "_site", "notes.txt",
    ])
    func leftAlone(_ name: String) {
        #expect(Self.area.parse(name) == nil)
    }

    @Test func aTrashPathIsRecognisedAsTrashOfThisProcess() throws {
        let path = Self.area.trashPath(process: 314)
        let name = String(try #require(path.split(separator: "/").last))
        #expect(Self.area.parse(name)?.kind == .trash)
        #expect(Self.area.parse(name)?.process == 314)
        #expect(Self.area.trashPath(process: 314) != path, "each trash folder has its own name")
    }
}
