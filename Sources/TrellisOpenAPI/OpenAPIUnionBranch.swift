import TrellisContent

/// One choice of a union: the `type` value that selects it and the schema that is then the component's contract.
public struct OpenAPIUnionBranch: Sendable, Equatable {
    /// The discriminator value: the `mapping` key that refers to the branch, else (OpenAPI's implicit mapping) the
    /// component schema name the branch `$ref`s, else the `const` (or single `enum` value) an inline branch gives
    /// its `type` property.
    public var type: String
    /// RFC 6901 JSON pointer to the branch's schema: the `$ref` target (`/components/schemas/Card`) or the inline
    /// branch itself (`/components/schemas/Component/oneOf/2`).
    public var pointer: String
    /// Where the branch's schema starts (the `$ref` target, not the `$ref`).
    public var location: SourceLocation
    /// The JSON path of the branch's schema, for messages.
    public var path: String
    /// Where the union refers to the schema: the `$ref` string in `oneOf`/`anyOf`, or the `mapping` value. Nil for
    /// an inline branch.
    public var referenceLocation: SourceLocation?

    public init(
        type: String, pointer: String, location: SourceLocation, path: String, referenceLocation: SourceLocation?
    ) {
        self.type = type
        self.pointer = pointer
        self.location = location
        self.path = path
        self.referenceLocation = referenceLocation
    }
}
