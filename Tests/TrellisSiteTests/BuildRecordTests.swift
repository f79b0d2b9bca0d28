import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// A build that finds every input and every file of the site as the last build that succeeded left them reports
/// what that build reported, and writes nothing (`BuildRecord`); any change — to the content, the templates, the
/// assets, the options or the site itself — makes it build as usual, with the site a clean build makes.
@Suite struct BuildRecordTests {
    static let replayPhase = "check the last build's files"

    static func isReplayed(_ result: BuildResult) -> Bool {
        result.summary?.phases.map(\.name) == [replayPhase]
    }

    /// Lets the stamps of files written just now settle: a record is written only when every input's had
    /// (`FileStamp.isSettled`).
    static func settle() async throws {
        try await Task.sleep(for: .seconds(FileStamp.settlingSeconds + 1))
    }

    @Test func nothingChangedIsReportedAgainAndNothingIsWritten() async throws {
        let project = try SiteFixture.project()
        try await Self.settle()
        let first = project.build()
        let summary = try #require(first.summary)
        #expect(!Self.isReplayed(first))
        // Every file and folder of the project, its site and the build cache included.
        let before = try #require(FileTreeStamps.take(of: [project.path]))
        let again = project.build()
        #expect(Self.isReplayed(again))
        #expect(again.diagnostics.map(\.description) == first.diagnostics.map(\.description))
        #expect(again.diagnostics.contains { $0.code == "unknown-type" })
        let replayed = try #require(again.summary)
        #expect(replayed.pages == summary.pages && replayed.renderings == summary.renderings)
        #expect(replayed.components == summary.components && replayed.warnings == summary.warnings)
        #expect(replayed.filesWritten == summary.filesWritten && replayed.filesValidated == summary.filesValidated)
        #expect(replayed.pagesReused == summary.pages)
        #expect(FileTreeStamps.take(of: [project.path]) == before)
    }

    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case pageEdited, pageAdded, pageRemoved, includeEdited, templateEdited, templateAdded, contractEdited
        case assetAdded, assetsLinked, settingsEdited, siteFileEdited, siteFileAdded, siteFolderRemoved
        case featureOverride

        var testDescription: String { rawValue }

        /// Whether the change is to an input file (whose new stamp has not settled by the next build).
        var changesAnInput: Bool {
            switch self {
            case .siteFileEdited, .siteFileAdded, .siteFolderRemoved, .featureOverride: false
            default: true
            }
        }

        var features: [String: Bool] { self == .featureOverride ? ["beta": true] : [:] }

