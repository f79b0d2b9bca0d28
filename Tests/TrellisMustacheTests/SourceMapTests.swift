import Testing
import TrellisMustache

@Suite("Source map")
struct SourceMapTests {
    static let cases: [SourceMapCase] = [
        SourceMapCase(
            name: "escaped value between literals", template: "<p>{{title}}</p>", json: #"{"title": "A&B"}"#,
            output: "<p>A&amp;B</p>",
            segments: [
                ("<p>", "main", 0, .literal), ("A&amp;B", "main", 3, .escapedValue), ("</p>", "main", 12, .literal),
            ]
        ),
        SourceMapCase(
            name: "section over a list repeats its body's offsets",
            template: "<ul>{{#items}}<li>{{.}}</li>{{/items}}</ul>", json: #"{"items": ["a", "b"]}"#,
            output: "<ul><li>a</li><li>b</li></ul>",
            segments: [
                ("<ul>", "main", 0, .literal), ("<li>", "main", 14, .literal), ("a", "main", 18, .escapedValue),
                ("</li>", "main", 23, .literal), ("<li>", "main", 14, .literal), ("b", "main", 18, .escapedValue),
                ("</li>", "main", 23, .literal), ("</ul>", "main", 38, .literal),
            ]),
        SourceMapCase(
            name: "standalone lines are cut out without shifting the map",
            template: "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n", json: #"{"items": ["a", "b"]}"#,
            output: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n",
            segments: [
                ("<ul>\n", "main", 0, .literal), ("  <li>", "main", 18, .literal), ("a", "main", 24, .escapedValue),
                ("</li>\n", "main", 29, .literal), ("  <li>", "main", 18, .literal), ("b", "main", 24, .escapedValue),
                ("</li>\n", "main", 29, .literal), ("</ul>\n", "main", 48, .literal),
            ]),
        SourceMapCase(
            name: "inline partial maps to the partial's own name",
            template: "<div>{{>row}}</div>", partials: ["row": "<span>{{x}}</span>"], json: #"{"x": 1}"#,
            output: "<div><span>1</span></div>",
            segments: [
                ("<div>", "main", 0, .literal), ("<span>", "row", 0, .literal), ("1", "row", 6, .escapedValue),
                ("</span>", "row", 11, .literal), ("</div>", "main", 13, .literal),
            ]),
        SourceMapCase(
            name: "standalone partial indentation maps to the caller's whitespace",
            template: "<div>\n  {{>row}}\n</div>", partials: ["row": "<a>\n<b>{{x}}</b>\n"], json: #"{"x": "y"}"#,
            output: "<div>\n  <a>\n  <b>y</b>\n</div>",
            segments: [
                ("<div>\n  ", "main", 0, .literal), ("<a>\n", "row", 0, .literal), ("  ", "main", 6, .literal),
                ("<b>", "row", 4, .literal), ("y", "row", 7, .escapedValue), ("</b>\n", "row", 12, .literal),
                ("</div>", "main", 17, .literal),
            ]),
        SourceMapCase(
            name: "nested standalone partials indent from both callers",
            template: "<x>\n  {{>outer}}\n</x>", partials: ["outer": "<o>\n {{>inner}}\n", "inner": "i\nj\n"],
            json: "{}", output: "<x>\n  <o>\n   i\n   j\n</x>",
            segments: [
                ("<x>\n  ", "main", 0, .literal), ("<o>\n", "outer", 0, .literal), ("  ", "main", 4, .literal),
                (" ", "outer", 4, .literal), ("i\n", "inner", 0, .literal), ("  ", "main", 4, .literal),
                (" ", "outer", 4, .literal), ("j\n", "inner", 2, .literal), ("</x>", "main", 17, .literal),
            ]),
        SourceMapCase(
            name: "raw plain value", template: "<i>{{{html}}}</i>", json: #"{"html": "<b>"}"#, output: "<i><b></i>",
            segments: [("<i>", "main", 0, .literal), ("<b>", "main", 3, .rawValue), ("</i>", "main", 13, .literal)]),
        SourceMapCase(
            name: "an empty value leaves no segment but breaks the literal run", template: "a{{x}}b{{&y}}",
            json: #"{"x": "", "y": "z"}"#, output: "abz",
            segments: [("a", "main", 0, .literal), ("b", "main", 6, .literal), ("z", "main", 7, .rawValue)]),
        SourceMapCase(
            name: "comments and false sections skip source", template: "a{{! note }}b{{#no}}hidden{{/no}}c",
            json: #"{"no": false}"#, output: "abc",
            segments: [("a", "main", 0, .literal), ("b", "main", 12, .literal), ("c", "main", 33, .literal)]),
        SourceMapCase(
            name: "standalone delimiter change", template: "{{=<% %>=}}\n<%x%>!\n", json: #"{"x": 1}"#,
            output: "1!\n", segments: [("1", "main", 12, .escapedValue), ("!\n", "main", 17, .literal)]),
        SourceMapCase(
            name: "CRLF standalone lines and multi-byte text", template: "é\r\n{{#a}}\r\nü{{v}}\r\n{{/a}}\r\n",
            json: #"{"a": true, "v": "ß"}"#, output: "é\r\nüß\r\n",
            segments: [
                ("é\r\n", "main", 0, .literal), ("ü", "main", 12, .literal), ("ß", "main", 14, .escapedValue),
                ("\r\n", "main", 19, .literal),
            ]),
    ]

