import TrellisContent
import TrellisSchema

/// A component type's data schema laid out as rows a reader can scan: one row per field with its type, whether it
/// is required, its default, its constraints and its description; nested fields under their parent, array items as
/// `tags[]`, and the alternatives of a `oneOf` / `anyOf` under a "one of:" row.
///
/// A schema is written for a validator, not for the designer reviewing a component: a field's rules hide behind
/// `$ref`s, `allOf` splits one object over several schemas, and an OpenAPI union spreads a type over a document.
/// The table follows local `$ref`s against the schema's root (the contract's own schema, or the whole OpenAPI
/// document), merges `allOf` branches into one list of fields, and stops at a reference it is already inside —
/// "(recursive: Name)" — so that a recursive schema (a container of components) stays finite. It describes; it
/// never decides validity: the compiled contract does that.
struct ContractTable: Equatable {
    /// One line of the table.
    struct Row: Equatable {
        enum Kind: Equatable {
            /// A field (or array item, or map entry) of the data.
            case field
            /// "one of:" / "any of:": the rows below it, one depth deeper, are alternatives.
            case alternatives
            /// One alternative of a `oneOf` / `anyOf`; its fields follow, one depth deeper.
            case alternative
        }

        var kind: Kind = .field
        /// How far the row is nested: 0 for a top-level field of the data.
        var depth: Int
        /// The parent's path (`price.`, `tags[].`), shown dimmed before the name so that a row reads as a full path
        /// even without the indentation (to a screen reader, say).
        var prefix: String = ""
        var name: String
        var type: String = ""
        var isRequired: Bool = false
        /// The `default`, as compact JSON.
        var defaultValue: String?
        var constraints: [String] = []
        var description: String?
    }

    /// The rules that change how a schema reads: before 2019-09 (and in OpenAPI 3.0) `$ref` replaces its sibling
    /// keywords, and OpenAPI 3.0 has `nullable` and boolean `exclusiveMinimum` / `exclusiveMaximum`.
    enum Dialect: Equatable {
        case current
        case draft7
        case openAPI30
    }

    var rows: [Row]
    /// What the data as a whole is (`object`), for the line above the table.
    var rootType: String
    /// Rules about the data as a whole (`no other keys`, `at least 1 key`).
    var rootConstraints: [String]
    /// True when the table stopped at `rowLimit` rows: a huge union, or a deeply shared schema.
    var isTruncated: Bool

    /// More rows than a person reads; a schema that needs them is better read as JSON.
    static let rowLimit = 400
    /// Nesting past this is shown as a row without its fields.
    static let depthLimit = 12
    /// `enum` values listed before "… and N more".
    static let enumLimit = 12

    /// - Parameters:
    ///   - schema: the data schema as written.
    ///   - root: what `#` means in the schema's local `$ref`s (`ComponentContract.schemaRoot`); the schema itself
    ///     when nil.
    ///   - rootPointer: where `schema` sits inside `root` (`/components/schemas/Card/properties/data`); `""` when it
    ///     is the root. A `$ref` back to it, or to a schema that contains it, is shown as recursive.
    ///   - typeName: how a `$ref` to the whole root (`"#"`) is named.
    init(schema: JSONNode, root: JSONNode? = nil, rootPointer: String = "", typeName: String = "data") {
        let root = root ?? schema
        var builder = Builder(root: root, dialect: Self.dialect(of: root), typeName: typeName)
        // A reference to the schema being shown, or to anything that holds it, leads back into it.
        var ancestors = [""]
        var pointer = ""
        for token in JSONPointer.tokens(rootPointer) ?? [] {
            pointer = JSONPointer.appending(pointer, token)
            ancestors.append(pointer)
        }
        var facets = Facets()
        builder.collect(schema, into: &facets, isOuter: true, ancestors: ancestors)
        builder.appendChildren(of: facets, prefix: "", name: "", depth: 0, ancestors: ancestors)
        rows = builder.rows
        rootType = builder.typeText(facets)
        rootConstraints = builder.constraintsText(facets)
        isTruncated = builder.isTruncated
    }

