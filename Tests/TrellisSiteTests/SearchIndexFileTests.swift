import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// The search index is written to the spill folder a megabyte at a time; the file must be the one built in memory,
/// whatever the number of entries.
@Suite("Search index file")
struct SearchIndexFileTests {
    @Test(arguments: [0, 1, 3, 2_000])
    func theSpilledFileHoldsTheBytesBuiltInMemory(pages: Int) throws {
        let project = try TemporaryProject()
        let spill = try #require(SpillFolder.make(at: project.url("spill").path))
        // Entries of about 1 KB: 2,000 of them pass the megabyte a write goes out at.
        let entries = (0..<pages).map {
            #"["p","Page \#($0)","pages/p\#($0)/index.html","p\#($0)",""# + String(repeating: "w", count: 1_000)
                + #""]"#
        }
        let types: [(type: String, description: String?)] = [("card", "A card"), ("tile", nil)]
        let inMemory = SearchIndex.file(pageEntries: entries.map(SearchEntry.init), types: types)
        // The entries wait in the spill folder too, as a build keeps them.
        let store = SearchEntryStore(spill: spill)
        let spilled = SearchIndex.file(pageEntries: entries.map(store.keep), types: types, spill: spill)
        let path = try #require(spilled.spilled)
        #expect(spilled.contents.isEmpty && spilled.isValidated)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == inMemory.contents)
        #expect(spilled.spilledByteCount == bytes.count)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("window.trellisSearchIndex=[\n"))
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\n];\n"))
    }

    @Test func withoutTypesOrPagesTheIndexIsAnEmptyList() {
        let file = SearchIndex.file(pageEntries: [], types: [])
        #expect(String(decoding: file.contents, as: UTF8.self) == "window.trellisSearchIndex=[\n\n];\n")
    }

    /// Entries kept on the rendering threads read back as they were written, on disk or (without a spill folder) in
    /// memory.
    @Test(arguments: [true, false])
    func keptEntriesReadBackAsWritten(spilling: Bool) throws {
        let project = try TemporaryProject()
        var spill: SpillFolder?
        if spilling { spill = try #require(SpillFolder.make(at: project.url("spill").path)) as SpillFolder }
        let store = SearchEntryStore(spill: spill)
        let texts = (0..<500).map { index in
            index % 50 == 0 ? "" : #"["p","Über \#(index) ✓","pages/p\#(index)/index.html"]"#
        }
        let entries = texts.parallelMap { store.keep($0) }
        #expect(entries.map(\.text) == texts)
        #expect(entries.reversed().map(\.text) == texts.reversed())
        // Read back on every core at once, as the build cache's shard writers read them.
        #expect(entries.parallelMap(\.bytes) == texts.map { Array($0.utf8) })
        if let spill {
            let size = try FileManager.default.attributesOfItem(atPath: spill.path + "/search-entries")[.size] as? Int
            #expect(size == texts.reduce(0) { $0 + $1.utf8.count })
        }
    }
}
