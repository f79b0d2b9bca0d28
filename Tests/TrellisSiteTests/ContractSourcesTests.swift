import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// Contracts from where server teams keep them: an OpenAPI document (YAML) with a union of components, shared
/// schema files, and `$ref`s between contract files. Each test builds the fixture project and reads the
/// diagnostics a user would see.
@Suite("Contract sources")
struct ContractSourcesTests {
    /// The server's API description: components are one `oneOf` union dispatched on `type`; each branch describes
    /// the whole component, so a component's `data` is checked through `properties.data`.
    static let openAPI = """
        openapi: 3.1.0
        info: {title: Fixture screens, version: 1.0.0}
        paths: {}
        components:
          schemas:
            Component:
              oneOf:
                - $ref: '#/components/schemas/TileComponent'
                - $ref: '#/components/schemas/BannerComponent'
                - $ref: '#/components/schemas/Ghost'
              discriminator:
                propertyName: type
                mapping:
                  tile: '#/components/schemas/TileComponent'
                  banner: '#/components/schemas/BannerComponent'
                  ghost: '#/components/schemas/Ghost'
            TileComponent:
              type: object
              required: [type, data]
              properties:
                type: {const: tile}
                id: {type: string}
                data:
                  type: object
                  required: [name]
                  properties:
                    name: {type: string, maxLength: 12}
            BannerComponent:
              type: object
              properties:
                type: {const: banner}
                data:
                  type: object
                  properties:
                    title: {type: string}
                    action: {$ref: '#/components/schemas/Action'}
            Action:
              type: object
            Ghost:
              type: object
              properties:
                type: {const: ghost}
                data: {type: object}
        """