    /// OpenAPI 3.0 documents say so in `openapi`; a contract or schema file in `$schema`.
    static func dialect(of root: JSONNode) -> Dialect {
        let object = root.objectValue
        if let version = object?["openapi"]?.stringValue {
            return version.hasPrefix("3.0") ? .openAPI30 : .current
        }
        let declared = object?["$schema"]?.stringValue ?? object?["schema"]?.objectValue?["$schema"]?.stringValue ?? ""
        for old in ["draft-07", "draft-06", "draft-04"] where declared.contains(old) { return .draft7 }
        return .current
    }

    /// Everything one value's schema says once its `$ref` targets and `allOf` branches are merged in.
    private struct Facets {
        /// The name of the schema a `$ref` names, when the value's schema is one (`Action`, `action`).
        var referenceName: String?
        /// Set when the `$ref` leads back into a schema already being shown.
        var recursiveName: String?
        /// Pointers of the `$ref` targets merged in, so their fields know where they are.
        var followed: [String] = []
        var types: [String] = []
        var isNullable = false
        /// Set by an `enum` that lists no null: OpenAPI 3.0's `nullable` then admits no null either (3.0.3).
        var enumRefusesNull = false
        /// Kinds of the `const` / `enum` values, for a schema that gives no `type`.
        var valueKinds: [String] = []
        var properties: [(key: String, schemas: [JSONNode])] = []
        var required: Set<String> = []
        var patternProperties: [(pattern: String, schemas: [JSONNode])] = []
        var otherProperties: [JSONNode] = []
        var items: [JSONNode] = []
        var tupleItems: [[JSONNode]] = []
        var alternatives: [(keyword: String, branches: [JSONNode])] = []
        var numbers: [String: JSONNumber] = [:]
        var exclusiveFlags: Set<String> = []
        var constraints: [String] = []
        var defaultValue: String?
        var description: String?
        var title: String?

        mutating func addConstraint(_ text: String) {
            if !constraints.contains(text) { constraints.append(text) }
        }

        mutating func addProperty(_ key: String, _ schema: JSONNode) {
            if let index = properties.firstIndex(where: { $0.key == key }) {
                properties[index].schemas.append(schema)
            } else {
                properties.append((key, [schema]))
            }
        }
    }

    private struct Builder {
        let root: JSONNode
        let dialect: Dialect
        let typeName: String
        var rows: [Row] = []
        var isTruncated = false

        // MARK: Reading a schema

        /// Merges what `node` says into `facets`: its own keywords first (so its own description wins over a
        /// referenced schema's), then its `$ref` target, then its `allOf` branches.
        mutating func collect(_ node: JSONNode, into facets: inout Facets, isOuter: Bool, ancestors: [String]) {
            switch node.value {
            case .bool(false):
                facets.addConstraint("no value is valid")
                return
            case .object(let object):
                collect(object, into: &facets, isOuter: isOuter, ancestors: ancestors)
            default:
                return
            }
        }

        private mutating func collect(
            _ object: JSONObject, into facets: inout Facets, isOuter: Bool, ancestors: [String]
        ) {
            if facets.description == nil { facets.description = object["description"]?.stringValue }
            if facets.title == nil { facets.title = object["title"]?.stringValue }
            if let reference = object["$ref"]?.stringValue {
                follow(reference, into: &facets, isOuter: isOuter, ancestors: ancestors)
                if dialect != .current { return }
            }
            for keyword in ["$dynamicRef", "$recursiveRef"] {
                if let reference = object[keyword]?.stringValue, isOuter, facets.referenceName == nil {
                    facets.referenceName = Self.referenceName(reference, typeName: typeName)
                }
            }
            for member in object.members {
                read(member.key, member.value, in: object, into: &facets)
            }
            for branch in object["allOf"]?.arrayValue ?? [] {
                collect(branch, into: &facets, isOuter: false, ancestors: ancestors)
            }
        }

