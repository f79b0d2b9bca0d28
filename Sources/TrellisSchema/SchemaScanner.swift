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

    /// Registers a resource under its URI. One URI names one schema: a document's own path always names that
    /// document, and an `$id` that claims a URI another schema already has is an error at the `$id` and is
    /// ignored — the first owner keeps the URI — so a shared file can never silently replace a contract, another
    /// file's `$id` or an official meta-schema.
    ///
    /// - Parameter identifier: the `$id` that makes the resource; nil for a document known by its path.
    mutating func addResource(
        uri: String, pointer: String, draft: SchemaDraft, vocabularies: SchemaVocabularies,
        identifier: JSONNode? = nil
    ) -> Int {
        var resource = SchemaResource(
            uri: uri, document: document, pointer: pointer, draft: draft, vocabularies: vocabularies)
        if let identifier {
            resource.identifier = identifier
            resource.identifierPath = registry.jsonPath(
                of: SchemaLocationKey(document: document, pointer: JSONPointer.appending(pointer, "$id")))
        }
        registry.resources.append(resource)
        let index = registry.resources.count - 1
        guard let existing = registry.resourceByURI[uri] else {
            registry.resourceByURI[uri] = index
            return index
        }
        let owner = registry.resources[existing]
        if owner.document == document && owner.pointer == pointer { return index }
        let place = SchemaLocationKey(document: document, pointer: pointer)
        let ownerPlace = SchemaLocationKey(document: owner.document, pointer: owner.pointer)
        if identifier == nil {
            // A document's own path, claimed earlier by an `$id` elsewhere: the path wins.
            registry.resourceByURI[uri] = index
            if let claim = owner.identifier {
                reportTakenIdentifier(claim, path: owner.identifierPath, owner: place)
            }
        } else if let identifier {
            reportTakenIdentifier(identifier, path: resource.identifierPath, owner: ownerPlace)
        }
        return index
    }

    private mutating func reportTakenIdentifier(_ identifier: JSONNode, path: String, owner: SchemaLocationKey) {
        diagnostics.append(
            .error(
                "schema-duplicate-id", at: identifier.location, path: path,
                "\"\(identifier.stringValue ?? "")\" is already the URI of \(registry.displayName(of: owner)); "
                    + "one URI names one schema, so this $id is ignored"))
    }

    /// Registers `$anchor` / `$dynamicAnchor` (and draft-07 `$id: "#name"`) names. A name is unique in its
    /// resource; a second schema with the same name is an error at the name, and the first keeps it.
    private mutating func registerAnchor(
        _ name: String, base: String, at place: SchemaLocationKey, keyword: String, node: JSONNode
    ) -> Bool {
        let key = base + "#" + name
        if let existing = registry.anchors[key], existing != place {
            let shown =
                existing.document == place.document
                ? "#" + registry.displayName(of: existing).split(separator: "#", maxSplits: 1).dropFirst().joined()
                : registry.displayName(of: existing)
            diagnostics.append(
                .error(
                    "schema-duplicate-anchor", at: node.location,
                    path: registry.jsonPath(
                        of: SchemaLocationKey(
                            document: place.document, pointer: JSONPointer.appending(place.pointer, keyword))),
                    "\"\(name)\" is already the name of \(shown) in this resource; one name names one schema, "
                        + "so this one is ignored"))
            return false
        }
        registry.anchors[key] = place
        return true
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
                            + "and meta-schemas that build on them" + Self.dialectHint(for: uri)))
            }
        }
        let place = SchemaLocationKey(document: document, pointer: pointer)
        // Draft-07 ignores every keyword beside `$ref`, `$id` included: "$ref prevents a sibling $id from changing
        // the base uri" (the draft-07 suite's ref.json).
        let identifier = draft.refOverridesSiblings && object["$ref"] != nil ? nil : idNode
        if let idNode = identifier, let id = idNode.stringValue {
            if isPlainAnchor(id, draft: draft) {
                // `"$id": "#/properties/name"`, as schema generators write them, can never be looked up as a name
                // (`#/…` is a pointer), so it names nothing, and repeats of it are no conflict.
                if !id.hasPrefix("#/") {
                    _ = registerAnchor(
                        String(id.dropFirst()), base: scope.base, at: place, keyword: "$id", node: idNode)
                }
            } else {
                let absolute = SchemaURI.resolve(id, against: scope.base)
                let (base, fragment) = SchemaURI.splitFragment(absolute)
                if isDocumentRoot {
                    registry.resources[scope.resource].draft = draft
                    registry.resources[scope.resource].vocabularies = vocabularies
                    registry.resources[scope.resource].declaredMetaschema = declaredMetaschema
                }
                let resource = addResource(
                    uri: base, pointer: pointer, draft: draft, vocabularies: vocabularies, identifier: idNode)
                registry.resources[resource].declaredMetaschema = declaredMetaschema
                scope = SchemaScope(base: base, resource: resource)
                if !fragment.isEmpty, !fragment.hasPrefix("/"), draft == .draft7 {
                    _ = registerAnchor(fragment, base: base, at: place, keyword: "$id", node: idNode)
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
            if let node = object["$anchor"], let anchor = node.stringValue {
                _ = registerAnchor(anchor, base: scope.base, at: place, keyword: "$anchor", node: node)
            }
            if draft == .draft2020, let node = object["$dynamicAnchor"], let anchor = node.stringValue,
                registerAnchor(anchor, base: scope.base, at: place, keyword: "$dynamicAnchor", node: node)
            {
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

    /// A did-you-mean for a `$schema` Trellis does not know: the known one it differs from by `http`/`https`, or how
    /// to move a draft-04 schema on.
    static func dialectHint(for uri: String) -> String {
        let swapped =
            uri.hasPrefix("http://")
            ? "https://" + uri.dropFirst("http://".count)
            : uri.hasPrefix("https://") ? "http://" + uri.dropFirst("https://".count) : uri
        if swapped != uri, SchemaDraft.known(swapped) != nil { return "; did you mean \"\(swapped)\"?" }
        if uri.contains("draft-04") || uri.contains("draft-03") {
            return "; draft-04 and older are not supported: declare draft-07 "
                + "(\"http://json-schema.org/draft-07/schema#\"), which reads the same but for exclusiveMinimum and "
                + "exclusiveMaximum, numbers there instead of flags"
        }
        return ""
    }
}
