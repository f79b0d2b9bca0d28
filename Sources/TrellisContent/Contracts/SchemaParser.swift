extension ContractSchema {
    /// Reads a contract's `schema` into `Node`s, reporting every problem it finds.
    struct Parser {
        /// The keywords that constrain data.
        static let keywords = [
            "type", "properties", "required", "items", "enum", "minimum", "maximum", "minLength", "maxLength", "format",
            "additionalProperties",
        ]
        /// JSON Schema annotations: accepted anywhere and ignored.
        static let annotations = ["description", "title", "examples", "default", "$comment", "$schema", "$id"]

        private(set) var diagnostics: [Diagnostic] = []
        private var nodes: [Node] = []
        /// Sub-schemas still to read: the index reserved for each, its JSON and its path.
        private var pending: [(index: Int, node: JSONNode, path: String)] = []

        /// Parses a schema and every sub-schema; `nodes[0]` of the result is the root. Diagnostics end up in
        /// document order.
        mutating func parse(_ root: JSONNode, path: String) -> [Node] {
            _ = reserve(root, path: path)
            while let next = pending.popLast() {
                nodes[next.index] = parseNode(next.node, path: next.path)
            }
            diagnostics = diagnostics.enumerated().sorted { a, b in
                let la = a.element.location ?? SourceLocation(file: "")
                let lb = b.element.location ?? SourceLocation(file: "")
                return la != lb ? la < lb : a.offset < b.offset
            }.map(\.element)
            return nodes
        }

        /// Reserves an index for a sub-schema and queues it to be read.
        private mutating func reserve(_ node: JSONNode, path: String) -> Int {
            nodes.append(Node())
            pending.append((nodes.count - 1, node, path))
            return nodes.count - 1
        }

        private mutating func error(_ code: String, _ node: JSONNode, _ path: String, _ message: String) {
            diagnostics.append(.error(code, at: node.location, path: path, message))
        }

        private mutating func wrongType(_ node: JSONNode, _ path: String, expected: String) {
            error("wrong-type", node, path, "expected \(expected), found \(node.value.briefDescription)")
        }

        private mutating func parseNode(_ node: JSONNode, path: String) -> Node {
            var schema = Node()
            switch node.value {
            case .bool(let accepts):
                schema.rejectsEverything = !accepts
                return schema
            case .object(let object):
                for member in object.members {
                    parseKeyword(member, in: object, path: path, into: &schema)
                }
                return schema
            default:
                wrongType(node, path, expected: "a schema (an object, or true or false)")
                return schema
            }
        }

        private mutating func parseKeyword(
            _ member: JSONObject.Member, in object: JSONObject, path: String, into schema: inout Node
        ) {
            let value = member.value
            let valuePath = JSONPath.key(path, member.key)
            switch member.key {
            case "type": schema.types = parseType(value, path: valuePath)
            case "properties": parseProperties(value, path: valuePath, into: &schema)
            case "required": schema.required = parseRequired(value, path: valuePath, properties: object["properties"])
            case "items":
                if value.arrayValue != nil {
                    error(
                        "wrong-type", value, valuePath,
                        "expected a schema (an object, or true or false), found an array; "
                            + "Trellis takes one schema that every item must match")
                } else {
                    schema.items = reserve(value, path: valuePath)
                }
            case "additionalProperties":
                switch value.value {
                case .bool(true): break
                case .bool(false), .object: schema.additionalProperties = reserve(value, path: valuePath)
                default: wrongType(value, valuePath, expected: "true, false or a schema (an object)")
                }
            case "enum":
                if let items = value.arrayValue {
                    if items.isEmpty {
                        error("invalid-value", value, valuePath, "expected at least one allowed value, found []")
                    } else {
                        schema.enumValues = items
                    }
                } else {
                    wrongType(value, valuePath, expected: "an array of the allowed values")
                }
            case "minimum", "maximum":
                guard let number = value.numberValue else {
                    wrongType(value, valuePath, expected: "a number")
                    return
                }
                if member.key == "minimum" { schema.minimum = number } else { schema.maximum = number }
                if let minimum = schema.minimum, let maximum = schema.maximum, minimum.value > maximum.value {
                    error(
                        "invalid-value", value, valuePath,
                        "minimum \(minimum.text) is greater than maximum \(maximum.text); no number would match")
                }
            case "minLength", "maxLength":
                guard let number = value.numberValue, let length = number.integerValue, length >= 0 else {
                    wrongType(value, valuePath, expected: "a whole number ≥ 0")
                    return
                }
                if member.key == "minLength" { schema.minLength = length } else { schema.maxLength = length }
                if let minimum = schema.minLength, let maximum = schema.maxLength, minimum > maximum {
                    error(
                        "invalid-value", value, valuePath,
                        "minLength \(minimum) is greater than maxLength \(maximum); no string would match")
                }
            case "format":
                let names = Format.allCases.map(\.rawValue)
                guard let text = value.stringValue else {
                    wrongType(value, valuePath, expected: "one of \(Self.list(names.map { "\"\($0)\"" }, "or"))")
                    return
                }
                if let format = Format(rawValue: text) {
                    schema.format = format
                } else {
                    error(
                        "invalid-value", value, valuePath,
                        "unsupported format \"\(text)\"; Trellis checks the formats \(Self.list(names, "and"))"
                            + Suggestion.hint(for: text, among: names))
                }
            default:
                if Self.annotations.contains(member.key) { return }
                let hint = Suggestion.hint(for: member.key, among: Self.keywords + Self.annotations)
                diagnostics.append(
                    .error(
                        "unknown-key", at: member.keyLocation, path: valuePath,
                        "unsupported schema keyword \"\(member.key)\""
                            + (hint.isEmpty ? "; Trellis supports \(Self.list(Self.keywords, "and"))" : hint)))
            }
        }

        private mutating func parseType(_ node: JSONNode, path: String) -> [ValueType]? {
            let names = ValueType.allCases.map(\.rawValue)
            let expected = "a type (\(Self.list(names, "or"))) or an array of them"
            func one(_ item: JSONNode, _ itemPath: String, _ parser: inout Parser) -> ValueType? {
                guard let text = item.stringValue else {
                    parser.wrongType(item, itemPath, expected: expected)
                    return nil
                }
                guard let type = ValueType(rawValue: text) else {
                    parser.error(
                        "invalid-value", item, itemPath,
                        "expected \(expected), found \"\(text)\"" + Suggestion.hint(for: text, among: names))
                    return nil
                }
                return type
            }
            guard let items = node.arrayValue else {
                return one(node, path, &self).map { [$0] }
            }
            if items.isEmpty {
                error("invalid-value", node, path, "expected at least one type, found []")
                return nil
            }
            var types: [ValueType] = []
            for (offset, item) in items.enumerated() {
                if let type = one(item, JSONPath.index(path, offset), &self), !types.contains(type) {
                    types.append(type)
                }
            }
            return types
        }

        private mutating func parseProperties(_ node: JSONNode, path: String, into schema: inout Node) {
            guard let object = node.objectValue else {
                wrongType(node, path, expected: "an object of key → schema")
                return
            }
            for member in object.members {
                let index = reserve(member.value, path: JSONPath.key(path, member.key))
                schema.properties.append((member.key, index))
                schema.propertyIndex[member.key] = index
            }
        }

        /// `required`; a key that `properties` (when given) does not declare is a warning, as it is usually a typo.
        private mutating func parseRequired(_ node: JSONNode, path: String, properties: JSONNode?) -> [String] {
            guard let items = node.arrayValue else {
                wrongType(node, path, expected: "an array of key names")
                return []
            }
            let declared = properties?.objectValue?.keys
            var keys: [String] = []
            for (offset, item) in items.enumerated() {
                let itemPath = JSONPath.index(path, offset)
                guard let key = item.stringValue else {
                    wrongType(item, itemPath, expected: "a key name (a string)")
                    continue
                }
                if !keys.contains(key) { keys.append(key) }
                if let declared, !declared.contains(key) {
                    diagnostics.append(
                        .warning(
                            "undeclared-required-key", at: item.location, path: itemPath,
                            "required key \"\(key)\" is not among \"properties\""
                                + Suggestion.hint(for: key, among: declared)))
                }
            }
            return keys
        }

        /// `a, b and c`.
        static func list(_ words: [String], _ conjunction: String) -> String {
            guard words.count > 1 else { return words.first ?? "" }
            return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
        }
    }
}
