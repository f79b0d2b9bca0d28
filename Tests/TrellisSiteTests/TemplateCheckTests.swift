import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// Templates in ordinary HTML5, end to end: what a whole build accepts, what it reports, and how often.
@Suite("HTML5 templates in a build")
struct TemplateCheckTests {
    /// A project whose `card` type is used on three pages, at three viewports and in two variants.
    static func project(card: String, extra: [String: String] = [:]) throws -> TemporaryProject {
        var files: [String: String] = [
            "Content/site.json": #"{"title": "T"}"#,
            "Templates/components/card.mustache": card,
        ]
        for page in ["a", "b", "c"] {
            files["Content/pages/\(page).json"] = """
                {"title": "\(page)", "sections": [{"id": "s", "layout": {"type": "list", "itemHeight": 80},
                  "components": [{"type": "card", "id": "\(page)1", "data": {"title": "One", "items": ["x"]}},
                                 {"type": "card", "id": "\(page)2", "data": {"title": "Two", "items": []}}]}],
                 "variants": {"grid": {"s": {"type": "grid", "columns": 2}}}}
                """
        }
        for (path, contents) in extra { files[path] = contents }
        return try TemporaryProject(files: files)
    }

    /// Diagnostics name files as the user would type them from the working folder: the temporary project's
    /// absolute path comes first here.
    static func isAt(_ diagnostic: Diagnostic, _ file: String, _ line: Int, _ column: Int) -> Bool {
        guard let location = diagnostic.location else { return false }
        return location.file.hasSuffix("/" + file) && location.line == line && location.column == column
    }

    @Test func aMistakeIsReportedOnceAtItsLineHoweverOftenItIsRendered() throws {
        let project = try Self.project(card: "<article class=card>\n  <div>{{title}}\n</article>\n")
        let result = project.build()
        #expect(!result.succeeded)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.description).count == 1, "\(errors.map(\.description))")
        let error = try #require(errors.first)
        #expect(Self.isAt(error, "Templates/components/card.mustache", 2, 3), "\(error)")
        #expect(error.message.hasPrefix("<div> is never closed; close it with </div> before </article> at 3:1"))
        // No diagnostic names an output file: nothing was written.
        #expect(!result.diagnostics.contains { $0.location?.file.contains("_site") == true })
        #expect(!project.exists("_site"))
    }

