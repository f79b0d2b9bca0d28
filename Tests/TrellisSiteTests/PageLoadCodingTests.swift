import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// What the build cache writes of a page load reads back as the load with its page a skeleton (`Page.skeleton`):
/// the writer prunes the page as it goes, and must prune it exactly as the skeleton does.
@Suite("Page loads in the build cache")
struct PageLoadCodingTests {
    @Test(arguments: [Fixtures.exampleCatalog, Fixtures.adaptiveCards])
    func aLoadReadsBackWithItsPageASkeleton(folder: URL) throws {
        let project = try TemporaryProject(copying: folder)
        let loaded = project.load()
        #expect(!loaded.loads.isEmpty)
        for load in loaded.loads {
            let bytes = PageLoadWriter(load).writer.bytes
            var reader = PageLoadReader(CacheReader(bytes))
            let decoded = reader.load(relative: load.relative)
            let read = try #require(decoded, "\(load.relative)")
            #expect(read.page == load.page?.skeleton, "\(load.relative)")
            #expect(read.contentHash == load.contentHash)
            #expect(read.idLocation == load.idLocation)
            #expect(read.diagnostics == load.diagnostics)
            #expect(read.excluded == load.excluded)
            #expect(read.undeclaredFeatures == load.undeclaredFeatures)
            #expect(read.includes == load.includes)
            // Cut anywhere, it is refused rather than misread.
            var cut = PageLoadReader(CacheReader(Array(bytes.dropLast())))
            let truncated = cut.load(relative: load.relative)
            #expect(truncated == nil)
        }
    }
}
