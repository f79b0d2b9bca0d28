import Foundation
import Testing
import TrellisRender
import TrellisTestSupport
import TrellisValidation

@testable import TrellisContent
@testable import TrellisSite

/// A build renders each page on the thread that read it, as soon as it is read, and keeps only a skeleton of the
/// page: what it writes must be what rendering the whole site afterwards writes, and no page's data may stay.
@Suite("Pages rendered as they are read")
struct StreamedRenderingTests {
    @Test func renderingAsPagesAreReadWritesWhatRenderingAfterwardsDoes() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let loader = ProjectLoader(projectDirectory: project.path)
        let builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        var timer = PhaseTimer()
        var log = DiagnosticLog()
        let prepared = builder.prepare(loader, shownRoot: "_site/", cache: nil, timer: &timer, log: &log)
        try #require(prepared != nil, "\(log.diagnostics)")
        guard let prepared else { return }

        // The whole site read first, then rendered, as builds did before.
        let site = try #require(loader.load().site)
        var templatesLog = DiagnosticLog()
        let templates = TemplateSet.load(from: loader, externalSchemas: nil, log: &templatesLog)
        let assets = ProjectAssets.load(loader, log: &templatesLog)
        let renderer = SiteRenderer(
            site: site, templates: templates, validator: HTMLValidator(), shownRoot: "_site/", assets: assets.paths,
            project: loader)
        var renderLog = DiagnosticLog()
        let afterwards = renderer.renderPages(cached: site.pages.map { _ in nil }, log: &renderLog)

