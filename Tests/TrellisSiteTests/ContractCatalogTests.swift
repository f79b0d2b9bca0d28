import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport
import TrellisValidation

/// Contracts from an OpenAPI document, end to end: a project whose component types come from a `oneOf` union with
/// a discriminator mapping, built for real, and the catalog pages and the report read back.
@Suite("Contracts in the catalog and the build report")
struct ContractCatalogTests {
    /// OpenAPI 3.0 (so `nullable` and boolean `exclusiveMinimum`), in YAML. `video-tile` is a branch no template
    /// draws; `tile` also has a contract file whose schema wins; `Banner` reaches itself through the union.
    static let openAPI = """
        openapi: 3.0.3
        info:
          title: Screens
          version: 1.0.0
        paths: {}
        components:
          schemas:
            Component:
              oneOf:
                - $ref: '#/components/schemas/Card'
                - $ref: '#/components/schemas/Banner'
                - $ref: '#/components/schemas/VideoTile'
                - $ref: '#/components/schemas/Tile'
              discriminator:
                propertyName: type
                mapping:
                  card: '#/components/schemas/Card'
                  banner: '#/components/schemas/Banner'
                  video-tile: '#/components/schemas/VideoTile'
                  tile: Tile
            Card:
              type: object
              required: [type, data]
              properties:
                type: {type: string, enum: [card]}
                id: {type: string}
                data:
                  type: object
                  required: [title, tags]
                  properties:
                    title: {type: string, minLength: 1, maxLength: 80, description: The headline}
                    subtitle: {type: string, nullable: true}
                    tags:
                      type: array
                      minItems: 1
                      items: {type: string, pattern: '^[a-z]+$'}
                    price:
                      $ref: '#/components/schemas/Price'
            Price:
              type: object
              properties:
                amount: {type: number, minimum: 0, exclusiveMinimum: true}
                currency: {type: string, default: EUR, enum: [EUR, USD]}
            Banner:
              type: object
              required: [type]
              properties:
                type: {type: string, enum: [banner]}
                data:
                  type: object
                  properties:
                    headline: {type: string}
                    items:
                      type: array
                      items: {$ref: '#/components/schemas/Component'}
            VideoTile:
              type: object
              properties:
                type: {type: string, enum: [video-tile]}
                data:
                  type: object
                  properties:
                    src: {type: string, format: uri}
            Tile:
              type: object
              properties:
                type: {type: string, enum: [tile]}
                data: {type: object, properties: {label: {type: string}}}

        """

