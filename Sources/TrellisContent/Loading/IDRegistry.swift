/// Remembers the component ids of one page, so a second use can point back at the first.
struct IDRegistry {
    private var seen: [String: SourceLocation] = [:]

    /// Records an id; returns where it was first used when it is a duplicate.
    mutating func register(_ id: String, at location: SourceLocation) -> SourceLocation? {
        if let first = seen[id] { return first }
        seen[id] = location
        return nil
    }
}
