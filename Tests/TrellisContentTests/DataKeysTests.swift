import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

/// Looking for some names in the content's data finds exactly those of them that the full walk finds, on real
/// catalogs (the example and the Adaptive Cards samples, whose types mostly appear inside other components).
@Suite("Data keys sent by each type")
struct DataKeysTests {
    @Test(arguments: ["example", "adaptive cards"])
    func lookingForSomeNamesFindsWhatTheFullWalkFinds(catalog: String) throws {
        let folder = catalog == "example" ? Fixtures.exampleCatalog : Fixtures.adaptiveCards
        let site = try #require(ProjectLoader(projectDirectory: folder.path).load().site)
        let every = site.dataKeysByType
        #expect(every.count >= 3)
        // Per type: every other key it sends, a name no type sends, and a key only another type sends.
        let allKeys = every.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var names: [String: Set<String>] = [:]
        for (type, keys) in every {
            var wanted = Set(keys.sorted().enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
            wanted.insert("no-such-key-anywhere")
            if let elsewhere = allKeys.subtracting(keys).sorted().first { wanted.insert(elsewhere) }
            names[type] = wanted
        }
        names["no-such-type"] = ["title"]
        let found = site.dataKeys(among: names)
        var expected: [String: Set<String>] = [:]
        for (type, wanted) in names {
            let sent = wanted.intersection(every[type] ?? [])
            if !sent.isEmpty { expected[type] = sent }
        }
        #expect(found == expected)
        #expect(site.dataKeys(among: [:]).isEmpty)
    }
}
