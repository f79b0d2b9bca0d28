import Testing
import TrellisContent
import TrellisSchema

/// Documents that declare an older draft are evaluated by that draft's rules, not 2020-12's.
@Suite("Schema drafts")
struct SchemaDraftTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var data: String
        var valid: Bool
        var testDescription: String { name }
    }

    static let draft7 = #""$schema": "http://json-schema.org/draft-07/schema#""#
    static let draft2019 = #""$schema": "https://json-schema.org/draft/2019-09/schema""#

    static let cases: [Case] = [
        // draft-07
        Case(
            name: "draft-07: $ref ignores its siblings",
            schema:
                ##"{\##(draft7), "definitions": {"s": {"type": "string"}}, "properties": {"a": {"$ref": "#/definitions/s", "maxLength": 1}}}"##,
            data: #"{"a": "long"}"#, valid: true),
        Case(
            name: "2020-12: $ref is one keyword among others",
            schema:
                ##"{"$defs": {"s": {"type": "string"}}, "properties": {"a": {"$ref": "#/$defs/s", "maxLength": 1}}}"##,
            data: #"{"a": "long"}"#, valid: false),
        Case(
            name: "draft-07: dependencies as a list", schema: #"{\#(draft7), "dependencies": {"a": ["b"]}}"#,
            data: #"{"a": 1}"#, valid: false),
        Case(
            name: "draft-07: dependencies as a schema",
            schema: #"{\#(draft7), "dependencies": {"a": {"required": ["c"]}}}"#, data: #"{"a": 1, "c": 2}"#,
            valid: true),
        Case(
            name: "draft-07: tuple items and additionalItems",
            schema: #"{\#(draft7), "items": [{"type": "integer"}], "additionalItems": {"type": "string"}}"#,
            data: #"[1, "a", 2]"#, valid: false),
        Case(
            name: "draft-07: unevaluatedProperties is not a keyword",
            schema: #"{\#(draft7), "unevaluatedProperties": false}"#, data: #"{"a": 1}"#, valid: true),
        Case(
            name: "2020-12: an array `items` is not a tuple",
            schema: #"{"prefixItems": [{"type": "integer"}], "items": false}"#,
            data: #"[1, 2]"#, valid: false),
        // 2019-09
        Case(
            name: "2019-09: tuple items",
            schema: #"{\#(draft2019), "items": [{"type": "integer"}], "additionalItems": false}"#,
            data: #"[1, 2]"#, valid: false),
        Case(
            name: "2019-09: unevaluatedProperties",
            schema: #"{\#(draft2019), "properties": {"a": {}}, "unevaluatedProperties": false}"#,
            data: #"{"a": 1, "b": 2}"#, valid: false),
        Case(
            name: "2019-09: $recursiveRef follows the outermost $recursiveAnchor",
            schema: ##"""
                {\##(draft2019), "$id": "https://example.com/strict-tree", "$recursiveAnchor": true,
                 "$ref": "tree", "unevaluatedProperties": false,
                 "$defs": {"tree": {"$id": "tree", "$recursiveAnchor": true, "type": "object",
                   "properties": {"data": true, "children": {"type": "array", "items": {"$recursiveRef": "#"}}}}}}
                """##,
            data: #"{"children": [{"daat": 1}]}"#, valid: false),
        Case(
            name: "2019-09: $recursiveRef without the outer anchor stays static",
            schema: ##"""
                {\##(draft2019), "$id": "https://example.com/loose-tree", "$ref": "tree",
                 "$defs": {"tree": {"$id": "tree", "$recursiveAnchor": true, "type": "object",
                   "properties": {"data": true, "children": {"type": "array", "items": {"$recursiveRef": "#"}}}}}}
                """##,
            data: #"{"children": [{"daat": 1}]}"#, valid: true),
        // OpenAPI 3.0 documents follow OpenAPI 3.0's dialect.
        Case(
            name: "OpenAPI 3.0: nullable", schema: #"{"type": "string", "nullable": true}"#, data: "null", valid: true),
        Case(
            name: "OpenAPI 3.0: boolean exclusiveMaximum", schema: #"{"maximum": 5, "exclusiveMaximum": true}"#,
            data: "5",
            valid: false),
    ]

    @Test(arguments: cases)
    func draftRules(_ testCase: Case) throws {
        let node = try JSONParser.parse(testCase.schema, file: "s.json")
        var registry = SchemaRegistry()
        let isOpenAPI = testCase.name.hasPrefix("OpenAPI 3.0")
        registry.add(node, uri: "file:///s.json", display: "s.json", draft: isOpenAPI ? .openAPI30 : nil)
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "t", uri: "file:///s.json", node: node, path: "")], in: registry)
        let contract = try #require(compiled.contracts["t"], "\(compiled.diagnostics)")
        let data = try JSONParser.parse(testCase.data, file: "d.json")
        #expect(contract.program.isValid(data, against: contract.entry) == testCase.valid)
        #expect(contract.check(data, path: "", contract: "t").isEmpty == testCase.valid)
    }
}