        /// Merges the schema a `$ref` names, unless it is outside the root (then only named) or already being
        /// shown (then named as recursive).
        private mutating func follow(
            _ reference: String, into facets: inout Facets, isOuter: Bool, ancestors: [String]
        ) {
            let name = Self.referenceName(reference, typeName: typeName)
            if isOuter, facets.referenceName == nil { facets.referenceName = name }
            guard reference.hasPrefix("#") else {
                facets.addConstraint("defined in \(reference)")
                return
            }
            let pointer = PercentDecoding.decoded(String(reference.dropFirst()))
            guard pointer.isEmpty || pointer.hasPrefix("/") else { return }
            if ancestors.contains(pointer) {
                facets.recursiveName = facets.recursiveName ?? name
                return
            }
            guard !facets.followed.contains(pointer) else { return }
            guard let target = JSONPointer.resolve(pointer, in: root) else {
                facets.addConstraint("unresolved \(reference)")
                return
            }
            facets.followed.append(pointer)
            collect(target, into: &facets, isOuter: false, ancestors: ancestors)
        }

        /// One keyword of a schema object.
        private mutating func read(
            _ keyword: String, _ value: JSONNode, in object: JSONObject, into facets: inout Facets
        ) {
            switch keyword {
            case "type":
                let names = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
                for name in names where !facets.types.contains(name) { facets.types.append(name) }
            case "nullable" where dialect == .openAPI30:
                if value.boolValue == true { facets.isNullable = true }
            case "const" where dialect != .openAPI30:
                facets.addConstraint("const: " + Self.literal(value.value))
                addKind(of: value.value, to: &facets)
            case "enum":
                guard let values = value.arrayValue else { return }
                var shown = values.prefix(ContractTable.enumLimit).map { Self.literal($0.value) }.joined(
                    separator: ", ")
                if values.isEmpty { shown = "none (no value can match)" }
                if values.count > ContractTable.enumLimit {
                    shown += " … and \(values.count - ContractTable.enumLimit) more"
                }
                facets.addConstraint("enum: " + shown)
                for item in values { addKind(of: item.value, to: &facets) }
                if !values.contains(where: \.isNull) { facets.enumRefusesNull = true }
            case "format":
                if let name = value.stringValue { facets.addConstraint("format: \(name)") }
            case "pattern":
                if let pattern = value.stringValue { facets.addConstraint("pattern: \(pattern)") }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
                "minItems", "maxItems", "minProperties", "maxProperties", "minContains", "maxContains":
                if let number = value.numberValue, facets.numbers[keyword] == nil {
                    facets.numbers[keyword] = number
                } else if value.boolValue == true {
                    facets.exclusiveFlags.insert(keyword)
                }
            case "uniqueItems":
                if value.boolValue == true { facets.addConstraint("unique items") }
            case "required":
                for key in value.arrayValue ?? [] {
                    if let key = key.stringValue { facets.required.insert(key) }
                }
            case "properties":
                for member in value.objectValue?.members ?? [] { facets.addProperty(member.key, member.value) }
            case "patternProperties":
                for member in value.objectValue?.members ?? [] {
                    if let index = facets.patternProperties.firstIndex(where: { $0.pattern == member.key }) {
                        facets.patternProperties[index].schemas.append(member.value)
                    } else {
                        facets.patternProperties.append((member.key, [member.value]))
                    }
                }
            case "additionalProperties", "unevaluatedProperties":
                if value.boolValue == false {
                    facets.addConstraint("no other keys")
                } else if let object = value.objectValue, !object.isEmpty, keyword == "additionalProperties" {
                    facets.otherProperties.append(value)
                }
            case "items":
                if let tuple = value.arrayValue {
                    addTuple(tuple, to: &facets)
                } else if value.objectValue != nil {
                    facets.items.append(value)
                } else if value.boolValue == false, object["prefixItems"] != nil || !facets.tupleItems.isEmpty {
                    facets.addConstraint("no other items")
                }
            case "prefixItems":
                addTuple(value.arrayValue ?? [], to: &facets)
            case "additionalItems":
                if value.boolValue == false { facets.addConstraint("no other items") }
            case "contains":
                facets.addConstraint("contains a matching item")
            case "oneOf", "anyOf":
                if let branches = value.arrayValue, !branches.isEmpty {
                    facets.alternatives.append((keyword, branches))
                }
            case "not":
                facets.addConstraint("must not match a `not` schema")
            case "if":
                facets.addConstraint("conditional rules (if / then / else)")
            case "dependentRequired":
                for member in value.objectValue?.members ?? [] {
                    let others = (member.value.arrayValue ?? []).compactMap(\.stringValue).map { "\"\($0)\"" }
                    guard !others.isEmpty else { continue }
                    facets.addConstraint("with \"\(member.key)\" also \(others.joined(separator: ", "))")
                }
            case "default":
                if facets.defaultValue == nil { facets.defaultValue = Self.literal(value.value) }
            case "deprecated":
                if value.boolValue == true { facets.addConstraint("deprecated") }
            case "readOnly":
                if value.boolValue == true { facets.addConstraint("read-only") }
            case "writeOnly":
                if value.boolValue == true { facets.addConstraint("write-only") }
            default:
                break
            }
        }

