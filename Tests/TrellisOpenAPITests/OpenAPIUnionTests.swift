import Testing
import TrellisContent
import TrellisOpenAPI

@Suite("OpenAPI unions")
struct OpenAPIUnionTests {
    /// Loads a document expecting success and no diagnostics.
    static func load(_ text: String, file: String) throws -> OpenAPIContractSource {
        let (source, diagnostics) = OpenAPIContractSource.load(bytes: Array(text.utf8), file: file)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(source)
    }

    /// `type → pointer` for each branch, in order.
    static func summary(_ union: OpenAPIUnion) -> [String] {
        union.branches.map { "\($0.type) → \($0.pointer)" }
    }

    static let yaml31 = """
        openapi: 3.1.0
        info: {title: Screens, version: "1"}
        components:
          schemas:
            Component:
              oneOf:
                - $ref: '#/components/schemas/Card'
                - $ref: '#/components/schemas/Banner'
                - type: object
                  properties:
                    type: {const: spacer}
              discriminator:
                propertyName: type
                mapping:
                  card: '#/components/schemas/Card'
                  hero: Banner
                  legacy: '#/components/schemas/Legacy'
            Card:
              type: object
              properties:
                type: {const: card}
            Banner: {type: object}
            Legacy: {type: object}
            Screen:
              type: object
              properties:
                sections:
                  type: array
                  items:
                    type: object
                    properties:
                      components:
                        type: array
                        items:
                          anyOf:
                            - $ref: '#/components/schemas/Card'
                            - $ref: '#/components/schemas/Banner'
                          discriminator:
                            propertyName: type
        """

