import Testing
import TrellisContent
import TrellisSchema

/// One URI names one schema. A second claim to a URI — an `$id` equal to another file's path, two files with one
/// `$id`, a schema posing as an official meta-schema — is an error at the claim, and the first owner keeps the
/// URI: a shared file can never silently replace the contract a template is checked against.
@Suite("Schema identifiers across files")
struct SchemaIdentifierTests {
    struct File: Sendable {
        var relative: String
        var json: String
        /// Contract files are known by their `schema` member.
        var isContract: Bool { relative.hasPrefix("Templates/components/") }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [File]
        /// The contract checked (a file of `files`) and its data.
        var contract: String
        var data: String
        var valid: Bool
        var diagnostics: [String]
        var testDescription: String { name }
    }

    static let card = File(relative: "Templates/components/card.json", json: #"{"schema": {"type": "integer"}}"#)

    static let cases: [Case] = [
        Case(
            name: "a shared file's $id cannot take a contract's URI",
            files: [
                card,
                File(
                    relative: "Templates/schemas/common.json",
                    json: #"{"$id": "file:///Templates/components/card.json", "type": "string"}"#),
            ],
            contract: "Templates/components/card.json", data: "1", valid: true,
            diagnostics: [
                #"Templates/schemas/common.json:1:9: error: $id: "file:///Templates/components/card.json" is already the URI of Templates/components/card.json; one URI names one schema, so this $id is ignored"#
            ]),
        Case(
            name: "… nor when it is read first",
            files: [
                File(
                    relative: "Templates/schemas/common.json",
                    json: #"{"$id": "../components/card.json", "type": "string"}"#),
                card,
            ],
            contract: "Templates/components/card.json", data: "1", valid: true,
            diagnostics: [
                #"Templates/schemas/common.json:1:9: error: $id: "../components/card.json" is already the URI of Templates/components/card.json; one URI names one schema, so this $id is ignored"#
            ]),
        Case(
            name: "two files with one $id: the first keeps it",
            files: [
                File(
                    relative: "Templates/schemas/a.json", json: #"{"$id": "https://example.com/x", "type": "string"}"#),
                File(
                    relative: "Templates/schemas/b.json", json: #"{"$id": "https://example.com/x", "type": "integer"}"#),
                File(
                    relative: "Templates/components/card.json", json: #"{"schema": {"$ref": "https://example.com/x"}}"#),
            ],
            contract: "Templates/components/card.json", data: #""a""#, valid: true,
            diagnostics: [
                #"Templates/schemas/b.json:1:9: error: $id: "https://example.com/x" is already the URI of Templates/schemas/a.json; one URI names one schema, so this $id is ignored"#
            ]),
        Case(
            name: "a schema cannot pose as the official meta-schema",
            files: [
                File(
                    relative: "Templates/schemas/lax.json",
                    json: #"{"$id": "https://json-schema.org/draft/2020-12/schema"}"#),
                File(relative: "Templates/components/card.json", json: #"{"schema": {"type": "string"}}"#),
            ],
            contract: "Templates/components/card.json", data: "1", valid: false,
            diagnostics: [
                #"Templates/schemas/lax.json:1:9: error: $id: "https://json-schema.org/draft/2020-12/schema" is already the URI of https://json-schema.org/draft/2020-12/schema; one URI names one schema, so this $id is ignored"#
            ]),
        Case(
            name: "one anchor name twice in one resource",
            files: [
                File(
                    relative: "Templates/components/card.json",
                    json: ##"""
                        {"schema": {"$defs": {"a": {"$anchor": "item", "type": "string"},
                        "b": {"$anchor": "item", "type": "integer"}}, "$ref": "#item"}}
                        """##)
            ],
            contract: "Templates/components/card.json", data: #""a""#, valid: true,
            diagnostics: [
                #"Templates/components/card.json:2:18: error: schema.$defs.b.$anchor: "item" is already the name of #/$defs/a in this resource; one name names one schema, so this one is ignored"#
            ]),
        Case(
            name: "draft-07 generators' pointer-shaped $ids may repeat: they name nothing",
            files: [
                File(
                    relative: "Templates/components/card.json",
                    json: ##"""
                        {"schema": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
                          "properties": {"a": {"$id": "#/items", "type": "string"}, "b": {"$id": "#/items"}}}}
                        """##)
            ],
            contract: "Templates/components/card.json", data: #"{"a": 1}"#, valid: false, diagnostics: []),
        Case(
            name: "an $id that names its own schema again is fine",
            files: [
                File(
                    relative: "Templates/components/card.json",
                    json: #"{"schema": {"$id": "card.json", "type": "integer"}}"#)
            ],
            contract: "Templates/components/card.json", data: "1", valid: true, diagnostics: []),
    ]

    @Test(arguments: cases)
    func identifiers(_ testCase: Case) throws {
        var registry = SchemaRegistry()
        var diagnostics: [Diagnostic] = []
        var target: ContractTarget?
        for file in testCase.files {
            let root = try JSONParser.parse(file.json, file: file.relative)
            diagnostics += registry.add(
                root, uri: "file:///" + file.relative, display: file.relative,
                resourceRoot: file.isContract ? "/schema" : "")
            if file.relative == testCase.contract, let schema = root.objectValue?["schema"] {
                target = ContractTarget(name: "card", uri: "file:///" + file.relative, node: schema, path: "schema")
            }
        }
        let compiled = ContractSchemaCompiler.compile([try #require(target)], in: registry)
        #expect(diagnostics.map(\.description) == testCase.diagnostics)
        let contract = try #require(compiled.contracts["card"], "\(compiled.diagnostics)")
        let data = try JSONParser.parse(testCase.data, file: "d.json")
        #expect(contract.program.isValid(data, against: contract.entry) == testCase.valid)
    }
}
