import ArgumentParser
import Foundation
import Testing
import TrellisCommands
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

@Suite("trellis init")
struct InitCommandTests {
    /// The files of a built scaffold that show each idea: both pages at every viewport, the `grid` variant, the
    /// catalog page of each component type.
    static let builtFiles = [
        "index.html", "report.html", "pages/home/index.html", "pages/home/phone.html", "pages/home/tablet.html",
        "pages/home/desktop.html", "pages/home/phone.grid.html", "pages/home/desktop.grid.html",
        "pages/beans/index.html", "pages/beans/phone.html",
        "pages/beans/desktop.html", "components/menu-item.html", "components/promo-card.html",
        "components/section-title.html", "assets/components.css",
    ]

    @Test func initIntoAnEmptyFolderBuildsWithNoDiagnostics() throws {
        let project = try TemporaryProject()
        let run = try Self.run(["init", project.path])
        #expect(run.status == .success, "\(run.error)")
        #expect(run.error.isEmpty)
        #expect(project.files(under: ".") == ProjectScaffold.files.map(\.path).sorted())
        for file in ProjectScaffold.files { #expect(run.output.contains("\n  \(file.path)\n"), "\(file.path)") }
        #expect(run.output.contains("cd \(project.path) && trellis serve"))
        #expect(run.output.contains("\n  trellis build "))
        #expect(run.output.hasSuffix("trellis: created 16 files in \(project.path)\n"))

        // --strict too: not even a warning that strictness would turn into an error.
        let built = project.build(strict: true)
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics.map(\.description))")
        let summary = try #require(built.summary)
        #expect(summary.pages == 2)
        #expect(summary.renderings == 9, "home at 3 viewports × 2 variants, beans at 3 viewports")
        for file in Self.builtFiles { #expect(project.exists("_site/" + file), "\(file)") }
    }

    @Test func theScaffoldShowsEachIdea() throws {
        let project = try TemporaryProject()
        _ = try ProjectScaffold.write(into: project.path)
        let loaded = project.load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        let site = try #require(loaded.site)
        #expect(site.settings.viewports.map(\.name) == ["phone", "tablet", "desktop"])
        #expect(site.settings.features == [SiteSettings.Feature(name: "seasonalMenu", isOn: true)])

        let sections = site.pages.flatMap(\.sections)
        let layouts = sections.compactMap { $0.layout?.objectValue }
        let layoutTypes = Set(layouts.compactMap { $0["type"]?.stringValue })
        #expect(layoutTypes.isSuperset(of: ["list", "grid", "carousel"]))
        #expect(
            layouts.contains { $0["type"]?.stringValue == "grid" && $0["viewports"] != nil }, "columns per viewport")
        #expect(sections.contains { $0.includedFrom != nil }, "an include")
        #expect(sections.contains { $0.header != nil && $0.footer != nil }, "a header and a footer")
        #expect(site.pages.contains { $0.variants.map(\.name) == ["grid"] }, "a variant")
        #expect(site.allComponents.contains { $0.isHidden }, "a hidden component")

        let withoutSpecials = try #require(project.load(features: ["seasonalMenu": false]).site)
        #expect(withoutSpecials.excluded.map(\.id) == ["specials"], "a feature-gated section")

        let types = Set(site.allComponents.map(\.type))
        #expect(types == ["menu-item", "promo-card", "section-title"])
        for type in types {
            for suffix in ["mustache", "json", "css"] {
                #expect(project.exists("Templates/components/\(type).\(suffix)"), "\(type).\(suffix)")
            }
        }
        let ignored = try project.read(".gitignore").split(separator: "\n")
        #expect(ignored.contains("_site/") && ignored.contains(".build/"))
    }

    /// The clean build above proves the contracts' examples pass their schemas only if the build checks them: a
    /// broken example must fail it, at the contract.
    @Test func theBuildChecksTheContractsExamples() throws {
        let project = try TemporaryProject()
        _ = try ProjectScaffold.write(into: project.path)
        let contract = try project.read("Templates/components/menu-item.json")
        try project.remove("Templates/components/menu-item.json")
        try project.write(
            "Templates/components/menu-item.json", contract.replacingOccurrences(of: #""$3.50""#, with: #""3.50""#))
        let built = project.build()
        #expect(built.summary == nil)
        #expect(
            built.diagnostics.contains {
                $0.severity == .error && $0.location?.file.hasSuffix("Templates/components/menu-item.json") == true
            }, "\(built.diagnostics.map(\.description))")
    }

    @Test func aMissingNestedFolderIsCreated() throws {
        let project = try TemporaryProject()
        let folder = project.url("a/b/my catalog").path
        let run = try Self.run(["init", folder])
        #expect(run.status == .success, "\(run.error)")
        #expect(project.files(under: "a/b/my catalog") == ProjectScaffold.files.map(\.path).sorted())
        #expect(run.output.contains("cd '\(folder)' && trellis serve"), "quoted for the shell")
    }

    /// `git init` first, then `trellis init`: a folder holding only a repository counts as empty, and the
    /// repository is left as it was.
    @Test func aFolderHoldingOnlyARepositoryIsEmptyEnough() throws {
        let project = try TemporaryProject(files: ["app/.git/HEAD": "ref: refs/heads/main\n", "app/.DS_Store": ""])
        let run = try Self.run(["init", project.url("app").path])
        #expect(run.status == .success, "\(run.error)")
        #expect(try project.read("app/.git/HEAD") == "ref: refs/heads/main\n")
        #expect(
            project.files(under: "app")
                == (ProjectScaffold.files.map(\.path) + [".DS_Store", ".git/HEAD"]).sorted())
    }