        #expect(prepared.pageOutputs.count == afterwards.count)
        for (streamed, whole) in zip(prepared.pageOutputs, afterwards) {
            #expect(streamed.files.map(\.path) == whole.files.map(\.path))
            for (file, expected) in zip(streamed.files, whole.files) {
                #expect(file.contents == expected.contents, "\(file.path) differs")
            }
            #expect(streamed.links == whole.links)
            #expect(streamed.ids == whole.ids)
            #expect(streamed.diagnostics == whole.diagnostics)
        }
        #expect(
            prepared.searchEntries.map(\.text)
                == SearchIndex.pageEntries(
                    site: site, cached: site.pages.map { _ in nil }, store: SearchEntryStore(spill: nil)
                ).map(\.text))

        // Only skeletons stay, and the links name their components (by id and place).
        #expect(prepared.site.pages.allSatisfy { $0.isSkeleton })
        #expect(prepared.site.pages.allSatisfy { page in page.sections.allSatisfy { $0.layout == nil } })
        var componentsWithValues = 0
        prepared.site.forEachComponent { _, component in
            componentsWithValues += Self.holdsValues(component.data) ? 1 : 0
        }
        #expect(componentsWithValues == 0)
        let owners = prepared.pageOutputs.flatMap(\.links).compactMap(\.ownerPlace)
        #expect(!owners.isEmpty)
        #expect(owners.allSatisfy { !$0.id.isEmpty && $0.location.file.hasSuffix(".json") && $0.location.line > 0 })
    }

    /// Whether data holds anything but the objects and arrays that lead to child components.
    static func holdsValues(_ data: ComponentData?) -> Bool {
        switch data {
        case .string, .number, .bool: true
        case .array(let items): items.contains { holdsValues($0) }
        case .object(let members): members.contains { holdsValues($0.value) }
        case .component(let child): holdsValues(child.data)
        case .null, nil: false
        }
    }

    /// The example catalog, built once, then one of its files edited (`text` replaced by `replacement`).
    static func builtThenEdited(
        _ file: String, _ text: String, _ replacement: String
    ) throws -> (TemporaryProject, SiteBuilder) {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        #expect(builder.build().succeeded)
        try project.write(file, try project.read(file).replacingOccurrences(of: text, with: replacement))
        return (project, builder)
    }

    /// What the next build of `project` prepares, with the build cache the builds before it left.
    static func prepareAsTheNextBuild(_ project: TemporaryProject, builder: SiteBuilder) throws -> SiteBuilder
        .PreparedSite?
    {
        let loader = ProjectLoader(projectDirectory: project.path)
        let output = OutputFolder(shown: loader.displayPath("_site"), faults: nil)
        var timer = PhaseTimer()
        var log = DiagnosticLog()
        let cache = SiteBuilder.CacheUse(path: output.cachePath, previousSite: output.currentSite())
        let prepared = builder.prepare(loader, shownRoot: output.shown + "/", cache: cache, timer: &timer, log: &log)
        try #require(prepared != nil, "\(log.diagnostics)")
        return prepared
    }

    /// A page read again because a section it includes changed is rendered as it is read, like a new page; the
    /// build after that takes it from the cache again, without reading its file.
    @Test func pagesReadAgainForAnIncludeComeFromTheCacheNextTime() throws {
        let (project, builder) = try Self.builtThenEdited("Content/sections/promos.json", "Limited offer", "Offer")
        #expect(builder.build().succeeded)

        let prepared = try Self.prepareAsTheNextBuild(project, builder: builder)
        let loads = prepared?.loads ?? []
        #expect(!loads.isEmpty)
        #expect(loads.filter { !$0.isFromCache }.map(\.relative) == [])
        #expect(prepared?.incremental?.reusedCount == loads.count, "every page reused")
    }

    /// A template edit makes a warm build read again, from their files, the pages showing the type: each is rendered
    /// as it is read and kept as a skeleton, as in a cold build.
    @Test func pagesReadAgainForATemplateEditAreKeptAsSkeletons() throws {
        let (project, builder) = try Self.builtThenEdited("Templates/components/plan-card.mustache", "</h3>", " 2</h3>")

        let prepared = try Self.prepareAsTheNextBuild(project, builder: builder)
        let reused = prepared?.incremental?.reusedCount ?? 0
        #expect(reused > 0 && reused < prepared?.site.pages.count ?? 0, "only the pages showing plan cards render")
        #expect(prepared?.site.pages.allSatisfy { $0.isSkeleton } == true)
        let shop = prepared?.pageOutputs.first { $0.files.contains { $0.path == "pages/shop/phone.html" } }
        let phone = shop?.files.first { $0.path == "pages/shop/phone.html" }
        let text = String(decoding: phone?.contents ?? [], as: UTF8.self)
        #expect(text.contains(" 2</h3>"))
    }

    /// A section several pages include is the same skeleton on each of them, kept once: its components are shared,
    /// not copied per page.
    @Test func anIncludedSectionIsKeptOnceForEveryPageThatShowsIt() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/sections/footer.json": #"""
            {"id": "footer", "components": [{"type": "card", "id": "help", "data": {}}, {"type": "card", "data": null}]}
            """#,
            "Content/pages/a.json": #"{"sections": [{"include": "footer"}]}"#,
            "Content/pages/b.json":
                #"{"sections": [{"id": "own", "components": [{"type": "card", "data": {}}]}, {"include": "footer"}]}"#,
            "Content/pages/c.json": #"{"sections": [{"include": "footer"}]}"#,
            "Templates/components/card.mustache": "<div class=card>card</div>",
        ])
        let builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        var timer = PhaseTimer()
        var log = DiagnosticLog()
        let prepared = builder.prepare(
            ProjectLoader(projectDirectory: project.path), shownRoot: "_site/", cache: nil, timer: &timer, log: &log)
        let pages = try #require(prepared?.site.pages, "\(log.diagnostics)")
        let footers = pages.compactMap { $0.sections.first { $0.includedFrom != nil } }
        #expect(footers.count == 3)
        for footer in footers.dropFirst() {
            #expect(footer == footers[0])
            #expect(footer.sharesComponentStorage(with: footers[0]))
        }
        // A page's own section is its own; the data keys each page keeps (shared between pages that send the same)
        // are its own page's.
        #expect(pages.allSatisfy { $0.isSkeleton })
        for page in pages {
            #expect(page.knownDataKeys == Site.dataKeys(of: page.full()), "\(page.id)")
        }
        #expect(pages[0].knownDataKeys == ["card": []])
        #expect(pages.flatMap(\.sections).filter { $0.includedFrom == nil }.count == 1)
    }

    /// Every file of a page waits on disk once rendered: renderings and the preview (with the frames), whose ids
    /// and URLs (all the link check reads of it) are kept instead.
    @Test func aRenderedPageKeepsNoFileInMemory() throws {
        let project = try TemporaryProject(copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        let spill = try #require(SpillFolder.make(at: project.url("spill").path))
        defer { spill.remove() }
        let builder = SiteBuilder(options: BuildOptions(projectDirectory: project.path))
        var timer = PhaseTimer()
        var log = DiagnosticLog()
        let prepared = builder.prepare(
            ProjectLoader(projectDirectory: project.path), shownRoot: "_site/", cache: nil,
            validatedFiles: .spilled(spill), timer: &timer, log: &log)
        try #require(prepared != nil, "\(log.diagnostics)")
        for (page, output) in zip(prepared?.site.pages ?? [], prepared?.pageOutputs ?? []) {
            let inMemory = output.files.filter { $0.spilled == nil }.map(\.path)
            #expect(inMemory == [])
            #expect(output.files.contains { $0.path.hasSuffix(".html") && $0.path != SitePaths.preview(page) })
            let preview = try #require(output.files.first { $0.path == SitePaths.preview(page) }?.spilled)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: preview)))
            #expect(output.previewScan == PreviewScan(bytes))
            #expect(output.previewScan?.urls.isEmpty == false, "a preview links to its renderings")
        }
    }
}
