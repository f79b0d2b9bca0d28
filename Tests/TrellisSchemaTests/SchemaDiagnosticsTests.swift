import Testing
import TrellisContent
import TrellisSchema

/// What a user reads when data breaks a schema: where, which keyword, and — for unions — why, by the closest
/// alternative rather than a list of every branch.
@Suite("Schema diagnostics")
struct SchemaDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var data: String
        var expected: [String]
        var testDescription: String { name }

        init(_ name: String, _ schema: String, _ data: String, _ expected: [String]) {
            self.name = name
            self.schema = schema
            self.data = data
            self.expected = expected
        }
    }

    /// An action is a link or a share, told apart by `kind`.
    static let action = #"""
        {"$defs": {
          "link": {"type": "object", "required": ["kind", "url"], "additionalProperties": false,
                   "properties": {"kind": {"const": "link"}, "url": {"type": "string", "format": "uri"}}},
          "share": {"type": "object", "required": ["kind", "text"],
                    "properties": {"kind": {"const": "share"}, "text": {"type": "string", "maxLength": 10}}}},
         "type": "object", "properties": {"action": {"oneOf": [{"$ref": "#/$defs/link"}, {"$ref": "#/$defs/share"}]}}}
        """#

    static let cases: [Case] = [
        Case(
            "union: a mistake inside the branch the value chose", action,
            #"{"action": {"kind": "share", "text": "far too long a text"}}"#,
            [
                #"p.json:1:38: error: data.action.text: expected at most 10 characters, found "far too long a text" (contract card, schema #/$defs/share/properties/text/maxLength)"#
            ]),
        Case(
            "union: an unexpected key in the chosen branch", action,
            #"{"action": {"kind": "link", "url": "https://a.example", "tilte": "x"}}"#,
            [
                #"p.json:1:57: error: data.action.tilte: unexpected key "tilte" (contract card, schema #/$defs/link/additionalProperties)"#
            ]),
        Case(
            "union: no branch recognises the value", action, #"{"action": {"kind": "call"}}"#,
            [
                #"p.json:1:21: error: data.action.kind: expected "link" or "share", found "call" (contract card, schema #/properties/action/oneOf)"#
            ]),
        Case(
            "anyOf of types lists what each accepts", #"{"anyOf": [{"type": "string"}, {"type": "number"}]}"#,
            "true",
            [#"p.json:1:1: error: data: expected a string or a number, found true (contract card, schema #/anyOf)"#]),
        Case(
            "oneOf matched twice", #"{"oneOf": [{"type": "integer"}, {"minimum": 0}]}"#, "3",
            [
                "p.json:1:1: error: data: expected exactly one alternative to match, but #/oneOf/0 and #/oneOf/1 all match 3 (contract card, schema #/oneOf)"
            ]),
        Case(
            "unevaluatedProperties false names the key, with a did-you-mean",
            #"{"allOf": [{"properties": {"title": {"type": "string"}}}], "unevaluatedProperties": false}"#,
            #"{"title": "a", "titel": "b"}"#,
            [
                #"p.json:1:16: error: data.titel: unexpected key "titel"; did you mean "title"? (contract card, schema #/unevaluatedProperties)"#
            ]),
        Case(
            "a reference cycle that never reaches the data",
            ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##,
            "1",
            [
                "p.json:1:1: error: data: the schema refers back to itself without looking into the value, so it can never decide (contract card, schema #/$defs/a)"
            ]),
        Case(
            "recursion through the data is fine",
            ##"{"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}, "name": {"type": "string"}}}"##,
            #"{"children": [{"children": [{"name": 1}]}]}"#,
            [
                "p.json:1:38: error: data.children[0].children[0].name: expected a string, found 1 (contract card, schema #/properties/name/type)"
            ]),
        Case(
            "multipleOf is exact on decimals", #"{"multipleOf": 0.01}"#, "19.99", []),
        Case(
            "multipleOf refuses a near miss", #"{"multipleOf": 0.01}"#, "19.999",
            ["p.json:1:1: error: data: expected a multiple of 0.01, found 19.999 (contract card, schema #/multipleOf)"]),
        Case(
            "minItems", #"{"properties": {"tags": {"type": "array", "minItems": 1}}}"#, #"{"tags": []}"#,
            [
                "p.json:1:10: error: data.tags: expected at least 1 item, found 0 (contract card, schema #/properties/tags/minItems)"
            ]),
        Case(
            "uniqueItems points at the repeat", #"{"uniqueItems": true}"#, #"[1, {"a": 2}, 1.0]"#,
            [
                "p.json:1:15: error: data[2]: expected unique items, found a repeat of item 0 (1) (contract card, schema #/uniqueItems)"
            ]),
        Case(
            "dependentRequired", #"{"dependentRequired": {"href": ["label"]}}"#, #"{"href": "/x"}"#,
            [
                #"p.json:1:1: error: data: missing key "label", required when "href" is present (contract card, schema #/dependentRequired/href)"#
            ]),
        Case(
            "draft-07's dependencies, array form, named as written",
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "dependencies": {"card": ["billing"]}}"#,
            #"{"card": "12"}"#,
            [
                #"p.json:1:1: error: data: missing key "billing", required when "card" is present (contract card, schema #/dependencies/card)"#
            ]),
        Case(
            "if / then", #"{"if": {"properties": {"style": {"const": "image"}}}, "then": {"required": ["src"]}}"#,
            #"{"style": "image"}"#,
            [#"p.json:1:1: error: data: missing required key "src" (contract card, schema #/then/required)"#]),
        Case(
            "draft-07 by $schema: tuple items and dependencies",
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "string"}], "additionalItems": false, "dependencies": {"a": ["b"]}}"#,
            #"["x", 2]"#,
            [#"p.json:1:7: error: data[1]: expected no value here, found 2 (contract card, schema #/additionalItems)"#]),
        // A key declared by an `allOf` branch that fails is not also "unexpected": one mistake, one message.
        Case(
            "unevaluatedProperties: a declared key whose value is wrong is not also unexpected",
            #"{"allOf": [{"properties": {"a": {"type": "string"}}}], "unevaluatedProperties": false}"#,
            #"{"a": 1}"#,
            [
                #"p.json:1:7: error: data.a: expected a string, found 1 (contract card, schema #/allOf/0/properties/a/type)"#
            ]),
        Case(
            "unevaluatedProperties through a failing $ref still names the undeclared key",
            ##"{"allOf": [{"$ref": "#/$defs/base"}], "properties": {"extra": {}}, "unevaluatedProperties": false, "$defs": {"base": {"properties": {"id": {"type": "integer"}}}}}"##,
            #"{"id": "x", "extra": 1, "idd": 2}"#,
            [
                #"p.json:1:8: error: data.id: expected an integer, found "x" (contract card, schema #/$defs/base/properties/id/type)"#,
                #"p.json:1:25: error: data.idd: unexpected key "idd"; did you mean "id"? (contract card, schema #/unevaluatedProperties)"#,
            ]),
        Case(
            "unevaluatedItems: an item a failing branch evaluated is not also unexpected",
            #"{"allOf": [{"prefixItems": [{"type": "string"}]}], "unevaluatedItems": false}"#, "[1]",
            [
                #"p.json:1:2: error: data[0]: expected a string, found 1 (contract card, schema #/allOf/0/prefixItems/0/type)"#
            ]),
        // A constant property that no branch requires is not a discriminator to demand.
        Case(
            "union on a constant that is not required: the closest branch speaks",
            #"""
            {"oneOf": [{"properties": {"kind": {"const": "link"}, "url": {"type": "string"}}, "required": ["url"]},
                       {"properties": {"kind": {"const": "share"}, "text": {"type": "string"}}, "required": ["text"]}]}
            """#,
            #"{"url": 1}"#,
            [
                #"p.json:1:9: error: data.url: expected a string, found 1 (contract card, schema #/oneOf/0/properties/url/type)"#
            ]),
        Case(
            "union on a required constant: a value without it is told the names",
            #"""
            {"oneOf": [{"properties": {"kind": {"const": "link"}}, "required": ["kind"]},
                       {"properties": {"kind": {"const": "share"}}, "required": ["kind"]}]}
            """#,
            "{}",
            [
                #"p.json:1:1: error: data: missing required key "kind" (one of "link", "share") (contract card, schema #/oneOf)"#
            ]),
        Case(
            "union on a constant inside branches that share a base through two mixins",
            ##"""
            {"oneOf": [{"$ref": "#/$defs/link"}, {"$ref": "#/$defs/share"}],
             "$defs": {"base": {"type": "object"}, "a": {"$ref": "#/$defs/base"}, "b": {"$ref": "#/$defs/base"},
               "link": {"allOf": [{"properties": {"kind": {"const": "link"}}, "required": ["kind"]},
                                  {"$ref": "#/$defs/a"}, {"$ref": "#/$defs/b"}]},
               "share": {"allOf": [{"properties": {"kind": {"const": "share"}}, "required": ["kind"]},
                                   {"$ref": "#/$defs/a"}, {"$ref": "#/$defs/b"}]}}}
            """##,
            #"{"kind": "call"}"#,
            [
                #"p.json:1:10: error: data.kind: expected "link" or "share", found "call" (contract card, schema #/oneOf)"#
            ]),
        Case(
            "$dynamicRef extends a recursive schema",
            ##"{"$id": "https://example.com/tree", "$dynamicAnchor": "node", "type": "object", "properties": {"kids": {"type": "array", "items": {"$dynamicRef": "#node"}}, "v": {"type": "integer"}}}"##,
            #"{"kids": [{"v": "no"}]}"#,
            [
                #"p.json:1:17: error: data.kids[0].v: expected an integer, found "no" (contract card, schema #/properties/v/type)"#
            ]),
    ]

    @Test(arguments: cases)
    func message(_ testCase: Case) throws {
        let node = try JSONParser.parse(testCase.schema, file: "c.json")
        var contract = JSONObject()
        contract.append(key: "schema", keyLocation: node.location, value: node)
        var registry = SchemaRegistry()
        let scanned = registry.add(
            JSONNode(.object(contract), at: node.location), uri: "file:///c.json", display: "c.json",
            resourceRoot: "/schema")
        #expect(scanned.isEmpty)
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "card", uri: "file:///c.json", node: node, path: "schema")], in: registry)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics)")
        let checker = try #require(compiled.contracts["card"])
        let data = try JSONParser.parse(testCase.data, file: "p.json")
        let diagnostics = checker.check(data, path: "data", contract: "card").map(\.description)
        #expect(diagnostics == testCase.expected)
        #expect(checker.program.isValid(data, against: checker.entry) == testCase.expected.isEmpty)
    }

    /// `$ref` between contract files: the other file's `schema` is the resource its path names, and messages name
    /// the file where the failing keyword is.
    @Test func referenceToAnotherContract() throws {
        let button = try JSONParser.parse(
            #"{"schema": {"$defs": {"action": {"type": "string", "format": "uri-reference", "maxLength": 8}}}}"#,
            file: "Templates/components/button.json")
        let card = try JSONParser.parse(
            #"{"schema": {"properties": {"action": {"$ref": "button.json#/$defs/action"}}}}"#,
            file: "Templates/components/card.json")
        var registry = SchemaRegistry()
        registry.add(
            button, uri: "file:///Templates/components/button.json", display: "Templates/components/button.json",
            resourceRoot: "/schema")
        registry.add(
            card, uri: "file:///Templates/components/card.json", display: "Templates/components/card.json",
            resourceRoot: "/schema")
        let compiled = ContractSchemaCompiler.compile(
            [
                ContractTarget(
                    name: "card", uri: "file:///Templates/components/card.json",
                    node: try #require(card.objectValue?["schema"]), path: "schema")
            ], in: registry)
        #expect(compiled.diagnostics.isEmpty)
        let checker = try #require(compiled.contracts["card"])
        let data = try JSONParser.parse(#"{"action": "/watch/a-long-path"}"#, file: "p.json")
        #expect(
            checker.check(data, path: "data", contract: "card").map(\.description) == [
                #"p.json:1:12: error: data.action: expected at most 8 characters, found "/watch/a-long-path" (contract card, schema Templates/components/button.json#/$defs/action/maxLength)"#
            ])
    }

    /// A schema that annotates every definition with a keyword of its own gets one warning, counting the uses.
    @Test func unknownKeywordReportedOncePerFile() throws {
        let node = try JSONParser.parse(
            #"{"version": "1.0", "properties": {"a": {"version": "1.1"}, "b": {"version": "1.2", "minimun": 1}}}"#,
            file: "s.json")
        var registry = SchemaRegistry()
        registry.add(node, uri: "file:///s.json", display: "s.json")
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "card", uri: "file:///s.json", node: node, path: "")], in: registry)
        #expect(
            compiled.diagnostics.map(\.description).sorted() == [
                #"s.json:1:2: warning: version: unknown schema keyword "version" is ignored (JSON Schema 2020-12) (used 3 times in this file)"#,
                #"s.json:1:84: warning: properties.b.minimun: unknown schema keyword "minimun" is ignored; did you mean "minimum"?"#,
            ])
        #expect(compiled.contracts["card"] != nil)
    }
}