    static func project(openAPI: String = Self.openAPI, extra: [String: String] = [:]) throws -> TemporaryProject {
        var files = SiteFixture.files
        files["Content/site.json"] = #"""
            {"title": "Fixture", "features": {"beta": false}, "contracts": {"openapi": "api/openapi.yaml"}}
            """#
        files["api/openapi.yaml"] = openAPI
        files["Templates/components/banner.json"] = nil
        for (path, text) in extra { files[path] = text }
        return try TemporaryProject(files: files)
    }

    @Test func unionBranchesAreTheContracts() throws {
        let project = try Self.project(
            openAPI: Self.openAPI.replacingOccurrences(of: "maxLength: 12", with: "maxLength: 5"))
        let result = project.build()
        #expect(!result.succeeded)
        let errors = result.diagnostics.errors.map(\.description)
        #expect(
            errors.contains {
                $0.contains("Content/pages/home.json:14:")
                    && $0.contains(#"data.name: expected at most 5 characters, found "Comedy" (contract tile, schema "#)
                    && $0.hasSuffix(
                        "api/openapi.yaml#/components/schemas/TileComponent/properties/data/properties/name/maxLength)")
            }, "\(errors)")
        #expect(!project.exists("_site/index.html"))
    }

    @Test func cleanDataBuilds() throws {
        let project = try Self.project()
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        #expect(!result.diagnostics.contains { $0.code == "contract-schema-override" })
    }

    @Test func yamlSyntaxErrorIsReportedWhereItIs() throws {
        let project = try Self.project(
            openAPI: Self.openAPI.replacingOccurrences(
                of: "info: {title: Fixture screens", with: "info: {title: [Fixture"))
        let result = project.build()
        #expect(!result.succeeded)
        let first = try #require(result.diagnostics.errors.first)
        #expect(first.location?.file.hasSuffix("api/openapi.yaml") == true, "\(first)")
        #expect(first.location?.line == 2)
    }

    @Test func invalidSchemaInTheDocumentIsAnErrorAtItsLine() throws {
        let project = try Self.project(
            openAPI: Self.openAPI.replacingOccurrences(of: "maxLength: 12", with: "maxLength: -6"))
        let result = project.build()
        #expect(!result.succeeded)
        let rendered = result.diagnostics.errors.map(\.description)
        #expect(
            rendered.contains {
                $0.contains(
                    "api/openapi.yaml:27:45: error: components.schemas.TileComponent.properties.data.properties.name.maxLength: expected an integer ≥ 0, found -6 (not a valid JSON Schema 2020-12 schema)"
                )
            }, "\(rendered)")
    }

    @Test func contractFileSchemaWinsWithAWarning() throws {
        let project = try Self.project(extra: [
            "Templates/components/tile.json":
                #"{"schema": {"type": "object", "properties": {"name": {"type": "string"}}}}"#
        ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        let warning = try #require(result.diagnostics.first { $0.code == "contract-schema-override" })
        #expect(warning.location?.file.hasSuffix("Templates/components/tile.json") == true)
        #expect(warning.message.contains("api/openapi.yaml#/components/schemas/TileComponent"))
    }

    @Test func referencesAcrossFiles() throws {
        let project = try Self.project(extra: [
            "Templates/schemas/common.json": #"{"$defs": {"label": {"type": "string", "minLength": 2}}}"#,
            "Templates/components/button.json": #"""
            {"schema": {"type": "object", "properties": {
              "label": {"$ref": "../schemas/common.json#/$defs/label"},
              "action": {"$ref": "../../api/openapi.yaml#/components/schemas/Action"}}}}
            """#,
        ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")

        let broken = try Self.project(extra: [
            "Templates/schemas/common.json": #"{"$defs": {"label": {"type": "string", "minLength": 9}}}"#,
            "Templates/components/button.json":
                #"{"schema": {"properties": {"label": {"$ref": "../schemas/common.json#/$defs/label"}}}}"#,
        ])
        let errors = broken.build().diagnostics.errors.map(\.description)
        #expect(
            errors.contains {
                $0.contains(#"data.action.data.label: expected at least 9 characters, found "Play""#)
                    && $0.hasSuffix("Templates/schemas/common.json#/$defs/label/minLength)")
            }, "\(errors)")
    }

    @Test func unresolvableReferenceIsAnErrorAtTheReference() throws {
        let project = try Self.project(extra: [
            "Templates/components/button.json":
                #"{"schema": {"properties": {"label": {"$ref": "../schemas/nope.json"}}}}"#
        ])
        let result = project.build()
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.errors.first { $0.code == "schema-unresolved-ref" })
        #expect(error.location?.file.hasSuffix("Templates/components/button.json") == true)
        #expect(error.path == "schema.properties.label.$ref")
    }

    @Test func missingDocumentIsAnErrorInSiteJSON() throws {
        let project = try Self.project()
        try project.remove("api/openapi.yaml")
        let result = project.build()
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.count == 1, "one error, at the setting: \(result.diagnostics.errors)")
        let error = try #require(result.diagnostics.errors.first)
        #expect(error.location?.file.hasSuffix("Content/site.json") == true)
        #expect(error.path == "contracts.openapi")
    }

    @Test func aFolderNamedAsTheDocumentIsOneErrorInSiteJSON() throws {
        let project = try Self.project()
        try project.write(
            "Content/site.json", #"{"title": "F", "features": {"beta": false}, "contracts": {"openapi": "api"}}"#)
        let errors = project.build().diagnostics.errors
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.path == "contracts.openapi")
        #expect(
            errors.first?.message.hasSuffix("api is a folder; name the OpenAPI document in it (a .yaml or .json file)")
                == true)
    }

    @Test func pathOutsideTheProjectIsRefused() throws {
        let project = try Self.project()
        try project.write(
            "Content/site.json", #"{"title": "F", "features": {"beta": false}, "contracts": {"openapi": "../x.yaml"}}"#)
        let result = project.build()
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.first?.path == "contracts.openapi")
    }

    /// A shared schema file is checked against its meta-schema like a contract: a mistake in it is reported where
    /// it is, and the contracts that use it say their reference names nothing, instead of checking data against half
    /// a schema.
    @Test func malformedSharedSchemaFileIsReportedAndLeftOut() throws {
        let project = try Self.project(extra: [
            "Templates/schemas/common.json": #"{"$defs": {"label": {"type": "strng"}}}"#,
            "Templates/components/button.json":
                #"{"schema": {"properties": {"label": {"$ref": "../schemas/common.json#/$defs/label"}}}}"#,
        ])
        let result = project.build()
        #expect(!result.succeeded)
        let errors = result.diagnostics.errors
        let fileError = try #require(
            errors.first { $0.location?.file.hasSuffix("Templates/schemas/common.json") == true })
        #expect(fileError.path == "$defs.label.type")
        #expect(fileError.message.contains(#"did you mean "string"?"#))
        #expect(errors.contains { $0.code == "schema-unresolved-ref" })
        #expect(!errors.contains { $0.code == "contract" })
    }

    /// A custom meta-schema among the shared files (it declares `$vocabulary`) can be named as `$schema` by contracts
    /// and by other shared files, whatever the files' names: it is known before any of them is read.
    @Test func aCustomMetaschemaInTheSharedFilesServesEveryFile() throws {
        let meta = #"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://example.com/meta",
             "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true,
               "https://json-schema.org/draft/2020-12/vocab/applicator": true,
               "https://json-schema.org/draft/2020-12/vocab/validation": true},
             "allOf": [{"$ref": "https://json-schema.org/draft/2020-12/meta/core"},
               {"$ref": "https://json-schema.org/draft/2020-12/meta/applicator"},
               {"$ref": "https://json-schema.org/draft/2020-12/meta/validation"}]}
            """#
        let project = try TemporaryProject(files: [
            "Content/pages/p.json": #"[{"type": "t", "data": {"n": 1, "label": "x"}}]"#,
            "Templates/components/t.mustache": "<p>{{n}} {{label}}</p>",
            "Templates/components/t.json": #"""
            {"schema": {"$schema": "https://example.com/meta", "type": "object",
              "properties": {"n": {"minimum": 10}, "label": {"$ref": "../schemas/label.json"}}}}
            """#,
            "Templates/schemas/label.json":
                #"{"$schema": "https://example.com/meta", "type": "string", "minLength": 3}"#,
            "Templates/schemas/z-meta.json": meta,
        ])
        let diagnostics = project.build().diagnostics.map(\.message)
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("expected a number ≥ 10, found 1") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("expected at least 3 characters") }, "\(diagnostics)")
    }

    /// In draft-07, keywords beside `$ref` are ignored: a warning says so (an error with `--strict`).
    @Test func draft07KeywordsBesideARefAreFlagged() throws {
        let project = try Self.project(extra: [
            "Templates/components/button.json": #"""
            {"schema": {"$schema": "http://json-schema.org/draft-07/schema#",
              "definitions": {"s": {"type": "string"}},
              "properties": {"label": {"$ref": "#/definitions/s", "maxLength": 2}}}}
            """#
        ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        let warning = try #require(result.diagnostics.first { $0.code == "schema-ref-siblings-ignored" })
        #expect(warning.path == "schema.properties.label.maxLength")
        #expect(!project.build(strict: true).succeeded)
    }

    /// OpenAPI's inheritance form: branches extend a base that declares `type` through `allOf`; the data is checked
    /// against the branch's own `data` schema, and the base's `type` is never demanded of the data.
    @Test func inheritanceFormChecksTheBranchData() throws {
        let document = """
            openapi: 3.0.3
            info: {title: Inheritance, version: 1.0.0}
            paths: {}
            components:
              schemas:
                Component:
                  type: object
                  required: [type]
                  properties:
                    type: {type: string}
                    data: {type: object, maxProperties: 3}
                  discriminator:
                    propertyName: type
                    mapping:
                      tile: '#/components/schemas/Tile'
                Tile:
                  allOf:
                    - $ref: '#/components/schemas/Component'
                    - type: object
                      properties:
                        data:
                          type: object
                          required: [name]
                          properties:
                            name: {type: string, maxLength: 5}
            """
        let project = try Self.project(openAPI: document)
        let errors = project.build().diagnostics.errors.map(\.description)
        #expect(
            errors.contains { $0.contains(#"data.name: expected at most 5 characters, found "Comedy""#) }, "\(errors)")
        #expect(!errors.contains { $0.contains(#"missing required key "type""#) }, "\(errors)")
    }
}
