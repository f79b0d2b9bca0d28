import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

@Suite("A build that fails while writing or swapping leaves nothing new on disk")
struct OutputSafetyFailureTests {
    /// A step made to fail, for an output folder and for an output that is a link to a folder.
    struct Fault: Sendable, CustomTestStringConvertible {
        var name: String
        /// The step when the output is a plain folder named `_site`.
        var folderStep: PublishStep
        /// The step when `_site` links to a folder: the swap then moves entries, so it fails half-way through.
        var linkStep: PublishStep
        var code: Int32
        var expected: String
        var testDescription: String { name }
    }

    /// A rebuild updates the previous site in place (`InPlaceUpdate`): changed files are written into a journal,
    /// then put in place one by one.
    static let faults = [
        Fault(
            name: "disk full while writing a page", folderStep: .writeFile("pages/news/phone.html"),
            linkStep: .writeFile("pages/news/phone.html"), code: ENOSPC,
            expected: "cannot write the site: pages/news/phone.html: No space left on device; nothing was changed"),
        Fault(
            name: "the first changed file cannot be put in place", folderStep: .moveNewSiteIn("index.html"),
            linkStep: .moveNewSiteIn("index.html"), code: EXDEV,
            expected: "cannot replace the site: index.html: Invalid cross-device link; the previous site was kept"),
        Fault(
            name: "a file cannot be put in place after others were",
            folderStep: .moveNewSiteIn("pages/news/phone.html"),
            linkStep: .moveNewSiteIn("pages/news/phone.html"), code: EACCES,
            expected: "cannot replace the site: pages/news/phone.html: Permission denied; the previous site was kept"),
    ]

    /// Replacing a folder Trellis did not write (`--force`) stages a whole new site and swaps it in.
    static let stagingFaults = [
        Fault(
            name: "disk full while writing a page", folderStep: .writeFile("pages/home/phone.html"),
            linkStep: .writeFile("pages/home/phone.html"), code: ENOSPC,
            expected: "cannot write the site: pages/home/phone.html: No space left on device; nothing was changed"),
        Fault(
            name: "disk full while writing the marker", folderStep: .writeMarker, linkStep: .writeMarker,
            code: ENOSPC, expected: "cannot write the site: .trellis-site: No space left on device"),
        Fault(
            name: "the previous site cannot be moved aside", folderStep: .moveOldSiteAside("_site"),
            linkStep: .moveOldSiteAside("notes.txt"), code: EACCES, expected: "cannot replace the site: "),
        Fault(
            name: "the new site cannot be moved in", folderStep: .moveNewSiteIn("_site"),
            linkStep: .moveNewSiteIn("pages"), code: EXDEV, expected: "cannot replace the site: "),
    ]

