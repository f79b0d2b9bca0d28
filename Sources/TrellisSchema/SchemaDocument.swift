import TrellisContent

/// One JSON document that holds schemas: a contract file, an OpenAPI document, a shared schema file or a
/// bundled meta-schema.
struct SchemaDocument: Sendable {
    var root: JSONNode
    /// How messages name the document (`Templates/components/card.json`, a meta-schema's URI).
    var display: String
    /// The pointer that locations inside the document are shown relative to: `/schema` for a contract file, so
    /// `#/properties/tags` means what the user's own `$ref`s mean.
    var displayBase: String
    /// A bundled meta-schema: Trellis's own, never the subject of a message about the user's schemas.
    var isBundled: Bool
}
