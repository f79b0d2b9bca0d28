import Testing
import TrellisContent
import TrellisOpenAPI

@Suite("OpenAPI diagnostics")
struct OpenAPIDiagnosticsTests {
    struct FailureCase: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var text: String
        /// The one diagnostic expected, as printed.
        var expected: String
        var testDescription: String { name }

        init(_ name: String, file: String = "api.yaml", _ text: String, _ expected: String) {
            self.name = name
            self.file = file
            self.text = text
            self.expected = expected
        }
    }

    static let failures: [FailureCase] = [
        FailureCase(
            "missing required field: at the object that lacks it",
            """
            openapi: 3.1.0
            info:
              version: "1"
            """,
            "api.yaml:3:3: error: info: invalid OpenAPI document: Expected to find `title` key in Document.info but "
                + "it is missing."),
        FailureCase(
            "wrong type deep in a schema: at the value",
            """
            openapi: 3.1.0
            info: {title: T, version: "1"}
            components:
              schemas:
                Card:
                  type: object
                  required: title
            """,
            "api.yaml:7:17: error: components.schemas.Card.required: invalid OpenAPI document: Expected `required` "
                + "value in Document.components.schemas.Card to be parsable as Array<Any> but it was not."),
        FailureCase(
            "unquoted YAML scalar where OpenAPI wants text: with a hint",
            """
            openapi: 3.0.3
            info: {title: T, version: 1.0}
            paths: {}
            """,
            "api.yaml:2:27: error: info.version: invalid OpenAPI document: Expected `version` value in "
                + "Document.info to be parsable as String but it was not. (YAML reads the unquoted 1.0 at 2:27 as "
                + "a number, not as text; quote it if text is meant)"),
        FailureCase(
            "invalid response in JSON: at the response, in one line",
            file: "api.json",
            """
            {"openapi": "3.0.3", "info": {"title": "T", "version": "1"},
             "paths": {"/a": {"get": {"responses": {"200": {"descriptio": "ok"}}}}}}
            """,
            "api.json:2:48: error: paths[\"/a\"].get.responses.200: invalid OpenAPI document: Found neither a $ref nor "
                + "a Response in .responses.200 for the **GET** endpoint under `/a`. Response could not be decoded "
                + "because: Expected to find `description` key but it is missing."),
        FailureCase(
            "misspelt field: at the key, found below the reported object",
            """
            openapi: 3.1.0
            info: {title: T, version: "1"}
            paths:
              /a:
                get:
                  sumary: x
                  responses:
                    "200": {description: ok}
            """,
            "api.yaml:6:7: error: paths[\"/a\"].get.sumary: invalid OpenAPI document: Found neither a $ref nor a "
                + "PathItem in Document.paths['/a']. PathItem could not be decoded because: Problem encountered when "
                + "parsing `Vendor Extension` for the **GET** endpoint under `/a`: Found at least one vendor "
                + "extension property that does not begin with the required 'x-' prefix. Invalid properties: "
                + "[ sumary ]."),
        FailureCase(
            "a 3.1 field in a 3.0 document",
            """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            jsonSchemaDialect: https://json-schema.org/draft/2020-12/schema
            paths: {}
            """,
            "api.yaml:3:1: error: jsonSchemaDialect: invalid OpenAPI document: Problem encountered when parsing "
                + "`Vendor Extension` in the root Document object: Found at least one vendor extension property that "
                + "does not begin with the required 'x-' prefix. Invalid properties: [ jsonSchemaDialect ]."),
        FailureCase(
            "missing version", "info: {title: T, version: \"1\"}\n",
            "api.yaml:1:1: error: missing `openapi` version field; supported versions are 3.0.0–3.0.4, 3.1.0–3.1.2 "
                + "and 3.2.0"),
        FailureCase(
            "Swagger 2.0", "swagger: \"2.0\"\ninfo: {title: T, version: \"1\"}\n",
            "api.yaml:1:10: error: swagger: Swagger \"2.0\" documents are not supported; convert it to OpenAPI 3 "
                + "(supported versions are 3.0.0–3.0.4, 3.1.0–3.1.2 and 3.2.0)"),
        FailureCase(
            "unsupported version", "openapi: 3.3.0\n",
            "api.yaml:1:10: error: openapi: unsupported OpenAPI version \"3.3.0\"; supported versions are "
                + "3.0.0–3.0.4, 3.1.0–3.1.2 and 3.2.0"),
        FailureCase(
            "version written as a YAML number", "openapi: 3.1\n",
            "api.yaml:1:10: error: openapi: the version must be a string such as \"3.1.0\", found 3.1"),
        FailureCase(
            "not an object", "- openapi\n",
            "api.yaml:1:1: error: an OpenAPI document must be an object, found an array"),
        FailureCase(
            "JSON syntax error", file: "api.json", "{\"openapi\": \"3.1.0\",}",
            "api.json:1:20: error: trailing comma before '}' (at 1:21); remove the comma"),
        FailureCase(
            "JSON syntax error in a file without extension", file: "api", "{\"openapi\": \"3.1.0\",}",
            "api:1:20: error: trailing comma before '}' (at 1:21); remove the comma"),
        FailureCase(
            "YAML syntax error", "openapi: 3.1.0\ninfo:\n  title: T\n version: 1\n",
            "api.yaml:4:2: error: "
                + "expected a key here; check that this line is indented like the other keys of its mapping (in the "
                + "block mapping that starts at 1:1)"),
    ]

    @Test("a document that cannot be used gives one error and no source", arguments: failures)
    func failure(_ example: FailureCase) {
        let (source, diagnostics) = OpenAPIContractSource.load(bytes: Array(example.text.utf8), file: example.file)
        #expect(source == nil)
        #expect(diagnostics.map(\.description) == [example.expected])
        #expect(diagnostics.first?.severity == .error)
    }

    @Test("error codes")
    func codes() {
        func code(_ text: String, _ file: String = "api.yaml") -> String? {
            OpenAPIContractSource.load(bytes: Array(text.utf8), file: file).diagnostics.first?.code
        }
        #expect(code("openapi: 3.1.0\ninfo: {}\n") == "openapi-invalid")
        #expect(code("openapi: 9.0.0\n") == "openapi-version")
        #expect(code("a: [\n") == "yaml-syntax")
        #expect(code("{,}", "a.json") == "json-syntax")
    }

    static func load(_ schemas: String) -> (source: OpenAPIContractSource?, diagnostics: [String]) {
        let text = """
            openapi: 3.1.0
            info: {title: T, version: "1"}
            components:
              schemas:

            """ + schemas
        let (source, diagnostics) = OpenAPIContractSource.load(bytes: Array(text.utf8), file: "api.yaml")
        return (source, diagnostics.map(\.description))
    }

    @Test("a discriminator on another property than `type` is ignored with a warning")
    func otherDiscriminator() throws {
        let (source, diagnostics) = Self.load(
            """
                Shape:
                  oneOf: [{$ref: '#/components/schemas/Circle'}]
                  discriminator: {propertyName: kind}
                Circle: {type: object}
            """)
        #expect(try #require(source).unions.isEmpty)
        #expect(
            diagnostics == [
                "api.yaml:7:37: warning: components.schemas.Shape.discriminator.propertyName: this union does not "
                    + "pick component types: its discriminator is \"kind\", and Trellis dispatches on `type` (its "
                    + "oneOf/anyOf still checks the data)"
            ])
    }

    @Test("unresolvable branches are errors at the reference; the rest of the union is kept")
    func badReferences() throws {
        let (source, diagnostics) = Self.load(
            """
                Component:
                  oneOf:
                    - $ref: '#/components/schemas/Crad'
                    - $ref: 'other.yaml#/components/schemas/Card'
                    - $ref: '#/components/schemas/Card'
                    - type: object
                  discriminator:
                    propertyName: type
                    mapping:
                      banner: Baner
                Card: {type: object}
            """)
        #expect(
            diagnostics == [
                "api.yaml:14:19: error: components.schemas.Component.discriminator.mapping.banner: no schema named "
                    + "\"Baner\" in components.schemas",
                "api.yaml:7:17: error: components.schemas.Component.oneOf[0].$ref: \"#/components/schemas/Crad\" "
                    + "refers to nothing in this document; did you mean \"Card\"?",
                "api.yaml:8:17: error: components.schemas.Component.oneOf[1].$ref: \"other.yaml#/components/schemas/"
                    + "Card\" refers to another document; Trellis reads contracts from this document only",
                "api.yaml:10:11: warning: components.schemas.Component.oneOf[3]: this branch is skipped: no `type` "
                    + "value selects it; add it to discriminator.mapping or give its `type` property a `const`",
            ])
        let union = try #require(source?.unions.first)
        #expect(union.branches.map(\.type) == ["Card"])
    }

    @Test("two branches selected by the same `type` value are an error at the second, which is dropped")
    func duplicateType() throws {
        let (source, diagnostics) = Self.load(
            """
                Component:
                  oneOf:
                    - $ref: '#/components/schemas/Card'
                    - $ref: '#/components/schemas/Banner'
                  discriminator:
                    propertyName: type
                    mapping:
                      Card: '#/components/schemas/Banner'
                Card: {type: object}
                Banner: {type: object}
            """)
        #expect(
            diagnostics == [
                "api.yaml:8:17: error: components.schemas.Banner: type \"Card\" already selects "
                    + "components.schemas.Card; each `type` value must select one schema"
            ])
        #expect(
            source?.unions.first?.branches.map(\.pointer) == ["/components/schemas/Card"])
    }

    @Test("JSON duplicate-key warnings are passed on")
    func jsonWarnings() throws {
        let text = """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1", "title": "U"}}
            """
        let (source, diagnostics) = OpenAPIContractSource.load(bytes: Array(text.utf8), file: "api.json")
        #expect(source != nil)
        #expect(diagnostics.map(\.severity) == [.warning])
    }
}