    /// A project with a built site in `_site`, or in `web/root` with `_site` linking to it, and changed content so
    /// that the next build writes a different site.
    private func rebuiltProject(throughLink: Bool) throws -> TemporaryProject {
        let project = try SiteFixture.project()
        #expect(project.build(output: throughLink ? "web/root" : "_site").succeeded)
        if throughLink {
            try FileManager.default.createSymbolicLink(
                atPath: project.url("_site").path, withDestinationPath: project.url("web/root").path)
        }
        try project.write("Content/pages/news.json", Fixtures.page(sections: #"{"id": "s", "components": []}"#))
        return project
    }

    @Test("a failure while replacing a site keeps the previous site exactly", arguments: faults, [false, true])
    func aFailureKeepsThePreviousSite(_ fault: Fault, throughLink: Bool) throws {
        let project = try rebuiltProject(throughLink: throughLink)
        let before = OutputSafetySupport.picture(of: project.root)
        let result = OutputSafetySupport.build(
            project, failing: throughLink ? fault.linkStep : fault.folderStep, with: fault.code)
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.map(\.code) == ["write-failed"])
        #expect(result.diagnostics.errors.first?.message.contains(fault.expected) == true, "\(result.diagnostics)")
        #expect(OutputSafetySupport.picture(of: project.root) == before)
        // And the next build, without the fault, succeeds.
        #expect(project.build().succeeded)
        #expect(project.exists("_site/pages/news/index.html"))
    }

    @Test(
        "a failure while replacing a folder Trellis did not write keeps that folder exactly",
        arguments: stagingFaults, [false, true])
    func aFailureKeepsAForcedFolder(_ fault: Fault, throughLink: Bool) throws {
        let project = try SiteFixture.project()
        let folder = throughLink ? "web/root" : "_site"
        try project.write("\(folder)/notes.txt", "the user's own file")
        if throughLink {
            try FileManager.default.createSymbolicLink(
                atPath: project.url("_site").path, withDestinationPath: project.url("web/root").path)
        }
        let before = OutputSafetySupport.picture(of: project.root)
        let result = OutputSafetySupport.build(
            project, force: true, failing: throughLink ? fault.linkStep : fault.folderStep, with: fault.code)
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.map(\.code) == ["write-failed"])
        #expect(result.diagnostics.errors.first?.message.contains(fault.expected) == true, "\(result.diagnostics)")
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    @Test(
        "a first build that fails leaves no folder behind, not even the ones made for the output",
        arguments: [
            PublishStep.writeFile("pages/home/phone.html"), .writeMarker, .moveNewSiteIn("_site"),
        ])
    func aFailedFirstBuildLeavesNothing(_ step: PublishStep) throws {
        let project = try SiteFixture.project()
        let before = OutputSafetySupport.picture(of: project.root)
        let result = OutputSafetySupport.build(project, output: "out/deep/_site", failing: step)
        #expect(result.diagnostics.errors.map(\.code) == ["write-failed"])
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    @Test(
        "a first build through a link to an empty folder that fails leaves the folder empty",
        arguments: [PublishStep.writeFile("index.html"), .moveNewSiteIn("index.html")])
    func aFailedFirstBuildThroughALinkLeavesTheFolderEmpty(_ step: PublishStep) throws {
        let project = try SiteFixture.project()
        try FileManager.default.createDirectory(at: project.url("web/root"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site").path, withDestinationPath: project.url("web/root").path)
        let before = OutputSafetySupport.picture(of: project.root)
        let result = OutputSafetySupport.build(project, failing: step)
        #expect(result.diagnostics.errors.map(\.code) == ["write-failed"])
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    @Test(
        "a failure to remove the replaced site is a warning, and the next build removes it", arguments: [false, true])
    func aFailureToRemoveThePreviousSiteIsCleanedLater(throughLink: Bool) throws {
        let project = try rebuiltProject(throughLink: throughLink)
        let area = throughLink ? project.url("web/root") : project.root
        let result = OutputSafetySupport.build(project, failing: .removeOldSite, with: EBUSY)
        #expect(result.succeeded)
        #expect(result.diagnostics.warnings.map(\.code).contains("cleanup-failed"))
        #expect(project.exists("_site/pages/news/index.html"))
        #expect(OutputSafetySupport.workingFolders(in: area).count == 1)
        #expect(project.build().succeeded)
        #expect(OutputSafetySupport.workingFolders(in: area).isEmpty)
    }

    // MARK: Real failures of the system, without injection

    @Test func aFileWhereAFolderMustGoFailsTheWriteAndRemovesTheStaging() throws {
        let project = try TemporaryProject(files: ["_site/.trellis-site": "", "_site/index.html": "old"])
        let before = OutputSafetySupport.picture(of: project.root)
        let output = OutputFolder(shown: project.url("_site").path)
        #expect(throws: FastFileSystem.WriteError.self) {
            try output.writeStaging([SiteFile("index.html", "new"), SiteFile("index.html/inner.html", "x")])
        }
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    @Test func twoFilesOfOnePathFailTheWriteInsteadOfOneReplacingTheOther() throws {
        let project = try TemporaryProject()
        let output = OutputFolder(shown: project.url("_site").path)
        #expect(throws: FastFileSystem.WriteError.self) {
            try output.writeStaging([SiteFile("index.html", "one"), SiteFile("index.html", "two")])
        }
        #expect(OutputSafetySupport.picture(of: project.root).isEmpty)
    }

    @Test func anOutputBelowAFileFailsWithoutWritingAnything() throws {
        let project = try SiteFixture.project()
        try project.write("blocker", "a file, not a folder")
        let before = OutputSafetySupport.picture(of: project.root)
        let result = project.build(output: "blocker/deep/_site")
        #expect(result.diagnostics.errors.map(\.code) == ["write-failed"])
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
    func aReadOnlyParentFailsWithoutWritingAnything() throws {
        let project = try SiteFixture.project()
        try FileManager.default.createDirectory(at: project.url("locked"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: project.url("locked").path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.url("locked").path)
        }
        let before = OutputSafetySupport.picture(of: project.root)
        let result = project.build(output: "locked/_site")
        #expect(result.diagnostics.errors.map(\.code) == ["write-failed"])
        #expect(OutputSafetySupport.picture(of: project.root) == before)
    }

    // MARK: What a crashed build left

    @Test func theNextBuildRemovesTheWorkingFoldersOfACrashedBuild() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let dead = try OutputSafetySupport.deadProcessID()
        try project.write("._site.trellis-tmp-\(dead)/pages/half.html", "half written")
        try project.write("._site.trellis-old-\(dead)/index.html", "a site replaced before the crash")
        try project.write("._site.trellis-spill-\(dead)/0-0", "a rendering that was waiting for the write")
        // A running build's folders (process 1 always runs) and names of another pattern are not ours to remove.
        try project.write("._site.trellis-tmp-1/index.html", "another build, still running")
        try project.write("._site.trellis-tmp-x1/notes.txt", "not a working folder")
        #expect(project.build().succeeded)
        #expect(
            OutputSafetySupport.workingFolders(in: project.root) == ["._site.trellis-tmp-1", "._site.trellis-tmp-x1"])
    }

    @Test func aBuildThatCrashedMidSwapIsUndoneByTheNextBuildEvenAFailingOne() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let site = OutputSafetySupport.picture(of: project.url("_site"))
        let dead = try OutputSafetySupport.deadProcessID()
        // The crash came between moving the previous site aside and moving the new one in.
        try FileManager.default.moveItem(at: project.url("_site"), to: project.url("._site.trellis-old-\(dead)"))
        try project.write("._site.trellis-tmp-\(dead)/index.html", "new")
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        #expect(!project.build().succeeded)
        #expect(OutputSafetySupport.picture(of: project.url("_site")) == site)
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
    }

    /// The crash came after index.html was replaced and a new page's file went in, before the update committed; the
    /// previous index waits in the journal where the update left it: moved aside into `old/`, or, where the system
    /// exchanges two files in one step, at the new file's own name in `new/`. A file not yet put in place is left.
    /// The journal's files are in subfolders (`new/2/2`); a journal a Trellis before them left (`new/2`) is undone
    /// too.
    @Test(arguments: ["old", "new"], [true, false])
    func aBuildThatCrashedWhileUpdatingInPlaceIsUndoneByTheNextBuild(_ previousAt: String, spread: Bool) throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let site = OutputSafetySupport.picture(of: project.url("_site"))
        let dead = try OutputSafetySupport.deadProcessID()
        let journal = "._site.trellis-update-\(dead)"
        func entry(_ side: String, _ index: Int) -> String {
            spread ? "\(journal)/\(side)/\(index % 16)/\(index)" : "\(journal)/\(side)/\(index)"
        }
        let previousIndex = try Data(contentsOf: project.url("_site/index.html"))
        try project.write(entry(previousAt, 0), previousIndex)
        try project.write("_site/index.html", "new")
        try project.write("_site/pages/extra/phone.html", "new page")
        try project.write(entry("new", 18), "not yet in place")
        let plan = [
            "0\t1\t\(try Self.inode(project, "_site/index.html"))\tindex.html",
            "1\t0\t\(try Self.inode(project, "_site/pages/extra/phone.html"))\tpages/extra/phone.html",
            "18\t1\t\(try Self.inode(project, entry("new", 18)))\tpages/home/phone.html",
        ]
        try project.write("\(journal)/plan", plan.joined(separator: "\n"))
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        #expect(!project.build().succeeded)
        #expect(OutputSafetySupport.picture(of: project.url("_site")) == site)
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
    }

    /// A rendered page's files are put in place from where they were spilled — the build's spill folder, or a spare
    /// file in the trash — and exchanged with their previous versions there; the journal's `entries` says where. After
    /// a crash those previous versions are put back before the spill folder goes or the trash is written over, and
    /// found by name in the swap area, so a project moved meanwhile is recovered too.
    @Test(arguments: [false, true])
    func aCrashedUpdatesPreviousVersionsInTheSpillFolderAndTrashGoBack(projectMoved: Bool) throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let site = OutputSafetySupport.picture(of: project.url("_site"))
        let dead = try OutputSafetySupport.deadProcessID()
        let journal = "._site.trellis-update-\(dead)"
        let spilled = "._site.trellis-spill-\(dead)/3/home-1"
        let spare = "._site.trellis-trash-\(dead).7/new/2/18"
        try project.write(spilled, try Data(contentsOf: project.url("_site/index.html")))
        try project.write(spare, try Data(contentsOf: project.url("_site/pages/home/phone.html")))
        try project.write("_site/index.html", "new")
        try project.write("_site/pages/home/phone.html", "new page")
        try project.write("\(journal)/entries", "0\t\(spilled)\n1\t\(spare)")
        let plan = [
            "0\t1\t\(try Self.inode(project, "_site/index.html"))\tindex.html",
            "1\t1\t\(try Self.inode(project, "_site/pages/home/phone.html"))\tpages/home/phone.html",
        ]
        try project.write("\(journal)/plan", plan.joined(separator: "\n"))
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        var root = project.root
        if projectMoved {
            let moved = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-moved")
            try FileManager.default.moveItem(at: root, to: moved)
            root = moved
        }
        defer { if projectMoved { try? FileManager.default.removeItem(at: root) } }
        let options = BuildOptions(projectDirectory: root.path)
        #expect(!SiteBuilder(options: options).build().succeeded)
        #expect(OutputSafetySupport.picture(of: root.appendingPathComponent("_site")) == site)
        let left = OutputSafetySupport.workingFolders(in: root).filter { !$0.contains("trellis-trash-") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func anUpdateThatCommittedBeforeTheCrashIsFinished() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let dead = try OutputSafetySupport.deadProcessID()
        let journal = "._site.trellis-update-\(dead)"
        try project.write("_site/index.html", "the new site's index")
        try project.write("_site/pages/gone/phone.html", "a page the new site no longer has")
        try project.write("\(journal)/old/0", "the previous index")
        try project.write("\(journal)/plan", "0\t1\t\(try Self.inode(project, "_site/index.html"))\tindex.html")
        let kept = OutputSafetySupport.files(in: project.url("_site")).filter { !$0.hasPrefix("pages/gone/") }
        try project.write("\(journal)/kept", kept.joined(separator: "\n"))
        try project.write("\(journal)/committed", "")
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        #expect(!project.build().succeeded)
        #expect(try project.read("_site/index.html") == "the new site's index")
        #expect(!project.exists("_site/pages/gone"), "what the new site no longer has is removed")
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
    }

    /// A journal found late (its process id was reused by another program until now) never undoes what a newer
    /// build put in place: only a file that is still the one its build wrote goes back.
    @Test func aJournalFoundLateLeavesANewerSiteAlone() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let site = OutputSafetySupport.picture(of: project.url("_site"))
        let dead = try OutputSafetySupport.deadProcessID()
        let journal = "._site.trellis-update-\(dead)"
        try project.write("\(journal)/old/0", "an index from long ago")
        try project.write("\(journal)/new/1", "never put in place")
        let plan = [
            "0\t1\t1\tindex.html",  // inode 1: not the file there now
            "1\t0\t\(try Self.inode(project, "\(journal)/new/1"))\tpages/home/phone.html",
        ]
        try project.write("\(journal)/plan", plan.joined(separator: "\n"))
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        #expect(!project.build().succeeded)
        #expect(OutputSafetySupport.picture(of: project.url("_site")) == site)
        #expect(OutputSafetySupport.workingFolders(in: project.root).isEmpty)
    }

    static func inode(_ project: TemporaryProject, _ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: project.url(path).path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    @Test func aBuildThroughALinkThatCrashedMidSwapIsUndoneByTheNextBuild() throws {
        let project = try SiteFixture.project()
        #expect(project.build(output: "web/root").succeeded)
        try FileManager.default.createSymbolicLink(
            atPath: project.url("_site").path, withDestinationPath: project.url("web/root").path)
        let site = OutputSafetySupport.picture(of: project.url("web/root"))
        let dead = try OutputSafetySupport.deadProcessID()
        // The crash came while the previous site's entries were being moved aside.
        let old = project.url("web/root/.trellis-old-\(dead)")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        for entry in ["index.html", "pages"] {
            try FileManager.default.moveItem(
                at: project.url("web/root/\(entry)"), to: old.appendingPathComponent(entry))
        }
        try project.write("web/root/.trellis-tmp-\(dead)/index.html", "new")
        try project.write("Content/pages/home.json", "{\"sections\": [}")
        #expect(!project.build().succeeded)
        #expect(OutputSafetySupport.picture(of: project.url("web/root")) == site)
    }
}
