import TrellisContent

/// A schema resource: a document's root schema or a subschema with its own `$id`. `$ref`s resolve against
/// resources, and `$dynamicRef` searches the resources the evaluation has entered.
struct SchemaResource: Sendable {
    var uri: String
    var document: Int
    /// Where the resource's root schema is in its document.
    var pointer: String
    var draft: SchemaDraft
    /// The `$schema` the resource declares, if any: the meta-schema it is checked against before use.
    var declaredMetaschema: String?
    var vocabularies: SchemaVocabularies
    /// 2019-09 `$recursiveAnchor: true` at the resource's root.
    var recursiveAnchor = false
    /// 2020-12 `$dynamicAnchor` names declared in the resource → their pointers in the document.
    var dynamicAnchors: [String: String] = [:]
    /// The `$id` that made this resource, nil for a document known by its path: where to point when another
    /// schema claims the same URI.
    var identifier: JSONNode?
    /// The JSON path of that `$id` in its file.
    var identifierPath = ""
}
