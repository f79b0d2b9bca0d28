import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport
import TrellisValidation

@Suite("The real catalogs build")
struct RealCatalogTests {
    @Test func exampleCatalogBuildsWithoutWarnings() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog)
        let result = project.build()
        let summary = try #require(result.summary, "\(result.diagnostics.rendered)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.rendered)")
        #expect(summary.pages >= 4)
        let site = try #require(project.load().site)
        #expect(site.pages.contains { !$0.variants.isEmpty }, "a page with a variant")
        #expect(!site.excluded.isEmpty, "a feature-gated section or component")
        #expect(site.pages.contains { $0.sections.contains { $0.includedFrom != nil } }, "an include")
        #expect(
            site.pages.contains { $0.sections.contains { $0.components.contains(where: \.isHidden) } },
            "a hidden component")
        let types = Set(site.allComponents.map(\.type))
        #expect((8...12).contains(types.count))
        for type in types {
            #expect(project.exists("Templates/components/\(type).json"), "\(type) has no contract")
        }
    }

    /// The 50 Adaptive Cards samples: every card builds into valid pages that show all of its text, Markdown
    /// formatted and dates shown as dates.
    @Test func adaptiveCardsShowAllTheirText() throws {
        let project = try TemporaryProject(copying: Fixtures.adaptiveCards)
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics.rendered)")
        #expect(result.diagnostics.errors.isEmpty)
        let expectedData = try Data(contentsOf: Fixtures.adaptiveCards.appendingPathComponent("expected-text.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: expectedData) as? [String: [String]])
        #expect(expected.count == 50)
        for (file, strings) in expected {
            let page = file.replacingOccurrences(of: ".json", with: "")
            let html = try project.read("_site/pages/\(page)/phone.html")
            for text in strings {
                #expect(html.contains(text), "\(page) does not show \(text)")
            }
            #expect(!html.contains("**"), "\(page) shows Markdown as typed")
        }
        // TextBlock text and facts are Markdown (`{{{trellis.markdown.text}}}` in the pack).
        let expense = try project.read("_site/pages/Scenarios-ExpenseReport/phone.html")
        #expect(expense.contains("<strong>EXPENSE APPROVAL</strong>"))
        #expect(expense.contains(#"<a href="https://adaptivecards.io">ER-13052</a>"#))
        #expect(expense.contains("<dd class=\"ac-fact-value\"><strong>Matt Hidinger</strong>"))
        // And so are the card format's date functions: `Created {{DATE(2017-02-14T06:08:39Z, SHORT)}}`.
        let activity = try project.read("_site/pages/Scenarios-ActivityUpdate/phone.html")
        #expect(activity.contains(">Created Tue, Feb 14, 2017</div>"))
        #expect(!activity.contains("{{DATE("))
    }
}
