import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// The build report lists hidden components and what feature toggles left out one by one up to a limit, then counts
/// the rest: at 10,000 pages a report listing every one was 13 MB that no one could read.
@Suite("Build report lists")
struct ReportListTests {
    /// A page with `hidden` components sent with `"data": null` (two thirds `card`, the rest `tile`) and `gated`
    /// sections behind a toggle that is off.
    static func project(hidden: Int, gated: Int) throws -> TemporaryProject {
        let components = (0..<hidden).map { index in
            #"{"type": "\#(index % 3 == 2 ? "tile" : "card")", "id": "h\#(index)", "data": null}"#
        }
        let sections = (0..<gated).map { index in
            #"{"id": "g\#(index)", "feature": "beta", "components": [{"type": "card", "data": {}}]}"#
        }
        let all = [#"{"id": "main", "components": [\#(components.joined(separator: ", "))]}"#] + sections
        return try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "features": {"beta": false}}"#,
            "Content/pages/home.json": #"{"title": "Home", "sections": [\#(all.joined(separator: ", "))]}"#,
            "Templates/components/card.mustache": "<div class=card>card</div>",
            "Templates/components/tile.mustache": "<div class=tile>tile</div>",
        ])
    }

    static func items(in report: String, section: String) -> Int {
        guard let start = report.range(of: #"<h2 id="\#(section)">"#),
            let end = report.range(of: "</section>", range: start.upperBound..<report.endIndex)
        else { return -1 }
        return report[start.upperBound..<end.lowerBound].components(separatedBy: "<li>").count - 1
    }

    @Test func aShortListIsListedWhole() throws {
        let project = try Self.project(hidden: 3, gated: 2)
        #expect(project.build().succeeded)
        let report = try project.read("_site/report.html")
        #expect(Self.items(in: report, section: "hidden") == 3)
        #expect(Self.items(in: report, section: "excluded") == 2)
        #expect(!report.contains("more hidden component"))
        #expect(!report.contains("by toggle"))
    }

    @Test func aLongListShowsTheFirstItemsAndCountsTheRest() throws {
        let limit = 500
        let project = try Self.project(hidden: limit + 100, gated: limit + 1)
        #expect(project.build().succeeded)
        let report = try project.read("_site/report.html")
        // The listed items, then one line per type (or toggle) counting them all.
        #expect(Self.items(in: report, section: "hidden") == limit + 2)
        #expect(report.contains("<code>h0</code>"))
        #expect(report.contains("<code>h\(limit - 1)</code>"))
        #expect(!report.contains("<code>h\(limit)</code>"))
        #expect(report.contains("And 100 more hidden components. All 600 hidden components by type:"))
        #expect(report.contains("<li><code>card</code>, 400×</li>"))
        #expect(report.contains("<li><code>tile</code>, 200×</li>"))
        #expect(Self.items(in: report, section: "excluded") == limit + 1)
        #expect(report.contains("And 1 more item. All 501 items by toggle:"))
        #expect(report.contains("<li><code>beta</code>, 501×</li>"))
    }
}