    @Test(arguments: cases)
    func segmentsMapBackToTheirSource(_ testCase: SourceMapCase) throws {
        let output = try render(testCase)
        #expect(output.text == testCase.output)
        var sources = testCase.partials
        sources["main"] = testCase.template
        SourceMapInvariants.check(output, sources: sources)
        let actual = output.segments.enumerated().map { index, segment in
            let end = index + 1 < output.segments.count ? output.segments[index + 1].outputStart : output.bytes.count
            return Described(
                text: String(decoding: output.bytes[segment.outputStart..<end], as: UTF8.self),
                template: segment.template, offset: segment.sourceOffset, kind: segment.kind)
        }
        let expected = testCase.segments.map {
            Described(text: $0.text, template: $0.template, offset: $0.offset, kind: $0.kind)
        }
        #expect(actual == expected)
    }

    /// A renderer that keeps no source map (the theme's) writes the same bytes, markup children included.
    @Test(arguments: cases)
    func withoutASourceMapTheOutputIsTheSame(_ testCase: SourceMapCase) throws {
        let mapped = try render(testCase)
        let unmapped = try render(testCase, keepsSourceMap: false)
        #expect(unmapped.bytes == mapped.bytes)
        #expect(unmapped.segments.isEmpty)
        let child = try renderMarkup("<b>{{t}}</b>", name: "button", json: #"{"t": "go"}"#)
        let parent = try MustacheTemplate(source: "<div>{{{child}}}{{child}}</div>", name: "card")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true, keepsSourceMap: false)
            .render(parent, context: .object(MustacheObject([("child", .markup(child))])))
        #expect(output.text == "<div><b>go</b>&lt;b&gt;go&lt;/b&gt;</div>")
        #expect(output.segments.isEmpty)
    }

    @Test func rawMarkupKeepsTheChildsSegments() throws {
        let child = try renderMarkup("<b>{{t}}</b>", name: "button", json: #"{"t": "go"}"#)
        let parent = try MustacheTemplate(source: "<div>{{{child}}}</div>", name: "card")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
            .render(parent, context: .object(MustacheObject([("child", .markup(child))])))
        #expect(output.text == "<div><b>go</b></div>")
        #expect(
            output.segments == [
                MarkupSegment(outputStart: 0, template: "card", sourceOffset: 0, kind: .literal),
                MarkupSegment(outputStart: 5, template: "button", sourceOffset: 0, kind: .literal),
                MarkupSegment(outputStart: 8, template: "button", sourceOffset: 3, kind: .escapedValue),
                MarkupSegment(outputStart: 10, template: "button", sourceOffset: 8, kind: .literal),
                MarkupSegment(outputStart: 14, template: "card", sourceOffset: 16, kind: .literal),
            ])
        SourceMapInvariants.check(
            output, sources: ["card": "<div>{{{child}}}</div>", "button": "<b>{{t}}</b>"])
    }

