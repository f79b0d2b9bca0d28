import Testing
import TrellisMustache

/// Trellis's rules beyond the spec: what each value prints, what counts as true, and raw output only for child
/// components.
@Suite("Rendering rules")
struct RenderingRuleTests {
    static let printingCases: [(template: String, json: String, output: String)] = [
        ("{{a}}|{{b}}|{{c}}|{{d}}", #"{"a": 0, "b": 1.5, "c": true, "d": false}"#, "0|1.5|true|false"),
        (
            "[{{list}}][{{object}}][{{missing}}][{{nothing}}]", #"{"list": [1], "object": {"x": 1}, "nothing": null}"#,
            "[][][][]"
        ),
        (#"{{x}}"#, #"{"x": "& < > \" '"}"#, "&amp; &lt; &gt; &quot; &#39;"),
        ("{{#zero}}shown{{/zero}}", #"{"zero": 0}"#, "shown"),
        ("{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}", #"{"empty": ""}"#, "none"),
        ("{{#list}}x{{/list}}{{^list}}none{{/list}}", #"{"list": []}"#, "none"),
        ("{{#object}}{{name}}{{/object}}", #"{"object": {"name": "in"}, "name": "out"}"#, "in"),
        ("{{#a}}{{#b}}{{c}}{{/b}}{{/a}}", #"{"a": {"c": "from a"}, "b": true}"#, "from a"),
        ("{{#a.b}}{{.}}{{/a.b}}", #"{"a": {"b": ["x", "y"]}}"#, "xy"),
    ]

    @Test(arguments: printingCases)
    func valuesPrintAndTestAsDocumented(_ testCase: (template: String, json: String, output: String)) throws {
        let template = try MustacheTemplate(source: testCase.template, name: "t")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(template, context: try TestJSON.value(testCase.json))
        #expect(output.text == testCase.output)
    }

    @Test func rawTagsEscapePlainValuesWhenAsked() throws {
        let template = try MustacheTemplate(source: "{{{x}}}|{{&x}}|{{{n}}}|{{{b}}}", name: "t")
        let context = MustacheValue.object(
            MustacheObject([("x", .text("<b>")), ("n", .number("1&2")), ("b", .bool(true))]))
        let trellis = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true).render(
            template, context: context)
        #expect(trellis.text == "&lt;b&gt;|&lt;b&gt;|1&amp;2|true")
        #expect(trellis.segments.filter { $0.kind == .rawValue }.isEmpty)
        let spec = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false).render(
            template, context: context)
        #expect(spec.text == "<b>|<b>|1&2|true")
    }

    @Test func rawTagsPrintMarkupRawEvenWhenEscapingPlainValues() throws {
        let child = RenderedMarkup(bytes: Array("<b>ok</b>".utf8), segments: [])
        let template = try MustacheTemplate(source: "{{{x}}}|{{&x}}|{{x}}", name: "t")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
            .render(template, context: .object(MustacheObject([("x", .markup(child))])))
        #expect(output.text == "<b>ok</b>|<b>ok</b>|&lt;b&gt;ok&lt;/b&gt;")
    }

    @Test func emptyMarkupIsFalse() throws {
        let template = try MustacheTemplate(source: "{{#x}}yes{{/x}}{{^x}}no{{/x}}", name: "t")
        let renderer = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
        let empty = RenderedMarkup(bytes: [], segments: [])
        let full = RenderedMarkup(bytes: [0x61], segments: [])
        #expect(renderer.render(template, context: .object(MustacheObject([("x", .markup(empty))]))).text == "no")
        #expect(renderer.render(template, context: .object(MustacheObject([("x", .markup(full))]))).text == "yes")
    }

    @Test func laterDuplicateKeysWinInSmallAndLargeObjects() {
        let small = MustacheObject([("a", .text("1")), ("a", .text("2"))])
        let many = (0..<20).map { (key: "k\($0)", value: MustacheValue.text("\($0)")) }
        let large = MustacheObject(many + [("k3", .text("last"))])
        guard case .text(let smallValue)? = small["a"], case .text(let largeValue)? = large["k3"] else {
            Issue.record("missing keys")
            return
        }
        #expect(smallValue == "2")
        #expect(largeValue == "last")
        #expect(large["absent"] == nil)
        #expect(large.members.count == 21)
    }
}
