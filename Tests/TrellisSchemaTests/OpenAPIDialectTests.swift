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
            name: "nullable beside a $ref to a schema that allows null itself needs no warning",
            card: ##"{"properties": {"owner": {"$ref": "#/components/schemas/Owner", "nullable": true}}}"##,
            data: #"{"owner": null}"#, valid: true, warnings: []),
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
            name: "nullable beside an enum without null refuses null (3.0.3), and says so",
            card: #"{"properties": {"tone": {"type": "string", "enum": ["default", "quiet"], "nullable": true}}}"#,
            data: #"{"tone": null}"#, valid: false,
            warnings: [
                #"api.json:1:110: warning: components.schemas.Card.properties.tone.nullable: "nullable" adds null to the "type" but not to the "enum" beside it, which does not list null, so null is still refused (OpenAPI 3.0.3); to allow null, list it: "enum": ["default", "quiet", null]"#
            ]),
        Case(
            name: "nullable beside an enum that lists null allows null",
            card: #"{"properties": {"tone": {"type": "string", "enum": ["default", null], "nullable": true}}}"#,
            data: #"{"tone": null}"#, valid: true, warnings: []),
        Case(
            name: "unevaluatedProperties is not a 3.0 keyword: it closes nothing, and says so",
            card: #"{"properties": {"a": {"type": "string"}}, "unevaluatedProperties": false}"#,
            data: #"{"a": "x", "zz": 1}"#, valid: true,
            warnings: [
                #"api.json:1:79: warning: components.schemas.Card.unevaluatedProperties: "unevaluatedProperties" is not an OpenAPI 3.0 keyword and is ignored, so it checks nothing (JSON Schema 2019-09 and 2020-12 have it; set "$schema" to use it)"#
            ]),
        Case(
            name: "required as a flag on a property is Swagger 2.0's habit: an error, as it would require nothing",
            card: #"{"properties": {"s": {"type": "string", "required": true}}}"#, data: #"{}"#, valid: true,
            warnings: [
                #"api.json:1:89: error: components.schemas.Card.properties.s.required: expected an array of the object's required keys, found true: a property is required by listing it in its object's "required", not by a flag on it"#
            ]),
        Case(
            name: "multipleOf 0 would refuse every number",
            card: #"{"properties": {"n": {"type": "number", "multipleOf": 0}}}"#, data: #"{"n": 3}"#, valid: true,
            warnings: [
                #"api.json:1:91: error: components.schemas.Card.properties.n.multipleOf: expected a number > 0, found 0"#
            ]),
        Case(
            name: "a null $ref (YAML's unquoted #) would check nothing",
            card: #"{"properties": {"image": {"$ref": null}}}"#, data: #"{"image": 42}"#, valid: true,
            warnings: [
                ##"api.json:1:71: error: components.schemas.Card.properties.image.$ref: expected a reference string, found null: in YAML an unquoted "#" starts a comment, so quote the reference ("#/components/schemas/…")"##
            ]),
        Case(
            name: "a number as $ref would check nothing",
            card: #"{"properties": {"image": {"$ref": 123}}}"#, data: #"{"image": 42}"#, valid: true,
            warnings: [
                #"api.json:1:71: error: components.schemas.Card.properties.image.$ref: expected a reference string, found 123"#
            ]),
        Case(
            name: "the 3.0 way to allow null beside a reference",
            card:
                ##"{"properties": {"extra": {"anyOf": [{"$ref": "#/components/schemas/Extra"}, {"enum": [null]}]}}}"##,
            data: #"{"extra": null}"#, valid: true, warnings: []),
    ]

    @Test(arguments: cases)
    func dialect(_ testCase: Case) throws {
        let text =
            #"{"components": {"schemas": {"Card": \#(testCase.card), "Extra": {"type": "object"}, "Owner": {"type": "object", "nullable": true}}}}"#
        let document = try JSONParser.parse(text, file: "api.json")
        var registry = SchemaRegistry()
        let scanned = registry.add(
            document, uri: "file:///api.json", display: "api.json",
            schemaRoots: ["/components/schemas/Card", "/components/schemas/Extra", "/components/schemas/Owner"],
            draft: .openAPI30)
        #expect(scanned.isEmpty)
        let card = try #require(JSONPointer.resolve("/components/schemas/Card", in: document))
        let compiled = ContractSchemaCompiler.compile(
            [
                ContractTarget(
                    name: "card", uri: "file:///api.json#/components/schemas/Card", node: card,
                    path: "components.schemas.Card")
            ], in: registry)
        #expect(compiled.diagnostics.map(\.description) == testCase.warnings)
        // A schema with an error is not used to check anything: the build fails on the error.
        if testCase.warnings.contains(where: { $0.contains(": error: ") }) {
            #expect(compiled.contracts["card"] == nil)
            return
        }
        let contract = try #require(compiled.contracts["card"])
        let data = try JSONParser.parse(testCase.data, file: "d.json")
        #expect(contract.program.isValid(data, against: contract.entry) == testCase.valid)
    }
}
