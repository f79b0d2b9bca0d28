import ArgumentParser
import Foundation
import Testing
import TrellisCommands
import TrellisContent
import TrellisTestSupport

@Suite("Command line")
struct CommandLineTests {
    @Test func buildCommandBuildsAProject() throws {
        let project = try SiteFixture.project()
        let command = try #require(
            try TrellisCommand.parseAsRoot(["build", project.path, "--output", project.url("out").path])
                as? BuildCommand)
        try command.run()
        #expect(project.exists("out/index.html"))
    }

    @Test func buildIsTheDefaultSubcommand() throws {
        let command = try TrellisCommand.parseAsRoot(["some/project", "--strict", "--feature", "beta=on"])
        let build = try #require(command as? BuildCommand)
        #expect(build.options.project == "some/project")
        #expect(build.options.strict)
        #expect(build.options.features == [try #require(FeatureOverride(argument: "beta=on"))])
    }

    @Test func noArgumentsBuildsTheCurrentFolder() throws {
        let build = try #require(try TrellisCommand.parseAsRoot([]) as? BuildCommand)
        #expect(build.options.project == ".")
    }

    @Test(arguments: [["--version"], ["build", "--version"], ["check", "--version"]])
    func versionPrintsTheNameAndTheRelease(_ arguments: [String]) {
        do {
            _ = try TrellisCommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(TrellisCommand.fullMessage(for: error) == "trellis \(TrellisCommand.version)")
            #expect(TrellisCommand.exitCode(for: error) == .success)
        }
    }

    static let wordsWhereACommandBelongs: [([String], String)] = [
        (["biuld"], #""biuld" is neither a command nor a project folder; did you mean "build"?"#),
        (["chekc", "--strict"], #""chekc" is neither a command nor a project folder; did you mean "check"?"#),
        (["valdiate"], #""valdiate" is neither a command nor a project folder; did you mean "validate"?"#),
        (["sevre"], #""sevre" is neither a command nor a project folder; did you mean "serve"?"#),
        (
            ["publish"],
            #""publish" is neither a command nor a project folder; the commands are build, check, init, serve and validate"#
        ),
        (
            ["check", "nosuch"],
            #""nosuch" is neither a command nor a project folder; the commands are build, check, init, serve and validate"#
        ),
    ]

    /// A mistyped option followed by its value: the option is the mistake, not the value read as a project.
    static let mistypedOptions: [([String], String)] = [
        (["serve", "--prot", "8000"], "Unknown option '--prot'. Did you mean '--port'?"),
        (["build", "--outptu", "x"], "Unknown option '--outptu'. Did you mean '--output'?"),
        (["--outptu", "site"], "Unknown option '--outptu'. Did you mean '--output'?"),
        (["build", "--strict", "biuld"], #""biuld" is neither a command nor a project folder; did you mean "build"?"#),
        (["build", "--output", ""], #"--output needs a folder path, found """#),
        (["help", "biuld"], #"no command "biuld" to explain; did you mean "build"?"#),
    ]

    /// The command line as `trellis` parses it: a word where a command belongs, a mistyped option, each a usage
    /// error (64) that says what is wrong.
    @Test(
        "a word where a command belongs, or a mistyped option, is a usage error that names it",
        arguments: wordsWhereACommandBelongs + mistypedOptions)
    func usageErrorIsNamed(_ example: ([String], String)) {
        do {
            _ = try TrellisCommand.parseCommandLine(example.0)
            Issue.record("parsed \(example.0)")
        } catch {
            #expect(TrellisCommand.exitCode(for: error) == ExitCode(64))
            #expect(TrellisCommand.message(for: error) == example.1)
        }
    }

    @Test func projectPathsAndExistingFoldersStillBuild() throws {
        let project = try SiteFixture.project()
        for arguments in [["."], ["some/project"], ["../app"], ["demo.site"], [project.path], ["check", project.path]] {
            let command = try TrellisCommand.parseAsRoot(arguments)
            let options = (command as? BuildCommand)?.options ?? (command as? CheckCommand)?.options
            #expect(options?.project == arguments.last, "\(arguments)")
        }
    }

    /// (PROJECT, whether it is an existing folder, a mistyped command or nil for a project to build)
    static let commandOrProject: [(String, Bool, String?)] = [
        ("biuld", true, nil), ("biuld", false, "did you mean \"build\"?"), ("Check", false, "did you mean \"check\"?"),
        ("site", true, nil), ("site", false, "the commands are build, check and validate"), ("site/", false, nil),
        ("my.site", false, nil), ("buil/", false, "did you mean \"build\"?"),
    ]

    @Test("an existing folder is a project; a word near a command is a typo", arguments: commandOrProject)
    func commandOrProjectRule(_ example: (String, Bool, String?)) {
        let problem = ProjectOptions.unknownCommandProblem(
            example.0, commands: ["build", "check", "validate"], isFolder: { _ in example.1 })
        if let expected = example.2 {
            #expect(problem?.hasSuffix(expected) == true, "\(problem ?? "nil")")
        } else {
            #expect(problem == nil)
        }
    }

    @Test func buildAndCheckShareTheirProjectOptions() throws {
        let shared = ["site/p", "--strict", "--feature", "beta=on", "--feature", "beta=off", "--diagnostics", "json"]
        let build = try #require(try TrellisCommand.parseAsRoot(["build"] + shared) as? BuildCommand)
        let check = try #require(try TrellisCommand.parseAsRoot(["check"] + shared) as? CheckCommand)
        for options in [build.options, check.options] {
            #expect(options.project == "site/p" && options.strict && options.diagnostics == .json)
            #expect(options.featureOverrides == ["beta": false], "the last --feature for a toggle wins")
        }
    }

    @Test func failedBuildExitsWithStatusOne() throws {
        let project = try SiteFixture.project()
        try project.write("Content/pages/home.json", "{")
        let command = try #require(try TrellisCommand.parseAsRoot(["build", project.path]) as? BuildCommand)
        #expect(throws: ExitCode(1)) { try command.run() }
    }

    @Test(
        "usage errors exit with status 64",
        arguments: [
            ["build", "--feature", "beta=maybe"], ["build", "--diagnostics", "xml"], ["build", "--no-such-flag"],
            ["validate"],
        ])
    func usageErrorsExit64(_ arguments: [String]) {
        do {
            _ = try TrellisCommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(TrellisCommand.exitCode(for: error) == ExitCode(64))
        }
    }

    @Test func strictMeansTheSameInBuildAndCheck() {
        func strictLine(_ help: String) -> String {
            let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let index = lines.firstIndex(where: { $0.hasPrefix("--strict") }) else { return "" }
            // The option's help runs until the next option.
            let rest = lines[(index + 1)...].prefix { !$0.hasPrefix("-") }
            return ([lines[index]] + rest).joined(separator: " ")
        }
        let build = strictLine(BuildCommand.helpMessage())
        #expect(build.contains("unknown component types") && build.contains("duplicate JSON keys"), "\(build)")
        #expect(build == strictLine(CheckCommand.helpMessage()))
    }

    @Test func checkCommandWritesNothingAndFailsOnErrors() throws {
        let project = try SiteFixture.project()
        let clean = try #require(try TrellisCommand.parseAsRoot(["check", project.path]) as? CheckCommand)
        try clean.run()
        #expect(!project.exists("_site"))
        try project.write("Templates/components/tile.mustache", "<div class=tile>{{name}}")
        let broken = try #require(try TrellisCommand.parseAsRoot(["check", project.path]) as? CheckCommand)
        #expect(throws: ExitCode(1)) { try broken.run() }
        #expect(!project.exists("_site"))
    }

    @Test func validateAppliesTheHTML5RulesToAnyDocument() throws {
        let project = try TemporaryProject(files: [
            "broken.html":
                "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body>\n<div><span>x</div>\n<div>x</p></div></body></html>\n"
        ])
        let validated = try run(["validate", project.url("broken.html").path])
        #expect(validated.status == ExitCode(1))
        let errors = validated.transcript.error
        #expect(errors.contains("broken.html:2:6: error: <span> is never closed"), "\(errors)")
        #expect(errors.contains("(HTML5 rules)"))
        // A stray `</p>` is one mistake: reported by the HTML5 rules, not again by libxml2 a few columns on.
        let strayEnd = errors.split(separator: "\n").filter { $0.contains("broken.html:3:") }
        #expect(strayEnd.count == 1 && strayEnd.first?.contains("(HTML5 rules)") == true, "\(errors)")
    }

    @Test func validateTakesFilesAndFoldersAndNeverBlocksOnAFIFO() throws {
        let project = try TemporaryProject(files: [
            "site/ok.html":
                "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><p><a href=\"?a=1&b=2\">x</a></p></body></html>\n"
        ])
        let file = project.url("site/ok.html").path
        let command = try #require(try TrellisCommand.parseAsRoot(["validate", file]) as? ValidateCommand)
        try command.run()

        #expect(mkfifo(project.url("site/pipe.html").path, 0o644) == 0)
        let folder = try #require(
            try TrellisCommand.parseAsRoot(["validate", file, project.url("site").path]) as? ValidateCommand)
        #expect(throws: ExitCode(1)) { try folder.run() }
    }

    static let featureArguments: [(String, FeatureOverride?)] = [
        ("beta=on", FeatureOverride(argument: "beta=on")), ("beta=off", FeatureOverride(argument: "beta=false")),
        ("beta", nil), ("=on", nil), ("beta=maybe", nil),
    ]

    @Test("feature overrides", arguments: featureArguments)
    func featureOverrides(_ example: (String, FeatureOverride?)) {
        #expect(FeatureOverride(argument: example.0) == example.1)
    }

    @Test func featureOverrideValues() throws {
        let on = try #require(FeatureOverride(argument: "newHero=ON"))
        #expect(on.name == "newHero" && on.isOn)
        #expect(FeatureOverride(argument: "x=0")?.isOn == false)
    }

    /// A diagnostic as a compiler-style line and as a JSON line. Control characters from content (a key holding ESC,
    /// a file name with a line break) are shown or escaped, never sent to the terminal: they could recolour it or
    /// split one diagnostic over two lines.
    static let printedDiagnostics: [(Diagnostic, text: String, json: String)] = [
        (
            .error(
                "invalid-value", at: SourceLocation(file: "Content/pages/home.json", line: 12, column: 7),
                path: "sections[2].layout.columns", "expected an integer from 1 to 1000, found \"two\""),
            #"Content/pages/home.json:12:7: error: sections[2].layout.columns: expected an integer from 1 to 1000, found "two""#,
            #"{"file":"Content/pages/home.json","line":12,"column":7,"path":"sections[2].layout.columns","severity":"error","code":"invalid-value","message":"expected an integer from 1 to 1000, found \"two\""}"#
        ),
        (
            .error(
                "unknown-key", at: SourceLocation(file: "Content/pages/a\nb.json", line: 1, column: 2),
                path: "na\u{1B}[31mRED\u{1B}[0m", "unknown key \"\u{0}\u{9B}\""),
            #"Content/pages/aU+000Ab.json:1:2: error: naU+001B[31mREDU+001B[0m: unknown key "U+0000U+009B""#,
            #"{"file":"Content/pages/a\nb.json","line":1,"column":2,"path":"na\u001b[31mRED\u001b[0m","severity":"error","code":"unknown-key","message":"unknown key \"\u0000\u009b\""}"#
        ),
        (
            .error(
                "invalid-value", at: SourceLocation(file: "Content/pages/p.json", line: 2, column: 3),
                path: "title", "expected a name, found \"\u{A0}a\u{2028}b\u{202E}c\u{200B}\u{61C}\""),
            #"Content/pages/p.json:2:3: error: title: expected a name, found "U+00A0aU+2028bU+202EcU+200BU+061C""#,
            #"{"file":"Content/pages/p.json","line":2,"column":3,"path":"title","severity":"error","code":"invalid-value","message":"expected a name, found \"\#u{A0}a\u2028b\#u{202E}c\#u{200B}\#u{61C}\""}"#
        ),
    ]

    @Test(arguments: printedDiagnostics)
    func diagnosticsPrintAsCompilerLinesOrJSONLines(_ row: (Diagnostic, text: String, json: String)) {
        #expect(DiagnosticPrinter(format: .text).line(for: row.0) == row.text)
        #expect(DiagnosticPrinter(format: .json).line(for: row.0) == row.json)
    }

    @Test func validateCommandFindsBrokenFiles() throws {
        let project = try TemporaryProject(files: [
            "site/good.html": "<!DOCTYPE html><html><head><title>x</title></head><body><p>ok</p></body></html>",
            "site/bad.html": "<!DOCTYPE html><html><head><title>x</title></head><body><b><i>x</b></i></body></html>",
        ])
        let good = try #require(
            try TrellisCommand.parseAsRoot(["validate", project.url("site").path]) as? ValidateCommand)
        try project.remove("site/bad.html")
        try good.run()
        try project.write(
            "site/bad.html", "<!DOCTYPE html><html><head><title>x</title></head><body><b><i>x</b></i></body></html>")
        #expect(throws: ExitCode(1)) { try good.run() }
    }

    // MARK: Running commands, with their output captured

    /// What a command wrote to each stream; filled from any thread, read after the command returns.
    final class Transcript: @unchecked Sendable {
        private let lock = NSLock()
        private var streams: [TerminalOutput.Stream: String] = [:]

        var output: String { lock.withLock { streams[.output] ?? "" } }
        var error: String { lock.withLock { streams[.error] ?? "" } }

        func terminal(isInteractive: Bool) -> TerminalOutput {
            TerminalOutput(isInteractive: isInteractive) { stream, text in
                self.lock.withLock { self.streams[stream, default: ""] += text }
            }
        }
    }

    /// Parses and runs `arguments` as `trellis` would, with standard output and error captured.
    func run(_ arguments: [String], interactive: Bool = false) throws -> (status: ExitCode, transcript: Transcript) {
        let transcript = Transcript()
        var command = try TrellisCommand.parseAsRoot(arguments)
        let status = TerminalOutput.$current.withValue(transcript.terminal(isInteractive: interactive)) {
            do {
                try command.run()
                return ExitCode.success
            } catch {
                return TrellisCommand.exitCode(for: error)
            }
        }
        return (status, transcript)
    }

    /// The `"summary"` object of the last line on standard error.
    func jsonSummary(_ transcript: Transcript) throws -> [String: Any] {
        let last = try #require(transcript.error.split(separator: "\n").last)
        let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        return try #require(object?["summary"] as? [String: Any], "\(last)")
    }

    @Test func textSummaryGoesToStandardOutput() throws {
        let project = try SiteFixture.project()
        let built = try run(["build", project.path])
        #expect(built.status == .success)
        #expect(built.transcript.output.hasPrefix("trellis: built 2 pages, "), "\(built.transcript.output)")
        let checked = try run(["check", project.path])
        #expect(checked.transcript.output.hasPrefix("trellis: checked 2 pages: 0 errors, "))
    }

    @Test func jsonDiagnosticsEndWithASummaryObject() throws {
        let project = try SiteFixture.project()
        let built = try run(["build", project.path, "--diagnostics", "json", "--timings"])
        #expect(built.status == .success)
        #expect(built.transcript.output.isEmpty, "JSON mode keeps everything on one stream")
        let lines = built.transcript.error.split(separator: "\n")
        #expect(lines.contains { $0.contains(#""code":"unknown-type""#) }, "the fixture's Mystery type")
        let summary = try jsonSummary(built.transcript)
        #expect(summary["command"] as? String == "build")
        #expect(summary["succeeded"] as? Bool == true)
        #expect(summary["pages"] as? Int == 2)
        #expect(summary["errors"] as? Int == 0 && summary["warnings"] as? Int == lines.count - 1)
        #expect(summary["output"] as? String == project.path + "/_site")
        #expect((summary["phases"] as? [[String: Any]])?.isEmpty == false)

        let checked = try jsonSummary(try run(["check", project.path, "--diagnostics", "json"]).transcript)
        #expect(checked["command"] as? String == "check" && checked["succeeded"] as? Bool == true)
        #expect(checked["pages"] as? Int == 2 && checked["output"] == nil)
    }

    @Test(arguments: ["build", "check"])
    func failureIsASummaryObjectToo(_ command: String) throws {
        let project = try SiteFixture.project()
        try project.write("Content/pages/home.json", "{")
        let failed = try run([command, project.path, "--diagnostics", "json"])
        #expect(failed.status == ExitCode(1))
        let summary = try jsonSummary(failed.transcript)
        #expect(summary["command"] as? String == command)
        #expect(summary["succeeded"] as? Bool == false)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["pages"] == nil, "nothing was built to count")
    }

    @Test func validateSummaryIsOnStandardOutputOnlyWhenClean() throws {
        let project = try TemporaryProject(files: [
            "site/good.html": "<!DOCTYPE html><html><head><title>x</title></head><body><p>ok</p></body></html>"
        ])
        let clean = try run(["validate", project.url("site").path])
        #expect(clean.status == .success && clean.transcript.output == "trellis: 1 HTML file checked, 0 errors\n")
        try project.write("site/bad.html", "<!DOCTYPE html><html><head><title>x</title></head><body><b><i>x</b></i>")
        let failed = try run(["validate", project.url("site").path])
        #expect(failed.status == ExitCode(1) && failed.transcript.output.isEmpty)
        // libxml2 sees the mis-nesting too, on the same line: reported once, by the HTML5 rules.
        #expect(
            failed.transcript.error.hasSuffix("\ntrellis: 2 HTML files checked, 1 error\n"),
            "\(failed.transcript.error)")
        let missing = try run(["validate", project.url("nowhere").path])
        #expect(missing.transcript.error.hasSuffix("trellis: validation failed with 1 error\n"))
    }

    @Test func validateEndsWithASummaryObject() throws {
        let project = try TemporaryProject(files: [
            "site/bad.html": "<!DOCTYPE html><html><head><title>x</title></head><body><b><i>x</b></i></body></html>"
        ])
        let result = try run(["validate", project.url("site").path, "--diagnostics", "json"])
        #expect(result.status == ExitCode(1))
        let summary = try jsonSummary(result.transcript)
        #expect(summary["command"] as? String == "validate" && summary["succeeded"] as? Bool == false)
        #expect(summary["filesChecked"] as? Int == 1 && (summary["errors"] as? Int ?? 0) > 0)
    }

    @Test(arguments: ["build", "check"])
    func progressIsOneLineOnATerminalAndErasedBeforeTheSummary(_ command: String) throws {
        let project = try SiteFixture.project()
        let watched = try run([command, project.path], interactive: true).transcript.error
        #expect(watched.hasPrefix("\r\u{1B}[2Ktrellis: reading and rendering pages…"), "\(watched.debugDescription)")
        #expect(!watched.contains("…\n"), "each phase replaces the last on the same line")
        #expect(watched.contains("\r\u{1B}[2K" + project.path), "the line is erased before the diagnostics")

        for (arguments, interactive) in [
            ([command, project.path], false), ([command, project.path, "--diagnostics", "json"], true),
        ] {
            let quiet = try run(arguments, interactive: interactive).transcript.error
            #expect(!quiet.contains("reading and rendering") && !quiet.contains("\u{1B}"), "\(arguments)")
        }
    }

    static let terminals: [(Bool, [String: String], Bool)] = [
        (true, [:], true), (false, [:], false), (true, ["CI": "true"], false), (true, ["CI": "github"], false),
        (true, ["CI": "false"], true), (true, ["CI": ""], true), (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
    ]

    @Test("progress only for a person at a terminal", arguments: terminals)
    func interactiveTerminals(_ example: (Bool, [String: String], Bool)) {
        #expect(
            TerminalOutput.isInteractive(standardErrorIsTerminal: example.0, environment: example.1) == example.2)
    }

    @Test(arguments: ["build", "check"])
    func anUnknownFeatureIsAnErrorWithADidYouMean(_ command: String) throws {
        let project = try SiteFixture.project()
        let result = try run([command, project.path, "--feature", "betta=on"])
        #expect(result.status == ExitCode(64), "a wrong option is a usage error")
        #expect(
            result.transcript.error.contains(
                #"error: --feature betta=on names no toggle declared in site.json "features"; did you mean "beta"?"#),
            "\(result.transcript.error)")
        #expect(!project.exists("_site"))
    }
}
