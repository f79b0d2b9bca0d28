import Testing
import TrellisContent
import TrellisSchema

/// Compiles a contract schema from `c.json` (meta-schema check included) and checks data from `p.json` (path
/// `data`, contract `poster`).
private enum ContractFixture {
    static func parseSchema(_ schema: String) throws -> (schema: CompiledContract?, diagnostics: [String]) {
        // As in a contract file: the schema is the `schema` member of the file's root object.
        let node = try JSONParser.parse(schema, file: "c.json")
        var contract = JSONObject()
        contract.append(key: "schema", keyLocation: node.location, value: node)
        var registry = SchemaRegistry()
        var diagnostics = registry.add(
            JSONNode(.object(contract), at: node.location), uri: "file:///c.json", display: "c.json",
            resourceRoot: "/schema")
        let compiled = ContractSchemaCompiler.compile(
            [ContractTarget(name: "poster", uri: "file:///c.json", node: node, path: "schema")], in: registry)
        diagnostics += compiled.diagnostics
        return (compiled.contracts["poster"], diagnostics.map(\.description))
    }

    static func check(_ schemaText: String, _ dataText: String) throws -> [String] {
        let parsed = try parseSchema(schemaText)
        #expect(parsed.diagnostics.isEmpty)
        let schema = try #require(parsed.schema)
        let data = try JSONParser.parse(dataText, file: "p.json")
        return schema.check(data, path: "data", contract: "poster").map(\.description)
    }
}

