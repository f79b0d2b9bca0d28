import Foundation
import Testing
import TrellisContent
import TrellisRender
import TrellisTestSupport

/// The HTML5 template table (`Tests/Fixtures/TemplateFragments/fragments.json`), each row confirmed valid or
/// broken by the W3C Nu checker in CI (`.ci/nu-fragments.py`): valid templates render with no diagnostic at all,
/// broken ones fail at the template's own line and column.
@Suite("HTML5 templates")
struct TemplateFragmentTests {
    struct Fragment: Decodable, Sendable, CustomTestStringConvertible {
        struct Expected: Decodable, Sendable {
            var line: Int
            var column: Int
            var about: String
        }

        var name: String
        var valid: Bool
        var template: String
        var data: JSONText
        var error: Expected?
        /// A Trellis rule that refuses a fragment HTML5 allows (`script-element`): the expected diagnostic code.
        var policy: String?

        var testDescription: String { name }
    }

    /// Any JSON value, kept as text so the content parser reads it exactly as a page file would.
    struct JSONText: Decodable, Sendable {
        var text: String

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(AnyJSON.self)
            let data = try JSONSerialization.data(withJSONObject: value.object, options: [.fragmentsAllowed])
            text = String(decoding: data, as: UTF8.self)
        }
    }

    static let fragments: [Fragment] = {
        let url = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/TemplateFragments/fragments.json")
        struct Table: Decodable { var fragments: [Fragment] }
        guard let data = try? Data(contentsOf: url), let table = try? JSONDecoder().decode(Table.self, from: data)
        else { return [] }
        return table.fragments
    }()

    @Test func tableIsLargeEnough() {
        #expect(Self.fragments.count { $0.valid } >= 30)
        #expect(Self.fragments.count { !$0.valid } >= 15)
    }

    @Test("Each fragment is accepted or refused at its line", arguments: fragments)
    func fragment(_ fragment: Fragment) throws {
        let file = "Templates/components/frag.mustache"
        let renderer = try RenderFixture.renderer(["frag": fragment.template])
        let component = try RenderFixture.component(#"{"type": "frag", "id": "f1", "data": \#(fragment.data.text)}"#)
        var unknown: [UnknownTypeUse] = []
        let rendered = renderer.render(component, unknown: &unknown)
        var diagnostics = rendered.diagnostics
        // Ids are unique per page; one component is one page's worth here.
        var seen: [String: TrellisContent.SourceLocation] = [:]
        for id in rendered.ids {
            if seen[id.value] != nil {
                diagnostics.append(.error("html-duplicate-id", at: id.location, "duplicate id \(id.value)"))
            }
            seen[id.value] = seen[id.value] ?? id.location
        }
        if let policy = fragment.policy {
            #expect(diagnostics.map(\.code) == ["html-" + policy], "\(diagnostics)")
            return
        }
        if fragment.valid {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
            return
        }
        let expected = try #require(fragment.error)
        let first = try #require(
            diagnostics.min {
                ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
            })
        #expect(first.severity == .error)
        #expect(first.location?.file == file, "\(first)")
        #expect(first.location?.line == expected.line, "\(expected.about): \(first)")
        #expect(first.location?.column == expected.column, "\(expected.about): \(first)")
        #expect(diagnostics.count == 1, "one mistake, one error: \(diagnostics.map(\.description))")
    }
}
