import Testing
import TrellisContent

@testable import TrellisSite

/// A site file's spilled path and its previous-site stamp are kept compactly (a prefix the page's files share, a
/// stamp behind a reference); what they read back must be exactly what was set, or a build would publish the wrong
/// bytes or reuse a changed file.
@Suite("Site files")
struct SiteFileTests {
    enum Spill: Sendable {
        case prefix(String, number: Int)
        case path(String?)
    }

    static let spills: [(Spill, String?)] = [
        (.prefix("/out/._site.trellis-spill-7/3/p00001-", number: 0), "/out/._site.trellis-spill-7/3/p00001-0"),
        (.prefix("/out/._site.trellis-spill-7/3/p00001-", number: 12), "/out/._site.trellis-spill-7/3/p00001-12"),
        (.prefix("", number: 5), "5"),
        (.path("/out/._site.trellis-spill-7/search-index.js"), "/out/._site.trellis-spill-7/search-index.js"),
        (.path("/spill/7-3"), "/spill/7-3"),
        (.path(nil), nil),
    ]

    @Test(arguments: spills)
    func aSpilledFileReadsBackTheWholePath(spill: Spill, expected: String?) {
        var file = SiteFile("pages/home/phone.html", bytes: [])
        file.spill(to: "/elsewhere/", number: 99)
        switch spill {
        case .prefix(let prefix, let number): file.spill(to: prefix, number: number)
        case .path(let path): file.spilled = path
        }
        #expect(file.spilled == expected)
    }

    @Test func aReusedFileKeepsItsStampAndCopiesStayApart() {
        let stamp = FileStamp(
            size: 4096, modifiedSeconds: 1_700_000_000, modifiedNanoseconds: 5, changedSeconds: 1_700_000_001,
            changedNanoseconds: 6, inode: 42)
        var file = SiteFile("pages/home/index.html", reusing: stamp)
        #expect(file.reused == stamp)
        let copy = file
        file.reused = nil
        #expect(file.reused == nil)
        #expect(copy.reused == stamp)
        file.reused = stamp
        #expect(file.reused == stamp)
    }
}
