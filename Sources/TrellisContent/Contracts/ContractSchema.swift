/// A parsed, checked `schema` of a component contract.
///
/// The schema is a subset of JSON Schema (draft 2020-12): `type`, `properties`, `required`, `items`, `enum`,
/// `minimum`, `maximum`, `minLength`, `maxLength`, `format` (`uri`, `uri-reference`, `date`, `color`) and
/// `additionalProperties`, plus the annotations `description`, `title`, `examples`, `default` and `$comment`,
/// which are accepted and ignored. A sub-schema may also be `true` (anything) or `false` (nothing), as in
/// JSON Schema.
///
/// Sub-schemas live in one flat array and refer to each other by index, and both parsing and checking walk
/// with explicit work lists, so deeply nested schemas and data never grow the call stack.
public struct ContractSchema: Sendable {
    /// Every sub-schema; `nodes[0]` is the root.
    let nodes: [Node]

    init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// Parses a contract's `schema` value.
    ///
    /// Returns a nil schema when the schema has errors (an unsupported keyword, a wrong keyword value), so
    /// data is never checked against a schema Trellis only half understood; warnings alone keep the schema.
    /// Diagnostics carry the contract file's line and column and the JSON path inside the contract
    /// (`schema.properties.rating.maximum`), `path` being the path of `node` itself.
    public static func parse(_ node: JSONNode, path: String) -> (schema: ContractSchema?, diagnostics: [Diagnostic]) {
        var parser = Parser()
        let nodes = parser.parse(node, path: path)
        let diagnostics = parser.diagnostics
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : ContractSchema(nodes: nodes), diagnostics)
    }

    /// Every property name the schema declares, at any depth: the names a template may use, since a tag inside
    /// a section can name a field of a nested object or list item.
    public var propertyNames: Set<String> {
        var names: Set<String> = []
        for node in nodes { for property in node.properties { names.insert(property.key) } }
        return names
    }

    /// Checks a data value against the schema.
    ///
    /// `path` is the JSON path of `value` in its content file (`sections[1].components[3].data`) and `contract`
    /// the component type, named in every message. Each violation is one diagnostic, in document order, at
    /// the offending value (an unexpected key: at the key; a missing required key: at the enclosing object),
    /// with the full JSON path of the offending value (for a missing key: of the enclosing object).
    public func check(_ value: JSONNode, path: String, contract: String) -> [Diagnostic] {
        var checker = Checker(nodes: nodes, contract: contract)
        return checker.check(value, path: path)
    }
}

extension ContractSchema {
    /// One sub-schema, with the keywords Trellis understands.
    struct Node: Sendable {
        /// `false` as a schema: no value is valid.
        var rejectsEverything = false
        /// `type`, in the order written; nil when the schema does not constrain the type.
        var types: [ValueType]?
        /// `properties`: key → index of its schema, in the order written.
        var properties: [(key: String, schema: Int)] = []
        var propertyIndex: [String: Int] = [:]
        var required: [String] = []
        /// `items`: index of the schema every element must match.
        var items: Int?
        /// `additionalProperties` given as `false` or as a schema: index of that schema.
        var additionalProperties: Int?
        var enumValues: [JSONNode]?
        var minimum: JSONNumber?
        var maximum: JSONNumber?
        var minLength: Int?
        var maxLength: Int?
        var format: Format?
    }
}

extension ContractSchema {
    /// The values of `type`.
    enum ValueType: String, Sendable, CaseIterable {
        case string, number, integer, boolean, object, array, null

        /// `a string`, `an integer`, `null`, for "expected …" messages.
        var phrase: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .integer: "an integer"
            case .boolean: "a boolean"
            case .object: "an object"
            case .array: "an array"
            case .null: "null"
            }
        }

        func accepts(_ value: JSONValue) -> Bool {
            switch (self, value) {
            case (.string, .string), (.number, .number), (.boolean, .bool), (.object, .object), (.array, .array),
                (.null, .null):
                return true
            case (.integer, .number(let number)):
                return number.value.isFinite && number.value.rounded(.towardZero) == number.value
            default:
                return false
            }
        }
    }
}
