import Testing
import TrellisContent
import TrellisRender

@Suite("Component rendering")
struct ComponentRendererTests {
    /// One renderer checks each fragment shape once and replays it for the others (`HTMLFragmentShape`); what it
    /// reports for a component must not depend on which components it rendered before. Each card below is
    /// rendered after all the others by one renderer, and alone by a fresh one: markup, diagnostics, ids and links
    /// agree — a mistake that only data causes (a script URL, a space in an unquoted value, a section that opens
    /// a block inside a `<p>`) is caught wherever it comes in the sequence.
    @Test func aSharedRendererReportsWhatAFreshOneDoes() throws {
        let sources = [
            "card": """
            <article class="card {{tone}}" id="{{trellis.id}}"><h3 title="{{title}}">{{title}}</h3>\
            <a href="{{url}}">{{label}}</a><p class="{{size}}">{{note}}{{#extra}}<div>{{extra}}</div>{{/extra}}</p>\
            {{#tags}}<span>{{.}}</span>{{/tags}}</article>
            """,
            "pill": "<span class={{size}}>{{label}}</span>",
        ]
        let cards = [
            #"{"tone": "calm", "title": "Müller", "url": "/a?x=1&y=2", "label": "Go", "size": "big", "note": "n", "tags": ["a", "b"]}"#,
            #"{"tone": "loud", "title": "A & B", "url": "/b", "label": "See <all>", "size": "small", "note": "1 > 0"}"#,
            #"{"tone": "calm", "title": "Müller", "url": "javascript:alert(1)", "label": "Go", "size": "big", "note": "n"}"#,
            #"{"tone": "x", "title": "say \"hi\"", "url": "/c", "label": "Go", "size": "a", "note": "n"}"#,
            #"{"tone": "x", "title": "t", "url": "/d", "label": "Go", "size": "big", "note": "n", "extra": "block"}"#,
            #"{"tone": "calm", "title": "O'Brien", "url": "img/a.png", "label": "  ", "size": "big", "note": "n", "tags": ["c"]}"#,
        ]
        var components = try cards.enumerated().map { index, data in
            try RenderFixture.component(#"{"type": "card", "id": "card-\#(index)", "data": \#(data)}"#)
        }
        components += try ["big", "a onmouseover=x", "small"].map { size in
            try RenderFixture.component(#"{"type": "pill", "data": {"size": "\#(size)", "label": "L"}}"#)
        }
        let shared = try RenderFixture.renderer(sources)
        var unknown: [UnknownTypeUse] = []
        for component in components + components.reversed() {
            let fromShared = shared.render(component, unknown: &unknown)
            let alone = try RenderFixture.renderer(sources).render(component, unknown: &unknown)
            #expect(fromShared.html == alone.html)
            #expect(fromShared.diagnostics == alone.diagnostics, "\(component.id)")
            #expect(fromShared.ids.map(\.value) == alone.ids.map(\.value))
            #expect(fromShared.ids.map(\.location) == alone.ids.map(\.location))
            #expect(fromShared.links == alone.links)
        }
        let third = shared.render(components[2], unknown: &unknown)
        #expect(third.diagnostics.map(\.code).contains("unsafe-url"))
        let fourth = shared.render(components[7], unknown: &unknown)
        #expect(fourth.diagnostics.map(\.code).contains("html-attribute-from-data"))
        let fifth = shared.render(components[4], unknown: &unknown)
        #expect(!fifth.diagnostics.filter { $0.code.hasPrefix("html-") }.isEmpty)
    }

    /// A component many pages show (an included file's) is rendered once per assets path and given back after: what
    /// each page gets is what rendering it alone gives, and a component at the same place and with the same id but
    /// other data (a file edited while `serve` runs) is rendered anew.
    @Test func aSharedComponentIsRenderedAsOnItsOwn() throws {
        let sources = [
            "card": #"<div class="card"><img src="{{trellis.assets}}/{{image}}" alt="" />{{title}}{{{child}}}</div>"#
        ]
        let cards = try [
            #"{"type": "card", "id": "c", "data": {"title": "A", "image": "a.png"}}"#,
            #"{"type": "card", "id": "c", "data": {"title": "B", "image": "b.png"}}"#,
            #"{"type": "card", "id": "c", "data": {"title": "C", "image": "c.png", "child": {"type": "nope"}}}"#,
        ].map { try RenderFixture.component($0) }
        #expect(Set(cards.map(\.location)).count == 1, "the same place for all three")
        let renderer = try RenderFixture.renderer(sources)
        for _ in 0..<2 {
            for card in cards {
                for assetsPath in ["../../assets", "../assets"] {
                    var sharedUnknown: [UnknownTypeUse] = []
                    var aloneUnknown: [UnknownTypeUse] = []
                    let shared = renderer.render(shared: card, unknown: &sharedUnknown, assetsPath: assetsPath)
                    let alone = try RenderFixture.renderer(sources).render(
                        card, unknown: &aloneUnknown, assetsPath: assetsPath)
                    #expect(shared.html == alone.html)
                    #expect(shared.html.contains(assetsPath + "/"))
                    #expect(shared.diagnostics == alone.diagnostics)
                    #expect(shared.links == alone.links)
                    #expect(sharedUnknown.map(\.type) == aloneUnknown.map(\.type))
                }
            }
        }
    }

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
