import Testing
import TrellisMustache

/// Renders per second for a small card (10 tags, one section over 5 items, one child component). Prints the
/// figure; meaningful only in release mode (`swift test -c release --filter RenderBenchmark`).
@Suite("Render benchmark")
struct RenderBenchmarkTests {
    static let card = """
        <article class="card card--{{style}}">
          <img src="{{imageURL}}" alt="{{imageAlt}}" />
          <h2 class="card-title">{{title}}</h2>
          <p class="card-subtitle">{{subtitle}} · {{rating}}</p>
          <ul class="card-badges">
            {{#badges}}
            <li class="card-badge">{{label}}</li>
            {{/badges}}
          </ul>
          {{{action}}}
        </article>

        """

    @Test func cardRendersPerSecond() throws {
        let template = try MustacheTemplate(source: Self.card, name: "Templates/components/card.mustache")
        #expect(template.tags.count == 10)
        let action = RenderedMarkup(
            bytes: Array(#"<a class="button" href="/watch/1">Watch</a>"#.utf8),
            segments: [MarkupSegment(outputStart: 0, template: "button", sourceOffset: 0, kind: .literal)])
        let badges = (1...5).map { MustacheValue.object(MustacheObject([("label", .text("Badge \($0)"))])) }
        let context = MustacheValue.object(
            MustacheObject([
                ("style", .text("wide")), ("imageURL", .text("/img/dune.jpg")), ("imageAlt", .text("Dune poster")),
                ("title", .text("Dune & Dune Messiah")), ("subtitle", .text("Frank Herbert")),
                ("rating", .number("4.5")), ("badges", .list(badges)), ("action", .markup(action)),
            ]))
        let renderer = MustacheRenderer(partial: { _ in nil }, escapesRawPlainValues: true)
        let first = renderer.render(template, context: context)
        #expect(first.text.contains("<li class=\"card-badge\">Badge 5</li>"))
        #expect(first.text.contains("Dune &amp; Dune Messiah"))

        #if DEBUG
            let iterations = 2_000
        #else
            let iterations = 200_000
        #endif
        var totalBytes = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<iterations { totalBytes &+= renderer.render(template, context: context).bytes.count }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let perSecond = Int(Double(iterations) / seconds)
        print("card template: \(perSecond) renders/s (\(first.bytes.count) bytes, \(first.segments.count) segments)")
        #expect(totalBytes == iterations * first.bytes.count)
    }
}