    /// A tag that names no field of the type's contract is a warning with a did-you-mean, once per name; a name the
    /// content sends for the type is not (the contract just does not describe it).
    @Test func aTagNamingNoContractFieldIsAWarningUnlessTheContentSendsIt() throws {
        let project = try Self.project(
            card: "<article>{{titel}} {{titel}} {{#items}}{{.}}{{/items}} {{subtitle}} {{title}}</article>\n",
            extra: [
                "Templates/components/card.json":
                    #"{"schema": {"type": "object", "properties": {"title": {"type": "string"}}}}"#
            ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let warnings = result.diagnostics.filter { $0.code == "template-unknown-key" }.map(\.message)
        #expect(
            warnings == [
                #"{{titel}} names no field of the card contract; did you mean "title"?"#,
                "{{subtitle}} names no field of the card contract",
            ], "\(warnings)")
    }

    @Test func checkAndBuildReportTheSameDiagnostics() throws {
        let project = try Self.project(
            card: "<article class=card>\n  <b>{{title}}<i>x</b></i>\n  <p>{{texxt}}</p>\n  &copy 2024\n</article>\n",
            extra: [
                "Templates/components/card.json":
                    #"{"schema": {"type": "object", "properties": {"title": {"type": "string"}, "text": {"type": "string"}, "items": {"type": "array"}}}}"#
            ])
        let built = project.build()
        let checked = SiteBuilder(options: BuildOptions(projectDirectory: project.path)).check()
        #expect(built.diagnostics.map(\.description) == checked.diagnostics.map(\.description))
        #expect(built.diagnostics.count { $0.severity == .error } == 2, "\(built.diagnostics.map(\.description))")
        #expect(built.diagnostics.count { $0.severity == .warning } == 1)
        #expect(!built.succeeded && !checked.succeeded)
    }

    /// `check` lets a page's renderings go once they are validated, but keeps its preview, which the link check
    /// reads: a link a preview (here an override of it) breaks is reported by both, the same way.
    @Test func checkAndBuildReportTheSameBrokenLinksInPreviews() throws {
        let project = try Self.project(
            card: "<article class=card>{{title}}</article>",
            extra: [
                "Templates/site/page.mustache":
                    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>{{pageTitle}}</title></head>\n"
                    + "<body><a href=\"nowhere.html\">Gone</a> <a id=\"top\" href=\"#top\">Top</a></body></html>\n"
            ])
        let built = project.build()
        let checked = SiteBuilder(options: BuildOptions(projectDirectory: project.path)).check()
        let shown = { (result: BuildResult, root: String) in
            result.diagnostics.map { $0.description.replacing(root, with: "SITE/") }
        }
        #expect(shown(built, project.url("_site").path + "/") == shown(checked, "(site)/"))
        #expect(built.diagnostics.contains { $0.code == "broken-link" && $0.message.contains("nowhere.html") })
        #expect(built.succeeded && checked.succeeded)
    }

    @Test func aMistakeThatDependsOnDataNamesTheComponentThatShowedIt() throws {
        let project = try Self.project(card: "<ul>\n{{#items}}\n  <li><span>{{.}}</li>\n{{/items}}\n</ul>\n")
        let errors = project.build().diagnostics.filter { $0.severity == .error }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(Self.isAt(error, "Templates/components/card.mustache", 3, 7), "\(error)")
        #expect(error.message.contains("(in component \"a1\" at "), "\(error.message)")
        #expect(error.message.contains("Content/pages/a.json:"), "\(error.message)")
    }

    @Test func aMistakeNamesTheComponentWhoseTemplateMadeItNotItsChild() throws {
        let project = try Self.project(
            card: "<div class=card>\n  <ul>{{{action}}}\n</div>",
            extra: [
                "Templates/components/button.mustache": "<button type=button>{{label}}</button>",
                "Content/pages/a.json": """
                {"title": "a", "sections": [{"id": "s", "layout": {"type": "list", "itemHeight": 200},
                  "components": [{"type": "card", "id": "parent", "data": {
                    "action": {"type": "button", "id": "child", "label": "Go"}}}]}]}
                """,
            ])
        let errors = project.build().diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.description))")
        let error = try #require(errors.first)
        #expect(Self.isAt(error, "Templates/components/card.mustache", 2, 3), "\(error)")
        #expect(error.message.contains("(in component \"parent\" at "), "\(error.message)")
    }

    @Test func childTemplatesAreReadInTheirParentsContext() throws {
        let project = try Self.project(
            card:
                "<div class=card>\n  <ul>{{#entries}}{{{.}}}{{/entries}}</ul>\n  <table>\n    <tbody>{{{row}}}\n  </table>\n</div>",
            extra: [
                "Templates/components/entry.mustache": "<li>{{label}}\n",
                "Templates/components/row.mustache": "<tr><td>{{a}}<td>{{b}}\n",
                "Content/pages/a.json": """
                {"title": "a", "sections": [{"id": "s", "layout": {"type": "list", "itemHeight": 200},
                  "components": [{"type": "card", "id": "k", "data": {
                    "entries": [{"type": "entry", "label": "one"}, {"type": "entry", "label": "two"}],
                    "row": {"type": "row", "a": "A", "b": "B"}}}]}]}
                """,
            ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let html = try project.read("_site/pages/a/phone.html")
        #expect(html.contains("<ul><li>one\n</li><li>two\n</li></ul>"), "\(html)")
        // The text after the row stands in the still-open cell, as a browser reads it.
        #expect(html.contains("<tbody><tr><td>A</td><td>B\n\n  </td></tr></tbody></table>"), "\(html)")
    }

    @Test func partialsRenderAndTheirMistakesNameThePartial() throws {
        let project = try Self.project(
            card: "<div class=card>\n  {{> badge}}\n  {{> shared/flag}}\n</div>",
            extra: [
                "Templates/partials/badge.mustache": "<span class=badge>{{title}}</span>\n",
                "Templates/partials/shared/flag.mustache": "<em>flag</em>\n",
            ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let html = try project.read("_site/pages/a/phone.html")
        #expect(html.contains("<span class=\"badge\">One</span>"))
        #expect(html.contains("<em>flag</em>"))

        try project.write("Templates/partials/badge.mustache", "<span class=badge>\n  {{title}}</div>\n")
        let broken = project.build().diagnostics.filter { $0.severity == .error }
        #expect(broken.count == 1, "\(broken.map(\.description))")
        let error = try #require(broken.first)
        #expect(Self.isAt(error, "Templates/partials/badge.mustache", 1, 1), "\(error)")
        #expect(error.message.contains("before </div> at 2:12"), "\(error)")
    }

    @Test func aMissingPartialIsAWarningAtTheTag() throws {
        let project = try Self.project(card: "<div class=card>\n  {{> nothere}}\n</div>")
        let result = project.build()
        #expect(result.succeeded)
        let warning = try #require(result.diagnostics.first { $0.code == "template-partial" })
        #expect(Self.isAt(warning, "Templates/components/card.mustache", 2, 3), "\(warning)")
        #expect(warning.message.contains("Templates/partials/nothere.mustache"))

        try project.write("Templates/partials/badge.mustache", "<b>{{title}}</b>")
        try project.write("Templates/components/card.mustache", "<div class=card>\n  {{> bagde}}\n</div>")
        let misspelt = try #require(project.build().diagnostics.first { $0.code == "template-partial" })
        #expect(misspelt.message.hasSuffix(#"; did you mean "badge"?"#), "\(misspelt)")
    }

    /// A child component printed with `{{…}}` shows its HTML as text on the page: a warning at the tag says to use
    /// `{{{…}}}`; the raw form, and escaped plain text, say nothing.
    @Test func aChildComponentPrintedEscapedIsAWarningAtTheTag() throws {
        let page = #"""
            [{"type": "list", "id": "l", "data": {"items": [{"type": "item", "data": {"n": "a"}}, "plain <text>"],
              "one": {"type": "item", "data": {"n": "c"}}}}]
            """#
        let project = try Self.project(
            card: "<p>{{title}}</p>",
            extra: [
                "Content/pages/l.json": page,
                "Templates/components/list.mustache":
                    "<ul>{{#items}}<li>{{.}}</li>{{/items}}</ul>\n<div>{{{one}}}</div>",
                "Templates/components/item.mustache": "<p>{{n}}</p>",
            ])
        let result = project.build()
        #expect(result.succeeded)
        let warnings = result.diagnostics.filter { $0.code == "template-escaped-component" }
        #expect(warnings.count == 1, "\(warnings.map(\.description))")
        let warning = try #require(warnings.first)
        #expect(Self.isAt(warning, "Templates/components/list.mustache", 1, 19), "\(warning)")
        #expect(
            warning.message
                == "{{.}} prints a child component's markup as text, escaped; write {{{.}}} to show the component")
    }

    @Test func aFixedIDUsedTwiceOnAPageIsAnErrorAtTheTemplate() throws {
        let project = try Self.project(card: "<div class=card>\n  <h2 id=\"title\">{{title}}</h2>\n</div>")
        let errors = project.build().diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.description))")
        #expect(errors.first?.code == "html-duplicate-id")
        #expect(errors.first.map { Self.isAt($0, "Templates/components/card.mustache", 2, 7) } == true)

        try project.write(
            "Templates/components/card.mustache",
            "<div class=card>\n  <h2 id=\"{{trellis.id}}-title\">{{title}}</h2>\n</div>")
        #expect(project.build().succeeded)
    }

    @Test(
        "Trellis's own rules for templates",
        arguments: [
            ("<div>{{title}}<script>alert(1)</script></div>", "html-script-element"),
            ("<body><p>{{title}}</p></body>", "html-document-structure"),
            ("<center>{{title}}</center>", "html-obsolete-element"),
        ])
    func trellisRules(_ example: (String, String)) throws {
        let project = try Self.project(card: example.0)
        let errors = project.build().diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code).contains(example.1), "\(errors.map(\.description))")
        #expect(errors.allSatisfy { $0.location?.file.hasSuffix("Templates/components/card.mustache") == true })
    }

    @Test func aScriptURLInAContractExampleIsRefusedLikeOneInAPage() throws {
        let project = try Self.project(
            card: "<a class=card href=\"{{link}}\">{{title}}</a>",
            extra: [
                "Templates/components/card.json":
                    #"{"examples": [{"title": "Try", "link": "javascript:alert(1)"}]}"#
            ])
        let result = project.build()
        #expect(!result.succeeded)
        let refusal = try #require(result.diagnostics.first { $0.code == "unsafe-url" })
        #expect(refusal.location?.file.hasSuffix("Templates/components/card.json") == true, "\(refusal)")
        #expect(refusal.location?.line == 1)
        #expect(!project.exists("_site/components/card.html"))
    }

    @Test(
        "data cannot add attributes where a template prints it unquoted",
        arguments: [
            "<div class=card data-x={{title}}>x</div>", "<div class=card {{title}}>x</div>",
        ])
    func dataCannotAddAttributes(_ card: String) throws {
        let project = try Self.project(
            card: card,
            extra: [
                "Content/pages/a.json": """
                {"title": "a", "sections": [{"id": "s", "layout": {"type": "list", "itemHeight": 80},
                  "components": [{"type": "card", "id": "k", "data": {"title": "a onmouseover=alert(1)"}}]}]}
                """
            ])
        let errors = project.build().diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code).contains("html-attribute-from-data"), "\(errors.map(\.description))")
        #expect(errors.allSatisfy { $0.location?.file.hasSuffix("Templates/components/card.mustache") == true })
    }

    @Test func htmlFromDataIsNeverPrintedRawOnlyChildComponentsAre() throws {
        let project = try Self.project(
            card: "<div class=card>{{{title}}}{{#items}}{{{.}}}{{/items}}</div>",
            extra: [
                "Content/pages/a.json": """
                {"title": "a", "sections": [{"id": "s", "layout": {"type": "list", "itemHeight": 80},
                  "components": [{"type": "card", "id": "k", "data": {"title": "<img src=x onerror=alert(1)>",
                    "items": [["<script>alert(2)</script>"], "<b>x</b>"]}}]}]}
                """
            ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let html = try project.read("_site/pages/a/phone.html")
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("&lt;b&gt;x&lt;/b&gt;"))
        #expect(!html.contains("<script>alert(2)"))
        #expect(!html.contains("<img src"))
    }
}
