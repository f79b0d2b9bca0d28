import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// Every kind of bad input, end to end: the build fails (or warns), the message names the file and the
/// place, and the previous site is left exactly as it was.
@Suite("The error catalogue")
struct ErrorCatalogueTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Files written over the valid fixture (an empty string removes the file).
        var files: [String: String]
        /// The start of the diagnostic after the project folder, e.g. `Content/pages/home.json:1:2: error: …`.
        var expected: String
        var fails = true
        var strict = false
        var testDescription: String { name }
    }

    static let page = "Content/pages/more/feed.json"

    static let cases: [Case] = [
        Case(
            name: "trailing comma", files: [page: "[{\"type\": \"tile\",}]"],
            expected: "\(page):1:17: error: trailing comma before '}' (at 1:18); remove the comma"),
        Case(
            name: "unclosed array", files: [page: "[{\"type\": \"tile\"}"],
            expected: "\(page):1:18: error: unexpected end of file; the array opened at 1:1 is not closed"),
        Case(
            name: "bad literal", files: [page: "[nul]"],
            expected: "\(page):1:2: error: invalid literal 'nul'; expected true, false or null"),
        Case(
            name: "a mistake after a byte-order mark is placed as an editor shows it", files: [page: "\u{FEFF}[,]"],
            expected: "\(page):1:2: error: unexpected ','; expected a value"),
        Case(
            name: "empty file", files: [page: ""],
            expected: "\(page):1:1: error: the file is empty; expected a JSON value"),
        Case(
            name: "duplicate key warns", files: [page: "[{\"type\": \"tile\", \"type\": \"tile\"}]"],
            expected: "\(page):1:19: warning: duplicate key \"type\"", fails: false),
        Case(
            name: "duplicate key is an error under --strict",
            files: [page: "[{\"type\": \"tile\", \"type\": \"tile\"}]"],
            expected: "\(page):1:19: error: duplicate key \"type\"", strict: true),
        Case(
            name: "wrong type", files: [page: #"{"title": 3, "sections": []}"#],
            expected: "\(page):1:11: error: title: expected a string, found 3"),
        Case(
            name: "missing required key", files: [page: #"{"sections": [{"components": []}]}"#],
            expected: "\(page):1:15: error: sections[0]: a section needs an \"id\""),
        Case(
            name: "unknown key with suggestion", files: [page: #"{"sectons": []}"#],
            expected: "\(page):1:2: error: sectons: unknown key in a page; did you mean \"sections\"?"),
        Case(
            name: "duplicate component id",
            files: [page: #"[{"type": "tile", "id": "a"}, {"type": "tile", "id": "a"}]"#],
            expected: "\(page):1:54: error: [1].id: duplicate component id \"a\""),
        Case(
            name: "duplicate page id", files: [page: #"{"id": "home", "sections": []}"#],
            expected: "\(page):1:8: error: id: duplicate page id \"home\""),
        // Read before the page whose file name is the id: still reported where the id is written.
        Case(
            name: "duplicate page id written in a page read first",
            files: ["Content/pages/beans.json": #"{"id": "home", "sections": []}"#],
            expected:
                "Content/pages/beans.json:1:8: error: id: duplicate page id \"home\": Content/pages/home.json has it from its file name; give this page another id"
        ),
        Case(
            name: "unsafe id", files: [page: #"{"id": "../../x", "sections": []}"#],
            expected: "\(page):1:8: error: id: an id must be"),
        Case(
            name: "missing include", files: [page: #"{"sections": [{"include": "nope"}]}"#],
            expected: "\(page):1:27: error: include \"nope\": there is no file"),
        Case(
            name: "include outside Content", files: [page: #"{"sections": [{"include": "../pages/home"}]}"#],
            expected: "\(page):1:27: error: an include names a file under Content/sections/"),
        Case(
            name: "insets leave no room",
            files: [page: #"{"sections": [{"id": "s", "layout": {"type": "flow", "insets": 200}, "components": []}]}"#],
            expected: "\(page):1:64: error: sections[0].layout.insets: insets left 200 and right 200 leave no room"),
        Case(
            name: "number too large",
            files: [
                page: #"{"sections": [{"id": "s", "layout": {"type": "flow", "spacing": 1e12}, "components": []}]}"#
            ],
            expected:
                "\(page):1:65: error: sections[0].layout.spacing: expected a number, found 1e12, which is too large"),
        Case(
            name: "unknown type under --strict", files: [:],
            expected: "\(page):1:51: error: [1].type: unknown component type \"Mystery\"", strict: true),
        Case(
            name: "undeclared feature warns", files: [page: #"[{"type": "tile", "feature": "gamma"}]"#],
            expected: "\(page):1:30: warning: [0].feature: feature \"gamma\" is not declared", fails: false),
        Case(
            name: "Mustache syntax error", files: ["Templates/components/tile.mustache": "<div>{{#name}}</div>"],
            expected:
                "Templates/components/tile.mustache:1:6: error: Mustache syntax error: the section {{#name}} opened at 1:6 is never closed"
        ),
        Case(
            name: "template writes an element HTML does not have",
            files: ["Templates/components/tile.mustache": "<secton class=\"tile\">{{name}}</secton>"],
            expected:
                "Templates/components/tile.mustache:1:1: error: <secton> is not an HTML element; did you mean <section>?"
        ),
        Case(
            name: "template writes broken markup",
            files: ["Templates/components/tile.mustache": "<div class=\"tile\">\n  <b>{{name}}\n</div>\n"],
            expected:
                "Templates/components/tile.mustache:2:3: error: <b> is never closed; close it with </b> before </div> at 3:1"
        ),
        Case(
            name: "malformed contract", files: ["Templates/components/tile.json": "{\"description\": 1}"],
            expected: "Templates/components/tile.json:1:17: error: description: expected a string, found 1"),
        Case(
            name: "unknown contract key", files: ["Templates/components/tile.json": "{\"exmaples\": []}"],
            expected:
                "Templates/components/tile.json:1:2: error: exmaples: unknown key in a component contract; did you mean \"examples\"?"
        ),
        Case(
            name: "contract violation",
            files: [
                "Templates/components/tile.json":
                    #"{"schema": {"type": "object", "properties": {"name": {"type": "string", "maxLength": 5}}}}"#
            ],
            expected:
                "Content/pages/home.json:14:87: error: sections[1].components[1].data.name: expected at most 5 characters, found \"Comedy\" (contract tile, schema #/properties/name/maxLength)"
        ),
        Case(
            name: "missing required key",
            files: [
                "Templates/components/button.json": #"{"schema": {"type": "object", "required": ["label", "icon"]}}"#
            ],
            expected:
                "Content/pages/home.json:7:45: error: sections[0].components[0].data.action.data: missing required key \"icon\" (contract button, schema #/required)"
        ),
        Case(
            name: "contract example breaks its schema",
            files: [
                "Templates/components/banner.json":
                    #"{"schema": {"type": "object", "properties": {"title": {"type": "number"}}}, "examples": [{"title": "x"}]}"#
            ],
            expected:
                "Templates/components/banner.json:1:100: error: examples[0].title: expected a number, found \"x\" (contract banner, schema #/properties/title/type)"
        ),
        Case(
            name: "invalid schema keyword value",
            files: ["Templates/components/tile.json": #"{"schema": {"type": "object", "minProperties": "two"}}"#],
            expected:
                "Templates/components/tile.json:1:48: error: schema.minProperties: expected an integer, found \"two\" (not a valid JSON Schema 2020-12 schema)"
        ),
        Case(
            name: "contract without template", files: ["Templates/components/ghost.json": "{}"],
            expected:
                "Templates/components/ghost.json: error: the type \"ghost\" has a contract but no template; expected "),
        Case(
            name: "script URL in a uri field",
            files: [
                "Templates/components/tile.json":
                    #"{"schema": {"type": "object", "properties": {"link": {"type": "string", "format": "uri-reference"}}}}"#,
                page: #"[{"type": "tile", "data": {"name": "x", "link": "javascript:alert(1)"}}]"#,
            ],
            expected: "\(page):1:49: error: [0].data.link: \"javascript:alert(1)\" is a script-capable URL"),
        Case(
            name: "script URL written into href by a template",
            files: [
                "Templates/components/tile.mustache": #"<a class="tile" href="{{link}}">{{name}}</a>"#,
                page: #"[{"type": "tile", "data": {"name": "x", "link": " JavaScript:alert(1)"}}]"#,
            ],
            expected:
                "\(page):1:49: error: [0].data.link: \" JavaScript:alert(1)\" is a script-capable URL, written into href by "
        ),
        Case(
            name: "empty pages folder", files: [page: "", "Content/pages/home.json": ""],
            expected: "Content/pages: error: no pages"),
        Case(
            name: "unknown theme part warns", files: ["Templates/site/idnex.mustache": "x"],
            expected: "Templates/site/idnex.mustache: warning: not a theme part", fails: false),
    ]

    @Test("bad input", arguments: cases)
    func badInput(_ example: Case) throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let before = try snapshot(project)
        for (file, contents) in example.files {
            if contents.isEmpty && example.name == "empty pages folder" {
                try project.remove(file)
            } else {
                try project.write(file, contents)
            }
        }
        let result = project.build(strict: example.strict)
        #expect(result.succeeded == !example.fails, "\(result.diagnostics.rendered)")
        let prefix = project.path + "/"
        let lines = result.diagnostics.map { $0.description.replacingOccurrences(of: prefix, with: "") }
        #expect(lines.contains { $0.hasPrefix(example.expected) }, "got:\n\(lines.joined(separator: "\n"))")
        if example.fails { #expect(try snapshot(project) == before, "the previous site changed") }
    }

    /// A contract error fails the build before anything is rendered; the layouts' problems and the types without a
    /// template are still reported with it, so that one build names every mistake, not one kind per run.
    @Test func aContractErrorDoesNotHideLayoutsOrUnknownTypes() throws {
        let project = try SiteFixture.project()
        try project.write(
            "Templates/components/tile.json",
            #"{"schema": {"type": "object", "properties": {"name": {"type": "string"}}}}"#)
        try project.write(
            Self.page,
            #"""
            {"sections": [{"id": "s", "layout": {"type": "grid", "columns": "two", "spacing": -4}, "components": [
              {"type": "tile", "data": {"name": 4.5}},
              {"type": "tiel", "data": {"name": "typo"}}]}]}
            """#)
        let result = project.build()
        #expect(!result.succeeded)
        let lines = result.diagnostics.map { $0.description.replacingOccurrences(of: project.path + "/", with: "") }
        for expected in [
            "\(Self.page):1:65: error: sections[0].layout.columns: expected an integer from 1 to 1000, found \"two\"",
            "\(Self.page):1:83: error: sections[0].layout.spacing: expected a number ≥ 0, found -4",
            "\(Self.page):2:37: error: sections[0].components[0].data.name: expected a string, found 4.5",
            "\(Self.page):3:3: warning: sections[0].components[1].type: unknown component type \"tiel\"",
        ] {
            #expect(lines.contains { $0.hasPrefix(expected) }, "\(expected)\ngot:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// A template that cannot be used (not compiled, not UTF-8) is one error at its file: its type is not also
    /// "unknown" where it is used, nor "a contract without a template".
    @Test(arguments: [
        ("{{#name}}x{{/title}}", "Templates/components/tile.mustache:1:"),
        ("<div>\u{FFFD}</div>", "Templates/components/tile.mustache:1:6: error: the file is not valid UTF-8 here"),
    ])
    func anUnusableTemplateIsOneError(template: String, expected: String) throws {
        let project = try SiteFixture.project()
        try project.write("Templates/components/tile.json", #"{"description": "A tile"}"#)
        var bytes = Array(template.utf8)
        if let replacement = bytes.firstRange(of: Array("\u{FFFD}".utf8)) {
            bytes.replaceSubrange(replacement, with: [0xFF])
        }
        try Data(bytes).write(to: project.url("Templates/components/tile.mustache"))
        let result = project.build()
        #expect(!result.succeeded)
        // (The fixture's own "Mystery" type is unknown on purpose.)
        let lines = result.diagnostics.filter { $0.severity == .error || $0.message.contains(#""tile""#) }
            .map { $0.description.replacingOccurrences(of: project.path + "/", with: "") }
        #expect(lines.count == 1 && lines.first?.hasPrefix(expected) == true, "\(lines)")
    }

    /// Without `Templates/` every component would be a placeholder: the build fails instead of publishing that over
    /// the good site.
    @Test func aMissingTemplatesFolderFailsAndKeepsTheSite() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let before = try snapshot(project)
        try FileManager.default.removeItem(at: project.url("Templates"))
        let result = project.build()
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.errors.map { $0.description.replacingOccurrences(of: project.path + "/", with: "") }
                == [
                    "Templates: error: no Templates/ folder in the project; expected Templates/components/<type>.mustache for each component type"
                ])
        #expect(
            !result.diagnostics.contains { $0.code == "unknown-type" }, "every type would be unknown: not said again")
        #expect(try snapshot(project) == before)
    }

    @Test func linkLeadingOutsideTheProjectIsRefused() throws {
        let project = try SiteFixture.project()
        let outside = try TemporaryProject(files: ["secret.json": "[]"])
        try FileManager.default.createSymbolicLink(
            atPath: project.url("Content/pages/evil.json").path, withDestinationPath: outside.url("secret.json").path)
        Self.expectRefusedAsOutside(project, "Content/pages/evil.json")
    }

    /// The build fails with the refusal of `file`, a link (or a file behind a linked folder) leading outside.
    static func expectRefusedAsOutside(
        _ project: TemporaryProject, _ file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let result = project.build()
        #expect(!result.succeeded, sourceLocation: sourceLocation)
        let refusal = "\(file): error: this file is a link that leads outside the project; refusing to read it"
        #expect(
            result.diagnostics.errors.map(\.description).contains { $0.hasSuffix(refusal) },
            "\(result.diagnostics.map(\.description))", sourceLocation: sourceLocation)
    }

    /// A folder of the project that is a link leading outside it: a section included through it is refused, as a
    /// linked file is (files are read through their folder's real path, resolved once per folder).
    @Test func anIncludeThroughAFolderLinkLeadingOutsideTheProjectIsRefused() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/a.json": #"{"sections": [{"include": "elsewhere/secret"}]}"#,
            "Templates/components/card.mustache": "<div>{{title}}</div>",
        ])
        let outside = try TemporaryProject(files: [
            "secret.json": #"{"id": "s", "components": [{"type": "card", "data": {"title": "t"}}]}"#
        ])
        try FileManager.default.createDirectory(at: project.url("Content/sections"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.url("Content/sections/elsewhere").path, withDestinationPath: outside.path)
        Self.expectRefusedAsOutside(project, "Content/sections/elsewhere/secret.json")
    }

    @Test func aFIFOIsRefusedInsteadOfBlockingTheBuild() throws {
        let project = try SiteFixture.project()
        #expect(mkfifo(project.url("Content/pages/pipe.json").path, 0o644) == 0)
        let result = project.build()
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.errors.map(\.description).contains {
                $0.hasSuffix("Content/pages/pipe.json: error: not a regular file; refusing to read it")
            })
    }

    @Test func oversizedFileIsRefusedWithAMessage() throws {
        let project = try SiteFixture.project()
        let big = "[" + String(repeating: "{\"type\": \"tile\"},", count: 1_100_000) + "{\"type\": \"tile\"}]"
        try project.write(Self.page, big)
        let result = project.build()
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.first?.message.contains("larger than 16 MiB") == true)
    }

    @Test func deepNestingIsRefusedWithAMessage() throws {
        let project = try SiteFixture.project()
        try project.write(Self.page, String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000))
        let result = project.build()
        #expect(result.diagnostics.errors.first?.message == "nesting is deeper than 200 levels")
    }

    private func snapshot(_ project: TemporaryProject) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in project.files(under: "_site") { result[file] = try Data(contentsOf: project.url("_site/\(file)")) }
        return result
    }
}
