import TrellisContent

/// A schema that chooses between component schemas by the value of `type`: `oneOf` (or `anyOf`) with a
/// `discriminator` whose `propertyName` is `type`, or a base schema with such a discriminator that others extend
/// with `allOf` (OpenAPI's inheritance form).
///
/// This is how a server team says "a component is one of these, and its `type` says which": each branch's schema is
/// the contract of the component type it names.
public struct OpenAPIUnion: Sendable, Equatable {
    /// The component schema the union is in (the union itself, or the one it is nested in, e.g. `Screen` for
    /// `Screen.properties.sections.items.properties.components.items`).
    public var name: String
    /// RFC 6901 JSON pointer to the schema that has the discriminator.
    public var pointer: String
    /// Where that schema starts.
    public var location: SourceLocation
    /// The JSON path for messages.
    public var path: String
    /// The branches in document order: `oneOf`/`anyOf` items first (a branch listed under several mapping keys
    /// appears once per key), then mapping entries that point at schemas outside the list. Each `type` value
    /// appears once: when two schemas claim one value, the first is kept and the second reported.
    public var branches: [OpenAPIUnionBranch]

    public init(
        name: String, pointer: String, location: SourceLocation, path: String, branches: [OpenAPIUnionBranch]
    ) {
        self.name = name
        self.pointer = pointer
        self.location = location
        self.path = path
        self.branches = branches
    }
}
