import Testing
import TrellisContent

@testable import TrellisSite

/// The component page's field table, one schema shape per case: each row written as one line, indented two spaces
/// per depth: `prefix+name: type required = default [constraint; …] — description`, alternatives as `• label: type`.
@Suite("Contract table")
struct ContractTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        /// The document `#` refers to, when it is not the schema (an OpenAPI document).
        var root: String?
        var rootPointer = ""
        var rows: [String]
        var rootType = "object"
        var rootConstraints: [String] = []

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "flat object: required, default, constraints, description",
            schema: #"""
                {"type": "object", "required": ["title"], "additionalProperties": false,
                 "properties": {
                   "title": {"type": "string", "minLength": 1, "maxLength": 60, "description": "Headline"},
                   "badge": {"type": "string", "enum": ["new", "live"], "default": "new"},
                   "rank": {"type": "integer", "minimum": 1, "maximum": 10},
                   "ratio": {"type": "number", "exclusiveMinimum": 0, "multipleOf": 0.5},
                   "code": {"type": "string", "pattern": "^[A-Z]{3}$", "format": "uri"},
                   "kind": {"const": "poster"},
                   "flag": {"type": "boolean", "deprecated": true}}}
                """#,
            rows: [
                "title: string required [1 to 60 characters] — Headline",
                #"badge: string = "new" [enum: "new", "live"]"#,
                "rank: integer [from 1 to 10]",
                "ratio: number [> 0; multiple of 0.5]",
                "code: string [pattern: ^[A-Z]{3}$; format: uri]",
                #"kind: string [const: "poster"]"#,
                "flag: boolean [deprecated]",
            ],
            rootConstraints: ["no other keys"]),
        Case(
            name: "nested objects and array items",
            schema: #"""
                {"type": "object", "properties": {
                   "price": {"type": "object", "required": ["amount"],
                             "properties": {"amount": {"type": "number", "minimum": 0}, "currency": {"type": "string"}}},
                   "tags": {"type": "array", "minItems": 1, "uniqueItems": true, "items": {"type": "string", "maxLength": 20}},
                   "links": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}}}}}}
                """#,
            rows: [
                "price: object",
                "  price.amount: number required [≥ 0]",
                "  price.currency: string",
                "tags: array [unique items; at least 1 item]",
                "  tags[]: string [at most 20 characters]",
                "links: array",
                "  links[]: object",
                "    links[].label: string",
            ]),
        Case(
            name: "unions of plain types read as one type",
            schema: #"""
                {"properties": {
                   "a": {"type": ["string", "null"]},
                   "b": {"oneOf": [{"type": "string"}, {"type": "null"}]},
                   "c": {"anyOf": [{"type": "integer"}, {"type": "string", "description": "as text"}]},
                   "d": {"enum": ["x", 1, null]}}}
                """#,
            rows: [
                "a: string | null",
                "b: string | null",
                "c: integer | string",
                #"d: string | integer | null [enum: "x", 1, null]"#,
            ]),
        Case(
            name: "local $ref shows the referenced name and expands its fields",
            schema: #"""
                {"$defs": {"action": {"type": "object", "required": ["url"], "description": "What a tap does",
                                      "properties": {"url": {"type": "string", "format": "uri-reference"}}}},
                 "properties": {"primary": {"$ref": "#/$defs/action"},
                                "secondary": {"$ref": "#/$defs/action", "description": "Second button"},
                                "other": {"$ref": "button.json#/$defs/action"},
                                "missing": {"$ref": "#/$defs/nothing"}}}
                """#,
            rows: [
                "primary: action — What a tap does",
                "  primary.url: string required [format: uri-reference]",
                "secondary: action — Second button",
                "  secondary.url: string required [format: uri-reference]",
                "other: action [defined in button.json#/$defs/action]",
                "missing: nothing [unresolved #/$defs/nothing]",
            ]),
        Case(
            name: "a reference back into the schema is shown once, as recursive",
            schema: #"""
                {"type": "object", "properties": {
                   "title": {"type": "string"},
                   "children": {"type": "array", "items": {"$ref": "#"}},
                   "node": {"$ref": "#/$defs/node"}},
                 "$defs": {"node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/node"}}}}}
                """#,
            rows: [
                "title: string",
                "children: array",
                "  children[]: (recursive: card)",
                "node: node",
                "  node.next: (recursive: node)",
            ]),
        Case(
            name: "allOf branches merge into one list of fields",
            schema: #"""
                {"$defs": {"base": {"type": "object", "required": ["id"],
                                    "properties": {"id": {"type": "string"}, "kind": {"type": "string"}}}},
                 "allOf": [{"$ref": "#/$defs/base"},
                           {"required": ["title"], "properties": {"title": {"type": "string"},
                                                                  "kind": {"enum": ["a", "b"]}}}]}
                """#,
            rows: [
                "id: string required",
                #"kind: string [enum: "a", "b"]"#,
                "title: string required",
            ]),
        Case(
            name: "oneOf alternatives under a one of: row",
            schema: #"""
                {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}},
                 "oneOf": [
                   {"title": "navigate", "properties": {"kind": {"const": "navigate"}, "screen": {"type": "string"}}},
                   {"$ref": "#/$defs/openURL"},
                   {"properties": {"type": {"const": "spacer"}}},
                   {"type": "object"}],
                 "$defs": {"openURL": {"type": "object", "properties": {"url": {"type": "string", "format": "uri"}}}}}
                """#,
            rows: [
                "kind: string required",
                "one of:",
                "  • navigate: object",
                #"    kind: string [const: "navigate"]"#,
                "    screen: string",
                "  • openURL: object",
                "    url: string [format: uri]",
                #"  • type "spacer": object"#,
                #"    type: string [const: "spacer"]"#,
                "  • option 4: object",
            ]),
        Case(
            name: "an OpenAPI union: branches by schema name, recursion through the union stops",
            schema: ##"""
                {"type": "object",
                 "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/Component"}}}}
                """##,
            root: #"""
                {"openapi": "3.1.0", "components": {"schemas": {
                   "Component": {"oneOf": [{"$ref": "#/components/schemas/Text"},
                                           {"$ref": "#/components/schemas/Carousel"}]},
                   "Text": {"type": "object", "properties": {"text": {"type": "string"}}},
                   "Carousel": {"type": "object", "properties": {"type": {"const": "carousel"}, "data": {
                     "type": "object", "properties": {"items": {"type": "array",
                       "items": {"$ref": "#/components/schemas/Component"}}}}}}}}}
                """#,
            rootPointer: "/components/schemas/Carousel/properties/data",
            rows: [
                "items: array",
                "  items[]: Component",
                "    one of:",
                "      • Text: object",
                "        items[].text: string",
                "      • Carousel: (recursive: Carousel)",
            ]),
        Case(
            name: "OpenAPI 3.0: nullable, boolean exclusive bounds, $ref replaces its siblings",
            schema: #"""
                {"type": "object", "properties": {
                   "subtitle": {"type": "string", "nullable": true},
                   "badge": {"type": "string", "nullable": true, "enum": ["new", "live"]},
                   "never": {"type": "string", "enum": []},
                   "tone": {"type": "string", "nullable": true, "enum": ["calm", null]},
                   "amount": {"type": "number", "minimum": 0, "exclusiveMinimum": true, "maximum": 5},
                   "price": {"$ref": "#/components/schemas/Price", "maxLength": 3, "description": "Shown"},
                   "kind": {"const": "ignored in 3.0"}}}
                """#,
            root: #"""
                {"openapi": "3.0.3", "components": {"schemas": {
                   "Price": {"type": "object", "properties": {"currency": {"type": "string", "default": "EUR"}}}}}}
                """#,
            rows: [
                "subtitle: string | null",
                #"badge: string [enum: "new", "live"]"#,
                "never: string [enum: none (no value can match)]",
                #"tone: string | null [enum: "calm", null]"#,
                "amount: number [> 0; ≤ 5]",
                "price: Price — Shown",
                #"  price.currency: string = "EUR""#,
                "kind: any",
            ]),
        Case(
            name: "maps, tuples and patterns",
            schema: #"""
                {"type": "object", "properties": {
                   "labels": {"type": "object", "additionalProperties": {"type": "string"}, "maxProperties": 5},
                   "point": {"type": "array", "prefixItems": [{"type": "number"}, {"type": "number"}], "items": false},
                   "meta": {"patternProperties": {"^x-": {"type": "string"}}},
                   "never": false}}
                """#,
            rows: [
                "labels: object [at most 5 keys]",
                "  labels.*: string — Any other key",
                "point: array [no other items]",
                "  point[0]: number",
                "  point[1]: number",
                "meta: object",
                "  meta./^x-/: string — Any key matching the pattern",
                "never: any [no value is valid]",
            ]),
        Case(
            name: "a schema without fields",
            schema: #"{"type": "string", "minLength": 2, "maxLength": 2}"#,
            rows: [],
            rootType: "string",
            rootConstraints: ["exactly 2 characters"]),
        Case(
            name: "long values are cut, long enums shortened",
            schema: #"""
                {"properties": {"size": {"enum": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]},
                                "note": {"default": "a very long default value that goes on and on and on"}}}
                """#,
            rows: [
                "size: integer [enum: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 … and 2 more]",
                #"note: any = "a very long default value that goes on a…""#,
            ]),
    ]

    @Test(arguments: cases)
    func rows(_ testCase: Case) throws {
        let schema = try JSONParser.parse(testCase.schema, file: "card.json")
        let root = try testCase.root.map { try JSONParser.parse($0, file: "openapi.json") }
        let table = ContractTable(schema: schema, root: root, rootPointer: testCase.rootPointer, typeName: "card")
        #expect(table.rows.map(Self.line) == testCase.rows)
        #expect(table.rootType == testCase.rootType)
        #expect(table.rootConstraints == testCase.rootConstraints)
        #expect(!table.isTruncated)
    }

    @Test func aHugeSchemaStopsAtTheRowLimit() throws {
        let properties = (0..<500).map { "\"field\($0)\": {\"type\": \"string\"}" }.joined(separator: ", ")
        let schema = try JSONParser.parse("{\"properties\": {\(properties)}}", file: "big.json")
        let table = ContractTable(schema: schema)
        #expect(table.rows.count == ContractTable.rowLimit)
        #expect(table.isTruncated)
    }

    @Test(arguments: [
        (#"{"openapi": "3.0.3"}"#, ContractTable.Dialect.openAPI30),
        (#"{"openapi": "3.1.0"}"#, .current),
        (#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#, .draft7),
        (#"{"$schema": "https://json-schema.org/draft/2020-12/schema"}"#, .current),
        (#"{"type": "object"}"#, .current),
    ])
    func dialect(_ root: String, _ expected: ContractTable.Dialect) throws {
        #expect(ContractTable.dialect(of: try JSONParser.parse(root, file: "x.json")) == expected)
    }

    /// `prefix+name: type required = default [constraints] — description`, indented two spaces per depth.
    static func line(_ row: ContractTable.Row) -> String {
        let indent = String(repeating: "  ", count: row.depth)
        switch row.kind {
        case .alternatives: return indent + row.name
        case .alternative: return indent + "• \(row.name): \(row.type)"
        case .field: break
        }
        var text = indent + row.prefix + row.name + ": " + row.type
        if row.isRequired { text += " required" }
        if let value = row.defaultValue { text += " = " + value }
        if !row.constraints.isEmpty { text += " [" + row.constraints.joined(separator: "; ") + "]" }
        if let description = row.description { text += " — " + description }
        return text
    }
}