        private func addKind(of value: JSONValue, to facets: inout Facets) {
            let kind: String
            switch value {
            case .null: kind = "null"
            case .bool: kind = "boolean"
            case .number(let number): kind = number.integerValue != nil ? "integer" : "number"
            case .string: kind = "string"
            case .array: kind = "array"
            case .object: kind = "object"
            }
            if !facets.valueKinds.contains(kind) { facets.valueKinds.append(kind) }
        }

        private func addTuple(_ items: [JSONNode], to facets: inout Facets) {
            for (offset, item) in items.enumerated() {
                if offset < facets.tupleItems.count {
                    facets.tupleItems[offset].append(item)
                } else {
                    facets.tupleItems.append([item])
                }
            }
        }

        // MARK: Writing rows

        /// The rows under a value: its properties, map entries, items, then its alternatives.
        mutating func appendChildren(of facets: Facets, prefix: String, name: String, depth: Int, ancestors: [String]) {
            guard facets.recursiveName == nil, depth <= ContractTable.depthLimit else { return }
            let inside = ancestors + facets.followed
            let path = prefix + name
            let childPrefix = path.isEmpty ? "" : path + "."
            for (key, schemas) in facets.properties {
                appendField(
                    key, prefix: childPrefix, schemas: schemas, isRequired: facets.required.contains(key), depth: depth,
                    ancestors: inside)
            }
            for (pattern, schemas) in facets.patternProperties {
                appendField(
                    "/\(pattern)/", prefix: childPrefix, schemas: schemas, depth: depth, ancestors: inside,
                    fallbackDescription: "Any key matching the pattern")
            }
            if !facets.otherProperties.isEmpty {
                appendField(
                    "*", prefix: childPrefix, schemas: facets.otherProperties, depth: depth, ancestors: inside,
                    fallbackDescription: "Any other key")
            }
            for (offset, schemas) in facets.tupleItems.enumerated() {
                appendField("\(name)[\(offset)]", prefix: prefix, schemas: schemas, depth: depth, ancestors: inside)
            }
            if !facets.items.isEmpty {
                appendField("\(name)[]", prefix: prefix, schemas: facets.items, depth: depth, ancestors: inside)
            }
            guard Self.simpleUnion(facets) == nil else { return }
            for (keyword, branches) in facets.alternatives {
                appendAlternatives(keyword, branches, prefix: prefix, name: name, depth: depth, ancestors: inside)
            }
        }

        private mutating func appendField(
            _ name: String, prefix: String, schemas: [JSONNode], isRequired: Bool = false, depth: Int,
            ancestors: [String], fallbackDescription: String? = nil
        ) {
            guard reserveRow() else { return }
            var facets = Facets()
            for schema in schemas { collect(schema, into: &facets, isOuter: true, ancestors: ancestors) }
            rows.append(
                Row(
                    depth: depth, prefix: prefix, name: name, type: typeText(facets), isRequired: isRequired,
                    defaultValue: facets.defaultValue, constraints: constraintsText(facets),
                    description: facets.description ?? facets.title ?? fallbackDescription))
            appendChildren(of: facets, prefix: prefix, name: name, depth: depth + 1, ancestors: ancestors)
        }

