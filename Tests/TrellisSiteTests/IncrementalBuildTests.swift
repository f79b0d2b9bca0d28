import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A warm build (unchanged pages taken from the build cache beside the site) writes and reports exactly what a
/// clean build of the same project does, whatever was edited; and it does only the work the edit calls for.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    /// Every file of a built site, by path, and what the build said.
    struct Outcome: Equatable {
        var files: [String: Data]
        var diagnostics: [String]
        var pages: Int?
        var renderings: Int?
    }

    /// Builds with the cache into `_site`, then, with that site and cache moved aside, builds from scratch
    /// without the cache into the same `_site` (diagnostics name the output, so the path must be the same), and
    /// puts the warm site and its cache back for the next step.
    static func warmAndClean(
        _ project: TemporaryProject
    ) throws -> (warm: Outcome, clean: Outcome, summary: BuildSummary?) {
        let warm = project.build()
        let warmOutcome = outcome(warm, project)
        let manager = FileManager.default
        let site = project.url("_site")
        let cache = project.url("._site.trellis-cache")
        let keptSite = project.url("kept-site")
        let keptCache = project.url("kept-cache")
        let hadSite = manager.fileExists(atPath: site.path)
        let hadCache = manager.fileExists(atPath: cache.path)
        if hadSite { try manager.moveItem(at: site, to: keptSite) }
        if hadCache { try manager.moveItem(at: cache, to: keptCache) }
        let clean = project.build(useCache: false)
        let cleanOutcome = outcome(clean, project)
        #expect(!manager.fileExists(atPath: cache.path), "a build without the cache writes none")
        if manager.fileExists(atPath: site.path) { try manager.removeItem(at: site) }
        if hadSite { try manager.moveItem(at: keptSite, to: site) }
        if hadCache { try manager.moveItem(at: keptCache, to: cache) }
        return (warmOutcome, cleanOutcome, warm.summary)
    }

    static func outcome(_ result: BuildResult, _ project: TemporaryProject) -> Outcome {
        var files: [String: Data] = [:]
        for path in project.files(under: "_site") {
            files[path] = FileManager.default.contents(atPath: project.url("_site/" + path).path)
        }
        return Outcome(
            files: files, diagnostics: result.diagnostics.map(\.description), pages: result.summary?.pages,
            renderings: result.summary?.renderings)
    }

    /// Names the first difference, so a failure says which file or diagnostic a warm build got wrong.
    static func difference(_ warm: Outcome, _ clean: Outcome) -> String? {
        if warm.diagnostics != clean.diagnostics {
            return "diagnostics differ:\nwarm: \(warm.diagnostics)\nclean: \(clean.diagnostics)"
        }
        let paths = Set(warm.files.keys).union(clean.files.keys).sorted()
        for path in paths where warm.files[path] != clean.files[path] {
            let shown = { (data: Data?) in data.map { String(decoding: $0.prefix(400), as: UTF8.self) } ?? "(missing)" }
            return "\(path) differs:\nwarm: \(shown(warm.files[path]))\nclean: \(shown(clean.files[path]))"
        }
        if warm.pages != clean.pages || warm.renderings != clean.renderings { return "summaries differ" }
        return nil
    }

    /// A project file with its first `"key": "` value prefixed by `prefix`.
    static func prefixFirstValue(_ project: TemporaryProject, _ file: String, key: String, with prefix: String) throws {
        let text = try project.read(file)
        let marker = "\"\(key)\": \""
        guard let range = text.range(of: marker) else { return }
        try project.write(file, text.replacingCharacters(in: range, with: marker + prefix))
    }

    /// Replaces the first string value of `key` (an edit that stays within a contract's `maxLength`, however often
    /// it is repeated).
    static func setFirstValue(_ project: TemporaryProject, _ file: String, key: String, to value: String) throws {
        let text = try project.read(file)
        let marker = "\"\(key)\": \""
        guard let start = text.range(of: marker), let end = text[start.upperBound...].firstIndex(of: "\"") else {
            return
        }
        try project.write(file, text.replacingCharacters(in: start.upperBound..<end, with: value))
    }

    /// One edit of the kinds people make, chosen at random; returns what it did, for the failure message.
    static func edit(_ project: TemporaryProject, step: Int, random: inout SeededGenerator) throws -> String {
        let pages = project.files(under: "Content/pages").filter { $0.hasSuffix(".json") }
        let added = pages.filter { $0.hasPrefix("copies/") }
        let page = "Content/pages/" + pages.randomElement(using: &random)!
        switch Int.random(in: 0..<11, using: &random) {
        case 0:
            try prefixFirstValue(project, page, key: "title", with: "Edited \(step) ")
            return "page title in \(page)"
        case 1:
            let source = pages.filter { !$0.hasPrefix("copies/") }.randomElement(using: &random)!
            let text = try project.read("Content/pages/" + source)
            let id = "copies/page-\(step)"
            let copy = text.replacingOccurrences(
                of: #"^\{\s*"id": "[^"]*""#, with: "{\n  \"id\": \"\(id)\"", options: .regularExpression)
            try project.write("Content/pages/\(id).json", copy)
            return "page \(id) added as a copy of \(source)"
        case 2:
            guard let victim = added.randomElement(using: &random) else { return "nothing to remove" }
            try project.remove("Content/pages/" + victim)
            return "page \(victim) removed"
        case 3:
            guard let victim = added.randomElement(using: &random) else { return "nothing to rename" }
            let text = try project.read("Content/pages/" + victim)
            let id = "copies/renamed-\(step)"
            try project.remove("Content/pages/" + victim)
            try project.write(
                "Content/pages/\(id).json",
                text.replacingOccurrences(
                    of: #"^\{\s*"id": "[^"]*""#, with: "{\n  \"id\": \"\(id)\"", options: .regularExpression))
            return "page \(victim) renamed to \(id)"
        case 4:
            let include = "Content/sections/" + project.files(under: "Content/sections").randomElement(using: &random)!
            try prefixFirstValue(project, include, key: "title", with: "Included \(step) ")
            try setFirstValue(project, include, key: "eyebrow", to: "Included \(step)")
            return "include \(include)"
        case 5:
            let template = try templateFile(project, ".mustache", &random)
            try project.write(template, try project.read(template).replacingOccurrences(of: "</", with: " \(step)</"))
            return "template \(template)"
        case 6:
            let contract = try templateFile(project, ".json", &random)
            try prefixFirstValue(project, contract, key: "description", with: "Edited \(step). ")
            return "contract \(contract)"
        case 7:
            try prefixFirstValue(project, "Content/site.json", key: "title", with: "Site \(step) ")
            return "site.json title"
        case 8:
            let stylesheet = try templateFile(project, ".css", &random)
            try project.write(stylesheet, try project.read(stylesheet) + "\n.edit-\(step) { color: red; }\n")
            return "stylesheet \(stylesheet)"
        case 9:
            try project.write(page, try project.read(page))
            return "\(page) saved unchanged"
        default:
            // Someone (or something) changed a file of the built site: the next build must put it right.
            guard let file = project.files(under: "_site/pages").randomElement(using: &random) else {
                return "no site yet"
            }
            try project.write("_site/pages/" + file, "tampered")
            return "_site/pages/\(file) overwritten"
        }
    }

    static func templateFile(
        _ project: TemporaryProject, _ suffix: String, _ random: inout SeededGenerator
    ) throws -> String {
        let files = project.files(under: "Templates/components").filter { $0.hasSuffix(suffix) }
        return "Templates/components/" + (try #require(files.randomElement(using: &random)))
    }

    @Test(arguments: [UInt64(1), 2, 3, 6])
    func randomEditsGiveTheCleanBuildsBytes(seed: UInt64) throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        var random = SeededGenerator(seed: seed)
        var history: [String] = []
        var reusedAny = false
        for step in 0..<10 {
            if step > 0 { history.append(try Self.edit(project, step: step, random: &random)) }
            let (warm, clean, summary) = try Self.warmAndClean(project)
            reusedAny = reusedAny || (summary?.pagesReused ?? 0) > 0
            #expect(warm.pages != nil, "the build failed after \(history): \(warm.diagnostics)")
            if let difference = Self.difference(warm, clean) {
                Issue.record("after \(history): \(difference)")
                return
            }
        }
        #expect(reusedAny, "no step reused a page: the cache was never used")
    }

    @Test func onePageEditRendersOnlyThatPage() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let first = project.build()
        let pages = try #require(first.summary?.pages)
        #expect(first.summary?.pagesReused == 0)
        #expect(project.build().summary?.pagesReused == pages, "nothing changed: every page reused")
        try Self.prefixFirstValue(project, "Content/pages/shop.json", key: "title", with: "New ")
        let edited = project.build()
        #expect(edited.summary?.pagesReused == pages - 1)
        #expect(try project.read("_site/pages/shop/index.html").contains("New "))
    }

    /// The files an update replaced wait beside the site, as inert trash (no plan a later build could undo), for the
    /// next build to write over (`SpareFilesTests`); the site is the new one meanwhile, and a build with nothing to
    /// write keeps them.
    @Test func theFilesAnUpdateReplacedWaitAsTrashForTheNextBuild() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build().succeeded)
        func trash() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: project.path)) ?? []).filter {
                $0.hasPrefix("._site.trellis-trash-")
            }
        }
        func buildAsTheCommandDoes() -> BuildResult {
            var options = BuildOptions(projectDirectory: project.path)
            options.endsProcess = true
            return SiteBuilder(options: options).build()
        }
        #expect(trash().isEmpty)
        let before = try project.read("_site/pages/shop/index.html")
        try Self.prefixFirstValue(project, "Content/pages/shop.json", key: "title", with: "New ")
        #expect(buildAsTheCommandDoes().succeeded)
        let waiting = trash()
        #expect(waiting.count == 1, "\(waiting)")
        let kept = try #require(waiting.first)
        #expect(!FileManager.default.fileExists(atPath: project.url(kept).appendingPathComponent("plan").path))
        // In the journal's subfolders (`new/<index % 16>/<index>`), or in the spill folder kept with them, where a
        // rendered page's files were exchanged with their previous versions.
        let replaced = try FileManager.default.subpathsOfDirectory(atPath: project.url(kept).path)
        #expect(
            replaced.contains {
                (try? String(contentsOf: project.url(kept + "/" + $0), encoding: .utf8)) == before
            },
            "the previous preview is among them")
        #expect(try project.read("_site/pages/shop/index.html").contains("New "))
        #expect(buildAsTheCommandDoes().succeeded)
        #expect(trash() == waiting, "nothing to write: kept for a later build")
    }

    /// Page a links to an anchor of page b's renderings.
    static let pagesLinkedByAnAnchor: [String: String] = [
        "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
        "Content/pages/a.json": #"[{"type": "link", "id": "l", "data": {"href": "../b/phone.html#b-anchor"}}]"#,
        "Content/pages/b.json": #"[{"type": "target", "id": "t", "data": {"anchor": "b-anchor", "text": "B"}}]"#,
        "Templates/components/link.mustache": "<a href=\"{{href}}\">to b</a>",
        "Templates/components/target.mustache": "<p id=\"{{anchor}}\">{{text}}</p>",
    ]

    /// An unchanged page's link results come from the cache while the site's files and anchors stay the same, and
    /// are checked again when they change: the page is not rendered again, its links are.
    @Test func anUnchangedPagesLinksAreCheckedAgainWhenTheirTargetChanges() throws {
        let project = try TemporaryProject(files: Self.pagesLinkedByAnAnchor)
        func brokenLinks(_ result: BuildResult) -> [String] {
            result.diagnostics.filter { $0.code == "broken-link" }.map(\.message)
        }
        #expect(brokenLinks(project.build()).isEmpty)
        // A text edit of b: a's links are taken from the cache, still fine.
        try project.write(
            "Content/pages/b.json", #"[{"type": "target", "id": "t", "data": {"anchor": "b-anchor", "text": "B2"}}]"#)
        let textEdit = project.build()
        #expect(textEdit.summary?.pagesReused == 1)
        #expect(brokenLinks(textEdit).isEmpty)
        // b loses the anchor: a is not rendered again, but its link is reported.
        try project.write(
            "Content/pages/b.json", #"[{"type": "target", "id": "t", "data": {"anchor": "other", "text": "B2"}}]"#)
        let anchorGone = project.build()
        #expect(anchorGone.summary?.pagesReused == 1)
        #expect(
            brokenLinks(anchorGone).contains { $0.contains("pages/b/phone.html has no element with id \"b-anchor\"") },
            "\(anchorGone.diagnostics)")
        // And a build with nothing changed reports it again, from the cache.
        let again = project.build()
        #expect(again.summary?.pagesReused == 2)
        #expect(brokenLinks(again) == brokenLinks(anchorGone))
    }

    /// The same when the anchor stands only in b's renderings: the type's component page shows its contract's
    /// example, not b's use, so the site's shape changes only through b's renderings' ids.
    @Test func anAnchorOnlyARenderingHoldsIsFollowedByTheLinksToIt() throws {
        let project = try TemporaryProject(
            files: Self.pagesLinkedByAnAnchor.merging([
                "Templates/components/target.json": #"{"examples": [{"anchor": "example-anchor", "text": "E"}]}"#
            ]) { $1 })
        let first = project.build()
        #expect(
            first.succeeded && first.diagnostics.filter { $0.code == "broken-link" }.isEmpty, "\(first.diagnostics)")
        #expect(!(try project.read("_site/components/target.html")).contains("b-anchor"))
        try project.write(
            "Content/pages/b.json", #"[{"type": "target", "id": "t", "data": {"anchor": "other", "text": "B"}}]"#)
        let anchorGone = project.build()
        #expect(anchorGone.summary?.pagesReused == 1)
        #expect(
            anchorGone.diagnostics.contains {
                $0.code == "broken-link"
                    && $0.message.contains("pages/b/phone.html has no element with id \"b-anchor\"")
            }, "\(anchorGone.diagnostics)")
    }

    /// A preview's own broken links (here from a theme override) are found once and replayed from the cache while
    /// the site's shape stays the same; they follow the site when it changes.
    @Test func anUnchangedPreviewsBrokenLinksAreReportedOnEveryBuild() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/a.json": #"[{"type": "target", "id": "t", "data": {"text": "A"}}]"#,
            "Templates/components/target.mustache": "<p>{{text}}</p>",
            "Templates/site/page.mustache": """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8" /><title>{{title}}</title></head>
            <body><a href="phone.html">phone</a> <a href="../b/index.html">b</a></body></html>
            """,
        ])
        func brokenLinks(_ result: BuildResult) -> [String] {
            result.diagnostics.filter { $0.code == "broken-link" }.map(\.description)
        }
        let first = project.build()
        #expect(first.summary != nil, "\(first.diagnostics)")
        #expect(brokenLinks(first).count == 1, "\(first.diagnostics)")
        #expect(brokenLinks(first).first?.contains("pages/a/index.html:3:") == true, "\(brokenLinks(first))")
        #expect(brokenLinks(first).first?.contains("href \"../b/index.html\"") == true, "\(brokenLinks(first))")
        let again = project.build()
        #expect(again.summary?.pagesReused == 1)
        #expect(brokenLinks(again) == brokenLinks(first))
        // Page b appears: a is not rendered again, and its preview's link is whole.
        try project.write("Content/pages/b.json", #"[{"type": "target", "id": "t", "data": {"text": "B"}}]"#)
        let withB = project.build()
        #expect(withB.summary?.pagesReused == 1)
        #expect(brokenLinks(withB).allSatisfy { !$0.contains("pages/a/index.html") }, "\(brokenLinks(withB))")
        // Page b goes again: a is still taken from the cache (its preview's links read back from the site, which the
        // cache does not keep), and its link is broken again, at the same place.
        try FileManager.default.removeItem(at: project.url("Content/pages/b.json"))
        let withoutB = project.build()
        #expect(withoutB.summary?.pagesReused == 1)
        #expect(brokenLinks(withoutB) == brokenLinks(first), "\(withoutB.diagnostics)")
    }

    /// The catalog's own pages are rendered on every build, but one with the bytes of the last build's is neither
    /// validated nor scanned again: its broken links must still follow the site (here a component page's example
    /// links to an anchor of a page, which goes away and comes back).
    @Test func anUnchangedCatalogPagesLinksAreCheckedAgainWhenTheirTargetChanges() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/b.json": #"[{"type": "target", "id": "t", "data": {"anchor": "b-anchor", "text": "B"}}]"#,
            "Templates/components/link.mustache": "<a href=\"{{href}}\">to b</a>",
            "Templates/components/link.json": #"{"examples": [{"href": "../pages/b/phone.html#b-anchor"}]}"#,
            "Templates/components/target.mustache": "<p id=\"{{anchor}}\">{{text}}</p>",
        ])
        func brokenLinks(_ result: BuildResult) -> [String] {
            result.diagnostics.filter { $0.code == "broken-link" }.map(\.description)
        }
        let first = project.build()
        #expect(first.summary != nil && brokenLinks(first).isEmpty, "\(first.diagnostics)")
        let catalogPage = try project.read("_site/components/link.html")
        try project.write(
            "Content/pages/b.json", #"[{"type": "target", "id": "t", "data": {"anchor": "other", "text": "B"}}]"#)
        let anchorGone = project.build()
        #expect(try project.read("_site/components/link.html") == catalogPage)
        #expect(
            brokenLinks(anchorGone).contains {
                $0.contains("components/link.html")
                    && $0.contains("pages/b/phone.html has no element with id \"b-anchor\"")
            }, "\(anchorGone.diagnostics)")
        #expect(brokenLinks(project.build()) == brokenLinks(anchorGone))
        try project.write(
            "Content/pages/b.json", #"[{"type": "target", "id": "t", "data": {"anchor": "b-anchor", "text": "B"}}]"#)
        #expect(brokenLinks(project.build()).isEmpty)
    }

    @Test func aTemplateEditRendersOnlyThePagesShowingItsType() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        _ = project.build()
        let site = try #require(project.load().site)
        let showing = site.pages.filter { page in
            var shows = false
            Site.forEachComponent(of: page) { shows = shows || $0.type == "settings-row" }
            return shows
        }
        #expect(!showing.isEmpty && showing.count < site.pages.count)
        let template = "Templates/components/settings-row.mustache"
        try project.write(template, try project.read(template).replacingOccurrences(of: "</", with: " x</"))
        let result = project.build()
        #expect(result.summary?.pagesReused == site.pages.count - showing.count)
        #expect(result.summary?.pagesSpliced == showing.count, "only the edited markup is rendered again")
    }

    /// Template edits, one after another, each with how many pages only get their markup replaced (`nil`: all that
    /// show the type): a section header's, a button's (shown alone and inside other components), one that gives the
    /// button an `id` (the page must check its ids: rendered in full) and the next one (its old markup had ids).
    static let templateEdits: [(type: String, edit: @Sendable (String) -> String, spliced: Int?)] = [
        ("section-header", { $0.replacingOccurrences(of: "</", with: " edited</") }, nil),
        ("button", { $0.replacingOccurrences(of: "<a ", with: "<a data-edited=\"1\" ") }, nil),
        (
            "button",
            {
                $0.replacingOccurrences(of: "<a ", with: "<a id=\"b-{{trellis.id}}\" ")
                    .replacingOccurrences(of: "<button ", with: "<button id=\"b-{{trellis.id}}\" ")
            }, 0
        ),
        ("button", { $0.replacingOccurrences(of: #" id="b-{{trellis.id}}""#, with: "") }, 0),
        ("button", { $0.replacingOccurrences(of: "</", with: " again</") }, nil),
    ]

    @Test func aTemplateEditReplacesOnlyItsComponentsMarkupAsACleanBuildWritesIt() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        _ = project.build()
        let site = try #require(project.load().site)
        for (step, (type, edit, spliced)) in Self.templateEdits.enumerated() {
            let showing = site.pages.count { page in
                var shows = false
                Site.forEachComponent(of: page) { shows = shows || $0.type == type }
                return shows
            }
            let template = "Templates/components/\(type).mustache"
            let before = try project.read(template)
            try project.write(template, edit(before))
            #expect(try project.read(template) != before, "step \(step) edits \(template)")
            let (warm, clean, summary) = try Self.warmAndClean(project)
            #expect(summary?.pagesReused == site.pages.count - showing, "step \(step)")
            #expect(summary?.pagesSpliced == spliced ?? showing, "step \(step): \(type)")
            if let difference = Self.difference(warm, clean) { Issue.record("step \(step): \(difference)") }
        }
    }

    /// A page taken from the cache as a skeleton, with hidden components (`"data": null`, no box in the rendering),
    /// a header and footer, and a component whose child shows the edited type: the edit is spliced into it (only the
    /// markup of the components that show the type is made again), and the site is what a clean build writes.
    @Test func aTemplateEditIsSplicedAroundHiddenComponentsAndIntoChildren() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/a.json": #"""
            {"sections": [
              {"id": "top", "header": {"type": "title", "id": "h", "data": {"text": "Top"}},
               "footer": {"type": "title", "id": "f", "data": {"text": "End"}},
               "components": [
                 {"type": "badge", "id": "gone", "data": null},
                 {"type": "badge", "id": "b1", "data": {"text": "one"}},
                 {"type": "title", "id": "t1", "data": null},
                 {"type": "card", "id": "c1", "data": {"badge": {"type": "badge", "id": "b2", "data": {"text": "two"}}}},
                 {"type": "title", "id": "t2", "data": {"text": "plain"}}
               ]}
            ]}
            """#,
            "Content/pages/other.json": #"[{"type": "title", "id": "x", "data": {"text": "no badge here"}}]"#,
            "Templates/components/badge.mustache": "<span class=\"badge\">{{text}}</span>",
            "Templates/components/title.mustache": "<h2>{{text}}</h2>",
            "Templates/components/card.mustache": "<div class=\"card\">{{{badge}}}</div>",
        ])
        let first = project.build()
        #expect(first.summary != nil, "\(first.diagnostics)")
        try project.write("Templates/components/badge.mustache", "<span class=\"badge edited\">{{text}}</span>")
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect(summary?.pagesSpliced == 1 && summary?.pagesReused == 1, "\(warm.diagnostics)")
        if let difference = Self.difference(warm, clean) { Issue.record("\(difference)") }
        #expect(
            warm.files["pages/a/phone.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("badge edited")
                == true)
    }

    /// A site theme's rendering part that prints the sections twice, or escaped and raw, or not at all: a template
    /// edit never leaves a copy of the old markup behind (the cache knows where the components are only in a
    /// rendering that holds the sections once, as they were written), and the site is what a clean build writes.
    @Test(arguments: [
        "{{{sections}}}<hr>{{{sections}}}", "<template>{{sections}}</template>{{{sections}}}",
        "{{{sections}}}<pre>{{sections}}</pre>", "<p>none</p>", "<div>{{{sections}}}</div>",
    ])
    func aTemplateEditIsSplicedOnlyWhereTheSectionsAreOnce(_ body: String) throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/a.json": #"[{"type": "badge", "id": "b", "data": {"text": "one"}}]"#,
            "Templates/components/badge.mustache": "<span class=\"badge\">{{text}}</span>",
            "Templates/site/rendering.mustache": """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>{{pageTitle}}</title></head>
            <body><main>\(body)</main></body></html>
            """,
        ])
        let first = project.build()
        #expect(first.summary != nil, "\(first.diagnostics)")
        for edit in ["badge edited", "badge again"] {
            try project.write("Templates/components/badge.mustache", "<span class=\"\(edit)\">{{text}}</span>")
            let (warm, clean, _) = try Self.warmAndClean(project)
            if let difference = Self.difference(warm, clean) { Issue.record("\(body), \(edit): \(difference)") }
            // The sections printed escaped show the markup as text, not what stands for it while the theme renders.
            let page = clean.files["pages/a/phone.html"].map { String(decoding: $0, as: UTF8.self) } ?? ""
            #expect(
                page.contains(edit) == body.contains("sections") && !page.contains("trellis-placed-markup"),
                "\(body): \(page)")
        }
    }

    /// A template edit spliced into the renderings keeps what the last link check found in the page's links only
    /// when they are the same links from the same template places: a broken link the edit moves, fixes or breaks, or
    /// puts after another, is reported as a clean build reports it.
    @Test func aTemplateEditThatChangesLinksHasThemCheckedAgain() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/a.json": #"""
            [{"type": "card", "id": "c", "data": {"href": "../gone/phone.html", "label": "Gone"}},
             {"type": "note", "id": "n", "data": {"text": "N"}}]
            """#,
            "Templates/components/card.mustache": #"<a href="{{href}}">{{label}}</a>"#,
            "Templates/components/note.mustache": "<p>{{text}}</p>",
        ])
        #expect(project.build().diagnostics.count { $0.code == "broken-link" } == 1)
        let steps: [(template: String, broken: Int)] = [
            (#"<a href="{{href}}">{{label}}, again</a>"#, 1),
            ("<!-- moved down -->\n" + #"<a href="{{href}}">{{label}}</a>"#, 1),
            (#"<a href="../a/phone.html">{{label}}</a>"#, 0),
            (#"<a href="{{href}}">{{label}}</a>"#, 1),
            (#"<a href="../a/phone.html">A</a> <a href="{{href}}">{{label}}</a>"#, 1),
        ]
        for (step, (template, broken)) in steps.enumerated() {
            try project.write("Templates/components/card.mustache", template)
            let (warm, clean, summary) = try Self.warmAndClean(project)
            #expect(summary?.pagesSpliced == 1, "step \(step)")
            #expect(warm.diagnostics.count { $0.contains("gone/phone.html") } == broken, "step \(step)")
            if let difference = Self.difference(warm, clean) { Issue.record("step \(step): \(difference)") }
        }
    }

    #if os(Linux)  // the file's times to the nanosecond, as Glibc names them
        /// A page file whose stamp is as the last build saw it is not read again; an edit that keeps the file's size and
        /// puts its modification time back (as `rsync --times`, `cp -p` or an editor's "keep timestamps" do) is seen all
        /// the same: the stamp holds the status-change time too, which no program can set back.
        @Test func anEditThatKeepsAPageFilesSizeAndTimeIsSeen() async throws {
            let project = try TemporaryProject(
                copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
            // The cache keeps no stamp of a file changed in the last seconds (`FileStamp.isSettled`): let them settle.
            try await Task.sleep(for: .seconds(FileStamp.settlingSeconds + 1))
            let pages = try #require(project.build().summary?.pages)
            #expect(project.build().summary?.pagesReused == pages)
            let path = project.url("Content/pages/shop.json").path
            var before = stat()
            try #require(lstat(path, &before) == 0)
            let text = try project.read("Content/pages/shop.json")
            let title = try #require(text.range(of: "\"title\": \""))
            let first = text[title.upperBound]
            let replacement: Character = first == "Q" ? "Z" : "Q"
            // In place, one byte, and the modification time put back to the nanosecond.
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            try handle.seek(toOffset: UInt64(text.utf8.distance(from: text.utf8.startIndex, to: title.upperBound)))
            try handle.write(contentsOf: Data(String(replacement).utf8))
            try handle.close()
            let times = [before.st_atim, before.st_mtim]
            try #require(utimensat(AT_FDCWD, path, times, 0) == 0)
            var after = stat()
            try #require(lstat(path, &after) == 0)
            #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
            #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
            let edited = project.build()
            #expect(edited.summary?.pagesReused == pages - 1)
            #expect(
                try project.read("_site/pages/shop/index.html").contains(
                    "\(replacement)" + text[title.upperBound...].dropFirst().prefix(5)))
        }
    #endif

    @Test func aStylesheetOrNoOpSaveRendersNothing() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let pages = try #require(project.build().summary?.pages)
        try project.write("Content/pages/home.json", try project.read("Content/pages/home.json"))
        let stylesheet = "Templates/components/poster.css"
        try project.write(stylesheet, try project.read(stylesheet) + "\n.poster { outline: 0; }\n")
        let result = project.build()
        #expect(result.summary?.pagesReused == pages)
        #expect(try project.read("_site/assets/components.css").contains(".poster { outline: 0; }"))
    }

    /// The cache's files (one per shard of the pages, and the catalog's), with their bytes.
    static func cacheFiles(_ project: TemporaryProject) throws -> [(url: URL, bytes: Data)] {
        let folder = project.url("._site.trellis-cache")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            let url = folder.appendingPathComponent($0)
            return (url, try Data(contentsOf: url))
        }
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let pages = try #require(project.build().summary?.pages)
        let files = try Self.cacheFiles(project)
        #expect(files.count >= 2)
        for cut in [0, 10, 0.5, -1] as [Double] {
            for (url, bytes) in files {
                let length = cut == 0.5 ? bytes.count / 2 : cut < 0 ? bytes.count - 1 : Int(cut)
                try bytes.prefix(length).write(to: url)
            }
            let (warm, clean, summary) = try Self.warmAndClean(project)
            #expect(summary?.pagesReused == 0, "a cache cut at \(cut) was used")
            #expect(Self.difference(warm, clean) == nil)
        }
        for (url, bytes) in try Self.cacheFiles(project) {
            var garbage = bytes
            for index in stride(from: 30, to: garbage.count, by: 97) { garbage[index] ^= 0x5A }
            try garbage.write(to: url)
        }
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect(summary?.pagesReused == 0)
        #expect(Self.difference(warm, clean) == nil)
        // Damage that still parses, in one file: one letter of a recorded link changed. Only that file's pages are
        // built again.
        _ = project.build()
        let needle = Data("https://".utf8)
        let (url, bytes) = try #require(
            Self.cacheFiles(project).first { $0.bytes.range(of: needle) != nil }, "the example records external links")
        var text = bytes
        let found = try #require(text.range(of: needle))
        text[found.lowerBound + 4] = UInt8(ascii: "x")
        try text.write(to: url)
        // Without the build record, which a build whose inputs had settled writes: with it, the next build would
        // report the last one again without reading the cache (nothing it reads changed).
        try? FileManager.default.removeItem(at: project.url("._site.trellis-cache/last-build"))
        let (warmAfter, cleanAfter, summaryAfter) = try Self.warmAndClean(project)
        #expect((summaryAfter?.pagesReused ?? 0) < pages, "a cache file whose contents were altered is not used")
        #expect(Self.difference(warmAfter, cleanAfter) == nil)
    }

    /// A one-page edit rewrites the cache file of that page's shard and the catalog's, not the others (a file
    /// rewritten is a new file renamed into place: a new inode).
    /// The page loads (`loads-0` … `loads-15`) only spare reading unchanged page files: damaged, they are ignored, the files are
    /// read, and the pages' own entries still spare rendering them.
    @Test func damagedPageLoadsAreIgnored() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let pages = try #require(project.build().summary?.pages)
        for (url, data) in try Self.cacheFiles(project) where url.lastPathComponent.hasPrefix("loads-") {
            var bytes = data
            for index in stride(from: 40, to: bytes.count, by: 61) { bytes[index] ^= 0x21 }
            try bytes.write(to: url)
        }
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect(summary?.pagesReused == pages)
        #expect(Self.difference(warm, clean) == nil)
    }

    @Test func aOnePageEditRewritesOneCacheFile() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        _ = project.build()
        let first = try Self.cacheInodes(project)
        _ = project.build()
        let unchanged = try Self.cacheInodes(project)
        #expect(unchanged.keys.sorted() == first.keys.sorted())
        #expect(unchanged.filter { first[$0.key] != $0.value }.keys.sorted() == ["catalog"])
        let page = try #require(project.files(under: "Content/pages").first { $0.hasSuffix(".json") })
        try Self.prefixFirstValue(project, "Content/pages/" + page, key: "title", with: "Edited ")
        let edited = project.build()
        #expect(edited.summary?.pagesReused == (edited.summary?.pages ?? 0) - 1, "\(edited.diagnostics)")
        let rewritten = try Self.cacheInodes(project).filter { unchanged[$0.key] != $0.value }.keys.sorted()
        // The catalog's file, the shard of the page's load, and its entry's shard: both its parts.
        let shard = try #require(rewritten.last?.split(separator: "-").last)
        #expect(rewritten == ["catalog", rewritten[1], "pages-\(shard)", "renderings-\(shard)"], "\(rewritten)")
        #expect(rewritten[1].hasPrefix("loads-"))
        let (warm, clean, _) = try Self.warmAndClean(project)
        #expect(Self.difference(warm, clean) == nil)
    }

    /// Each cache file's inode, by name: a file rewritten is a new file renamed into place.
    static func cacheInodes(_ project: TemporaryProject) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for (url, _) in try cacheFiles(project) {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            result[url.lastPathComponent] = (attributes[.systemFileNumber] as? NSNumber)?.intValue
        }
        return result
    }

    /// A template edit changes what the pages showing the type rendered, not what their work found: only the
    /// cache's `renderings-` files (and the catalog's) are written again, and the next build still takes every page
    /// from the cache.
    @Test func aTemplateEditRewritesOnlyTheRenderingsPartOfTheCache() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        _ = project.build()
        let before = try Self.cacheInodes(project)
        let template = "Templates/components/settings-row.mustache"
        try project.write(template, try project.read(template).replacingOccurrences(of: "</", with: " x</"))
        let edited = project.build()
        #expect((edited.summary?.pagesSpliced ?? 0) > 0, "\(edited.diagnostics)")
        let rewritten = try Self.cacheInodes(project).filter { before[$0.key] != $0.value }.keys.sorted()
        #expect(rewritten.contains { $0.hasPrefix("renderings-") }, "\(rewritten)")
        #expect(rewritten.allSatisfy { $0 == "catalog" || $0.hasPrefix("renderings-") }, "\(rewritten)")
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect(summary?.pagesReused == summary?.pages)
        #expect(Self.difference(warm, clean) == nil)
    }

    /// The two parts of a page's entry are used only as one build wrote them: after a page edit, the `pages-` files
    /// of the build before (what that page's old content gave: its old search entry, links and diagnostics) beside
    /// this build's `renderings-` files (its new render key and files) make the page render again, not take the old
    /// findings for the new content.
    @Test func anEntrysPartsFromTwoBuildsAreNotUsedTogether() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let pages = try #require(project.build().summary?.pages)
        let older = try Self.cacheFiles(project).filter { $0.url.lastPathComponent.hasPrefix("pages-") }
        let page = try #require(project.files(under: "Content/pages").first { $0.hasSuffix(".json") })
        try Self.prefixFirstValue(project, "Content/pages/" + page, key: "title", with: "Edited ")
        #expect(project.build().summary?.pagesReused == pages - 1)
        for (url, bytes) in older { try bytes.write(to: url) }
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect(summary?.pagesReused == pages - 1, "the page whose entry mixes two builds is built again")
        #expect(Self.difference(warm, clean) == nil)
    }

    @Test func filesReachedThroughLinksAreFingerprinted() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let manager = FileManager.default
        try manager.createDirectory(at: project.url("Real"), withIntermediateDirectories: true)
        for file in ["Content/sections/shared/footer-links.json", "Templates/components/settings-row.mustache"] {
            let real = project.url("Real/" + (file as NSString).lastPathComponent)
            try manager.moveItem(at: project.url(file), to: real)
            try manager.createSymbolicLink(at: project.url(file), withDestinationURL: real)
        }
        #expect(project.build().succeeded)
        let include = "Real/footer-links.json"
        try project.write(
            include, try project.read(include).replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Linked "))
        let template = "Real/settings-row.mustache"
        try project.write(template, try project.read(template).replacingOccurrences(of: "</", with: " linked</"))
        let (warm, clean, _) = try Self.warmAndClean(project)
        #expect(Self.difference(warm, clean) == nil)
    }

    /// The site title defaults to the project folder's name: a renamed project is a changed input.
    @Test func aRenamedProjectWithoutATitleRendersAgain() throws {
        let holder = try TemporaryProject()
        let first = holder.url("first-name")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        for item in ["Content", "Templates"] {
            try FileManager.default.copyItem(
                at: Fixtures.exampleCatalog.appendingPathComponent(item), to: first.appendingPathComponent(item))
        }
        let siteFile = first.appendingPathComponent("Content/site.json")
        let settings = try String(contentsOf: siteFile, encoding: .utf8)
        try settings.replacingOccurrences(of: #""title": "Streamly Design Catalog","#, with: "")
            .write(to: siteFile, atomically: true, encoding: .utf8)
        #expect(SiteBuilder(options: BuildOptions(projectDirectory: first.path)).build().succeeded)
        let second = holder.url("second-name")
        try FileManager.default.moveItem(at: first, to: second)
        let result = SiteBuilder(options: BuildOptions(projectDirectory: second.path)).build()
        #expect(result.summary?.pagesReused == 0)
        let home = try String(contentsOf: second.appendingPathComponent("_site/pages/home/phone.html"), encoding: .utf8)
        #expect(home.contains("second-name") && !home.contains("first-name"))
    }

    /// A file of the built site edited in place and given its old modification time back is still seen as changed:
    /// rendered again, not reused, nor spliced into when a template it shows changed too.
    @Test(arguments: [false, true])
    func anOutputFileEditedWithItsTimeRestoredRendersAgain(withTemplateEdit: Bool) throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build().succeeded)
        if withTemplateEdit {
            let template = "Templates/components/settings-row.mustache"
            let text = try project.read(template)
            try project.write(
                template, text.replacingOccurrences(of: "<div class=", with: "<div data-edited=\"\" class="))
        }
        let file = project.url("_site/pages/settings/phone.html")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let handle = try FileHandle(forUpdating: file)
        try handle.seek(toOffset: 20)
        try handle.write(contentsOf: Data("X".utf8))
        try handle.close()
        try FileManager.default.setAttributes(
            [.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: file.path)
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect(Self.difference(warm, clean) == nil)
        if withTemplateEdit { #expect((summary?.pagesSpliced ?? 0) > 0, "other pages showing the type were spliced") }
    }

    /// The index, the report and the component pages are taken from the last site when their contexts are unchanged,
    /// but only with the bytes that build wrote: a catalog file edited since (its time kept or not) is rendered again.
    @Test func anEditedCatalogFileIsRenderedAgain() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build().succeeded)
        for path in ["_site/index.html", "_site/report.html", "_site/components/button.html"] {
            let text = try project.read(path)
            try project.write(path, text.replacingOccurrences(of: "<main", with: "<mAin"))
        }
        let (warm, clean, summary) = try Self.warmAndClean(project)
        #expect((summary?.pagesReused ?? 0) > 0, "the pages themselves were unchanged")
        #expect(Self.difference(warm, clean) == nil)
    }

    @Test func aFailedBuildKeepsTheCacheAsItWas() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        _ = project.build()
        let before = try Self.cacheFiles(project)
        try project.write("Content/pages/shop.json", "{ \"title\": ")
        #expect(project.build().summary == nil)
        #expect(try Self.cacheFiles(project).map(\.bytes) == before.map(\.bytes))
    }

    @Test func noCacheWritesNoCache() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build(useCache: false).summary != nil)
        #expect(!project.exists("._site.trellis-cache"))
    }
}
