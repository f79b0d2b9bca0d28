import Testing
import TrellisContent
import TrellisSchema

/// OpenAPI 3.0's Schema Object where it quietly differs from JSON Schema: keywords it does not have (`const`,
/// `if`) and `nullable`, which only widens a `type` written beside it. Each is evaluated by 3.0's rules and, where
/// the schema then checks less than it says, warned about.
@Suite("OpenAPI 3.0 dialect")
struct OpenAPIDialectTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The `Card` schema of a 3.0 document whose `Extra` schema is `{"type": "object"}`.
        var card: String
        var data: String
        var valid: Bool
        var warnings: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "const is not a 3.0 keyword: it checks nothing, and says so",
            card: #"{"properties": {"badge": {"const": "new"}}}"#, data: #"{"badge": "old"}"#, valid: true,
            warnings: [
                #"api.json:1:63: warning: components.schemas.Card.properties.badge.const: "const" is not an OpenAPI 3.0 keyword and is ignored; "enum": ["new"] says the same in 3.0"#
            ]),
        Case(
            name: "if / then are not 3.0 keywords",
            card: #"{"if": {"required": ["a"]}, "then": {"required": ["b"]}}"#, data: #"{"a": 1}"#, valid: true,
            warnings: [
                #"api.json:1:38: warning: components.schemas.Card.if: "if" is not an OpenAPI 3.0 keyword and is ignored (OpenAPI 3.1 documents have it)"#,
                #"api.json:1:65: warning: components.schemas.Card.then: "then" is not an OpenAPI 3.0 keyword and is ignored (OpenAPI 3.1 documents have it)"#,
            ]),
        Case(
            name: "nullable beside $ref allows nothing, and says so",
            card: ##"{"properties": {"extra": {"$ref": "#/components/schemas/Extra", "nullable": true}}}"##,
            data: #"{"extra": null}"#, valid: false,
            warnings: [
                #"api.json:1:101: warning: components.schemas.Card.properties.extra.nullable: "nullable" only adds null to a "type" written beside it; beside "$ref" it allows nothing, so null is still refused (to allow null: anyOf: [{$ref: …}, {enum: [null]}])"#
            ]),
        Case(
            name: "nullable beside allOf without a type allows nothing either",
            card:
                ##"{"properties": {"extra": {"allOf": [{"$ref": "#/components/schemas/Extra"}], "nullable": true}}}"##,
            data: #"{"extra": null}"#, valid: false,
            warnings: [
                #"api.json:1:114: warning: components.schemas.Card.properties.extra.nullable: "nullable" only adds null to a "type" written beside it; beside "allOf" it allows nothing, so null is still refused (to allow null: anyOf: [{$ref: …}, {enum: [null]}])"#
            ]),
        Case(
            name: "nullable beside a type allows null",
            card: #"{"properties": {"extra": {"type": "object", "nullable": true}}}"#, data: #"{"extra": null}"#,
            valid: true, warnings: []),
        Case(
            name: "the 3.0 way to allow null beside a reference",
            card:
                ##"{"properties": {"extra": {"anyOf": [{"$ref": "#/components/schemas/Extra"}, {"enum": [null]}]}}}"##,
            data: #"{"extra": null}"#, valid: true, warnings: []),
    ]

    @Test(arguments: cases)
    func dialect(_ testCase: Case) throws {
        let text =
            #"{"components": {"schemas": {"Card": \#(testCase.card), "Extra": {"type": "object"}}}}"#
        let document = try JSONParser.parse(text, file: "api.json")
        var registry = SchemaRegistry()
        let scanned = registry.add(
            document, uri: "file:///api.json", display: "api.json",
            schemaRoots: ["/components/schemas/Card", "/components/schemas/Extra"], draft: .openAPI30)
        #expect(scanned.isEmpty)
        let card = try #require(JSONPointer.resolve("/components/schemas/Card", in: document))
        let compiled = ContractSchemaCompiler.compile(
            [
                ContractTarget(
                    name: "card", uri: "file:///api.json#/components/schemas/Card", node: card,
                    path: "components.schemas.Card")
            ], in: registry)
        #expect(compiled.diagnostics.map(\.description) == testCase.warnings)
        let contract = try #require(compiled.contracts["card"])
        let data = try JSONParser.parse(testCase.data, file: "d.json")
        #expect(contract.program.isValid(data, against: contract.entry) == testCase.valid)
    }
}
