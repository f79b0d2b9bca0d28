import TrellisContent

/// A schema a union can choose (a `oneOf`/`anyOf` item, or a schema extending the union's base with `allOf`),
/// before the `type` value that selects it is known.
struct OpenAPIUnionCandidate {
    /// The branch's schema: the `$ref` target, or the inline item.
    var node: JSONNode
    var pointer: JSONPointer
    var path: String
    /// Where the union refers to the schema; nil for an inline item.
    var referenceLocation: SourceLocation?
    /// The value that selects it when no mapping entry does: the component name, or an inline item's `const`.
    var implicitType: String?
    var isInline: Bool
}
