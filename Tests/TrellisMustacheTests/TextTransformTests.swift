import Testing
import TrellisMustache

/// `{{{prefix.transform.name}}}` prints what a text transform makes of the value `name` reaches (looked up as any
/// name); every other form, and a value the transform declines, prints as the value itself would.
@Suite("Text transforms")
struct TextTransformTests {
    /// Wraps text in `<b>`; declines text that says "no".
    static let transforms = MustacheTextTransforms(
        prefix: "t", transforms: ["bold": { $0 == "no" ? nil : Array("<b>\($0)</b>".utf8) }])

    static let cases: [(template: String, json: String, output: String)] = [
        ("{{{t.bold.x}}}", #"{"x": "hi"}"#, "<b>hi</b>"),
        ("{{&t.bold.x}}", #"{"x": "hi"}"#, "<b>hi</b>"),
        ("{{t.bold.x}}", #"{"x": "a<b"}"#, "a&lt;b"),
        ("{{{t.bold.x}}}", #"{"x": "no"}"#, "no"),
        ("{{{t.bold.x}}}", #"{"x": 3}"#, "<b>3</b>"),
        ("{{{t.bold.x}}}", #"{"x": true}"#, "<b>true</b>"),
        ("[{{{t.bold.x}}}]", #"{}"#, "[]"),
        ("[{{{t.bold.x}}}]", #"{"x": null}"#, "[]"),
        ("[{{{t.bold.x}}}]", #"{"x": ["a"]}"#, "[]"),
        (
            "{{#items}}{{{t.bold.name}}},{{/items}}", #"{"items": [{"name": "a"}, {"name": "b"}], "name": "top"}"#,
            "<b>a</b>,<b>b</b>,"
        ),
        ("{{#items}}{{{t.bold.name}}},{{/items}}", #"{"items": [{"other": 1}], "name": "top"}"#, "<b>top</b>,"),
        ("{{{t.bold.a.b}}}", #"{"a": {"b": "deep"}}"#, "<b>deep</b>"),
        ("[{{{t.italic.x}}}][{{{t.bold}}}][{{{u.bold.x}}}]", #"{"x": "hi"}"#, "[][][]"),
        ("{{{t.bold.x}}}", #"{"x": "hi", "t": {"bold": {"x": "data"}}}"#, "<b>hi</b>"),
    ]

    @Test(arguments: cases)
    func transformedValuesPrintAsDocumented(_ testCase: (template: String, json: String, output: String)) throws {
        let template = try MustacheTemplate(source: testCase.template, name: "t")
        let output = MustacheRenderer(
            partial: { _ in nil }, escapesRawPlainValues: true, textTransforms: Self.transforms
        )
        .render(template, context: try TestJSON.value(testCase.json))
        #expect(output.text == testCase.output)
    }

    /// The transform's markup maps to its tag and is marked as made by a transform (not data a checker must
    /// distrust, not template text); the text after it is template text again.
    @Test func transformedMarkupMapsToItsTag() throws {
        let template = try MustacheTemplate(source: "<p>{{{t.bold.x}}}</p>", name: "t")
        let output = MustacheRenderer(
            partial: { _ in nil }, escapesRawPlainValues: true, textTransforms: Self.transforms
        )
        .render(template, context: try TestJSON.value(#"{"x": "hi"}"#))
        #expect(output.text == "<p><b>hi</b></p>")
        #expect(output.segment(at: 3)?.kind == .transformedValue)
        #expect(output.segment(at: 3)?.sourceOffset == 3)
        #expect(output.segment(at: 12)?.kind == .literal)
    }

    /// Without transforms the name is an ordinary one.
    @Test func withoutTransformsTheNameIsLookedUp() throws {
        let template = try MustacheTemplate(source: "{{{t.bold.x}}}", name: "t")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(template, context: try TestJSON.value(#"{"x": "hi", "t": {"bold": {"x": "data"}}}"#))
        #expect(output.text == "data")
    }
}