@Suite("Contract schema: checking data")
struct ContractSchemaCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var data: String
        var expected: [String]
        var testDescription: String { name }

        init(_ name: String, _ schema: String, _ data: String, _ expected: [String] = []) {
            self.name = name
            self.schema = schema
            self.data = data
            self.expected = expected
        }
    }

    static let poster = """
        {"type": "object", "required": ["title", "image"], "properties": {"title": {"type": "string"}, \
        "image": {"type": "string", "format": "uri-reference"}, "badge": {"type": "string", "enum": ["new", "live"]}}}
        """

    static let cases: [Case] = [
        // type
        Case("string accepted", #"{"type": "string"}"#, #""Dune""#),
        Case(
            "string refuses a number", #"{"type": "string"}"#, "42",
            [
                #"p.json:1:1: error: data: expected a string, found 42 (contract poster, schema #/type)"#
            ]),
        Case("number accepts any number", #"{"type": "number"}"#, "-1.5e3"),
        Case("integer accepts 3", #"{"type": "integer"}"#, "3"),
        Case("integer accepts 3.0", #"{"type": "integer"}"#, "3.0"),
        Case("integer accepts 3e2", #"{"type": "integer"}"#, "3e2"),
        Case(
            "integer refuses 3.5", #"{"type": "integer"}"#, "3.5",
            [
                #"p.json:1:1: error: data: expected an integer, found 3.5 (contract poster, schema #/type)"#
            ]),
        Case(
            "boolean refuses a string", #"{"type": "boolean"}"#, #""yes""#,
            [
                #"p.json:1:1: error: data: expected a boolean, found "yes" (contract poster, schema #/type)"#
            ]),
        Case("boolean accepted", #"{"type": "boolean"}"#, "false"),
        Case("null accepted", #"{"type": "null"}"#, "null"),
        Case(
            "object refuses an array", #"{"type": "object"}"#, "[1]",
            [
                #"p.json:1:1: error: data: expected an object, found an array (contract poster, schema #/type)"#
            ]),
        Case(
            "array refuses an object", #"{"type": "array"}"#, #"{"a": 1}"#,
            [
                #"p.json:1:1: error: data: expected an array, found an object (contract poster, schema #/type)"#
            ]),
        Case("type list accepts null", #"{"type": ["string", "null"]}"#, "null"),
        Case(
            "type list refuses a number", #"{"type": ["string", "null"]}"#, "3",
            [
                #"p.json:1:1: error: data: expected a string or null, found 3 (contract poster, schema #/type)"#
            ]),
        Case(
            "three types", #"{"type": ["string", "integer", "null"]}"#, "true",
            [
                #"p.json:1:1: error: data: expected a string, an integer or null, found true (contract poster, schema #/type)"#
            ]),
        Case("no type accepts anything", "{}", #"{"a": [1, null]}"#),
        Case("true schema accepts anything", "true", "[1]"),
        Case(
            "false schema refuses everything", "false", "1",
            [
                #"p.json:1:1: error: data: expected no value here, found 1 (contract poster, schema #)"#
            ]),

        // properties and required
        Case("poster example valid", poster, #"{"title": "Dune", "image": "img/dune.jpg", "badge": "new"}"#),
        Case(
            "missing required key at the object", poster, #"{"title": "Dune"}"#,
            [
                #"p.json:1:1: error: data: missing required key "image" (contract poster, schema #/required)"#
            ]),
        Case(
            "two missing required keys", poster, "{}",
            [
                #"p.json:1:1: error: data: missing required key "title" (contract poster, schema #/required)"#,
                #"p.json:1:1: error: data: missing required key "image" (contract poster, schema #/required)"#,
            ]),
        Case(
            "property of the wrong type", poster, #"{"title": 42, "image": "a.png"}"#,
            [
                #"p.json:1:11: error: data.title: expected a string, found 42 (contract poster, schema #/properties/title/type)"#
            ]),
        Case("undeclared keys are allowed by default", poster, #"{"title": "t", "image": "i", "extra": 1}"#),
        Case(
            "enum refuses another value", poster, #"{"title": "t", "image": "i", "badge": "old"}"#,
            [
                #"p.json:1:39: error: data.badge: expected one of "new", "live", found "old" (contract poster, schema #/properties/badge/enum)"#
            ]),
        Case(
            "required applies only to objects", #"{"required": ["a"]}"#, "3"),
        Case(
            "child component is an ordinary object",
            #"{"properties": {"action": {"type": "object", "required": ["title"], "properties": {"title": {}, "type": {"enum": ["button"]}}}}}"#,
            #"{"action": {"type": "link", "url": "/"}}"#,
            [
                #"p.json:1:12: error: data.action: missing required key "title" (contract poster, schema #/properties/action/required)"#,
                #"p.json:1:21: error: data.action.type: expected "button", found "link" (contract poster, schema #/properties/action/properties/type/enum)"#,
            ]),
        Case(
            "key needing brackets in the path", #"{"properties": {"a.b": {"type": "string"}}}"#, #"{"a.b": 1}"#,
            [
                #"p.json:1:9: error: data["a.b"]: expected a string, found 1 (contract poster, schema #/properties/a.b/type)"#
            ]),

        // additionalProperties
        Case(
            "additionalProperties false with a suggestion",
            #"{"properties": {"title": {"type": "string"}}, "additionalProperties": false}"#,
            #"{"title": "Dune", "titel": "x"}"#,
            [
                #"p.json:1:19: error: data.titel: unexpected key "titel"; did you mean "title"? (contract poster, schema #/additionalProperties)"#
            ]),
        Case(
            "additionalProperties false without a suggestion",
            #"{"properties": {"title": {}}, "additionalProperties": false}"#, #"{"zzz": 1}"#,
            [
                #"p.json:1:2: error: data.zzz: unexpected key "zzz" (contract poster, schema #/additionalProperties)"#
            ]),
        Case(
            "additionalProperties as a schema", #"{"additionalProperties": {"type": "integer"}}"#,
            #"{"a": 1, "b": "2"}"#,
            [
                #"p.json:1:15: error: data.b: expected an integer, found "2" (contract poster, schema #/additionalProperties/type)"#
            ]),
        Case("additionalProperties true", #"{"additionalProperties": true}"#, #"{"a": 1}"#),
        Case(
            "false property schema forbids the key", #"{"properties": {"legacy": false, "title": {}}}"#,
            #"{"legacy": 1}"#,
            [
                #"p.json:1:2: error: data.legacy: unexpected key "legacy" (contract poster, schema #/properties/legacy)"#
            ]),

        // items and nesting
        Case(
            "items with nested properties",
            #"{"properties": {"cast": {"type": "array", "items": {"required": ["name"], "properties": {"name": {"type": "string", "minLength": 1}}}}}}"#,
            #"{"cast": [{"name": "Zendaya"}, {"name": "Timothée"}, {"name": 3}, {}, {"name": ""}]}"#,
            [
                #"p.json:1:63: error: data.cast[2].name: expected a string, found 3 (contract poster, schema #/properties/cast/items/properties/name/type)"#,
                #"p.json:1:67: error: data.cast[3]: missing required key "name" (contract poster, schema #/properties/cast/items/required)"#,
                #"p.json:1:80: error: data.cast[4].name: expected at least 1 character, found "" (contract poster, schema #/properties/cast/items/properties/name/minLength)"#,
            ]),
        Case(
            "items of an array of arrays", #"{"items": {"items": {"type": "number"}}}"#, #"[[1, 2], [3, "x"]]"#,
            [
                #"p.json:1:14: error: data[1][1]: expected a number, found "x" (contract poster, schema #/items/items/type)"#
            ]),
        Case("items ignore non-arrays", #"{"items": {"type": "number"}}"#, #""abc""#),
        Case(
            "all violations in document order",
            #"{"properties": {"a": {"type": "string"}, "b": {"maximum": 5}, "c": {"items": {"type": "integer"}}}, "additionalProperties": false}"#,
            #"{"c": [1, 2.5, "x"], "a": 1, "extra": null, "b": 6}"#,
            [
                #"p.json:1:11: error: data.c[1]: expected an integer, found 2.5 (contract poster, schema #/properties/c/items/type)"#,
                #"p.json:1:16: error: data.c[2]: expected an integer, found "x" (contract poster, schema #/properties/c/items/type)"#,
                #"p.json:1:27: error: data.a: expected a string, found 1 (contract poster, schema #/properties/a/type)"#,
                #"p.json:1:30: error: data.extra: unexpected key "extra" (contract poster, schema #/additionalProperties)"#,
                #"p.json:1:50: error: data.b: expected a number ≤ 5, found 6 (contract poster, schema #/properties/b/maximum)"#,
            ]),

        // enum
        Case("enum number by value", #"{"enum": [1, 2]}"#, "1.0"),
        Case("enum object in any key order", #"{"enum": [{"a": 1, "b": [true]}]}"#, #"{"b": [true], "a": 1}"#),
        Case(
            "enum object differs", #"{"enum": [{"a": 1}]}"#, #"{"a": 2}"#,
            [
                #"p.json:1:1: error: data: expected {"a": 1}, found an object (contract poster, schema #/enum)"#
            ]),
        Case(
            "enum lists containers as JSON", #"{"enum": [[1, "a"], {}, {"k": [true, null]}]}"#, "2",
            [
                #"p.json:1:1: error: data: expected one of [1, "a"], {}, {"k": [true, null]}, found 2 (contract poster, schema #/enum)"#
            ]),
        Case(
            "enum with null", #"{"enum": ["a", null]}"#, "false",
            [
                #"p.json:1:1: error: data: expected one of "a", null, found false (contract poster, schema #/enum)"#
            ]),
        Case(
            "type failure is reported alone", #"{"type": "string", "enum": ["a"], "minLength": 3}"#, "1",
            [
                #"p.json:1:1: error: data: expected a string, found 1 (contract poster, schema #/type)"#
            ]),

        // minimum and maximum
        Case(
            "maximum", #"{"type": "number", "maximum": 5}"#, "7",
            [#"p.json:1:1: error: data: expected a number ≤ 5, found 7 (contract poster, schema #/maximum)"#]),
        Case(
            "minimum", #"{"minimum": 0.5}"#, "0.25",
            [
                #"p.json:1:1: error: data: expected a number ≥ 0.5, found 0.25 (contract poster, schema #/minimum)"#
            ]),
        Case("bounds are inclusive", #"{"minimum": 1, "maximum": 5}"#, "[5]"),
        Case("bounds inclusive at maximum", #"{"minimum": 1, "maximum": 5}"#, "5"),
        Case(
            "integer bound", #"{"type": "integer", "minimum": 1}"#, "0",
            [
                #"p.json:1:1: error: data: expected an integer ≥ 1, found 0 (contract poster, schema #/minimum)"#
            ]),
        Case("bounds ignore strings", #"{"maximum": 1}"#, #""99""#),

        // minLength and maxLength
        Case(
            "maxLength", #"{"maxLength": 3}"#, #""abcd""#,
            [
                #"p.json:1:1: error: data: expected at most 3 characters, found "abcd" (contract poster, schema #/maxLength)"#
            ]),
        Case(
            "maxLength of one", #"{"maxLength": 1}"#, #""ab""#,
            [
                #"p.json:1:1: error: data: expected at most 1 character, found "ab" (contract poster, schema #/maxLength)"#
            ]),
        Case(
            "minLength", #"{"minLength": 2}"#, #""a""#,
            [
                #"p.json:1:1: error: data: expected at least 2 characters, found "a" (contract poster, schema #/minLength)"#
            ]),
        // JSON Schema counts a string's length in code points: a family emoji is 5 of them, "é" (U+00E9) one.
        Case("length counts code points", #"{"maxLength": 6}"#, #""👩‍👩‍👧é""#),
        Case(
            "a grapheme cluster of several code points counts each of them", #"{"maxLength": 2}"#, #""👩‍👩‍👧é""#,
            [
                #"p.json:1:1: error: data: expected at most 2 characters, found "👩‍👩‍👧é", 6 code points long (contract poster, schema #/maxLength)"#
            ]
        ),
        Case(
            "a combining accent is a code point of its own", #"{"minLength": 2}"#, "\"e\u{301}\"",
            []),
        Case(
            "minLength reads code points too", #"{"minLength": 3}"#, #""👍🏽""#,
            [
                #"p.json:1:1: error: data: expected at least 3 characters, found "👍🏽", 2 code points long (contract poster, schema #/minLength)"#
            ]),
        Case(
            "long value is clipped", #"{"maxLength": 40}"#, "\"\(String(repeating: "a", count: 45))\"",
            [
                #"p.json:1:1: error: data: expected at most 40 characters, found "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" (contract poster, schema #/maxLength)"#
            ]),

        // format: date
        Case("date", #"{"format": "date"}"#, #""2024-02-29""#),
        Case(
            "date with month 13", #"{"format": "date"}"#, #""2024-13-01""#,
            [
                #"p.json:1:1: error: data: expected a date (YYYY-MM-DD), found "2024-13-01" (contract poster, schema #/format)"#
            ]),
        Case(
            "date 29 February of a common year", #"{"format": "date"}"#, #""2023-02-29""#,
            [
                #"p.json:1:1: error: data: expected a date (YYYY-MM-DD), found "2023-02-29" (contract poster, schema #/format)"#
            ]),
        Case(
            "date without padding", #"{"format": "date"}"#, #""2024-1-01""#,
            [
                #"p.json:1:1: error: data: expected a date (YYYY-MM-DD), found "2024-1-01" (contract poster, schema #/format)"#
            ]),
        Case(
            "date with a time", #"{"format": "date"}"#, #""2024-01-01T10:00:00Z""#,
            [
                #"p.json:1:1: error: data: expected a date (YYYY-MM-DD), found "2024-01-01T10:00:00Z" (contract poster, schema #/format)"#
            ]),
        Case("formats ignore non-strings", #"{"format": "date"}"#, "20240101"),

        // format: color
        Case(
            "colors", #"{"items": {"format": "color"}}"#,
            ##"["#fff", "#FFFA", "#00ff00", "#00FF0080", "rgb(0, 128, 255)", "rgba(0,0,0,0.5)", "rgb(0 0 0 / 50%)", "hsl(120deg 50% 50%)", "HSLA(120, 50%, 50%, .3)", "rebeccapurple", "Transparent", "currentColor"]"##
        ),
        Case(
            "not colors", #"{"items": {"format": "color"}}"#,
            ##"["blu", "#12345", "rgb(1, 2)", "#ggg", "rgb(1 2 3 4)", " #fff"]"##,
            [
                #"p.json:1:2: error: data[0]: expected a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name), found "blu" (contract poster, schema #/items/format)"#,
                ##"p.json:1:9: error: data[1]: expected a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name), found "#12345" (contract poster, schema #/items/format)"##,
                #"p.json:1:19: error: data[2]: expected a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name), found "rgb(1, 2)" (contract poster, schema #/items/format)"#,
                ##"p.json:1:32: error: data[3]: expected a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name), found "#ggg" (contract poster, schema #/items/format)"##,
                #"p.json:1:40: error: data[4]: expected a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name), found "rgb(1 2 3 4)" (contract poster, schema #/items/format)"#,
                #"p.json:1:56: error: data[5]: expected a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name), found " #fff" (contract poster, schema #/items/format)"#,
            ]),

        // format: uri and uri-reference
        Case(
            "uri accepts absolute URIs", #"{"items": {"format": "uri"}}"#,
            #"["https://x", "mailto:a@b.c", "urn:isbn:0451450523", "tel:+1-555"]"#),
        Case(
            "uri refuses relative references", #"{"items": {"format": "uri"}}"#, #"["img/a.png", "https://a b"]"#,
            [
                #"p.json:1:2: error: data[0]: expected an absolute URI with a scheme (such as https://…), found "img/a.png" (contract poster, schema #/items/format)"#,
                #"p.json:1:15: error: data[1]: expected an absolute URI with a scheme (such as https://…), found "https://a b" (contract poster, schema #/items/format)"#,
            ]),
        Case(
            "uri-reference accepts relative references", #"{"items": {"format": "uri-reference"}}"#,
            ##"["https://x", "/img/a.png", "img/a.png", "#top", "mailto:a@b.c", "", "?q=1"]"##),
        Case(
            "uri-reference refuses spaces and control characters", #"{"items": {"format": "uri-reference"}}"#,
            #"["a b.png", "a\u0001b"]"#,
            [
                #"p.json:1:2: error: data[0]: expected a URI reference (such as img/a.png, /x, #top or https://example.com/a?q=1; spaces and non-ASCII characters percent-encoded), found "a b.png" (contract poster, schema #/items/format)"#,
                #"p.json:1:13: error: data[1]: expected a URI reference (such as img/a.png, /x, #top or https://example.com/a?q=1; spaces and non-ASCII characters percent-encoded), found "a\u0001b" (contract poster, schema #/items/format)"#,
            ]),
        Case(
            "format and length both reported", #"{"format": "date", "maxLength": 3}"#, #""soon""#,
            [
                #"p.json:1:1: error: data: expected a date (YYYY-MM-DD), found "soon" (contract poster, schema #/format)"#,
                #"p.json:1:1: error: data: expected at most 3 characters, found "soon" (contract poster, schema #/maxLength)"#,
            ]),

        // URL safety
        Case(
            "script-capable URLs", #"{"items": {"format": "uri-reference"}}"#,
            #"["javascript:alert(1)", " JaVaScRiPt:x", "java\tscript:x", "data:text/html,<b>", "vbscript:msgbox", "\n javascript:x"]"#,
            [
                #"p.json:1:2: error: data[0]: "javascript:alert(1)" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/items/format)"#,
                #"p.json:1:25: error: data[1]: " JaVaScRiPt:x" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/items/format)"#,
                #"p.json:1:42: error: data[2]: "java\tscript:x" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/items/format)"#,
                #"p.json:1:60: error: data[3]: "data:text/html,<b>" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/items/format)"#,
                #"p.json:1:82: error: data[4]: "vbscript:msgbox" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/items/format)"#,
                #"p.json:1:101: error: data[5]: "\n javascript:x" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/items/format)"#,
            ]),
        Case(
            "script-capable URL with format uri", #"{"format": "uri"}"#, #""JAVASCRIPT:void(0)""#,
            [
                #"p.json:1:1: error: data: "JAVASCRIPT:void(0)" is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images (contract poster, schema #/format)"#
            ]),
        Case("URL check only for URL formats", #"{"type": "string"}"#, #""javascript:alert(1)""#),
    ]

    @Test(arguments: cases)
    func check(_ testCase: Case) throws {
        let diagnostics = try ContractFixture.check(testCase.schema, testCase.data)
        #expect(diagnostics == testCase.expected)
    }

    @Test func codesAndSeverities() throws {
        let parsed = try ContractFixture.parseSchema(
            #"{"properties": {"a": {"format": "uri"}, "b": {"type": "string"}}}"#)
        let schema = try #require(parsed.schema)
        let data = try JSONParser.parse(#"{"a": "javascript:x", "b": 1}"#, file: "p.json")
        let diagnostics = schema.check(data, path: "data", contract: "poster")
        #expect(diagnostics.map(\.code) == ["unsafe-url", "contract"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.map(\.path) == ["data.a", "data.b"])
    }

    @Test func examplesPath() throws {
        let schema = try #require(try ContractFixture.parseSchema(Self.poster).schema)
        let example = try JSONParser.parse(#"{"title": "Dune"}"#, file: "c.json")
        #expect(
            schema.check(example, path: "examples[0]", contract: "poster").map(\.description) == [
                #"c.json:1:1: error: examples[0]: missing required key "image" (contract poster, schema #/required)"#
            ])
    }

    /// 200 levels of nesting, the most the parser accepts, in both the schema and the data.
    @Test func depthTwoHundred() throws {
        let schema =
            String(repeating: #"{"items": "#, count: 199) + #"{"type": "string"}"#
            + String(repeating: "}", count: 199)
        let data = String(repeating: "[", count: 199) + "1" + String(repeating: "]", count: 199)
        let path = "data" + String(repeating: "[0]", count: 199)
        #expect(
            try ContractFixture.check(schema, data) == [
                "p.json:1:200: error: \(path): expected a string, found 1 (contract poster, schema #\(String(repeating: "/items", count: 199))/type)"
            ])
        let deepData = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(try ContractFixture.check(#"{"type": "array"}"#, deepData).isEmpty)
        let deepEnum = try ContractFixture.check(#"{"enum": [1]}"#, deepData)
        #expect(deepEnum == ["p.json:1:1: error: data: expected 1, found an array (contract poster, schema #/enum)"])
    }

    /// Data far deeper than files allow, built in memory, against a recursive schema: refused with a message,
    /// never a stack overflow.
    @Test func dataTenThousandDeepInMemory() throws {
        let location = SourceLocation(file: "m.json", line: 1, column: 1)
        var dataNode = JSONNode(.string("x"), at: location)
        for _ in 0..<10_000 { dataNode = JSONNode(.array([dataNode]), at: location) }
        let schemaNode = try JSONParser.parse(
            ##"{"type": ["array", "string"], "items": {"$ref": "#"}}"##, file: "m.json")
        var registry = SchemaRegistry()
        registry.add(schemaNode, uri: "file:///m.json", display: "m.json")
        var compiler = SchemaCompiler(registry: registry)
        let compiled = compiler.compile(uri: "file:///m.json")
        let entry = try #require(compiled)
        let program = compiler.finish()
        let diagnostics = program.check(dataNode, against: entry, path: "data", subject: "contract deep")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == "schema-cycle")
        #expect(diagnostics.first?.message.contains("nest too deeply") == true)
    }
}

@Suite("Contract schema: schema errors")
struct ContractSchemaParseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var expected: [String]
        var testDescription: String { name }

        init(_ name: String, _ schema: String, _ expected: [String]) {
            self.name = name
            self.schema = schema
            self.expected = expected
        }
    }

    static let meta = "not a valid JSON Schema 2020-12 schema"
    static let types = #"one of "array", "boolean", "integer", "null", "number", "object", "string" or an array"#

    static let cases: [Case] = [
        Case(
            "misspelt keyword is a warning with a did-you-mean", #"{"maxLenght": 3}"#,
            [
                #"c.json:1:2: warning: schema.maxLenght: unknown schema keyword "maxLenght" is ignored; did you mean "maxLength"?"#
            ]
        ),
        Case(
            "a misspelt keyword used three times is one warning, at its first use",
            #"{"properties": {"a": {"maxLenght": 3}, "b": {"maxLenght": 3}, "c": {"maxLenght": 3}}}"#,
            [
                #"c.json:1:23: warning: schema.properties.a.maxLenght: unknown schema keyword "maxLenght" is ignored; did you mean "maxLength"? (used 3 times in this file)"#
            ]),
        Case(
            "misspelt annotation", #"{"titel": "x"}"#,
            [#"c.json:1:2: warning: schema.titel: unknown schema keyword "titel" is ignored; did you mean "title"?"#]),
        Case("extension keywords are quiet", #"{"x-ui-hint": "card"}"#, []),
        Case(
            "a keyword of a later draft in a draft-07 schema says it checks nothing",
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "unevaluatedProperties": false}"#,
            [
                #"c.json:1:56: warning: schema.unevaluatedProperties: "unevaluatedProperties" is not a JSON Schema draft-07 keyword and is ignored, so it checks nothing (JSON Schema 2019-09 and 2020-12 have it; set "$schema" to use it)"#
            ]),
        Case(
            "a keyword only 2020-12 has, in a 2019-09 schema",
            #"{"$schema": "https://json-schema.org/draft/2019-09/schema", "prefixItems": [true]}"#,
            [
                #"c.json:1:61: warning: schema.prefixItems: "prefixItems" is not a JSON Schema 2019-09 keyword and is ignored, so it checks nothing (JSON Schema 2020-12 has it; set "$schema" to use it)"#
            ]),
        Case(
            "a keyword 2020-12 dropped says so",
            #"{"prefixItems": [{"type": "string"}], "additionalItems": false}"#,
            [
                #"c.json:1:39: warning: schema.additionalItems: "additionalItems" is not a JSON Schema 2020-12 keyword and is ignored, so it checks nothing (JSON Schema draft-07 and 2019-09 have it; set "$schema" to use it)"#
            ]),
        Case(
            "OpenAPI 3.0's nullable in JSON Schema says what allows null",
            #"{"properties": {"email": {"type": "string", "nullable": true}, "tags": {"type": ["array", "object"], "nullable": true}, "any": {"nullable": true}, "off": {"nullable": false}}}"#,
            [
                #"c.json:1:129: warning: schema.properties.any.nullable: "nullable" is an OpenAPI 3.0 keyword; JSON Schema 2020-12 ignores it, so null is still refused (to allow null: "anyOf": [{…}, {"type": "null"}])"#,
                #"c.json:1:102: warning: schema.properties.tags.nullable: "nullable" is an OpenAPI 3.0 keyword; JSON Schema 2020-12 ignores it, so null is still refused (to allow null: "type": ["array", "object", "null"])"#,
                #"c.json:1:45: warning: schema.properties.email.nullable: "nullable" is an OpenAPI 3.0 keyword; JSON Schema 2020-12 ignores it, so null is still refused (to allow null: "type": ["string", "null"])"#,
            ]),
        Case(
            "unknown type name", #"{"type": "float"}"#,
            [#"c.json:1:10: error: schema.type: expected \#(types), found "float" (\#(meta))"#]),
        Case(
            "a type name cut short", #"{"type": "int"}"#,
            [#"c.json:1:10: error: schema.type: expected \#(types), found "int" (\#(meta)); did you mean "integer"?"#]),
        Case(
            "misspelt type name in a list", #"{"type": ["strng", "null"]}"#,
            [
                #"c.json:1:11: error: schema.type[0]: expected one of "array", "boolean", "integer", "null", "number", "object", "string", found "strng" (\#(meta)); did you mean "string"?"#
            ]),
        Case(
            "required not an array", #"{"required": "title"}"#,
            [#"c.json:1:14: error: schema.required: expected an array, found "title" (\#(meta))"#]),
        Case(
            "required with a number", #"{"required": ["a", 1]}"#,
            [#"c.json:1:20: error: schema.required[1]: expected a string, found 1 (\#(meta))"#]),
        Case(
            "maximum not a number", #"{"properties": {"rating": {"maximum": "5"}}}"#,
            [#"c.json:1:39: error: schema.properties.rating.maximum: expected a number, found "5" (\#(meta))"#]),
        Case(
            "minimum above maximum", #"{"minimum": 5, "maximum": 1}"#,
            ["c.json:1:27: warning: schema.maximum: minimum 5 is greater than maximum 1; no number can match"]),
        Case(
            "an empty enum", #"{"properties": {"kind": {"enum": []}}}"#,
            [#"c.json:1:34: warning: schema.properties.kind.enum: "enum" lists no values, so no value can match"#]),
        Case(
            "negative minLength", #"{"minLength": -1}"#,
            [#"c.json:1:15: error: schema.minLength: expected an integer ≥ 0, found -1 (\#(meta))"#]),
        Case(
            "fractional maxLength", #"{"maxLength": 1.5}"#,
            [#"c.json:1:15: error: schema.maxLength: expected an integer, found 1.5 (\#(meta))"#]),
        Case(
            "minItems as text", #"{"minItems": "two"}"#,
            [#"c.json:1:14: error: schema.minItems: expected an integer, found "two" (\#(meta))"#]),
        Case(
            "properties not an object", #"{"properties": ["a"]}"#,
            [#"c.json:1:16: error: schema.properties: expected an object, found an array (\#(meta))"#]),
        Case(
            "property schema not a schema", #"{"properties": {"a": 3}}"#,
            [#"c.json:1:22: error: schema.properties.a: expected a boolean or an object, found 3 (\#(meta))"#]),
        Case(
            "schema not an object", #""string""#,
            [#"c.json:1:1: error: schema: expected a boolean or an object, found "string" (\#(meta))"#]),
        Case(
            "unresolvable reference", ##"{"properties": {"a": {"$ref": "#/$defs/missing"}}}"##,
            [
                ##"c.json:1:31: error: schema.properties.a.$ref: $ref "#/$defs/missing" names no schema (resolved to "c.json#/$defs/missing")"##
            ]),
        Case(
            "misspelt reference", ##"{"$defs": {"label": {}}, "properties": {"a": {"$ref": "#/$defs/labell"}}}"##,
            [
                ##"c.json:1:55: error: schema.properties.a.$ref: $ref "#/$defs/labell" names no schema (resolved to "c.json#/$defs/labell"); did you mean "label"?"##
            ]),
        Case(
            "reference to a missing file", ##"{"$ref": "../schemas/common.json"}"##,
            [
                ##"c.json:1:10: error: schema.$ref: $ref "../schemas/common.json" names no schema (no schema file "schemas/common.json" is known; shared schemas live in Templates/schemas/)"##
            ]),
        Case(
            "reference to a remote schema", ##"{"$ref": "https://example.com/schemas/address.json"}"##,
            [
                ##"c.json:1:10: error: schema.$ref: $ref "https://example.com/schemas/address.json" names no schema (Trellis fetches nothing from the network: put a copy in Templates/schemas/, whose "$id" is "https://example.com/schemas/address.json", and this reference finds it)"##
            ]),
        Case(
            "invalid pattern", #"{"pattern": "(a"}"#,
            [#"c.json:1:13: error: schema.pattern: "(a" is not a valid regular expression: expected ')'"#]),
        Case(
            "unknown $schema", #"{"$schema": "https://example.com/my-dialect"}"#,
            [
                #"c.json:1:13: error: unknown "$schema" "https://example.com/my-dialect"; Trellis checks JSON Schema 2020-12, 2019-09 and draft-07, and meta-schemas that build on them"#
            ]),
        Case(
            "a known $schema with http for https", #"{"$schema": "http://json-schema.org/draft/2020-12/schema"}"#,
            [
                #"c.json:1:13: error: unknown "$schema" "http://json-schema.org/draft/2020-12/schema"; Trellis checks JSON Schema 2020-12, 2019-09 and draft-07, and meta-schemas that build on them; did you mean "https://json-schema.org/draft/2020-12/schema"?"#
            ]),
        Case(
            "draft-04", #"{"$schema": "http://json-schema.org/draft-04/schema#"}"#,
            [
                #"c.json:1:13: error: unknown "$schema" "http://json-schema.org/draft-04/schema#"; Trellis checks JSON Schema 2020-12, 2019-09 and draft-07, and meta-schemas that build on them; draft-04 and older are not supported: declare draft-07 ("http://json-schema.org/draft-07/schema#"), which reads the same but for exclusiveMinimum and exclusiveMaximum, numbers there instead of flags"#
            ]),
        Case(
            "errors in document order",
            #"{"properties": {"a": {"type": "text"}}, "items": {"minimum": "0"}, "maxLength": -2}"#,
            [
                #"c.json:1:31: error: schema.properties.a.type: expected \#(types), found "text" (\#(meta))"#,
                #"c.json:1:62: error: schema.items.minimum: expected a number, found "0" (\#(meta))"#,
                #"c.json:1:81: error: schema.maxLength: expected an integer ≥ 0, found -2 (\#(meta))"#,
            ]),
        Case(
            "annotations accepted",
            #"{"title": "Poster", "description": "d", "$comment": "c", "default": {}, "examples": [{"x": 1}], "properties": {"x": {"description": "x", "default": 1, "deprecated": true, "readOnly": true}}}"#,
            []),
        Case(
            "draft-07 schema checked by draft-07 rules",
            ##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"a": {"type": "string"}}, "items": [{"$ref": "#/definitions/a"}], "additionalItems": false}"##,
            []),
    ]

    @Test(arguments: cases)
    func parse(_ testCase: Case) throws {
        let parsed = try ContractFixture.parseSchema(testCase.schema)
        #expect(parsed.diagnostics == testCase.expected)
        #expect((parsed.schema == nil) == testCase.expected.contains { $0.contains(": error: ") })
    }

    @Test func requiredKeyNotInProperties() throws {
        let parsed = try ContractFixture.parseSchema(
            #"{"required": ["title", "imgae"], "properties": {"title": {}, "image": {}}}"#)
        #expect(
            parsed.diagnostics == [
                #"c.json:1:24: warning: schema.required[1]: required key "imgae" is not among "properties"; did you mean "image"?"#
            ])
        let schema = try #require(parsed.schema)
        let data = try JSONParser.parse(#"{"title": "t"}"#, file: "p.json")
        #expect(
            schema.check(data, path: "data", contract: "poster").map(\.description) == [
                #"p.json:1:1: error: data: missing required key "imgae" (contract poster, schema #/required)"#
            ])
    }

    @Test func requiredWithoutPropertiesIsFine() throws {
        let parsed = try ContractFixture.parseSchema(#"{"required": ["title"]}"#)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.schema != nil)
    }
}

@Suite("URL safety")
struct ContractURLSafetyTests {
    static let scriptCapable = [
        "javascript:alert(1)", " JaVaScRiPt:x", "java\tscript:x", "java\nscr\ript:x", "data:text/html,<script>",
        "DATA:image/svg+xml;base64,AAAA", "vbscript:", "\u{0001}\u{0008} javascript:x", "\u{00A0}javascript:x",
        "data:text/html;base64,PHNjcmlwdD4=", "data:,alert(1)", "data:image/png-evil,x", "data:imag\te/svg+xml,<svg>",
        "\u{2003}VBScript:x", "\u{3000}\u{0085}data:text/html,x", "\t\n\r\u{000C} jav\tascript:x",
    ]
    static let safe = [
        "https://x", "/img/a.png", "img/a.png", "#top", "mailto:a@b.c", "", "javascript", "my-javascript:x",
        "./javascript:x", "java script:x", "java\u{0001}script:x", "?q=javascript:x", "datax:y",
        "data:image/png;base64,iVBORw0KGgo=", " DATA:Image/JPEG;base64,/9j/", "data:image/webp,x", "data:image/gif;x",
        "Https://j.example", "  ftp://x", "\u{2003}https://x", "é:javascript:x", "Jx:", "d:", "v",
    ]

    @Test(arguments: scriptCapable)
    func refuses(_ text: String) {
        #expect(URLSafety.isScriptCapable(text))
    }

    @Test(arguments: safe)
    func allows(_ text: String) {
        #expect(!URLSafety.isScriptCapable(text))
    }
}