    /// What is already there, the folder to init, and what the refusal says.
    static let refusals: [(existing: [String: String], folder: String, message: String)] = [
        (["app/notes.txt": "mine"], "app", #""app" is not empty (it holds notes.txt); trellis init writes only"#),
        (["app/.git/HEAD": "ref", "app/notes.txt": "mine"], "app", #""app" is not empty (it holds notes.txt)"#),
        (
            ["app/a": "", "app/b": "", "app/c": "", "app/d": ""], "app",
            "is not empty (it holds a, b, c and 1 more)"
        ),
        (["app": "a file"], "app", #""app" exists and is not a folder"#),
        (["parent": "a file"], "parent/app", #"cannot create "parent/app": Not a directory"#),
    ]

    @Test("init refuses anything but a new or empty folder, and writes nothing", arguments: refusals)
    func refusesAnythingButANewOrEmptyFolder(_ example: (existing: [String: String], folder: String, message: String))
        throws
    {
        let project = try TemporaryProject(files: example.existing)
        let before = project.files(under: ".")
        let folder = project.url(example.folder).path
        let run = try Self.run(["init", folder])
        #expect(run.status == ExitCode(1))
        #expect(run.output.isEmpty)
        let shownMessage = example.message.replacingOccurrences(of: #""app""#, with: "\"\(folder)\"")
            .replacingOccurrences(of: #""parent/app""#, with: "\"\(folder)\"")
        #expect(run.error.contains(shownMessage), "\(run.error)")
        #expect(run.error.hasSuffix("trellis: init failed; no project was created\n"))
        #expect(project.files(under: ".") == before)
    }

    /// The folder to init (relative to a fresh temporary folder, "" for that folder itself) and the file to fail.
    static let failedWrites: [(folder: String, failing: String)] = [
        ("", "Templates/components/menu-item.json"), ("new/app", "Templates/components/menu-item.json"),
        ("new/app", ".gitignore"), ("", "Templates/components/section-title.css"),
    ]

    @Test("a failed write names the file and leaves nothing behind", arguments: failedWrites)
    func failedWrite(_ example: (folder: String, failing: String)) throws {
        let project = try TemporaryProject()
        let folder = example.folder.isEmpty ? project.path : project.url(example.folder).path
        let failing = example.failing
        let error = #expect(throws: Diagnostic.self) {
            try ProjectScaffold.write(into: folder, fault: { $0 == failing ? EIO : nil })
        }
        #expect(error?.code == "init-write-failed")
        #expect(error?.message == "cannot write \(failing): Input/output error; nothing was left behind")
        #expect(error?.location?.file == folder + "/" + failing)
        #expect(project.files(under: ".").isEmpty)
        #expect(FileManager.default.fileExists(atPath: project.path + "/new") == false)
    }

    @Test func theFolderDefaultsToTheCurrentOne() throws {
        let command = try #require(try TrellisCommand.parseAsRoot(["init"]) as? InitCommand)
        #expect(command.folder == ".")
    }

    @Test func everyScaffoldFileHasItsOwnPathAndEndsWithALineEnd() {
        let paths = ProjectScaffold.files.map(\.path)
        #expect(Set(paths).count == paths.count)
        for file in ProjectScaffold.files {
            #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.path)")
            #expect(!file.contents.contains("\t") && !file.contents.contains(" \n"), "\(file.path)")
        }
    }

    // MARK: Running the command, with its output captured

    /// What a command wrote to each stream; filled from any thread, read after the command returns.
    final class Transcript: @unchecked Sendable {
        private let lock = NSLock()
        private var streams: [TerminalOutput.Stream: String] = [:]

        var output: String { lock.withLock { streams[.output] ?? "" } }
        var error: String { lock.withLock { streams[.error] ?? "" } }

        var terminal: TerminalOutput {
            TerminalOutput(isInteractive: false) { stream, text in
                self.lock.withLock { self.streams[stream, default: ""] += text }
            }
        }
    }

    /// Parses and runs `arguments` as `trellis` would, with standard output and error captured.
    static func run(_ arguments: [String]) throws -> (status: ExitCode, output: String, error: String) {
        let transcript = Transcript()
        var command = try TrellisCommand.parseAsRoot(arguments)
        let status = TerminalOutput.$current.withValue(transcript.terminal) {
            do {
                try command.run()
                return ExitCode.success
            } catch {
                return TrellisCommand.exitCode(for: error)
            }
        }
        return (status, transcript.output, transcript.error)
    }
}