        /// "one of:", then each alternative named by its title, the schema it refers to, or the `type` it fixes,
        /// with its own fields below it: they are fields of the same value, so they keep the value's path.
        private mutating func appendAlternatives(
            _ keyword: String, _ branches: [JSONNode], prefix: String, name: String, depth: Int, ancestors: [String]
        ) {
            guard reserveRow() else { return }
            rows.append(Row(kind: .alternatives, depth: depth, name: keyword == "oneOf" ? "one of:" : "any of:"))
            for (offset, branch) in branches.enumerated() {
                guard reserveRow() else { return }
                var facets = Facets()
                collect(branch, into: &facets, isOuter: true, ancestors: ancestors)
                let label =
                    facets.title ?? facets.referenceName ?? Self.fixedType(of: branch).map { "type \"\($0)\"" }
                    ?? "option \(offset + 1)"
                var shown = facets
                if facets.recursiveName == nil { shown.referenceName = nil }
                rows.append(
                    Row(
                        kind: .alternative, depth: depth + 1, name: label, type: typeText(shown),
                        defaultValue: facets.defaultValue, constraints: constraintsText(facets),
                        description: facets.description))
                appendChildren(of: facets, prefix: prefix, name: name, depth: depth + 2, ancestors: ancestors)
            }
        }

        private mutating func reserveRow() -> Bool {
            if rows.count >= ContractTable.rowLimit { isTruncated = true }
            return !isTruncated
        }

        // MARK: Cells

        /// `string | null`, a referenced schema's name, or what the schema implies when it gives no `type`.
        func typeText(_ facets: Facets) -> String {
            if let name = facets.recursiveName { return "(recursive: \(name))" }
            var parts: [String]
            if let name = facets.referenceName {
                parts = [name]
            } else if !facets.types.isEmpty {
                parts = facets.types
            } else if let union = Self.simpleUnion(facets) {
                parts = union
            } else if !facets.valueKinds.isEmpty {
                parts = facets.valueKinds
            } else if !facets.properties.isEmpty || !facets.otherProperties.isEmpty || !facets.required.isEmpty
                || !facets.patternProperties.isEmpty
            {
                parts = ["object"]
            } else if !facets.items.isEmpty || !facets.tupleItems.isEmpty {
                parts = ["array"]
            } else if let first = facets.alternatives.first {
                parts = [first.keyword == "oneOf" ? "one of" : "any of"]
            } else {
                parts = ["any"]
            }
            if facets.isNullable, !facets.enumRefusesNull, !parts.contains("null") { parts.append("null") }
            return parts.joined(separator: " | ")
        }

        func constraintsText(_ facets: Facets) -> [String] {
            var result = facets.constraints
            let numbers = facets.numbers
            let exclusive = facets.exclusiveFlags
            var low: String?
            var high: String?
            if let minimum = numbers["minimum"] {
                low = (exclusive.contains("exclusiveMinimum") ? "> " : "≥ ") + minimum.text
            }
            if let minimum = numbers["exclusiveMinimum"] { low = "> " + minimum.text }
            if let maximum = numbers["maximum"] {
                high = (exclusive.contains("exclusiveMaximum") ? "< " : "≤ ") + maximum.text
            }
            if let maximum = numbers["exclusiveMaximum"] { high = "< " + maximum.text }
            if let low, let high, low.hasPrefix("≥"), high.hasPrefix("≤") {
                result.append("from \(low.dropFirst(2)) to \(high.dropFirst(2))")
            } else {
                result += [low, high].compactMap { $0 }
            }
            if let step = numbers["multipleOf"] { result.append("multiple of \(step.text)") }
            let counts: [(low: String, high: String, one: String, many: String)] = [
                ("minLength", "maxLength", "character", "characters"), ("minItems", "maxItems", "item", "items"),
                ("minProperties", "maxProperties", "key", "keys"),
                ("minContains", "maxContains", "matching item", "matching items"),
            ]
            for count in counts {
                if let text = Self.range(numbers[count.low], numbers[count.high], count.one, count.many) {
                    result.append(text)
                }
            }
            return result
        }

