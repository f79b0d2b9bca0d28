import Testing
import TrellisMustache

/// Random templates built from Mustache fragments (balanced or not): compiling either succeeds or throws, and
/// every successful render has an exact source map. Nothing may crash.
@Suite("Robustness")
struct RobustnessTests {
    static let fragments = [
        "{{", "}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{#list}}", "{{/list}}", "{{>p}}", "{{>*name}}",
        "{{x}}", "{{{y}}}", "{{&y}}", "{{.}}", "{{a.x}}", "{{!c}}", "{{=<% %>=}}", "<%x%>", "<%={{ }}=%>", "\n",
        "\r\n", "  ", "\t", "text", "é", "<b>", "&", "}", "{",
    ]

    @Test func randomTemplatesNeverCrashAndKeepAnExactMap() throws {
        var generator = SeededGenerator(seed: 7)
        let data = try TestJSON.value(
            #"{"a": {"x": "<ax>"}, "b": false, "list": [{"x": 1}, {"x": "two\nlines"}], "x": "X", "y": "<y>", "name": "p"}"#
        )
        var compiled = 0
        for _ in 0..<1_500 {
            let source = randomTemplate(using: &generator)
            let partialSource = randomTemplate(using: &generator)
            guard let template = try? MustacheTemplate(source: source, name: "main") else { continue }
            let partial = try? MustacheTemplate(source: partialSource, name: "p")
            compiled += 1
            let renderer = MustacheRenderer(
                partial: { $0 == "p" ? partial : nil }, escapesRawPlainValues: false, maximumPartialExpansions: 500)
            let output = renderer.render(template, context: data)
            SourceMapInvariants.check(output, sources: ["main": source, "p": partialSource])
        }
        #expect(compiled > 100)
    }

    private func randomTemplate(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...14, using: &generator)
        return (0..<count).map { _ in Self.fragments.randomElement(using: &generator)! }.joined()
    }
}
