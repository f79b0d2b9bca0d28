import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A warm build does not read page files the last build read from the same bytes: the loader takes their loads as
/// the build cache kept them (pages as skeletons). Such a page must stand for exactly what reading the file gives.
@Suite("Loads taken from the build cache")
struct KnownLoadTests {
    /// What the cache would give: each load of `previous`, its page a skeleton, for the same file and bytes.
    static func known(from previous: ProjectLoader.Result) -> ProjectLoader.KnownLoads {
        let loads = Dictionary(previous.loads.map { ($0.relative, $0) }, uniquingKeysWith: { first, _ in first })
        return { relative, hash in
            guard var load = loads[relative], load.contentHash == hash else { return nil }
            load.page = load.page?.skeleton
            return load
        }
    }

    @Test(arguments: [Fixtures.exampleCatalog, Fixtures.adaptiveCards])
    func aSkeletonStandsForThePageItsFileGives(folder: URL) throws {
        let project = try TemporaryProject(copying: folder)
        let fresh = project.load()
        let site = try #require(fresh.site)
        let loader = ProjectLoader(projectDirectory: project.path)
        let warm = loader.load(known: Self.known(from: fresh))
        let warmSite = try #require(warm.site)
        #expect(warm.diagnostics == fresh.diagnostics)
        #expect(warm.files == fresh.files)
        #expect(warmSite.excluded == site.excluded)
        #expect(warmSite.pages.count == site.pages.count)
        // The keys the content sends, asked of skeletons, which answer without reading their files again.
        #expect(warmSite.dataKeysByType == site.dataKeysByType)
        var someNames: [String: Set<String>] = [:]
        for (type, keys) in site.dataKeysByType { someNames[type] = Set(keys.prefix(2) + ["not-sent"]) }
        #expect(warmSite.dataKeys(among: someNames) == site.dataKeys(among: someNames))
        for (skeleton, page) in zip(warmSite.pages, site.pages) {
            #expect(skeleton.isSkeleton)
            // What the whole-site passes read: ids, titles, sections, every component's type, id, place and
            // visibility (children included), variant names.
            #expect(skeleton.id == page.id && skeleton.title == page.title && skeleton.description == page.description)
            #expect(skeleton.variants.map(\.name) == page.variants.map(\.name))
            #expect(skeleton.sections.map(\.id) == page.sections.map(\.id))
            #expect(skeleton.componentCount == page.componentCount)
            #expect(Self.outline(of: skeleton) == Self.outline(of: page))
            // Without the JSON paths, which only diagnostics about the full page name.
            var paths: [String] = []
            Site.forEachComponent(of: skeleton) { paths.append($0.path) }
            #expect(paths.allSatisfy { $0.isEmpty })
            // And read in full, it is the page.
            #expect(skeleton.full() == page)
        }
    }

    @Test func aChangedIncludeIsReadAgain() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog)
        let fresh = project.load()
        let include = try #require(project.files(under: "Content/sections").first { $0.hasSuffix(".json") })
        let path = "Content/sections/" + include
        try project.write(path, try project.read(path).replacingOccurrences(of: "\"id\"", with: "\"id\" "))
        let loader = ProjectLoader(projectDirectory: project.path)
        let warm = try #require(loader.load(known: Self.known(from: fresh)).site)
        let name = String(include.dropLast(".json".count))
        for page in warm.pages {
            let includes = page.full().sections.contains { $0.includedFrom == name }
            #expect(page.isSkeleton == !includes, "\(page.id)")
        }
    }

    /// A page file whose stamp the cache vouches for is taken from the cache under the hash the cache gives, without
    /// being read: a load made up for that hash, unlike any the file could give, is what the loader returns.
    @Test func aFileTheCacheKnowsByItsStampIsNotRead() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog)
        let fresh = project.load()
        let vouched = try #require(fresh.loads.first)
        let madeUpHash: UInt64 = 42
        let asked = Recorder<String>()
        let loader = ProjectLoader(projectDirectory: project.path)
        let warm = loader.load(
            known: { relative, hash in
                guard relative == vouched.relative, hash == madeUpHash else { return nil }
                var load = vouched
                load.contentHash = madeUpHash
                load.page = load.page?.skeleton
                return load
            },
            unchanged: { relative, stamp in
                // The stamp the loader asks with is the file's own, as `lstat` gives it.
                var status = stat()
                guard lstat(project.url(relative).path, &status) == 0, FileStamp(status) == stamp else { return nil }
                asked.append(relative)
                return relative == vouched.relative ? madeUpHash : nil
            })
        #expect(Set(asked.all) == Set(fresh.loads.map(\.relative)))
        let taken = try #require(warm.loads.first { $0.relative == vouched.relative })
        #expect(taken.isFromCache && taken.contentHash == madeUpHash)
        #expect(taken.fileStamp == vouched.fileStamp && taken.fileStamp != nil)
        // Every other file was read, as without a cache.
        #expect(warm.loads.filter { $0.relative != vouched.relative }.allSatisfy { !$0.isFromCache })
        #expect(warm.diagnostics == fresh.diagnostics)
    }

    /// Every component, children included, as the catalog and the fingerprints see it.
    static func outline(of page: Page) -> [String] {
        var lines: [String] = []
        Site.forEachComponent(of: page) { component in
            lines.append(
                "\(component.type) \(component.id) \(component.location) \(component.isHidden)")
        }
        return lines
    }
}
