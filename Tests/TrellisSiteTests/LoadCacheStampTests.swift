import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// The build cache keeps each page file's stamp with its load, so that the next build knows an unchanged file
/// without reading it; only a stamp that had settled when the build began reading pages, as no later change can
/// leave it as it was.
@Suite("Page file stamps in the build cache")
struct LoadCacheStampTests {
    static func cache(_ project: TemporaryProject) -> LoadCache {
        LoadCache(
            folder: project.url("cache").path, project: ProjectLoader(projectDirectory: project.path),
            featureOverrides: [:])
    }

    @Test func aSettledStampIsKeptAndAnUnsettledOneIsNot() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog)
        try FileManager.default.createDirectory(at: project.url("cache"), withIntermediateDirectories: true)
        let loads = project.load().loads
        let load = try #require(loads.first)
        let stamp = try #require(load.fileStamp)

        // Read just after the file changed: no stamp kept, the next build reads the file.
        #expect(Self.cache(project).write(loads, loadStart: stamp.changedSeconds + 1))
        #expect(Self.cache(project).contentHash(of: load.relative, stamped: stamp) == nil)

        // The same loads taken from the cache a few seconds later: the shard is written again, with the stamps.
        let later = loads.map {
            var load = $0; load.isFromCache = true; return load
        }
        #expect(Self.cache(project).write(later, loadStart: stamp.changedSeconds + FileStamp.settlingSeconds + 1))
        let cache = Self.cache(project)
        #expect(cache.contentHash(of: load.relative, stamped: stamp) == load.contentHash)
        for other in loads {
            let otherStamp = try #require(other.fileStamp)
            let settled = otherStamp.isSettled(now: stamp.changedSeconds + FileStamp.settlingSeconds + 1)
            #expect((cache.contentHash(of: other.relative, stamped: otherStamp) != nil) == settled, "\(other.relative)")
        }

        // Any field of the stamp changed: not vouched for.
        var changes = [stamp, stamp, stamp, stamp, stamp]
        changes[0].size += 1
        changes[1].modifiedNanoseconds += 1
        changes[2].changedNanoseconds += 1
        changes[3].changedSeconds += 1
        changes[4].inode += 1
        for changed in changes {
            #expect(cache.contentHash(of: load.relative, stamped: changed) == nil)
        }
    }
}
