/// Remembers the component ids of one page (or of one included section file), so a second use can point back
/// at the first.
struct IDRegistry {
    /// Where an id was used: the JSON path that a user can find in the file (`[1].id` for an id written in the
    /// component, the component's own path for a generated one, which has no `id` key to point at).
    struct Entry: Sendable {
        var id: String
        var location: SourceLocation
        /// The path of the component the id belongs to.
        var componentPath: String
        /// How a generated id was made (`its parent's id and key`); nil when the id is written in the content.
        var generatedFrom: String?

        /// `componentPath` then `.id` for a written id: built only for a message (every component has an entry).
        var path: String { generatedFrom == nil ? JSONPath.key(componentPath, "id") : componentPath }
    }

    /// Each id's place in `entries`.
    private var seen: [String: Int] = [:]
    /// Every id, first use each, in the order they were registered.
    private(set) var entries: [Entry] = []

    /// Records an id; returns the first use when it is a duplicate.
    mutating func register(_ entry: Entry) -> Entry? {
        // One hash lookup for a new id (the usual case); a duplicate puts the first one's index back.
        if let first = seen.updateValue(entries.count, forKey: entry.id) {
            seen[entry.id] = first
            return entries[first]
        }
        entries.append(entry)
        return nil
    }

    /// The error for `duplicate`, a second use of `first`'s id; `scope` names where ids must be unique
    /// (`on page "home"`).
    static func duplicateError(_ duplicate: Entry, first: Entry, scope: String) -> Diagnostic {
        var message = "duplicate component id \"\(duplicate.id)\" \(scope) (first at \(first.location), \(first.path))"
        // A generated id collides with text the user never wrote: say where it came from and how to avoid it.
        if let generated = [duplicate, first].first(where: { $0.generatedFrom != nil }),
            let how = generated.generatedFrom
        {
            message +=
                "; the id of the component at \(generated.path) is generated from \(how): give it an \"id\" of its own"
        }
        return .error("duplicate-id", at: duplicate.location, path: duplicate.path, message)
    }
}