    @Test("3.1 YAML: mapping, bare-name mapping, implicit name, inline branch, mapping-only target, nested union")
    func openAPI31YAML() throws {
        let source = try Self.load(Self.yaml31, file: "api/screens.yaml")
        #expect(source.version == "3.1.0")
        #expect(!source.isVersion30)
        #expect(source.jsonSchemaDialect == nil)
        #expect(source.file == "api/screens.yaml")
        #expect(source.schemas.map(\.name) == ["Component", "Card", "Banner", "Legacy", "Screen"])
        #expect(source.schemas[1].pointer == "/components/schemas/Card")
        #expect(source.schemas[1].path == "components.schemas.Card")
        #expect(source.schemas[1].location == SourceLocation(file: "api/screens.yaml", line: 19, column: 7))
        #expect(source.unions.count == 2)

        let component = source.unions[0]
        #expect(component.name == "Component")
        #expect(component.pointer == "/components/schemas/Component")
        #expect(component.location == SourceLocation(file: "api/screens.yaml", line: 6, column: 7))
        #expect(
            Self.summary(component) == [
                "card → /components/schemas/Card", "hero → /components/schemas/Banner",
                "spacer → /components/schemas/Component/oneOf/2", "legacy → /components/schemas/Legacy",
            ])
        let card = component.branches[0]
        #expect(card.location == SourceLocation(file: "api/screens.yaml", line: 19, column: 7))
        #expect(card.referenceLocation == SourceLocation(file: "api/screens.yaml", line: 7, column: 17))
        #expect(card.path == "components.schemas.Card")
        let spacer = component.branches[2]
        #expect(spacer.location == SourceLocation(file: "api/screens.yaml", line: 9, column: 11))
        #expect(spacer.referenceLocation == nil)
        #expect(spacer.path == "components.schemas.Component.oneOf[2]")
        #expect(
            component.branches[3].referenceLocation == SourceLocation(file: "api/screens.yaml", line: 17, column: 19))

        let nested = source.unions[1]
        #expect(nested.name == "Screen")
        #expect(nested.pointer == "/components/schemas/Screen/properties/sections/items/properties/components/items")
        #expect(nested.path == "components.schemas.Screen.properties.sections.items.properties.components.items")
        #expect(nested.location == SourceLocation(file: "api/screens.yaml", line: 35, column: 19))
        #expect(Self.summary(nested) == ["Card → /components/schemas/Card", "Banner → /components/schemas/Banner"])
        #expect(source.node(at: nested.branches[1].pointer)?.objectValue?["type"]?.stringValue == "object")
    }

    static let json30 = """
        {
          "openapi": "3.0.3",
          "info": {"title": "Screens", "version": "1"},
          "paths": {},
          "components": {
            "schemas": {
              "Component": {
                "oneOf": [
                  {"$ref": "#/components/schemas/Card"},
                  {"$ref": "#/components/schemas/Banner"}
                ],
                "discriminator": {
                  "propertyName": "type",
                  "mapping": {"card": "#/components/schemas/Card", "promo": "#/components/schemas/Banner"}
                }
              },
              "Card": {"type": "object", "nullable": true, "properties": {"type": {"type": "string"}}},
              "Banner": {"type": "object"}
            }
          }
        }
        """

    @Test("3.0 JSON: mapping keys name the branches; the 3.0 dialect is flagged")
    func openAPI30JSON() throws {
        let source = try Self.load(Self.json30, file: "screens.json")
        #expect(source.version == "3.0.3")
        #expect(source.isVersion30)
        #expect(
            source.schemas.map(\.pointer) == [
                "/components/schemas/Component", "/components/schemas/Card", "/components/schemas/Banner",
            ])
        let union = try #require(source.unions.first)
        #expect(Self.summary(union) == ["card → /components/schemas/Card", "promo → /components/schemas/Banner"])
        #expect(union.location == SourceLocation(file: "screens.json", line: 7, column: 20))
        #expect(union.branches[0].referenceLocation == SourceLocation(file: "screens.json", line: 9, column: 20))
        #expect(union.branches[1].location == SourceLocation(file: "screens.json", line: 18, column: 17))
    }

    @Test("3.0 YAML and 3.1 JSON with a schema dialect")
    func otherCombinations() throws {
        let yaml30 = """
            openapi: 3.0.0
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                Widget:
                  oneOf: [{$ref: '#/components/schemas/Clock'}]
                  discriminator: {propertyName: type}
                Clock: {type: object}
            """
        let source30 = try Self.load(yaml30, file: "w.yml")
        #expect(source30.isVersion30)
        #expect(source30.unions.map(Self.summary) == [["Clock → /components/schemas/Clock"]])

        let json31 = """
            {"openapi": "3.1.1", "info": {"title": "T", "version": "1"},
             "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
             "components": {"schemas": {"A": {"type": "string"}}}}
            """
        let source31 = try Self.load(json31, file: "a.json")
        #expect(source31.version == "3.1.1")
        #expect(source31.jsonSchemaDialect == "https://json-schema.org/draft/2020-12/schema")
        #expect(source31.unions.isEmpty)
    }

    @Test("3.2 documents are read with OpenAPIKit's 3.1 model")
    func openAPI32() throws {
        let yaml = """
            openapi: 3.2.0
            info: {title: T, version: "1"}
            components:
              schemas:
                Component:
                  oneOf: [{$ref: '#/components/schemas/Text'}]
                  discriminator: {propertyName: type, defaultMapping: '#/components/schemas/Text'}
                Text: {type: object}
            """
        let source = try Self.load(yaml, file: "a.yaml")
        #expect(source.version == "3.2.0")
        #expect(!source.isVersion30)
        #expect(source.unions.map(Self.summary) == [["Text → /components/schemas/Text"]])
    }

    @Test("a discriminator on a base schema collects the schemas that extend it with allOf")
    func inheritance() throws {
        let yaml = """
            openapi: 3.1.0
            info: {title: T, version: "1"}
            components:
              schemas:
                Component:
                  type: object
                  required: [type]
                  properties:
                    type: {type: string}
                  discriminator:
                    propertyName: type
                    mapping:
                      label: '#/components/schemas/Text'
                Text:
                  allOf:
                    - $ref: '#/components/schemas/Component'
                    - properties: {text: {type: string}}
                Image:
                  allOf:
                    - $ref: '#/components/schemas/Component'
                Unrelated: {type: object}
            """
        let source = try Self.load(yaml, file: "a.yaml")
        let union = try #require(source.unions.first)
        #expect(union.pointer == "/components/schemas/Component")
        #expect(Self.summary(union) == ["label → /components/schemas/Text", "Image → /components/schemas/Image"])
        #expect(union.branches[1].referenceLocation == SourceLocation(file: "a.yaml", line: 20, column: 17))
    }

    @Test("a file without a known extension is read as JSON when it parses, else as YAML")
    func sniffing() throws {
        let fromJSON = try Self.load(Self.json30, file: "contracts")
        #expect(fromJSON.unions.count == 1)
        let fromYAML = try Self.load(Self.yaml31, file: "contracts.txt")
        #expect(fromYAML.unions.count == 2)
        let jsonInYAMLFile = try Self.load(Self.json30, file: "screens.yaml")
        #expect(jsonInYAMLFile.unions.first?.location == SourceLocation(file: "screens.yaml", line: 7, column: 20))
    }

    @Test("the realistic server-driven-UI document")
    func serverDrivenUIDocument() throws {
        let (loaded, diagnostics) = OpenAPIContractSource.load(
            bytes: Array(SDUIExampleDocument.yaml.utf8), file: "openapi/storefront.yaml")
        let source = try #require(loaded)
        #expect(
            diagnostics.map(\.description) == [
                "openapi/storefront.yaml:157:23: warning: components.schemas.Action.discriminator.propertyName: this "
                    + "union does not pick component types: its discriminator is \"kind\", and Trellis dispatches on "
                    + "`type` (its oneOf/anyOf still checks the data)"
            ])
        #expect(source.version == "3.1.0")
        #expect(
            source.schemas.map(\.name) == [
                "Screen", "Component", "Text", "Image", "Button", "ProductCard", "Carousel", "Video", "Action",
            ])
        #expect(source.unions.count == 1)
        let union = try #require(source.unions.first)
        #expect(union.name == "Component")
        #expect(
            Self.summary(union) == [
                "text → /components/schemas/Text", "image → /components/schemas/Image",
                "button → /components/schemas/Button", "product-card → /components/schemas/ProductCard",
                "promo-card → /components/schemas/ProductCard", "Carousel → /components/schemas/Carousel",
                "spacer → /components/schemas/Component/oneOf/5", "video → /components/schemas/Video",
            ])
        let text = union.branches[0]
        #expect(text.location == SourceLocation(file: "openapi/storefront.yaml", line: 88, column: 7))
        #expect(text.referenceLocation == SourceLocation(file: "openapi/storefront.yaml", line: 65, column: 17))
        // The alias `*textStyle` is expanded in place, with the anchored node's position.
        let button = try #require(source.node(at: "/components/schemas/Button/properties/labelStyle"))
        #expect(button.objectValue?["enum"]?.arrayValue?.count == 4)
        #expect(button.location == SourceLocation(file: "openapi/storefront.yaml", line: 93, column: 16))
    }
}
