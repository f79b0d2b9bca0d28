import Testing
import TrellisContent
import TrellisRender

@Suite("Component rendering")
struct ComponentRendererTests {
    @Test func childrenRenderFirstAndArriveAsHTML() throws {
        let renderer = try RenderFixture.renderer([
            "card": "<div class=\"card\"><h2>{{title}}</h2>{{#action}}<div class=\"a\">{{{.}}}</div>{{/action}}</div>",
            "button": "<button type=\"button\">{{label}}</button>",
        ])
        let card = try RenderFixture.component(
            #"{"type": "card", "id": "c1", "data": {"title": "A <b>", "action": {"type": "button", "data": {"label": "Go & see"}}}}"#
        )
        var unknown: [UnknownTypeUse] = []
        let html = renderer.render(card, unknown: &unknown).html
        #expect(
            html
                == "<div class=\"card\"><h2>A &lt;b&gt;</h2><div class=\"a\"><button type=\"button\">Go &amp; see</button></div></div>"
        )
        #expect(unknown.isEmpty)
    }

    @Test func arraysOfChildrenAndMixedTextAreSafe() throws {
        let renderer = try RenderFixture.renderer([
            "RichTextBlock": "<p>{{#inlines}}{{{.}}}{{/inlines}}</p>",
            "TextRun": "<span>{{text}}</span>",
        ])
        let block = try RenderFixture.component(
            #"{"type": "RichTextBlock", "inlines": ["<i>plain</i> ", {"type": "TextRun", "text": "run"}]}"#)
        var unknown: [UnknownTypeUse] = []
        #expect(renderer.render(block, unknown: &unknown).html == "<p>&lt;i&gt;plain&lt;/i&gt; <span>run</span></p>")
    }

    @Test func valuesPrintTheWayTheServerWroteThem() throws {
        let renderer = try RenderFixture.renderer([
            "v":
                "{{whole}}|{{fraction}}|{{flag}}|{{#off}}shown{{/off}}{{^off}}hidden{{/off}}|{{#gone}}x{{/gone}}|{{choices_data}}|{{trellis.id}} {{trellis.type}}"
        ])
        let component = try RenderFixture.component(
            #"{"type": "v", "id": "v1", "data": {"whole": 3.0, "fraction": 4.50, "flag": true, "off": false, "gone": null, "choices.data": "dotted"}}"#
        )
        var unknown: [UnknownTypeUse] = []
        #expect(renderer.render(component, unknown: &unknown).html == "3|4.50|true|hidden||dotted|v1 v")
    }

    @Test func unknownTypesBecomeAVisiblePlaceholderKeepingChildren() throws {
        let renderer = try RenderFixture.renderer(["known": "<em>{{x}}</em>"])
        let component = try RenderFixture.component(
            #"{"type": "Mystery", "id": "m", "items": [{"type": "known", "x": "inside"}]}"#)
        var unknown: [UnknownTypeUse] = []
        let html = renderer.render(component, unknown: &unknown).html
        #expect(html.contains("Unknown component type <code>Mystery</code>"))
        #expect(html.contains("Templates/components/Mystery.mustache"))
        #expect(html.contains("<em>inside</em>"))
        #expect(unknown.map(\.type) == ["Mystery"])
    }

    @Test func rawOutputIsOnlyForChildComponents() throws {
        let renderer = try RenderFixture.renderer(["list": "<ul>{{#tags}}<li>{{{.}}}</li>{{/tags}}</ul>{{{note}}}"])
        let component = try RenderFixture.component(
            #"{"type": "list", "tags": ["<script>alert(1)</script>", "ok"], "note": {"html": "<b>x</b>"}}"#)
        var unknown: [UnknownTypeUse] = []
        let html = renderer.render(component, unknown: &unknown).html
        #expect(html == "<ul><li>&lt;script&gt;alert(1)&lt;/script&gt;</li><li>ok</li></ul>")
    }

    struct SyntaxCase: Sendable, CustomTestStringConvertible {
        var source: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let syntaxCases = [
        SyntaxCase(
            source: "<p>\n{{#items}}\n<li>{{name}}</li>\n", line: 2, column: 1,
            message: "the section {{#items}} opened at 2:1 is never closed; add {{/items}}"),
        SyntaxCase(
            source: "<p>{{#a}}x{{/b}}</p>", line: 1, column: 11, message: "{{/b}} closes {{#a}} opened at 1:4"),
        SyntaxCase(source: "<p>\n\n{{title</p>", line: 3, column: 1, message: "unclosed tag: expected }}"),
    ]

    @Test("Mustache syntax errors name the template file and line", arguments: syntaxCases)
    func mustacheSyntaxError(_ example: SyntaxCase) {
        guard
            case .failure(let diagnostic) = MustacheCompiler.compile(
                example.source, file: "Templates/components/x.mustache")
        else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(diagnostic.location?.file == "Templates/components/x.mustache")
        #expect(diagnostic.location?.line == example.line)
        #expect(diagnostic.location?.column == example.column)
        #expect(diagnostic.message.contains(example.message), "\(diagnostic.message)")
    }
}