    static let files: [String: String] = [
        "Content/site.json": #"{"title": "API catalog", "contracts": {"openapi": "api/openapi.yaml"}}"#,
        "api/openapi.yaml": openAPI,
        "Content/pages/home.json": #"""
        {"title": "Home", "sections": [{"id": "main", "layout": {"type": "list", "itemHeight": 60}, "components": [
          {"type": "card", "id": "c1", "data": {"title": "Dune", "subtitle": null, "tags": ["scifi"]}},
          {"type": "banner", "id": "b1", "data": {"headline": "Tonight"}},
          {"type": "plain", "id": "p1", "data": {"text": "No schema here"}},
          {"type": "tile", "id": "t1", "data": {"label": "Drama"}}]}]}
        """#,
        "Templates/components/card.mustache":
            "<article><h3>{{title}}</h3>{{#subtitle}}<p>{{subtitle}}</p>{{/subtitle}}"
            + "<ul>{{#tags}}<li>{{.}}</li>{{/tags}}</ul></article>",
        "Templates/components/banner.mustache": "<section><h2>{{headline}}</h2></section>",
        "Templates/components/banner.json": #"""
        {"description": "A big banner <b>on top</b>", "examples": [{"headline": "Example night"}]}
        """#,
        "Templates/components/plain.mustache": "<p>{{text}}</p>",
        "Templates/components/tile.mustache": "<div>{{label}}</div>",
        "Templates/components/tile.json": #"""
        {"schema": {"type": "object", "required": ["label"], "properties": {"label": {"type": "string", "maxLength": 30}}}}
        """#,
    ]

    /// The project, built once per test (each test owns its folder).
    static func built() throws -> (TemporaryProject, BuildResult) {
        let project = try TemporaryProject(files: files)
        let result = project.build()
        try #require(result.succeeded, "\(result.diagnostics.map(\.description))")
        return (project, result)
    }

    /// The line of the first occurrence of `text` in the OpenAPI document, 1-based.
    static func line(of text: String) -> Int {
        let lines = openAPI.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func theComponentPageShowsTheOpenAPISchemaAsATable() throws {
        let (project, _) = try Self.built()
        let card = try project.read("_site/components/card.html")
        #expect(card.contains(#"<h2 id="contract">Data contract</h2>"#))
        #expect(card.contains("api/openapi.yaml#/components/schemas/Card/properties/data</code>"), "the source")
        #expect(card.contains(#"<caption id="contract-caption">"#))
        #expect(card.contains(#"<th scope="col">Constraints</th>"#))
        let rows = [
            #"<th scope="row" style="--t-depth:0"><code>title</code></th><td><code>string</code></td><td>yes</td>"#,
            #"<code>subtitle</code></th><td><code>string | null</code></td><td>—</td>"#,
            #"<code>tags</code></th><td><code>array</code></td><td>yes</td>"#,
            #"<th scope="row" style="--t-depth:1"><code>tags[]</code></th><td><code>string</code></td>"#,
            "<li>pattern: ^[a-z]+$</li>",
            #"<code>price</code></th><td><code>Price</code></td>"#,
            #"<span class="t-dim">price.</span><code>amount</code></th><td><code>number</code></td>"#,
            "<li>&gt; 0</li>",
            "<td><code>&quot;EUR&quot;</code></td>",
            "<td>The headline</td>",
        ]
        for row in rows { #expect(card.contains(row), "missing \(row)") }
        #expect(card.contains(#"<details class="t-raw"><summary>Schema as written (JSON)</summary>"#))
        #expect(card.contains("&quot;nullable&quot;: true"), "the raw schema, escaped")

        let banner = try project.read("_site/components/banner.html")
        #expect(banner.contains("A big banner <b>on top</b>"), "the contract file's description, Markdown with HTML")
        #expect(banner.contains("api/openapi.yaml#/components/schemas/Banner/properties/data</code>"))
        #expect(banner.contains(#"<tr class="t-choice"><td colspan="6" style="--t-depth:2">one of:</td></tr>"#))
        #expect(banner.contains("<code>(recursive: Banner)</code>"), "the union leads back to Banner")
        #expect(banner.contains(#"<tr class="t-alternative"><th scope="row" style="--t-depth:3">Card</th>"#))

        let plain = try project.read("_site/components/plain.html")
        #expect(plain.contains("<p>No data schema: its uses are not checked.</p>"))
        #expect(!plain.contains("t-fields"))
    }

    @Test func aContractFileSchemaWinsOverTheDocumentWithAWarning() throws {
        let (project, result) = try Self.built()
        let overrides = result.diagnostics.filter { $0.code == "contract-schema-override" }
        #expect(overrides.count == 1, "\(overrides.map(\.description))")
        #expect(overrides.first?.message.contains(#"used for "tile" instead of "#) == true)
        #expect(overrides.first?.message.hasSuffix("api/openapi.yaml#/components/schemas/Tile") == true)
        let tile = try project.read("_site/components/tile.html")
        #expect(tile.contains("Schema from <code>") && tile.contains("Templates/components/tile.json</code>"))
        #expect(tile.contains("<li>at most 30 characters</li>"))
    }

    @Test func theReportListsSchemasWithoutATemplateAndTemplatesWithoutASchema() throws {
        let (project, _) = try Self.built()
        let report = try project.read("_site/report.html")
        #expect(report.contains(#"<h2 id="notemplate">Schemas without a template</h2>"#))
        #expect(report.contains(#"<h2 id="noschema">Templates without a schema</h2>"#))
        let videoTile = try #require(
            report.split(separator: "\n").first { $0.contains("<code>video-tile</code>") },
            "video-tile is listed")
        #expect(videoTile.contains("a branch of components.schemas.Component"))
        let line = Self.line(of: "$ref: '#/components/schemas/VideoTile'")
        #expect(videoTile.contains("api/openapi.yaml:\(line):"), "\(videoTile)")
        // A plain schema entry that is already another type's contract says so.
        let cardSchema = try #require(report.split(separator: "\n").first { $0.contains("<code>Card</code>") })
        #expect(cardSchema.contains("components.schemas.Card"))
        #expect(cardSchema.contains("(the contract of <code>card</code>)"))
        #expect(report.contains("6 entries of <code>components/schemas</code> named after no template"))
        for type in ["card", "banner", "tile", "plain"] {
            #expect(
                !report.contains("<code>\(type)</code></th><td>a branch"), "\(type) has a template: not listed")
        }

        #expect(report.contains(#"<li><a href="components/plain.html#contract"><code>plain</code></a></li>"#))
        for type in ["card", "banner", "tile"] {
            #expect(!report.contains(#"href="components/\#(type).html#contract""#), "\(type) has a schema")
        }
    }

    @Test func everyPageOfTheCatalogIsValid() throws {
        let (project, _) = try Self.built()
        let report = try HTMLValidator().validate(directory: project.url("_site").path)
        #expect(report.filesChecked > 5)
        #expect(report.issues.isEmpty, "\(report.issues)")
    }

    @Test func theExampleCatalogShowsEveryContractAsATable() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog)
        let result = project.build()
        try #require(result.succeeded, "\(result.diagnostics.map(\.description))")
        let poster = try project.read("_site/components/poster.html")
        #expect(poster.contains("Schema from <code>") && poster.contains("Templates/components/poster.json</code>"))
        #expect(poster.contains("(no other keys)"))
        #expect(poster.contains(#"<code>rank</code></th><td><code>integer</code></td><td>—</td><td></td>"#))
        #expect(poster.contains("<li>from 1 to 10</li>"))
        let report = try project.read("_site/report.html")
        #expect(report.contains(#"<h2 id="notemplate">Schemas without a template</h2>"#))
    }
}