    @Test func eachSegmentNamesTheRenderThatWroteIt() throws {
        let button = try MustacheTemplate(source: "<b>{{t}}</b>", name: "button")
        let parent = try MustacheTemplate(source: "<div>{{{child}}}</div>", name: "card")
        let renderer = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
        let child = renderer.render(button, context: .object(MustacheObject([("t", .text("go"))])), owner: 7)
        let output = renderer.render(parent, context: .object(MustacheObject([("child", .markup(child))])), owner: 8)
        #expect(output.segments.map(\.owner) == [8, 7, 7, 7, 8])
    }

    @Test func listsOfMarkupKeepEachChildsSegments() throws {
        let first = try renderMarkup("<i>{{n}}</i>", name: "item", json: #"{"n": 1}"#)
        let second = try renderMarkup("<i>{{n}}</i>", name: "item", json: #"{"n": 2}"#)
        let parent = try MustacheTemplate(source: "{{#items}}{{{.}}}{{/items}}", name: "list")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
            .render(parent, context: .object(MustacheObject([("items", .list([.markup(first), .markup(second)]))])))
        #expect(output.text == "<i>1</i><i>2</i>")
        #expect(output.segments.map(\.outputStart) == [0, 3, 4, 8, 11, 12])
        #expect(output.segments.allSatisfy { $0.template == "item" })
    }

    @Test func escapedMarkupIsOneValueSegment() throws {
        let child = try renderMarkup("<b>x</b>", name: "child", json: "{}")
        let parent = try MustacheTemplate(source: "[{{child}}]", name: "parent")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(parent, context: .object(MustacheObject([("child", .markup(child))])))
        #expect(output.text == "[&lt;b&gt;x&lt;/b&gt;]")
        #expect(
            output.segments[1]
                == MarkupSegment(outputStart: 1, template: "parent", sourceOffset: 1, kind: .escapedValue))
        #expect(output.segments.count == 3)
    }

    @Test func markupWithoutSegmentsIsAttributedToItsTag() throws {
        let parent = try MustacheTemplate(source: "a{{{child}}}b", name: "parent")
        let bare = RenderedMarkup(bytes: Array("<hr />".utf8), segments: [])
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
            .render(parent, context: .object(MustacheObject([("child", .markup(bare))])))
        #expect(output.text == "a<hr />b")
        #expect(
            output.segments == [
                MarkupSegment(outputStart: 0, template: "parent", sourceOffset: 0, kind: .literal),
                MarkupSegment(outputStart: 1, template: "parent", sourceOffset: 1, kind: .rawValue),
                MarkupSegment(outputStart: 7, template: "parent", sourceOffset: 12, kind: .literal),
            ])
    }

    @Test func segmentAtFindsTheSegmentOfEachByte() throws {
        let template = try MustacheTemplate(source: "<p>{{title}}</p>", name: "main")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(template, context: try TestJSON.value(#"{"title": "ab"}"#))
        #expect(output.segment(at: 0)?.sourceOffset == 0)
        #expect(output.segment(at: 2)?.sourceOffset == 0)
        #expect(output.segment(at: 3)?.kind == .escapedValue)
        #expect(output.segment(at: 4)?.sourceOffset == 3)
        #expect(output.segment(at: 5)?.sourceOffset == 12)
        #expect(output.segment(at: 8)?.sourceOffset == 12)
        #expect(output.segment(at: 9) == nil)
        #expect(output.segment(at: -1) == nil)
        // Together with the template's line index a byte becomes a line:column.
        let source = try #require(output.segment(at: 6))
        #expect(template.lineAndColumn(ofOffset: source.sourceOffset + (6 - source.outputStart)) == (1, 14))
    }

    private func render(_ testCase: SourceMapCase, keepsSourceMap: Bool = true) throws -> RenderedMarkup {
        let template = try MustacheTemplate(source: testCase.template, name: "main")
        var partials: [String: MustacheTemplate] = [:]
        for (name, source) in testCase.partials { partials[name] = try MustacheTemplate(source: source, name: name) }
        let known = partials
        return MustacheRenderer(partial: { known[$0] }, escapesRawPlainValues: false, keepsSourceMap: keepsSourceMap)
            .render(template, context: try TestJSON.value(testCase.json))
    }

    private func renderMarkup(_ source: String, name: String, json: String) throws -> RenderedMarkup {
        let template = try MustacheTemplate(source: source, name: name)
        return MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
            .render(template, context: try TestJSON.value(json))
    }
}