        /// `1 to 60 characters`, `at least 1 item`, `at most 3 keys`, `exactly 2 items`.
        private static func range(_ low: JSONNumber?, _ high: JSONNumber?, _ one: String, _ many: String) -> String? {
            func noun(_ number: JSONNumber) -> String { number.text == "1" ? one : many }
            switch (low, high) {
            case (let low?, let high?) where low.value == high.value: return "exactly \(low.text) \(noun(low))"
            case (let low?, let high?): return "\(low.text) to \(high.text) \(many)"
            case (let low?, nil): return low.value == 0 ? nil : "at least \(low.text) \(noun(low))"
            case (nil, let high?): return "at most \(high.text) \(noun(high))"
            case (nil, nil): return nil
            }
        }

        /// The member types of a `oneOf` / `anyOf` whose every branch only names a type (`string` or `null`),
        /// which reads better as `string | null` than as a list of alternatives.
        static func simpleUnion(_ facets: Facets) -> [String]? {
            guard facets.types.isEmpty, facets.alternatives.count == 1 else { return nil }
            var types: [String] = []
            for branch in facets.alternatives[0].branches {
                guard let object = branch.objectValue, let type = object["type"],
                    object.keys.allSatisfy({ ["type", "description", "title"].contains($0) })
                else { return nil }
                let names = type.stringValue.map { [$0] } ?? type.arrayValue?.compactMap(\.stringValue) ?? []
                guard !names.isEmpty else { return nil }
                for name in names where !types.contains(name) { types.append(name) }
            }
            return types
        }

        /// The `type` value an inline branch fixes (`const`, or an `enum` of one string): how SDUI unions name
        /// branches that have no title.
        private static func fixedType(of branch: JSONNode) -> String? {
            guard let type = branch.objectValue?["properties"]?.objectValue?["type"]?.objectValue else { return nil }
            if let constant = type["const"]?.stringValue { return constant }
            if let values = type["enum"]?.arrayValue, values.count == 1 { return values[0].stringValue }
            return nil
        }

        /// `Card` for `#/components/schemas/Card`, `action` for `button.json#/$defs/action`, the file name for a
        /// whole file, the type's own name for `#`.
        static func referenceName(_ reference: String, typeName: String) -> String {
            guard let hash = reference.firstIndex(of: "#") else {
                return String(reference.split(separator: "/").last ?? Substring(reference))
            }
            let fragment = String(reference[reference.index(after: hash)...])
            if fragment.hasPrefix("/") {
                if let last = JSONPointer.tokens(PercentDecoding.decoded(fragment))?.last { return last }
            } else if !fragment.isEmpty {
                return fragment
            }
            if hash == reference.startIndex { return typeName }
            return String(reference[..<hash].split(separator: "/").last ?? "")
        }

        /// A value as compact JSON (`"new"`, `[1, 2]`, `{"k": true}`), cut short with `…` past about 40
        /// characters so that one long value cannot widen the table.
        static func literal(_ value: JSONValue) -> String {
            var text = ""
            appendLiteral(value, to: &text)
            return text
        }

        private static func appendLiteral(_ value: JSONValue, to text: inout String) {
            guard text.count < 40 else {
                if !text.hasSuffix("…") { text += "…" }
                return
            }
            switch value {
            case .null: text += "null"
            case .bool(let flag): text += flag ? "true" : "false"
            case .number(let number): text += number.text
            case .string(let string):
                let clipped = string.count > 40 ? String(string.prefix(40)) + "…" : string
                text += PrettyJSON.quoted(clipped)
            case .array(let items):
                text += "["
                for (offset, item) in items.enumerated() {
                    if offset > 0 { text += ", " }
                    appendLiteral(item.value, to: &text)
                    if text.hasSuffix("…") { return }
                }
                text += "]"
            case .object(let object):
                text += "{"
                for (offset, member) in object.members.enumerated() {
                    if offset > 0 { text += ", " }
                    text += PrettyJSON.quoted(member.key) + ": "
                    appendLiteral(member.value.value, to: &text)
                    if text.hasSuffix("…") { return }
                }
                text += "}"
            }
        }
    }
}
