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
        #expect(build.project == "some/project")
        #expect(build.strict)
        #expect(build.features == [try #require(FeatureOverride(argument: "beta=on"))])
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

    @Test func diagnosticsPrintAsCompilerLinesOrJSONLines() {
        let diagnostic = Diagnostic.error(
            "invalid-value", at: SourceLocation(file: "Content/pages/home.json", line: 12, column: 7),
            path: "sections[2].layout.columns", "expected an integer from 1 to 1000, found \"two\"")
        #expect(
            DiagnosticPrinter(format: .text).line(for: diagnostic)
                == #"Content/pages/home.json:12:7: error: sections[2].layout.columns: expected an integer from 1 to 1000, found "two""#
        )
        #expect(
            DiagnosticPrinter(format: .json).line(for: diagnostic)
                == #"{"file":"Content/pages/home.json","line":12,"column":7,"path":"sections[2].layout.columns","severity":"error","code":"invalid-value","message":"expected an integer from 1 to 1000, found \"two\""}"#
        )
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
}
