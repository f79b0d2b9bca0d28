import Testing
import TrellisMustache

/// Rendering never crashes and never hangs: missing partials and runaway recursion are cut off and reported.
@Suite("Render problems")
struct RenderProblemTests {
    @Test func missingPartialPrintsNothingAndIsReportedOnce() throws {
        let template = try MustacheTemplate(source: "a{{#items}}{{>gone}}{{/items}}b", name: "main")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(template, context: try TestJSON.value(#"{"items": [1, 2, 3]}"#))
        #expect(output.text == "ab")
        #expect(
            output.problems == [
                MustacheRenderProblem(kind: .missingPartial, template: "main", sourceOffset: 11, partialName: "gone")
            ])
    }

    @Test func selfIncludingPartialStopsAtTheDepthLimit() throws {
        let node = try MustacheTemplate(source: "<{{>node}}>", name: "node")
        let renderer = MustacheRenderer(partial: { _ in node }, escapesRawPlainValues: false)
        let output = renderer.render(node, context: .null)
        #expect(output.text == String(repeating: "<", count: 65) + String(repeating: ">", count: 65))
        #expect(output.problems.map(\.kind) == [.partialDepthLimitReached])
        #expect(output.problems.first?.template == "node")
    }

    @Test func exponentialPartialsStopAtTheBudget() throws {
        let doubling = try MustacheTemplate(source: "{{>p}}{{>p}}x", name: "p")
        let renderer = MustacheRenderer(
            partial: { _ in doubling }, escapesRawPlainValues: false, maximumPartialExpansions: 1_000)
        let output = renderer.render(doubling, context: .null)
        #expect(output.bytes.count == 1_001)
        #expect(output.problems.contains { $0.kind == .partialBudgetExhausted })
    }

    @Test func deeplyNestedSectionsDoNotOverflowTheStack() throws {
        let depth = 20_000
        // `{{#.}}` keeps every level's lookup constant-time, so the test measures depth, not name resolution.
        let source = String(repeating: "{{#.}}", count: depth) + "x" + String(repeating: "{{/.}}", count: depth)
        let template = try MustacheTemplate(source: source, name: "deep")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(template, context: .bool(true))
        #expect(output.text == "x")
    }

    @Test func deeplyNestedDataDoesNotOverflowTheStack() throws {
        var value = MustacheValue.text("leaf")
        for _ in 0..<10_000 { value = .object(MustacheObject([("a", value)])) }
        let template = try MustacheTemplate(source: "{{#a}}{{#a}}{{#a}}{{a.a.a}}{{/a}}{{/a}}{{/a}}", name: "t")
        let output = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: false)
            .render(template, context: value)
        #expect(output.text.isEmpty)
        #expect(output.problems.isEmpty)
    }
}