        func apply(to project: TemporaryProject) throws {
            switch self {
            case .pageEdited:
                try project.write(
                    "Content/pages/home.json",
                    try project.read("Content/pages/home.json").replacingOccurrences(of: "Drama", with: "Dramas"))
            case .pageAdded:
                try project.write("Content/pages/added.json", #"[{"type": "tile", "data": {"name": "Added"}}]"#)
            case .pageRemoved: try project.remove("Content/pages/more/feed.json")
            case .includeEdited:
                let include = "Content/sections/shared/chips.json"
                try project.write(include, try project.read(include).replacingOccurrences(of: "\"A\"", with: "\"Z\""))
            case .templateEdited:
                try project.write("Templates/components/tile.mustache", #"<div class="tile"><b>{{name}}</b></div>"#)
            case .templateAdded:
                try project.write("Templates/components/Mystery.mustache", #"<p class="mystery">{{label}}</p>"#)
            case .contractEdited:
                let contract = "Templates/components/banner.json"
                try project.write(
                    contract, try project.read(contract).replacingOccurrences(of: "A big banner", with: "A banner"))
            case .assetAdded: try project.write("Assets/logo.svg", #"<svg xmlns="http://www.w3.org/2000/svg"/>"#)
            case .assetsLinked:
                // No `Assets/` when the record was written; now a link to a folder of the project.
                try project.write("static/logo.svg", #"<svg xmlns="http://www.w3.org/2000/svg"/>"#)
                try FileManager.default.createSymbolicLink(
                    atPath: project.url("Assets").path, withDestinationPath: "static")
            case .settingsEdited:
                try project.write(
                    "Content/site.json",
                    try project.read("Content/site.json").replacingOccurrences(of: "Fixture & Co", with: "Fixture"))
            case .siteFileEdited: try project.write("_site/pages/home/phone.html", "edited by hand")
            case .siteFileAdded: try project.write("_site/pages/home/stray.html", "<p>stray</p>")
            case .siteFolderRemoved: try FileManager.default.removeItem(at: project.url("_site/components"))
            case .featureOverride: break
            }
        }
    }

    /// Every file of a built site and its bytes, by path.
    static func siteFiles(_ project: TemporaryProject, _ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in project.files(under: folder) where !path.hasSuffix(OutputFolder.marker) {
            files[path] = try Data(contentsOf: project.url(folder + "/" + path))
        }
        return files
    }

    @Test(arguments: Change.allCases) func anyChangeBuildsAsUsual(_ change: Change) async throws {
        let project = try SiteFixture.project()
        try await Self.settle()
        #expect(project.build().succeeded)
        try change.apply(to: project)
        let changed = project.build(features: change.features)
        #expect(!Self.isReplayed(changed))
        #expect(changed.succeeded)
        let clean = project.build(output: "_clean", features: change.features, useCache: false)
        #expect(try Self.siteFiles(project, "_site") == Self.siteFiles(project, "_clean"))
        #expect(
            changed.diagnostics.map(\.description)
                == clean.diagnostics.map { $0.description.replacingOccurrences(of: "/_clean/", with: "/_site/") })
        // No record is written while an input's stamp has not settled; after a change to the site or the options
        // alone, the build that put the site right wrote one.
        let next = project.build(features: change.features)
        #expect(Self.isReplayed(next) == !change.changesAnInput)
        #expect(next.summary?.pages == changed.summary?.pages)
    }

    /// An input folder removed while the build runs, after it was read: the build's site shows what it read, so it
    /// writes no record that would say the folder was missing all along.
    @Test func aFolderRemovedDuringTheBuildIsNoRecordsInput() async throws {
        let project = try SiteFixture.project()
        try project.write("Assets/logo.svg", #"<svg xmlns="http://www.w3.org/2000/svg"/>"#)
        try await Self.settle()
        var options = BuildOptions(projectDirectory: project.path)
        options.progress = { message in
            if message.hasPrefix("writing") { try? FileManager.default.removeItem(at: project.url("Assets")) }
        }
        #expect(SiteBuilder(options: options).build().succeeded)
        #expect(project.exists("_site/assets/logo.svg"))
        let next = project.build()
        #expect(!Self.isReplayed(next))
        #expect(!project.exists("_site/assets/logo.svg"))
    }

    @Test func aDamagedRecordIsIgnored() async throws {
        let project = try SiteFixture.project()
        try await Self.settle()
        #expect(project.build().succeeded)
        let record = project.url("._site.trellis-cache/last-build")
        let bytes = try Data(contentsOf: record)
        for cut in [0, 24, bytes.count / 2, bytes.count - 1] {
            try bytes.prefix(cut).write(to: record)
            let result = project.build()
            #expect(!Self.isReplayed(result))
            #expect(result.succeeded)
        }
        // The last of those builds wrote it again, whole.
        #expect(Self.isReplayed(project.build()))
    }

    /// A build after an edit looks for the change among the inputs changed last first (the file edited last is the
    /// one most likely edited again), not in path order, where a template edit came after every page's stamp.
    @Test func inputsAreComparedNewestFirst() {
        func stamp(changed seconds: Int64, _ nanoseconds: Int64 = 0) -> FileStamp {
            FileStamp(
                size: 1, modifiedSeconds: 0, modifiedNanoseconds: 0, changedSeconds: seconds,
                changedNanoseconds: nanoseconds, inode: 1)
        }
        let tree = FileTreeStamps(entries: [
            .init(path: "Content/pages/a.json", stamp: stamp(changed: 100)),
            .init(path: "Content/pages/b.json", stamp: stamp(changed: 300)),
            .init(path: "Content/sections", stamp: nil),
            .init(path: "Templates/components/rating.mustache", stamp: stamp(changed: 300, 5)),
            .init(path: "Templates/components", stamp: stamp(changed: 200)),
        ])
        #expect(
            tree.newestFirst.map(\.path) == [
                "Templates/components/rating.mustache", "Content/pages/b.json", "Templates/components",
                "Content/pages/a.json", "Content/sections",
            ])
    }
}
