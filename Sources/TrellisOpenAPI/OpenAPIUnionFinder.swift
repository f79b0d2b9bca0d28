import TrellisContent

/// Finds the unions of component schemas (see `OpenAPIUnion`) in every schema under `components.schemas`,
/// however deeply nested, and works out which `type` value selects which schema.
///
/// It reads the positioned JSON rather than OpenAPIKit's model so that every result and every problem has a line
/// and column. It does not follow `$ref`s while walking: each referenced component schema is walked on its own,
/// which also keeps recursive schemas finite.
struct OpenAPIUnionFinder {
    let document: JSONNode
    let schemas: [OpenAPISchemaEntry]
    private(set) var unions: [OpenAPIUnion] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Keywords whose value is one schema.
    private static let schemaKeywords = [
        "items", "additionalItems", "additionalProperties", "not", "if", "then", "else", "contains",
        "propertyNames", "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    ]
    /// Keywords whose value is a list of schemas.
    private static let schemaListKeywords = ["allOf", "anyOf", "oneOf", "prefixItems", "items"]
    /// Keywords whose value maps names to schemas.
    private static let schemaMapKeywords = [
        "properties", "patternProperties", "dependentSchemas", "$defs", "definitions",
    ]

    init(document: JSONNode, schemas: [OpenAPISchemaEntry]) {
        self.document = document
        self.schemas = schemas
    }

    /// A schema being walked: where it is, and which component schema it belongs to.
    private typealias Site = (node: JSONNode, pointer: JSONPointer, path: String, component: String)

    mutating func run() {
        for entry in schemas {
            guard let pointer = JSONPointer(text: entry.pointer), let node = pointer.resolve(in: document)?.node
            else { continue }
            var pending: [Site] = [(node, pointer, entry.path, entry.name)]
            while let site = pending.popLast() {
                inspect(site)
                pending += Self.subschemas(of: site).reversed()
            }
        }
    }

    private static func subschemas(of site: Site) -> [Site] {
        guard case .object(let schema) = site.node.value else { return [] }
        var found: [Site] = []
        for member in schema.members {
            let pointer = site.pointer.appending(member.key)
            let path = JSONPath.key(site.path, member.key)
            switch member.value.value {
            case .object(let object) where schemaMapKeywords.contains(member.key):
                for entry in object.members where entry.value.objectValue != nil {
                    found.append(
                        (entry.value, pointer.appending(entry.key), JSONPath.key(path, entry.key), site.component))
                }
            case .object where schemaKeywords.contains(member.key):
                found.append((member.value, pointer, path, site.component))
            case .array(let items) where schemaListKeywords.contains(member.key):
                for (index, item) in items.enumerated() where item.objectValue != nil {
                    found.append((item, pointer.appending(String(index)), JSONPath.index(path, index), site.component))
                }
            default:
                break
            }
        }
        return found
    }

    /// Records the union `site` is, if it is one.
    private mutating func inspect(_ site: Site) {
        guard case .object(let schema) = site.node.value, let discriminator = schema["discriminator"]?.objectValue,
            let propertyName = discriminator["propertyName"]
        else { return }
        guard propertyName.stringValue == "type" else {
            diagnostics.append(
                .warning(
                    "openapi-discriminator", at: propertyName.location,
                    path: JSONPath.key(JSONPath.key(site.path, "discriminator"), "propertyName"),
                    "this union does not pick component types: its discriminator is "
                        + "\(propertyName.value.briefDescription), and Trellis dispatches on `type` (its oneOf/anyOf "
                        + "still checks the data)"))
            return
        }
        let mappingPath = JSONPath.key(JSONPath.key(site.path, "discriminator"), "mapping")
        let mapping = resolveMapping(discriminator["mapping"]?.objectValue, path: mappingPath)

        var candidates: [OpenAPIUnionCandidate] = []
        if let list = schema["oneOf"]?.arrayValue ?? schema["anyOf"]?.arrayValue {
            let keyword = schema["oneOf"]?.arrayValue != nil ? "oneOf" : "anyOf"
            for (index, item) in list.enumerated() {
                let itemPath = JSONPath.index(JSONPath.key(site.path, keyword), index)
                let itemPointer = site.pointer.appending(keyword).appending(String(index))
                if let candidate = candidate(for: item, pointer: itemPointer, path: itemPath) {
                    candidates.append(candidate)
                }
            }
        } else if site.pointer.tokens.count == 3 {
            candidates = extendingSchemas(of: site.component)
            // A base schema nobody extends and without a mapping is not a union yet.
            if candidates.isEmpty && mapping.isEmpty { return }
        } else {
            return
        }

        var branches: [OpenAPIUnionBranch] = []
        var claimed: Set<JSONPointer> = []
        for candidate in candidates {
            let keys = mapping.filter { $0.target == candidate.pointer }
            claimed.insert(candidate.pointer)
            if !keys.isEmpty {
                for entry in keys {
                    branches.append(branch(entry.type, candidate, referenceLocation: candidate.referenceLocation))
                }
            } else if let implicit = candidate.implicitType {
                branches.append(branch(implicit, candidate, referenceLocation: candidate.referenceLocation))
            } else {
                diagnostics.append(
                    .warning(
                        "openapi-discriminator", at: candidate.referenceLocation ?? candidate.node.location,
                        path: candidate.path,
                        "this branch is skipped: no `type` value selects it; add it to discriminator.mapping"
                            + (candidate.isInline ? " or give its `type` property a `const`" : "")))
            }
        }
        for entry in mapping where !claimed.contains(entry.target) {
            let candidate = OpenAPIUnionCandidate(
                node: entry.node, pointer: entry.target, path: entry.path, referenceLocation: entry.valueLocation,
                implicitType: nil, isInline: false)
            branches.append(branch(entry.type, candidate, referenceLocation: entry.valueLocation))
        }
        unions.append(
            OpenAPIUnion(
                name: site.component, pointer: site.pointer.text, location: site.node.location, path: site.path,
                branches: removingDuplicateTypes(from: branches)))
    }

    private func branch(_ type: String, _ candidate: OpenAPIUnionCandidate, referenceLocation: SourceLocation?)
        -> OpenAPIUnionBranch
    {
        OpenAPIUnionBranch(
            type: type, pointer: candidate.pointer.text, location: candidate.node.location, path: candidate.path,
            referenceLocation: referenceLocation)
    }

    /// Keeps the first branch for each `type` value, so that a value always selects one schema; a later branch
    /// with the same value and another schema is an error at its reference.
    private mutating func removingDuplicateTypes(from branches: [OpenAPIUnionBranch]) -> [OpenAPIUnionBranch] {
        var seen: [String: OpenAPIUnionBranch] = [:]
        var kept: [OpenAPIUnionBranch] = []
        for branch in branches {
            guard let earlier = seen[branch.type] else {
                seen[branch.type] = branch
                kept.append(branch)
                continue
            }
            if earlier.pointer != branch.pointer {
                diagnostics.append(
                    .error(
                        "openapi-discriminator", at: branch.referenceLocation ?? branch.location, path: branch.path,
                        "type \"\(branch.type)\" already selects \(earlier.path); each `type` value must select "
                            + "one schema"))
            }
        }
        return kept
    }

    /// A `oneOf`/`anyOf` item: a `$ref` (to its target) or an inline schema.
    private mutating func candidate(for item: JSONNode, pointer: JSONPointer, path: String) -> OpenAPIUnionCandidate? {
        guard case .object(let object) = item.value else { return nil }
        guard let reference = object["$ref"] else {
            return OpenAPIUnionCandidate(
                node: item, pointer: pointer, path: path, referenceLocation: nil,
                implicitType: Self.fixedType(of: item), isInline: true)
        }
        guard let target = resolveReference(reference, path: JSONPath.key(path, "$ref")) else { return nil }
        return OpenAPIUnionCandidate(
            node: target.node, pointer: target.pointer, path: target.path, referenceLocation: reference.location,
            implicitType: Self.componentName(of: target.pointer), isInline: false)
    }

    /// `Card` for `/components/schemas/Card`: OpenAPI's implicit discriminator value.
    private static func componentName(of pointer: JSONPointer) -> String? {
        let tokens = pointer.tokens
        guard tokens.count == 3, tokens[0] == "components", tokens[1] == "schemas" else { return nil }
        return tokens[2]
    }

    /// The single value an inline branch allows for `type` (`const`, or an `enum` of one string).
    private static func fixedType(of schema: JSONNode) -> String? {
        guard let type = schema.objectValue?["properties"]?.objectValue?["type"]?.objectValue else { return nil }
        if let constant = type["const"]?.stringValue { return constant }
        if let values = type["enum"]?.arrayValue, values.count == 1 { return values[0].stringValue }
        return nil
    }

    /// Component schemas that extend `base` through `allOf: [{$ref: '#/components/schemas/<base>'}, …]`: the
    /// branches of a discriminator on a base schema without `oneOf`.
    private func extendingSchemas(of base: String) -> [OpenAPIUnionCandidate] {
        let basePointer = JSONPointer(["components", "schemas", base])
        var found: [OpenAPIUnionCandidate] = []
        for entry in schemas where entry.name != base {
            guard let pointer = JSONPointer(text: entry.pointer), let node = pointer.resolve(in: document)?.node,
                let parts = node.objectValue?["allOf"]?.arrayValue,
                let reference = parts.first(where: {
                    $0.objectValue?["$ref"]?.stringValue.flatMap(JSONPointer.init(localReference:)) == basePointer
                })
            else { continue }
            found.append(
                OpenAPIUnionCandidate(
                    node: node, pointer: pointer, path: entry.path,
                    referenceLocation: reference.objectValue?["$ref"]?.location, implicitType: entry.name,
                    isInline: false))
        }
        return found
    }

    /// Mapping values are references (`#/components/schemas/Card`) or, per OpenAPI, bare schema names (`Card`).
    private mutating func resolveMapping(_ mapping: JSONObject?, path: String) -> [OpenAPIMappingEntry] {
        guard let mapping else { return [] }
        var entries: [OpenAPIMappingEntry] = []
        for member in mapping.members {
            let valuePath = JSONPath.key(path, member.key)
            guard let value = member.value.stringValue else { continue }
            let names = schemas.map(\.name)
            let target: (node: JSONNode, pointer: JSONPointer, path: String)?
            if !value.hasPrefix("#"), names.contains(value) {
                let pointer = JSONPointer(["components", "schemas", value])
                target = pointer.resolve(in: document).map { ($0.node, pointer, $0.path) }
            } else if value.hasPrefix("#") || value.contains("/") || value.contains("#") {
                target = resolveReference(member.value, path: valuePath)
            } else {
                diagnostics.append(
                    .error(
                        "openapi-reference", at: member.value.location, path: valuePath,
                        "no schema named \"\(value)\" in components.schemas\(Suggestion.hint(for: value, among: names))"
                    ))
                target = nil
            }
            if let target {
                entries.append(
                    OpenAPIMappingEntry(
                        type: member.key, target: target.pointer, node: target.node, path: target.path,
                        valueLocation: member.value.location))
            }
        }
        return entries
    }

    /// The schema a `$ref` string names in this document; an error at the reference when there is none.
    private mutating func resolveReference(_ reference: JSONNode, path: String)
        -> (node: JSONNode, pointer: JSONPointer, path: String)?
    {
        guard let text = reference.stringValue else { return nil }
        guard let pointer = JSONPointer(localReference: text) else {
            diagnostics.append(
                .error(
                    "openapi-reference", at: reference.location, path: path,
                    "\"\(text)\" refers to another document; Trellis reads contracts from this document only"))
            return nil
        }
        guard let target = pointer.resolve(in: document) else {
            let names = schemas.map(\.name)
            let hint = Self.componentName(of: pointer).map { Suggestion.hint(for: $0, among: names) } ?? ""
            diagnostics.append(
                .error(
                    "openapi-reference", at: reference.location, path: path,
                    "\"\(text)\" refers to nothing in this document\(hint)"))
            return nil
        }
        return (target.node, pointer, target.path)
    }
}
