import Foundation
import Testing
import TrellisContent
import TrellisRender
import TrellisTestSupport

@testable import TrellisSite

/// A build checks each page's contracts as the loader reads it and lets its components' JSON sources go: what it
/// reports must be what checking the whole site afterwards reports, and a page without its sources is never
/// passed as checked.
@Suite("Contracts checked as pages are read")
struct ContractCheckOnLoadTests {
    /// A page with mistakes in its own components (a child among them) and in a section it includes.
    static func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": """
            {"sections": [
              {"id": "top", "components": [
                {"type": "card", "id": "c1", "data": {"title": 3}},
                {"type": "card", "id": "c2", "data": {"title": "Fine", "action": {"type": "card", "data": {}}}},
                {"type": "card", "id": "c3", "data": {"title": "Go", "link": "javascript:alert(1)"}}
              ]},
              {"include": "shared"}
            ]}
            """,
            "Content/sections/shared.json": """
            {"id": "shared", "components": [{"type": "card", "id": "s1", "data": {"title": ["no"]}}]}
            """,
            "Templates/components/card.mustache": "<div class=card>{{title}}</div>",
            "Templates/components/card.json": """
            {"schema": {"type": "object", "required": ["title"], "properties": {"title": {"type": "string"}}}}
            """,
        ])
    }

    @Test func checkingAsPagesAreReadReportsWhatCheckingAfterwardsDoes() throws {
        let project = try Self.project()
        let loader = ProjectLoader(projectDirectory: project.path)
        var log = DiagnosticLog()
        let templates = TemplateSet.load(from: loader, externalSchemas: nil, log: &log)
        let plain = try #require(loader.load().site)
        let afterwards = ContractCheck.run(pages: plain.pages, templates: templates, cached: [nil])

        let check = ContractCheck.pageCheck(templates: templates)
        let loaded = loader.load(
            checkPages: { _ in
                { page, _ in
                    let found = check(page)
                    page.dropSources()
                    return found
                }
            })
        let onLoad = loaded.loads.map { $0.contractDiagnostics ?? [] }
        #expect(onLoad.map { $0.map(\.description) } == afterwards.map { $0.map(\.description) })
        #expect(afterwards.first?.count == 3, "\(afterwards)")

        // The page kept its data, and the sources only where they are still needed.
        let page = try #require(loaded.site?.pages.first)
        var kept: [String: Bool] = [:]
        Site.forEachComponent(of: page) { kept[$0.id] = $0.dataSource != nil }
        #expect(kept == ["c1": false, "c2": false, "c2.action": false, "c3": true, "s1": true])
        var titles: [String] = []
        Site.forEachComponent(of: page) {
            if case .string(let title)? = $0.data?["title"] { titles.append(title) } else { titles.append("-") }
        }
        #expect(titles == ["-", "Fine", "-", "Go", "-"])

        // Checked again without what the loader found, the page is read again rather than passed.
        let again = ContractCheck.run(pages: [page], templates: templates, cached: [nil])
        #expect(again.map { $0.map(\.description) } == afterwards.map { $0.map(\.description) })
    }
}
