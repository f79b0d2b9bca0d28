import TrellisContent

extension SchemaCompiler {
    /// Reads one schema object's keywords into its node, by the rules of its resource's draft and vocabularies.
    mutating func compileNode(_ index: Int) {
        let place = nodes[index].place
        guard let json = JSONPointer.resolve(place.pointer, in: registry.documents[place.document].root) else {
            nodes[index].constant = true
            return
        }
        var node = nodes[index]
        defer { nodes[index] = node }
        switch json.value {
        case .bool(let accepts):
            node.constant = accepts
            return
        case .object(let object):
            let scope = registry.scope(of: place)
            let resource = registry.resources[scope.resource]
            let draft = resource.draft
            let vocabularies = resource.vocabularies
            if draft.refOverridesSiblings, let reference = object.member("$ref") {
                if draft == .openAPI30, reference.value.stringValue == nil {
                    reportNonTextReference(reference, place: place)
                }
                node.ref = resolveReference(reference, base: scope.base, place: place)
                warnAboutIgnoredSiblings(of: object, draft: draft, place: place)
                if draft == .openAPI30 { warnAboutInertNullable(in: object, place: place) }
                return
            }
            for member in object.members {
                compileKeyword(member, in: object, into: &node, draft: draft, vocabularies: vocabularies, scope: scope)
            }
            if draft == .openAPI30, object["nullable"]?.boolValue == true, node.types != nil {
                node.types?.insert(.null)
            }
            if draft == .openAPI30 {
                warnAboutInertNullable(in: object, place: place)
                warnAboutNullableBesideEnum(in: object, place: place)
            }
            lint(object, node)
        default:
            // The meta-schema check reports non-schemas; a node that slips through accepts everything.
            node.constant = true
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func compileKeyword(
        _ member: JSONObject.Member, in object: JSONObject, into node: inout SchemaNode, draft: SchemaDraft,
        vocabularies: SchemaVocabularies, scope: SchemaScope
    ) {
        let value = member.value
        let place = node.place
        let child = SchemaLocationKey(
            document: place.document, pointer: JSONPointer.appending(place.pointer, member.key))
        let applicator = vocabularies.contains(.applicator)
        let validation = vocabularies.contains(.validation)
        func sub(_ key: SchemaLocationKey) -> Int { nodeIndex(at: key) }
        func subArray() -> [Int] {
            (value.arrayValue ?? []).indices.map {
                sub(SchemaLocationKey(document: place.document, pointer: child.pointer + "/\($0)"))
            }
        }
        func subMap() -> [(key: String, schema: Int)] {
            (value.objectValue?.members ?? []).map {
                (
                    $0.key,
                    sub(
                        SchemaLocationKey(
                            document: place.document, pointer: JSONPointer.appending(child.pointer, $0.key)))
                )
            }
        }
        switch member.key {
        // Core.
        case "$ref":
            node.ref = resolveReference(member, base: scope.base, place: place)
        case "$dynamicRef" where draft == .draft2020:
            guard let text = value.stringValue else { return }
            guard let target = resolveReference(member, base: scope.base, place: place) else { return }
            let fragment = SchemaURI.splitFragment(SchemaURI.resolve(text, against: scope.base)).fragment
            var anchor: String?
            if !fragment.isEmpty, !fragment.hasPrefix("/"),
                let targetJSON = JSONPointer.resolve(
                    nodes[target].place.pointer, in: registry.documents[nodes[target].place.document].root),
                targetJSON.objectValue?["$dynamicAnchor"]?.stringValue == fragment
            {
                anchor = fragment
                compileDynamicAnchors(named: fragment)
            }
            node.dynamicRef = (target, anchor)
        case "$recursiveRef" where draft == .draft2019:
            guard let target = resolveReference(member, base: scope.base, place: place) else { return }
            let targetResource = registry.resources[nodes[target].resource]
            let dynamic = targetResource.recursiveAnchor && targetResource.pointer == nodes[target].place.pointer
            if dynamic { compileRecursiveAnchors() }
            node.recursiveRef = (target, dynamic)

        // Applicators.
        case "allOf" where applicator: node.allOf = subArray()
        case "anyOf" where applicator: node.anyOf = subArray()
        case "oneOf" where applicator: node.oneOf = subArray()
        case "not" where applicator: node.not = sub(child)
        case "if" where applicator && draft != .openAPI30:
            node.ifSchema = sub(child)
        case "then" where applicator && draft != .openAPI30:
            if object["if"] != nil { node.thenSchema = sub(child) }
        case "else" where applicator && draft != .openAPI30:
            if object["if"] != nil { node.elseSchema = sub(child) }
        case "dependentSchemas" where applicator && draft != .draft7:
            node.dependentSchemas = subMap()
        case "dependencies" where applicator:
            for entry in value.objectValue?.members ?? [] {
                if let names = entry.value.arrayValue {
                    node.dependentRequired.append((entry.key, names.compactMap(\.stringValue)))
                    node.dependentRequiredKeyword = "dependencies"
                } else {
                    let key = SchemaLocationKey(
                        document: place.document, pointer: JSONPointer.appending(child.pointer, entry.key))
                    node.dependentSchemas.append((entry.key, sub(key)))
                }
            }
        case "prefixItems" where applicator && draft == .draft2020:
            node.prefixItems = subArray()
        case "items" where applicator:
            if value.arrayValue != nil {
                guard draft.hasTupleItems else { return }
                node.prefixItems = subArray()
                if let additional = object["additionalItems"], additional.arrayValue == nil {
                    node.items = sub(
                        SchemaLocationKey(
                            document: place.document, pointer: JSONPointer.appending(place.pointer, "additionalItems")))
                }
            } else {
                node.items = sub(child)
            }
        case "contains" where applicator: node.contains = sub(child)
        case "properties" where applicator:
            node.properties = subMap()
            for (key, schema) in node.properties { node.propertyIndex[key] = schema }
        case "patternProperties" where applicator:
            for entry in value.objectValue?.members ?? [] {
                guard let pattern = compilePattern(entry.key, at: entry.keyLocation, place: child) else { continue }
                let key = SchemaLocationKey(
                    document: place.document, pointer: JSONPointer.appending(child.pointer, entry.key))
                node.patternProperties.append((pattern, sub(key)))
            }
        case "additionalProperties" where applicator: node.additionalProperties = sub(child)
        case "propertyNames" where applicator: node.propertyNames = sub(child)
        case "unevaluatedItems" where vocabularies.contains(.unevaluated) && draft.hasAnchors:
            node.unevaluatedItems = sub(child)
        case "unevaluatedProperties" where vocabularies.contains(.unevaluated) && draft.hasAnchors:
            node.unevaluatedProperties = sub(child)

        // Validation.
        case "type" where validation:
            var types: SchemaType = []
            for name in value.arrayValue?.compactMap(\.stringValue) ?? value.stringValue.map({ [$0] }) ?? [] {
                if let type = SchemaType(name: name) { types.insert(type) }
            }
            node.types = types
        case "enum" where validation: node.enumValues = value.arrayValue
        case "const" where validation && draft != .openAPI30: node.constValue = value
        case "multipleOf" where validation:
            node.multipleOf = value.numberValue
            // A meta-schema refuses it elsewhere; an OpenAPI 3.0 document has none, and 0 would refuse every number.
            if draft == .openAPI30, let divisor = value.numberValue, divisor.value <= 0 {
                report(
                    .error(
                        "schema-invalid", at: value.location, path: jsonPath(of: child),
                        "expected a number > 0, found \(value.value.briefDescription)"),
                    in: place)
                node.multipleOf = nil
            }
        case "minimum" where validation:
            if draft == .openAPI30, object["exclusiveMinimum"]?.boolValue == true {
                node.exclusiveMinimum = value.numberValue
            } else {
                node.minimum = value.numberValue
            }
        case "maximum" where validation:
            if draft == .openAPI30, object["exclusiveMaximum"]?.boolValue == true {
                node.exclusiveMaximum = value.numberValue
            } else {
                node.maximum = value.numberValue
            }
        case "exclusiveMinimum" where validation: if let number = value.numberValue { node.exclusiveMinimum = number }
        case "exclusiveMaximum" where validation: if let number = value.numberValue { node.exclusiveMaximum = number }
        case "minLength" where validation: node.minLength = Self.count(value)
        case "maxLength" where validation: node.maxLength = Self.count(value)
        case "pattern" where validation:
            if let text = value.stringValue { node.pattern = compilePattern(text, at: value.location, place: child) }
        case "minItems" where validation: node.minItems = Self.count(value)
        case "maxItems" where validation: node.maxItems = Self.count(value)
        case "uniqueItems" where validation: node.uniqueItems = value.boolValue ?? false
        case "minContains" where validation && draft.hasAnchors:
            node.minContains = Self.count(value)
        case "maxContains" where validation && draft.hasAnchors:
            node.maxContains = Self.count(value)
        case "minProperties" where validation: node.minProperties = Self.count(value)
        case "maxProperties" where validation: node.maxProperties = Self.count(value)
        case "required" where validation:
            node.required = value.arrayValue?.compactMap(\.stringValue) ?? []
            // `required: true` on a property is Swagger 2.0's parameter habit: in an OpenAPI 3.0 schema (no
            // meta-schema to refuse it) it would require nothing, silently.
            if draft == .openAPI30, value.arrayValue == nil {
                report(
                    .error(
                        "schema-invalid", at: value.location, path: jsonPath(of: child),
                        "expected an array of the object's required keys, found \(value.value.briefDescription): a "
                            + "property is required by listing it in its object's \"required\", not by a flag on it"),
                    in: place)
            }
        case "dependentRequired" where validation && draft != .draft7:
            node.dependentRequired = (value.objectValue?.members ?? []).map {
                ($0.key, $0.value.arrayValue?.compactMap(\.stringValue) ?? [])
            }
        case "format":
            guard let name = value.stringValue else { return }
            if options.assertsFormats || vocabularies.contains(.formatAssertion) {
                node.format = StringFormat(rawValue: name)
            }
        default:
            if draft == .openAPI30, Self.outsideOpenAPI30.contains(member.key) {
                reportOutsideOpenAPI30(member, child: child)
                return
            }
            if draft != .openAPI30, member.key == "nullable" {
                reportNullableOutsideOpenAPI30(member, in: object, child: child, draft: draft)
                return
            }
            // A keyword that validates in some draft but not in this one fell through to here: it checks nothing.
            // (`additionalItems` is read with `items` where tuples have it.)
            if SchemaKeywords.evaluated.contains(member.key),
                member.key != "additionalItems" || draft == .draft2020
            {
                reportIgnoredInDraft(member, child: child, draft: draft)
                return
            }
            guard options.reportsUnknownKeywords, !SchemaKeywords.all.contains(member.key),
                !member.key.hasPrefix("x-")
            else { return }
            reportUnknownKeyword(member, child: child, draft: draft)
        }
    }

    /// A count keyword's value (`minLength`, `maxItems`, `minContains`, …). A whole number too large for an `Int`
    /// still limits — `"minItems": 1e20` is more items than any array has — so it becomes `Int.max` rather than
    /// nil, which would leave the keyword checking nothing.
    static func count(_ value: JSONNode) -> Int? {
        guard let number = value.numberValue else { return nil }
        if let exact = number.integerValue { return exact }
        guard number.value.isFinite, number.value >= 0, number.value.rounded() == number.value else { return nil }
        return Int.max
    }

    /// The node a `$ref` / `$dynamicRef` / `$recursiveRef` names, or nil with an error at the reference.
    /// A `$ref` that is not a string, in an OpenAPI 3.0 document (which has no meta-schema to refuse it): the schema
    /// would check nothing. In YAML the usual cause is an unquoted reference, `$ref: #/components/schemas/Image`,
    /// whose `#` starts a comment and leaves the value null.
    private mutating func reportNonTextReference(_ member: JSONObject.Member, place: SchemaLocationKey) {
        let child = SchemaLocationKey(document: place.document, pointer: JSONPointer.appending(place.pointer, "$ref"))
        let hint =
            member.value.isNull
            ? ": in YAML an unquoted \"#\" starts a comment, so quote the reference (\"#/components/schemas/…\")" : ""
        report(
            .error(
                "schema-invalid", at: member.value.location, path: jsonPath(of: child),
                "expected a reference string, found \(member.value.value.briefDescription)" + hint),
            in: place)
    }

    mutating func resolveReference(_ member: JSONObject.Member, base: String, place: SchemaLocationKey) -> Int? {
        guard let text = member.value.stringValue else { return nil }
        let absolute = SchemaURI.resolve(text, against: base)
        let child = SchemaLocationKey(
            document: place.document, pointer: JSONPointer.appending(place.pointer, member.key))
        guard let target = registry.locate(absolute),
            let json = JSONPointer.resolve(target.pointer, in: registry.documents[target.document].root)
        else {
            report(
                .error(
                    "schema-unresolved-ref", at: member.value.location, path: jsonPath(of: child),
                    "\(member.key) \"\(text)\" names no schema" + unresolvedDetail(absolute)),
                in: place)
            return nil
        }
        // A pointer past the schemas into their data (`#/properties/title/type`, `#/$defs/kinds/enum`) names a
        // string or an array, not a schema: compiled, it would accept everything without a word.
        if json.objectValue == nil, json.boolValue == nil {
            report(
                .error(
                    "schema-unresolved-ref", at: member.value.location, path: jsonPath(of: child),
                    "\(member.key) \"\(text)\" names \(json.value.briefDescription), not a schema"),
                in: place)
            return nil
        }
        return nodeIndex(at: target)
    }

    /// Why a reference resolved to nothing, in the user's terms: the project path it pointed at (not the internal
    /// `file:///` URI), and a did-you-mean when the document exists and only the last name is off
    /// (`#/definitions/Imgae` → `Image`).
    func unresolvedDetail(_ absolute: String) -> String {
        let (base, fragment) = SchemaURI.splitFragment(absolute)
        let shown = base.hasPrefix("file:///") ? String(base.dropFirst("file:///".count)) : base
        guard let resource = registry.locate(base) else {
            if base.hasPrefix("http://") || base.hasPrefix("https://") {
                return " (Trellis fetches nothing from the network: put a copy in Templates/schemas/, whose \"$id\" "
                    + "is \"\(shown)\", and this reference finds it)"
            }
            return " (no schema file \"\(shown)\" is known; shared schemas live in Templates/schemas/)"
        }
        let where_ = " (resolved to \"\(shown)#\(fragment)\")"
        guard fragment.hasPrefix("/"), let tokens = JSONPointer.tokens(fragment), let last = tokens.last else {
            return where_
        }
        let parentPointer = resource.pointer + tokens.dropLast().map { "/" + JSONPointer.escape($0) }.joined()
        guard
            let parent = JSONPointer.resolve(parentPointer, in: registry.documents[resource.document].root)?.objectValue
        else { return where_ }
        return where_ + Suggestion.hint(for: last, among: parent.keys)
    }

    mutating func compilePattern(_ source: String, at location: SourceLocation, place: SchemaLocationKey) -> Int? {
        switch SchemaPattern.compile(source) {
        case .success(let pattern):
            patterns.append(pattern)
            return patterns.count - 1
        case .failure(let failure):
            report(
                .error(
                    "schema-invalid-pattern", at: location, path: jsonPath(of: place),
                    "\"\(source)\" is not a valid regular expression: \(failure.message)"),
                in: place)
            return nil
        }
    }

    /// Compiles, once per name, the `$dynamicAnchor`s of that name in every resource, for runtime lookup.
    mutating func compileDynamicAnchors(named name: String) {
        guard compiledAnchorNames.insert(name).inserted else { return }
        for (resourceIndex, resource) in registry.resources.enumerated() {
            guard let pointer = resource.dynamicAnchors[name] else { continue }
            let index = nodeIndex(at: SchemaLocationKey(document: resource.document, pointer: pointer))
            dynamicAnchorNodes[resourceIndex, default: [:]][name] = index
        }
    }

    mutating func compileRecursiveAnchors() {
        guard !compiledRecursiveAnchors else { return }
        compiledRecursiveAnchors = true
        for (resourceIndex, resource) in registry.resources.enumerated() where resource.recursiveAnchor {
            recursiveAnchorNodes[resourceIndex] = nodeIndex(
                at: SchemaLocationKey(document: resource.document, pointer: resource.pointer))
        }
    }

    /// Warns about a keyword no supported draft defines, once per document and keyword, counting the uses.
    mutating func reportUnknownKeyword(_ member: JSONObject.Member, child: SchemaLocationKey, draft: SchemaDraft) {
        guard !registry.documents[child.document].isBundled else { return }
        let hint = Suggestion.hint(for: member.key, among: SchemaKeywords.all.sorted())
        let message =
            "unknown schema keyword \"\(member.key)\" is ignored"
            + (hint.isEmpty ? " (JSON Schema \(draft.rawValue))" : hint)
        // No near miss of a known keyword (`version`, `features` in Microsoft's Adaptive Cards schema): a vendor's
        // extension, not a typo, so `--strict` (which promotes `schema-unknown-keyword`) leaves it a warning.
        let code = hint.isEmpty ? "schema-extension-keyword" : "schema-unknown-keyword"
        reportOnce(member, child: child, code: code, message: message)
    }

    /// A warning about a keyword, once per document and keyword, counting the further uses in its message.
    private mutating func reportOnce(
        _ member: JSONObject.Member, child: SchemaLocationKey, code: String, message: String
    ) {
        let key = "\(child.document)\u{0}\(member.key)"
        if let seen = unknownKeywords[key] {
            let uses = seen.uses + 1
            unknownKeywords[key] = (seen.diagnostic, seen.message, uses)
            diagnostics[seen.diagnostic].message = seen.message + " (used \(uses) times in this file)"
            // Schemas are compiled in no particular order: the warning stays at the use written first.
            if let shown = diagnostics[seen.diagnostic].location, member.keyLocation < shown {
                diagnostics[seen.diagnostic].location = member.keyLocation
                diagnostics[seen.diagnostic].path = jsonPath(of: child)
            }
            return
        }
        diagnostics.append(.warning(code, at: member.keyLocation, path: jsonPath(of: child), message))
        unknownKeywords[key] = (diagnostics.count - 1, message, 1)
    }

    /// Keywords Trellis knows from JSON Schema that OpenAPI 3.0's Schema Object does not have, and so ignores.
    static let outsideOpenAPI30: Set<String> = ["const", "if", "then", "else"]

    /// `"const": "new"` in an OpenAPI 3.0 document checks nothing (3.0 has no `const`), silently, unless a warning
    /// says so — and how to say the same in 3.0.
    mutating func reportOutsideOpenAPI30(_ member: JSONObject.Member, child: SchemaLocationKey) {
        guard options.reportsUnknownKeywords, !registry.documents[child.document].isBundled else { return }
        let instead =
            member.key == "const"
            ? "; \"enum\": [\(SchemaMessages.literal(member.value.value))] says the same in 3.0"
            : " (OpenAPI 3.1 documents have it)"
        reportOnce(
            member, child: child, code: "schema-unknown-keyword",
            message: "\"\(member.key)\" is not an OpenAPI 3.0 keyword and is ignored" + instead)
    }

    /// Where the keywords that validate only in some drafts come from, for the warning that says so.
    static let draftOfKeyword: [String: String] = [
        "unevaluatedProperties": "2019-09 and 2020-12", "unevaluatedItems": "2019-09 and 2020-12",
        "dependentRequired": "2019-09 and 2020-12", "dependentSchemas": "2019-09 and 2020-12",
        "minContains": "2019-09 and 2020-12", "maxContains": "2019-09 and 2020-12", "$recursiveRef": "2019-09",
        "prefixItems": "2020-12", "$dynamicRef": "2020-12", "additionalItems": "draft-07 and 2019-09",
    ]

    /// `"unevaluatedProperties": false` in a draft-07 schema (or an OpenAPI 3.0 one) closes nothing, silently,
    /// unless a warning says so — and which drafts have the keyword.
    mutating func reportIgnoredInDraft(_ member: JSONObject.Member, child: SchemaLocationKey, draft: SchemaDraft) {
        guard options.reportsUnknownKeywords, !registry.documents[child.document].isBundled else { return }
        let dialect = draft == .openAPI30 ? "an OpenAPI 3.0" : "a JSON Schema \(draft.rawValue)"
        let origin = Self.draftOfKeyword[member.key].map { drafts in
            " (JSON Schema \(drafts) \(drafts.contains(" and ") ? "have" : "has") it; set \"$schema\" to use it)"
        }
        reportOnce(
            member, child: child, code: "schema-unknown-keyword",
            message: "\"\(member.key)\" is not \(dialect) keyword and is ignored, so it checks nothing"
                + (origin ?? ""))
    }

    /// `"nullable": true` is OpenAPI 3.0's way to allow null; JSON Schema (and OpenAPI 3.1) has no such keyword and
    /// ignores it, so a contract written from habit refuses the nulls it meant to allow with no hint why. A warning
    /// says so, with the JSON Schema form for the `type` written beside it.
    mutating func reportNullableOutsideOpenAPI30(
        _ member: JSONObject.Member, in object: JSONObject, child: SchemaLocationKey, draft: SchemaDraft
    ) {
        guard options.reportsUnknownKeywords, member.value.boolValue == true else { return }
        let instead: String
        switch object["type"]?.value {
        case .string(let type):
            instead = "\"type\": [\"\(type)\", \"null\"]"
        case .array(let types):
            let names = types.compactMap(\.stringValue).map { "\"\($0)\"" } + ["\"null\""]
            instead = "\"type\": [\(names.joined(separator: ", "))]"
        default:
            instead = "\"anyOf\": [{…}, {\"type\": \"null\"}]"
        }
        // Each place on its own: the form that allows null depends on the type beside it.
        report(
            .warning(
                "schema-nullable-ignored", at: member.keyLocation, path: jsonPath(of: child),
                "\"nullable\" is an OpenAPI 3.0 keyword; JSON Schema \(draft.rawValue) ignores it, so null is still "
                    + "refused (to allow null: \(instead))"),
            in: child)
    }

    /// In OpenAPI 3.0, `nullable: true` adds null to the `type` written beside it and does nothing else, so beside
    /// a `$ref` (which replaces its siblings) or an `allOf` without a `type`, null is still refused — the most
    /// common surprise of 3.0 documents. A warning says so, with the form that does allow null.
    mutating func warnAboutInertNullable(in object: JSONObject, place: SchemaLocationKey) {
        guard options.reportsUnknownKeywords, let nullable = object.member("nullable"),
            nullable.value.boolValue == true, object["type"] == nil
        else { return }
        let composedBy = ["$ref", "allOf", "anyOf", "oneOf"].first { object[$0] != nil }
        guard let composedBy else { return }
        // A reference to a schema that allows null itself (`nullable: true` beside its type) needs no warning: null
        // passes there.
        if composedBy == "$ref", let reference = object["$ref"]?.stringValue, reference.hasPrefix("#"),
            let target = JSONPointer.resolve(
                String(reference.dropFirst()), in: registry.documents[place.document].root)?
                .objectValue,
            target["nullable"]?.boolValue == true, target["type"] != nil
        {
            return
        }
        reportInertNullable(
            nullable, place: place,
            "\"nullable\" only adds null to a \"type\" written beside it; beside \"\(composedBy)\" it allows "
                + "nothing, so null is still refused (to allow null: anyOf: [{$ref: …}, {enum: [null]}])")
    }

    /// In OpenAPI 3.0.3's reading of `nullable` (the one 3.0.3 spelled out, and Trellis follows), it widens the
    /// `type` only: an `enum` beside it still lists every value allowed, so `{type: string, enum: [a, b], nullable:
    /// true}` refuses null — the other surprise of 3.0 documents, many of which meant null to pass. A warning says
    /// so where the schema is read, with the `enum` that does allow null.
    mutating func warnAboutNullableBesideEnum(in object: JSONObject, place: SchemaLocationKey) {
        guard options.reportsUnknownKeywords, let nullable = object.member("nullable"),
            nullable.value.boolValue == true, object["type"] != nil, let values = object["enum"]?.arrayValue,
            !values.contains(where: { $0.isNull })
        else { return }
        let listed = values.prefix(3).map { SchemaMessages.literal($0.value) } + (values.count > 3 ? ["…"] : [])
        reportInertNullable(
            nullable, place: place,
            "\"nullable\" adds null to the \"type\" but not to the \"enum\" beside it, which does not list null, so "
                + "null is still refused (OpenAPI 3.0.3); to allow null, list it: \"enum\": ["
                + (listed + ["null"]).joined(separator: ", ") + "]")
    }

    /// A `schema-nullable-ignored` warning at the `nullable` of the schema at `place`.
    private mutating func reportInertNullable(
        _ nullable: JSONObject.Member, place: SchemaLocationKey, _ message: String
    ) {
        let child = SchemaLocationKey(
            document: place.document, pointer: JSONPointer.appending(place.pointer, "nullable"))
        report(
            .warning("schema-nullable-ignored", at: nullable.keyLocation, path: jsonPath(of: child), message),
            in: place)
    }

    /// In draft-07 and OpenAPI 3.0, `$ref` replaces every keyword beside it, so `{"$ref": "#/definitions/s",
    /// "maxLength": 10}` checks no length, silently. A warning names what is ignored and the fix.
    mutating func warnAboutIgnoredSiblings(of object: JSONObject, draft: SchemaDraft, place: SchemaLocationKey) {
        guard options.reportsUnknownKeywords else { return }
        let ignored = object.members.filter { $0.key != "$ref" && SchemaKeywords.evaluated.contains($0.key) }
        guard let first = ignored.first else { return }
        let names = SchemaMessages.list(ignored.map { "\"\($0.key)\"" }, "and")
        report(
            .warning(
                "schema-ref-siblings-ignored", at: first.keyLocation,
                path: jsonPath(
                    of: SchemaLocationKey(
                        document: place.document, pointer: JSONPointer.appending(place.pointer, first.key))),
                "\(names) beside \"$ref\" \(ignored.count == 1 ? "is" : "are") ignored in \(draft.rawValue); "
                    + "put the $ref and them in an \"allOf\" to apply both"),
            in: place)
    }
}
