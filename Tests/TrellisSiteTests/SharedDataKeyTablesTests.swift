import Testing

@testable import TrellisSite

/// Page skeletons share their tables of data keys by type (`StreamedPages.shared`): a table is found among those of
/// its shape (its types' name lengths and key counts) by equality, and among many of one shape by hash. Either way
/// the table given back must be the one asked for, never another of the same shape.
@Suite("Shared data-key tables")
struct SharedDataKeyTablesTests {
    /// `count` tables of one shape: the same type names, one key each, the keys differing (data keyed by ids).
    static func tables(_ count: Int) -> [[String: Set<String>]] {
        (0..<count).map { index in
            ["card": ["id-\(index)"], "rating": ["value"]]
        }
    }

    @Test(arguments: [1, 3, 4, 5, 40])
    func everyTableOfOneShapeComesBackAsItself(count: Int) {
        let streamed = StreamedPages(searchEntries: SearchEntryStore(spill: nil))
        let tables = Self.tables(count)
        for table in tables { #expect(streamed.shared(table) == table) }
        // Asked again, in another order, each is found among those kept.
        for table in tables.reversed() { #expect(streamed.shared(table) == table) }
        // A table of another shape, and one of the same shape not seen before.
        let other: [String: Set<String>] = ["card": ["id-000", "title"]]
        #expect(streamed.shared(other) == other)
        let unseen: [String: Set<String>] = ["card": ["id-999"], "rating": ["value"]]
        #expect(streamed.shared(unseen) == unseen)
    }
}
