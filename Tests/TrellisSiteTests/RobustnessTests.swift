import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

@Suite("Robustness: mutated content never crashes the build")
struct RobustnessTests {
    /// `TRELLIS_FUZZ_ITERATIONS=5000 swift test --filter Robustness` runs more; CI runs the default.
    static let iterations = Int(ProcessInfo.processInfo.environment["TRELLIS_FUZZ_ITERATIONS"] ?? "") ?? 150
    static let seed = UInt64(ProcessInfo.processInfo.environment["TRELLIS_FUZZ_SEED"] ?? "") ?? 20_261_121

    static let targets = [
        "Content/pages/home.json", "Content/pages/more/feed.json", "Content/sections/shared/chips.json",
        "Content/site.json", "Templates/components/banner.json", "Templates/components/banner.mustache",
    ]

    @Test func mutatedContentEndsInSuccessOrADiagnosticNamingTheFile() throws {
        let project = try SiteFixture.project()
        #expect(project.build().succeeded)
        let pristine = SiteFixture.files.mapValues { Data($0.utf8) }
        var mutator = ContentMutator(random: SeededGenerator(seed: Self.seed))
        var failures = 0
        for iteration in 0..<Self.iterations {
            let target = Self.targets[iteration % Self.targets.count]
            let original = try #require(pristine[target])
            try project.write(target, mutator.mutate(original))
            let before = project.files(under: "_site")
            let result = project.build()
            // `trellis check` runs every check of a build: the same verdict and the same diagnostics, with the
            // output folder's name in place of the site's.
            let checked = SiteBuilder(options: BuildOptions(projectDirectory: project.path)).check()
            #expect(checked.succeeded == result.succeeded, "iteration \(iteration) (\(target))")
            #expect(
                Self.comparable(checked.diagnostics, siteRoot: "(site)/")
                    == Self.comparable(result.diagnostics, siteRoot: project.path + "/_site/"),
                "iteration \(iteration) (\(target))")
            if !result.succeeded {
                failures += 1
                let errors = result.diagnostics.errors
                #expect(!errors.isEmpty, "iteration \(iteration) failed without an error")
                // Usually the mutated file itself; a changed site.json may also make a page wrong.
                let named = errors.allSatisfy { error in
                    guard let file = error.location?.file else { return false }
                    return file.hasPrefix(project.path + "/Content/") || file.hasPrefix(project.path + "/Templates/")
                }
                #expect(named, "iteration \(iteration) (\(target)): \(errors.rendered)")
                #expect(project.files(under: "_site") == before, "iteration \(iteration) changed the previous site")
            }
            try project.write(target, original)
        }
        #expect(failures > Self.iterations / 4, "most mutations should break something")
    }

    /// Diagnostics as text, with the output folder's shown name replaced by one placeholder.
    static func comparable(_ diagnostics: [Diagnostic], siteRoot: String) -> [String] {
        diagnostics.map { $0.description.replacingOccurrences(of: siteRoot, with: "<site>/") }
    }
}
