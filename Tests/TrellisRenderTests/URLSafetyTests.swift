import Testing
import TrellisContent
import TrellisRender

/// One rule for every URL a rendered component carries: whatever attribute, quoting, line ends or character
/// references spell it, a script-capable URL is refused, and one that is not passes.
@Suite("URL safety in rendered markup")
struct URLSafetyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        var link: String
        var refused: Bool
        var testDescription: String { "\(template) with \(link)" }
    }

    static let cases: [Case] = [
        Case(template: #"<a href="{{link}}">x</a>"#, link: "javascript:alert(1)", refused: true),
        Case(template: #"<a href="{{link}}">x</a>"#, link: " JavaScript:alert(1)", refused: true),
        Case(template: "<a href=\r\n\"{{link}}\">x</a>", link: "javascript:alert(1)", refused: true),
        Case(template: "<a\u{0C}href={{link}}>x</a>", link: "vbscript:x", refused: true),
        Case(template: #"<img src='{{link}}' alt="">"#, link: "data:text/html,x", refused: true),
        Case(template: ##"<svg><use xlink:href="{{link}}"/></svg>"##, link: "javascript:x", refused: true),
        Case(template: #"<form action="{{link}}"></form>"#, link: "javascript:x", refused: true),
        Case(template: #"<a href="&#106;avascript:{{link}}">x</a>"#, link: "alert(1)", refused: true),
        Case(template: #"<a href="&#x6A;ava&Tab;script:{{link}}">x</a>"#, link: "alert(1)", refused: true),
        Case(template: #"<a href="{{link}}">x</a>"#, link: "https://example.com/?a=1&b=2", refused: false),
        Case(template: #"<img src="{{link}}" alt="javascript:no">"#, link: "a.png", refused: false),
        Case(template: #"<p>href="{{link}}" in text</p>"#, link: "javascript:x", refused: false),
    ]

    @Test("script-capable URLs are refused wherever they are written", arguments: cases)
    func url(_ example: Case) throws {
        let renderer = try RenderFixture.renderer(["card": example.template])
        let component = try RenderFixture.component(
            #"{"type": "card", "id": "c1", "data": {"link": \#(JSONWriter.string(example.link))}}"#)
        var unknown: [UnknownTypeUse] = []
        let diagnostics = renderer.render(component, unknown: &unknown).diagnostics
        let refusals = diagnostics.filter { $0.code == "unsafe-url" }
        #expect(refusals.count == (example.refused ? 1 : 0), "\(diagnostics.map(\.description))")
        #expect(diagnostics.allSatisfy { $0.code == "unsafe-url" }, "\(diagnostics.map(\.description))")
    }

    @Test func aURLFromDataIsReportedAtTheContentValue() throws {
        let renderer = try RenderFixture.renderer(["card": #"<a href="{{link}}">x</a>"#])
        let component = try RenderFixture.component(
            "{\"type\": \"card\", \"id\": \"c1\",\n \"data\": {\"link\": \"javascript:alert(1)\"}}")
        var unknown: [UnknownTypeUse] = []
        let refusal = try #require(renderer.render(component, unknown: &unknown).diagnostics.first)
        #expect(refusal.location?.file == "page.json")
        #expect(refusal.path?.hasSuffix("data.link") == true, "\(refusal)")
        #expect(refusal.message.contains("Templates/components/card.mustache"))
    }
}
