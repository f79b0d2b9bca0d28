import TrellisContent

/// Walks a document's schemas once, recording every resource (`$id`), anchor and base URI, so references
/// resolve by lookup. Only keywords that hold schemas are entered: an `$id` inside `enum`, `const` or a property
/// *named* `$id` is data, not an identifier.
struct SchemaScanner {
    var registry: SchemaRegistry
    let document: Int
    var diagnostics: [Diagnostic] = []

    init(registry: SchemaRegistry, document: Int) {
        self.registry = registry
        self.document = document
    }

    /// Keywords whose value is one schema.
    static let singleSchemaKeywords: Set<String> = [
        "additionalProperties", "propertyNames", "not", "if", "then", "else", "contains", "unevaluatedItems",
        "unevaluatedProperties", "contentSchema", "additionalItems", "items",
    ]
    /// Keywords whose value is an array of schemas.
    static let schemaArrayKeywords: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems", "items"]
    /// Keywords whose value maps names to schemas.
    static let schemaMapKeywords: Set<String> = [
        "properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies",
    ]

    mutating func addResource(uri: String, pointer: String, draft: SchemaDraft, vocabularies: SchemaVocabularies)
        -> Int
    {
        registry.resources.append(
            SchemaResource(uri: uri, document: document, pointer: pointer, draft: draft, vocabularies: vocabularies))
        let index = registry.resources.count - 1
        if registry.resourceByURI[uri] == nil || pointer.isEmpty { registry.resourceByURI[uri] = index }
        return index
    }

    /// Deeper schemas than files allow (200 levels of JSON) are only possible when built in memory; identifiers
    /// below this depth are not indexed rather than risking the stack.
    static let maximumDepth = 400

    mutating func scan(
        _ node: JSONNode, pointer: String, scope: SchemaScope, isDocumentRoot: Bool = false, depth: Int = 0
    ) {
        registry.scopes[document][pointer] = scope
        guard let object = node.objectValue, depth < Self.maximumDepth else { return }
        var scope = scope
        var draft = registry.resources[scope.resource].draft
        var vocabularies = registry.resources[scope.resource].vocabularies
        var declaredMetaschema: String?

        let idNode = draft == .openAPI30 ? nil : object["$id"]
        let declaredSchema = object["$schema"]
        let startsResource = isDocumentRoot || (idNode?.stringValue.map { !isPlainAnchor($0, draft: draft) } ?? false)
        if startsResource, let declaredSchema {
            if let uri = declaredSchema.stringValue, let dialect = registry.dialect(of: uri) {
                draft = dialect.draft
                vocabularies = dialect.vocabularies
                declaredMetaschema = uri
            } else if let uri = declaredSchema.stringValue {
                // Recorded so the schema is checked against this (missing) meta-schema, and so is not used.
                declaredMetaschema = uri
                diagnostics.append(
                    .error(
                        "schema-unknown-dialect", at: declaredSchema.location,
                        "unknown \"$schema\" \"\(uri)\"; Trellis checks JSON Schema 2020-12, 2019-09 and draft-07, "
                            + "and meta-schemas that build on them"))
            }
        }
        if let id = idNode?.stringValue {
            if isPlainAnchor(id, draft: draft) {
                registry.anchors[scope.base + id] = SchemaLocationKey(document: document, pointer: pointer)
            } else {
                let absolute = SchemaURI.resolve(id, against: scope.base)
                let (base, fragment) = SchemaURI.splitFragment(absolute)
                if isDocumentRoot {
                    registry.resources[scope.resource].draft = draft
                    registry.resources[scope.resource].vocabularies = vocabularies
                    registry.resources[scope.resource].declaredMetaschema = declaredMetaschema
                }
                let resource = addResource(uri: base, pointer: pointer, draft: draft, vocabularies: vocabularies)
                registry.resources[resource].declaredMetaschema = declaredMetaschema
                scope = SchemaScope(base: base, resource: resource)
                if !fragment.isEmpty, draft == .draft7 {
                    registry.anchors[base + "#" + fragment] = SchemaLocationKey(document: document, pointer: pointer)
                }
            }
        } else if isDocumentRoot, declaredSchema != nil {
            registry.resources[scope.resource].draft = draft
            registry.resources[scope.resource].vocabularies = vocabularies
            registry.resources[scope.resource].declaredMetaschema = declaredMetaschema
        }
        registry.scopes[document][pointer] = scope

        if draft.refOverridesSiblings, object["$ref"] != nil { return }
        if draft.hasAnchors {
            if let anchor = object["$anchor"]?.stringValue {
                registry.anchors[scope.base + "#" + anchor] = SchemaLocationKey(document: document, pointer: pointer)
            }
            if draft == .draft2020, let anchor = object["$dynamicAnchor"]?.stringValue {
                registry.anchors[scope.base + "#" + anchor] = SchemaLocationKey(document: document, pointer: pointer)
                registry.resources[scope.resource].dynamicAnchors[anchor] = pointer
            }
            if draft == .draft2019, object["$recursiveAnchor"]?.boolValue == true,
                registry.resources[scope.resource].pointer == pointer
            {
                registry.resources[scope.resource].recursiveAnchor = true
            }
        }
        for member in object.members {
            let childPointer = JSONPointer.appending(pointer, member.key)
            if Self.singleSchemaKeywords.contains(member.key), member.value.arrayValue == nil {
                scan(member.value, pointer: childPointer, scope: scope, depth: depth + 1)
            } else if Self.schemaArrayKeywords.contains(member.key), let items = member.value.arrayValue {
                for (offset, item) in items.enumerated() {
                    scan(item, pointer: childPointer + "/\(offset)", scope: scope, depth: depth + 1)
                }
            } else if Self.schemaMapKeywords.contains(member.key), let map = member.value.objectValue {
                for entry in map.members where entry.value.arrayValue == nil {
                    scan(
                        entry.value, pointer: JSONPointer.appending(childPointer, entry.key), scope: scope,
                        depth: depth + 1)
                }
            }
        }
    }

    /// Draft-07's `$id: "#name"` names a place, like a later `$anchor`.
    private func isPlainAnchor(_ id: String, draft: SchemaDraft) -> Bool {
        id.hasPrefix("#") && draft == .draft7
    }
}
