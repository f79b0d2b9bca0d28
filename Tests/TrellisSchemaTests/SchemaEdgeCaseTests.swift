import Testing
import TrellisContent
import TrellisSchema

/// Verdicts outside the official suite, each compared with Python's `jsonschema` (and with the standard where the
/// two differ): numbers beyond double precision, limits beyond `Int`, the draft-07 `$ref` that hides a sibling
/// `$id`, and `$schema` URIs that name an official dialect by another spelling.
@Suite("Schema edge cases")
struct SchemaEdgeCaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var data: String
        var valid: Bool
        var testDescription: String { name }

        init(_ name: String, _ schema: String, _ data: String, valid: Bool) {
            self.name = name
            self.schema = schema
            self.data = data
            self.valid = valid
        }
    }

    static let cases: [Case] = [
        // Integers above 2^53 have no exact double; as written they still differ (Python compares them exactly).
        Case("const compares big integers exactly", #"{"const": 9007199254740993}"#, "9007199254740992", valid: false),
        Case("enum compares big integers exactly", #"{"enum": [9007199254740993]}"#, "9007199254740992", valid: false),
        Case("enum still equates 1 and 1.0", #"{"enum": [1]}"#, "1.0", valid: true),
        Case("enum equates 1e2 and 100", #"{"enum": [100]}"#, "1e2", valid: true),
        Case(
            "uniqueItems tells big integers apart", #"{"uniqueItems": true}"#,
            "[9007199254740992, 9007199254740993]", valid: true),
        Case("maximum on big integers", #"{"maximum": 9007199254740992}"#, "9007199254740993", valid: false),
        Case("minimum on big integers", #"{"minimum": 9007199254740993}"#, "9007199254740992", valid: false),
        Case(
            "exclusiveMaximum on big integers", #"{"exclusiveMaximum": 9007199254740993}"#, "9007199254740992",
            valid: true),
        Case("maximum on long decimals", #"{"maximum": 0.1}"#, "0.1000000000000000001", valid: false),
        // Limits too large for an integer type still limit (the meta-schema accepts them).
        Case("minLength above Int", #"{"minLength": 1e300}"#, #""abc""#, valid: false),
        Case("minLength above 2^53", #"{"minLength": 18446744073709551616}"#, #""abc""#, valid: false),
        Case("maxLength above Int", #"{"maxLength": 1e300}"#, #""abc""#, valid: true),
        Case("minItems above Int", #"{"minItems": 1e20}"#, "[1]", valid: false),
        Case("minProperties above Int", #"{"minProperties": 1e20}"#, "{}", valid: false),
        Case("minContains above Int", #"{"contains": true, "minContains": 1e20}"#, "[1]", valid: false),
        // 1e-308 / 1e308 is 1e-616: no integer, even though the double quotient rounds to 0.
        Case("multipleOf with a quotient below the double range", #"{"multipleOf": 1e308}"#, "1e-308", valid: false),
        Case("multipleOf: zero is a multiple of anything", #"{"multipleOf": 1e308}"#, "0", valid: true),
        // draft-07: "$ref prevents a sibling $id from changing the base uri" (the draft-07 suite's ref.json).
        Case(
            "draft-07: an $id beside $ref does not change the base",
            #"""
            {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "http://localhost:1234/sibling_id/base/",
             "definitions": {"foo": {"$id": "http://localhost:1234/sibling_id/foo.json", "type": "string"},
                             "base_foo": {"$id": "foo.json", "type": "number"}},
             "allOf": [{"$id": "http://localhost:1234/sibling_id/", "$ref": "foo.json"}]}
            """#, "5", valid: true),
        Case(
            "draft-07: the $ref beside the $id still resolves against the outer base",
            #"""
            {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "http://localhost:1234/sibling_id/base/",
             "definitions": {"foo": {"$id": "http://localhost:1234/sibling_id/foo.json", "type": "string"},
                             "base_foo": {"$id": "foo.json", "type": "number"}},
             "allOf": [{"$id": "http://localhost:1234/sibling_id/", "$ref": "foo.json"}]}
            """#, #""a""#, valid: false),
        // Other spellings of the official dialects are the same rules, checked against the same meta-schema.
        Case(
            "draft-06 $schema", #"{"$schema": "http://json-schema.org/draft-06/schema#", "type": "string"}"#, "1",
            valid: false),
        Case(
            "draft-07 $schema over https", #"{"$schema": "https://json-schema.org/draft-07/schema", "type": "string"}"#,
            "1", valid: false),
        Case(
            "OpenAPI 3.1 base dialect $schema",
            #"{"$schema": "https://spec.openapis.org/oas/3.1/dialect/base", "type": "string"}"#, "1", valid: false),
    ]

    @Test(arguments: cases)
    func verdict(_ testCase: Case) throws {
        let node = try JSONParser.parse(testCase.schema, file: "s.json")
        var registry = SchemaRegistry()
        let scanned = registry.add(node, uri: "file:///s.json", display: "s.json")
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "t", uri: "file:///s.json", node: node, path: "")], in: registry)
        #expect(scanned.isEmpty && compiled.diagnostics.isEmpty, "\(scanned + compiled.diagnostics)")
        let contract = try #require(compiled.contracts["t"], "no contract: \(compiled.diagnostics)")
        let data = try JSONParser.parse(testCase.data, file: "d.json")
        #expect(contract.program.isValid(data, against: contract.entry) == testCase.valid)
        #expect(contract.check(data, path: "", contract: "t").isEmpty == testCase.valid)
    }

    /// Whether a contract speaks of a flat component's `type` / `id` keys, through `$ref`s and `allOf`: a base
    /// that two mixins share is reached twice, and the walk goes on past it.
    @Test(arguments: [
        (#"{"required": ["type"]}"#, true),
        (#"{"properties": {"title": {}}}"#, false),
        (
            ##"""
            {"allOf": [{"properties": {"type": {"const": "card"}}}, {"$ref": "#/$defs/media"},
                       {"$ref": "#/$defs/clickable"}],
             "$defs": {"base": {"type": "object"}, "media": {"$ref": "#/$defs/base"},
                       "clickable": {"$ref": "#/$defs/base"}}}
            """##, true
        ),
    ])
    func describesComponentKeys(schema: String, expected: Bool) throws {
        let node = try JSONParser.parse(schema, file: "s.json")
        var registry = SchemaRegistry()
        registry.add(node, uri: "file:///s.json", display: "s.json")
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "t", uri: "file:///s.json", node: node, path: "")], in: registry)
        let contract = try #require(compiled.contracts["t"])
        #expect(contract.describesComponentKeys == expected)
    }

    /// A `$ref` whose pointer runs past the schemas into their data names no schema: an error, not a reference
    /// that silently accepts everything.
    @Test(arguments: [
        (
            ##"{"properties": {"title": {"type": "string"}, "label": {"$ref": "#/properties/title/type"}}}"##,
            ##"s.json:1:64: error: properties.label.$ref: $ref "#/properties/title/type" names "string", not a schema"##
        ),
        (
            ##"{"$defs": {"kinds": {"enum": ["a", "b"]}}, "properties": {"kind": {"$ref": "#/$defs/kinds/enum"}}}"##,
            ##"s.json:1:76: error: properties.kind.$ref: $ref "#/$defs/kinds/enum" names an array, not a schema"##
        ),
    ])
    func referenceIntoData(schema: String, expected: String) throws {
        let node = try JSONParser.parse(schema, file: "s.json")
        var registry = SchemaRegistry()
        registry.add(node, uri: "file:///s.json", display: "s.json")
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "t", uri: "file:///s.json", node: node, path: "")], in: registry)
        #expect(compiled.diagnostics.map(\.description) == [expected])
        #expect(compiled.contracts["t"] == nil)
    }
}
