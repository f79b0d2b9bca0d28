import Testing
import TrellisContent
import TrellisTestSupport

/// Includes are shared by many pages that load in parallel: whatever thread reads a section file first, the
/// diagnostics must be the same on every run, each page that includes a missing file must hear about it, and a
/// mistake inside a shared file must be reported once.
@Suite("Includes: read once, reported for every page, the same every run")
struct IncludeTests {
    /// Forty pages that all include `Content/sections/promo.json`, which does not exist.
    static func fortyPagesIncludingAMissingSection() throws -> TemporaryProject {
        var files: [String: String] = [:]
        for index in 1...40 {
            let name = "p\(index < 10 ? "0" : "")\(index)"
            files["Content/pages/\(name).json"] = Fixtures.page(
                sections: #"{"include": "promo"}, {"id": "main", "components": [{"type": "card", "id": "c"}]}"#)
        }
        files["Content/sections/promos.json"] = #"{"id": "promo", "components": []}"#
        return try TemporaryProject(files: files)
    }

    @Test func everyPageThatIncludesAMissingFileGetsItsOwnError() throws {
        let project = try Self.fortyPagesIncludingAMissingSection()
        let errors = project.load().diagnostics.errors
        #expect(errors.count == 40, "\(errors.rendered)")
        #expect(errors.allSatisfy { $0.code == "missing-include" })
        let files = errors.compactMap { $0.location?.file }
        #expect(Set(files).count == 40, "one error for each page, each naming its own page")
        #expect(files == files.sorted(), "in page order")
        #expect(
            errors.first?.message
                == #"include "promo": there is no file \#(project.path)/Content/sections/promo.json; did you mean "promos"?"#
        )
    }

    @Test func anIncludeNamedWithItsExtensionSaysToLeaveItOut() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/p.json": Fixtures.page(sections: #"{"include": "visit-us.json"}"#),
            "Content/sections/visit-us.json": #"{"id": "visit", "components": []}"#,
        ])
        #expect(
            project.load().diagnostics.errors.map(\.message) == [
                #"include "visit-us.json": there is no file \#(project.path)/Content/sections/visit-us.json.json; did you mean "visit-us"? (an include names the file without .json)"#
            ])
    }

    @Test func theSameDiagnosticsOnEveryRun() throws {
        let project = try Self.fortyPagesIncludingAMissingSection()
        let first = project.load().diagnostics.map(\.description)
        for _ in 1...8 {
            #expect(project.load().diagnostics.map(\.description) == first)
        }
    }

    @Test func aMistakeInsideASharedFileIsReportedOnce() throws {
        var files: [String: String] = [
            "Content/site.json": #"{"features": {"beta": true}}"#,
            "Content/sections/promo.json":
                #"{"id": "promo", "layot": {}, "components": [{"type": "card", "id": "x"}, {"type": "card", "id": "x"}, {"type": "card", "feature": "bta"}]}"#,
        ]
        for index in 1...20 {
            files["Content/pages/p\(index).json"] = Fixtures.page(sections: #"{"include": "promo"}"#)
        }
        let project = try TemporaryProject(files: files)
        for _ in 1...3 {
            let diagnostics = project.load().diagnostics
            #expect(diagnostics.count { $0.code == "unknown-key" } == 1, "\(diagnostics.rendered)")
            #expect(diagnostics.count { $0.code == "duplicate-id" } == 1, "\(diagnostics.rendered)")
            #expect(diagnostics.count { $0.code == "undeclared-feature" } == 1, "\(diagnostics.rendered)")
            #expect(diagnostics.allSatisfy { $0.location?.file.hasSuffix("Content/sections/promo.json") == true })
        }
    }

    @Test func aBrokenSharedFileIsReportedOnceAtTheFile() throws {
        var files: [String: String] = ["Content/sections/promo.json": #"{"id": "promo",}"#]
        for index in 1...20 {
            files["Content/pages/p\(index).json"] = Fixtures.page(sections: #"{"include": "promo"}"#)
        }
        let project = try TemporaryProject(files: files)
        let errors = project.load().diagnostics.errors
        #expect(errors.map(\.code) == ["json-syntax"], "\(errors.rendered)")
    }

    @Test func anUnsafeIncludeNameIsReportedOnEveryPage() throws {
        var files: [String: String] = [:]
        for index in 1...10 {
            files["Content/pages/p\(index).json"] = Fixtures.page(sections: #"{"include": "../secret"}"#)
        }
        let project = try TemporaryProject(files: files)
        let errors = project.load().diagnostics.errors
        #expect(errors.count == 10, "\(errors.rendered)")
        #expect(errors.allSatisfy { $0.code == "unsafe-include" })
    }

    @Test func anIncludedIDThatCollidesWithThePageIsReportedForThatPage() throws {
        let project = try TemporaryProject(files: [
            "Content/sections/promo.json": #"{"id": "promo", "components": [{"type": "card", "id": "hero"}]}"#,
            "Content/pages/a.json": Fixtures.page(
                sections: #"{"id": "top", "components": [{"type": "card", "id": "hero"}]}, {"include": "promo"}"#),
            "Content/pages/b.json": Fixtures.page(sections: #"{"include": "promo"}"#),
        ])
        let errors = project.load().diagnostics.errors
        #expect(errors.count == 1, "\(errors.rendered)")
        #expect(errors.first?.location?.file.hasSuffix("Content/sections/promo.json") == true)
        #expect(errors.first?.path == "components[0].id")
        #expect(errors.first?.message.hasPrefix(#"duplicate component id "hero" on page "a" (first at "#) == true)
    }

    @Test func featureGatesInASharedFileLeaveOutContentForEachPage() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"features": {"beta": false}}"#,
            "Content/sections/promo.json": #"{"id": "promo", "feature": "beta", "components": []}"#,
            "Content/pages/a.json": Fixtures.page(sections: #"{"include": "promo"}"#),
            "Content/pages/b.json": Fixtures.page(sections: #"{"include": "promo"}"#),
        ])
        let site = try #require(project.load().site)
        #expect(site.excluded.map(\.pageID) == ["a", "b"])
        #expect(site.pages.map(\.sections.count) == [0, 0])
    }
}
