import Foundation
import TrellisContent
import TrellisRender
import TrellisValidation

/// Builds a project's preview site: load, render, write to a staging folder, validate, swap in.
///
/// Any error stops the build before the old site is touched; the staging folder and any folder made for it are
/// removed, so a failed build leaves nothing new on disk (docs/safety.md).
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    /// Makes chosen steps of writing and swapping fail, so tests reach every clean-up path; nil outside tests.
    var faults: PublishStep.Injector?
    /// Remembers each successful build for `trellis serve`, which shows saved pages from it before rebuilding.
    public var session: PreviewSession?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Everything a build produces before it touches the disk.
    struct PreparedSite {
        var site: Site
        var files: [SiteFile]
        var renderings: Int
        /// What the build cache needs to remember the pages: nil when the build uses no cache.
        var incremental: IncrementalBuild?
        /// Pages of which only the edited templates' markup was rendered again (`SiteRenderer.splice`).
        var splicedCount = 0
        var contractDiagnostics: [[Diagnostic]]
        var pageOutputs: [PageOutput]
        var searchEntries: [SearchEntry]
        /// Per page, what the link check found (for the build cache).
        var linkResults: [PageLinks]
        /// Per catalog file, what the link check found (for the build cache).
        var catalogFiles: [String: CachedCatalogFile]
        /// The type counts the catalog was made from, for the build cache.
        var catalogUsage: CatalogUsageMemo?
        /// How many components the pages show, headers, footers and children included: the catalog's type counts
        /// added up (taken from the cache when the content is the last build's), not a walk of every page again.
        var componentCount = 0
        var templates: TemplateSet
        /// The OpenAPI document's schemas the contracts drew on, for `trellis serve` to read templates again.
        var openAPI: ExternalSchemaSource?
        /// What `trellis serve` needs to render a component page again after a template edit.
        var catalog = CatalogPreviewInputs()
        var assets: Set<String>
        /// How each page was loaded, in page order, and where the next build finds them (nil without a cache).
        var loads: [PageLoad] = []
        var loadCache: LoadCache?
        /// The wall clock's seconds when the pages began to be read: which page files' stamps the cache may keep
        /// (`LoadCache.write`).
        var loadStart: Int64 = 0
    }

    /// Where a build's cache is and which folder holds the site it may reuse files from.
    struct CacheUse {
        var path: String
        var previousSite: String?
    }

    public func build() -> BuildResult {
        let result = buildOnce()
        // Until a build succeeds again, nothing is shown from the last good one: its templates and settings may no
        // longer be the project's. During a build it stays (`trellis serve` renders pages an edit of templates
        // changed from it on request meanwhile), and a build that succeeds replaces it.
        if !result.succeeded { session?.forget() }
        return result
    }

    private func buildOnce() -> BuildResult {
        FastFileSystem.returnLargeBlocksToTheSystem()
        var log = DiagnosticLog()
        let project = ProjectLoader(projectDirectory: options.projectDirectory)
        let output = OutputFolder(shown: options.outputDirectory ?? project.displayPath("_site"), faults: faults)
        if let refusal = output.check(projectDirectory: options.projectDirectory, force: options.force) {
            return BuildResult(diagnostics: [refusal], summary: nil)
        }
        // One build at a time reads the old site and writes the new one (`trellis serve` and a `trellis build` in
        // another terminal): this one waits here for another to finish.
        let locks = output.lockedFolders.map { folder in
            BuildLock.acquire(folder: folder) { holder in
                let message = "waiting for another build in \(folder) to finish" + (holder.map { ": \($0)" } ?? "")
                if let notice = options.notice { notice(message) } else { progress(message) }
            }
        }
        defer { withExtendedLifetime(locks) {} }
        // Every input and every file of the site as the last build that succeeded left them: what it reported, again.
        if let replayed = replayLastBuild(project, output: output) { return replayed }
        // The inputs as the build begins: a record of it is written only if they are the same when it ends.
        let inputsAtStart =
            options.useCache && session == nil ? FileTreeStamps.take(of: BuildRecord.inputTrees(project: project)) : nil
        // What a crashed build left beside (or inside) the output folder goes before anything else is done; the
        // files earlier updates replaced are written over by this build's (`SpareFiles`).
        let spares = output.removeLeftovers()
        var timer = PhaseTimer()
        let shownRoot = output.shown.hasSuffix("/") ? output.shown : output.shown + "/"
        let cache = options.useCache ? CacheUse(path: output.cachePath, previousSite: output.currentSite()) : nil
        // Rendered pages wait on disk for the write; what the build did not move into the site goes when it ends.
        let spill = output.makeSpillFolder(recycling: spares)
        defer { spill?.remove() }
        guard
            let prepared = prepare(
                project, shownRoot: shownRoot, cache: cache, validatedFiles: spill.map { .spilled($0) } ?? .kept,
                timer: &timer, log: &log)
        else {
            return BuildResult(diagnostics: Self.unique(log.diagnostics), summary: nil, phases: timer.phases)
        }
        let files = prepared.files

        // Validate in memory first: invalid output fails the build before anything is written.
        progress("validating \(files.count) files")
        let validator = HTMLValidator()
        let htmlFiles = files.filter(\.isHTML)
        let issues = htmlFiles.filter { !$0.isValidated }.parallelMap { file in
            validator.validate(file.contents, file: shownRoot + file.path)
        }
        for issue in issues.joined() { log.append(Self.diagnostic(for: issue, shownAs: issue.file)) }
        timer.end("validate catalog pages")
        if log.hasErrors {
            return BuildResult(diagnostics: Self.unique(log.diagnostics), summary: nil, phases: timer.phases)
        }

        progress("writing \(files.count) files")
        guard let publication = publish(files, to: output, recycling: spares, spill: spill, log: &log, timer: &timer)
        else {
            return BuildResult(diagnostics: Self.unique(log.diagnostics), summary: nil, phases: timer.phases)
        }
        let result = finish(
            prepared, project: project, inputsAtStart: inputsAtStart, output: output, publication: publication,
            log: log, timer: &timer, shownRoot: shownRoot)
        // What this update replaced waits for the next build to write over; trash beyond the site's size goes, in
        // the background (a process that stays, `serve`, does not wait for it).
        let trashRemoval = output.keepSpares(upTo: files.count)
        if options.endsProcess {
            ProcessLifetime.keep(prepared)
            trashRemoval.wait()
        } else if trashRemoval.wait(timeout: .now()) == .timedOut {
            // The next build writes rendered files over spare files where they are: none may go from under it. The
            // lock is held until the removal ends (`serve`'s next build, or one in another terminal, waits for it).
            // With nothing to remove it goes when this returns: a block on a busy global queue held it for minutes.
            trashRemoval.notify(queue: .global()) { withExtendedLifetime(locks) {} }
        }
        return result
    }

    /// Puts the new site in place: over a site Trellis wrote, by updating it in place (only what changes is
    /// written, each file replaced whole); otherwise staged beside it and swapped in. Nil when that failed: the
    /// previous site is then as it was (docs/safety.md).
    private func publish(
        _ files: [SiteFile], to output: OutputFolder, recycling spares: SpareFiles, spill: SpillFolder?,
        log: inout DiagnosticLog, timer: inout PhaseTimer
    ) -> Publication? {
        let location = SourceLocation(file: output.shown)
        func writeFailed(_ error: FastFileSystem.WriteError) {
            log.append(.error("write-failed", at: location, "cannot write the site: \(error); nothing was changed"))
        }
        func replaceFailed(_ error: FastFileSystem.WriteError) {
            log.append(
                .error("write-failed", at: location, "cannot replace the site: \(error); the previous site was kept"))
        }
        func cleanupFailed(_ what: String, _ error: FastFileSystem.WriteError) {
            log.append(
                .warning(
                    "cleanup-failed", at: location,
                    "the new site is in place, but removing \(what) failed: \(error); the next build removes it"))
        }
        if var update = output.inPlaceUpdate(for: files, recycling: spares) {
            update.spill = spill?.path
            do {
                if let leftover = try update.run(files) { cleanupFailed("what it no longer has", leftover) }
                timer.end("update in place")
                return .updatedInPlace
            } catch {
                switch error {
                case .write(let error): writeFailed(error)
                case .replace(let error): replaceFailed(error)
                }
                return nil
            }
        }
        let staging: StagingFolder
        do {
            staging = try output.writeStaging(files, recycling: spares)
            timer.end("write")
        } catch {
            writeFailed(Self.writeError(error, at: output.shown))
            return nil
        }
        do {
            // As for an update: a Ctrl-C between the renames waits for them.
            let leftover = try FastFileSystem.holdingInterruptions { try output.swapIn(staging) }
            if let leftover { cleanupFailed("the previous one", leftover) }
            timer.end("swap in")
        } catch {
            replaceFailed(Self.writeError(error, at: output.shown))
            return nil
        }
        return .staged
    }

    /// A failure of the output folder's own steps as a `WriteError` (they throw nothing else).
    private static func writeError(_ error: any Error, at path: String) -> FastFileSystem.WriteError {
        error as? FastFileSystem.WriteError ?? FastFileSystem.WriteError(path: "\(path) (\(error))", code: 0)
    }

    /// After the new site is in place: the build cache, the preview session, the summary.
    private func finish(
        _ prepared: PreparedSite, project: ProjectLoader, inputsAtStart: FileTreeStamps?, output: OutputFolder,
        publication: Publication, log: DiagnosticLog, timer: inout PhaseTimer, shownRoot: String
    ) -> BuildResult {
        let files = prepared.files
        let htmlFiles = files.filter(\.isHTML)
        if let incremental = prepared.incremental, let folder = output.currentSite() {
            incremental.save(
                pages: prepared.site.pages, contractDiagnostics: prepared.contractDiagnostics,
                outputs: prepared.pageOutputs, searchEntries: prepared.searchEntries,
                linkResults: prepared.linkResults, catalogFiles: prepared.catalogFiles,
                catalogUsage: prepared.catalogUsage, site: folder,
                keptFilesUntouched: publication == .updatedInPlace)
            _ = prepared.loadCache?.write(prepared.loads, loadStart: prepared.loadStart)
            timer.end("write build cache")
        }
        session?.remember(
            PreviewSession.Remembered(
                settings: prepared.site.settings, templates: prepared.templates, openAPI: prepared.openAPI,
                assets: prepared.assets, shownRoot: shownRoot,
                pageIDs: Dictionary(
                    prepared.site.pages.map { ($0.file, $0.id) }, uniquingKeysWith: { first, _ in first }),
                pageFiles: Dictionary(
                    prepared.site.pages.map { (SitePaths.pageFolder($0), $0.file) },
                    uniquingKeysWith: { first, _ in first }),
                catalog: prepared.catalog, strict: options.strict))
        let diagnostics = Self.unique(log.diagnostics)
        var summary = BuildSummary(
            pages: prepared.site.pages.count, renderings: prepared.renderings,
            components: prepared.componentCount,
            warnings: diagnostics.count { $0.severity == .warning }, filesWritten: files.count + 1,
            filesValidated: htmlFiles.count, milliseconds: timer.totalMilliseconds,
            outputDirectory: output.shown, phases: timer.phases)
        summary.pagesReused = prepared.incremental?.reusedCount ?? 0
        summary.pagesSpliced = prepared.splicedCount
        if prepared.incremental != nil, session == nil, let inputsAtStart {
            recordBuild(
                summary, diagnostics: diagnostics, prepared: prepared, project: project, inputsAtStart: inputsAtStart,
                output: output)
        }
        return BuildResult(diagnostics: diagnostics, summary: summary)
    }

    /// The key of this build's record (`BuildRecord`): the executable, the project, the output and the options.
    private func recordKey(_ project: ProjectLoader, output: OutputFolder) -> UInt64 {
        BuildRecord.key(
            projectDirectory: options.projectDirectory, shownProject: project.displayPath(""),
            shownOutput: output.shown, strict: options.strict, featureOverrides: options.featureOverrides)
    }

    /// What the last build that succeeded reported, when every input file and folder, and every file and folder of
    /// the site, still has the stamp it had when that build ended (`BuildRecord`): nothing is read but those stamps,
    /// and nothing is written. Nil otherwise, and the record is removed, so that it only ever describes the site as
    /// the last build that succeeded left it.
    private func replayLastBuild(_ project: ProjectLoader, output: OutputFolder) -> BuildResult? {
        guard options.useCache else { return nil }
        var timer = PhaseTimer()
        guard session == nil, output.settledSite() != nil,
            let record = BuildRecord.read(fromCache: output.cachePath, key: recordKey(project, output: output)),
            record.inputs.isUnchangedUpToTheFirstChange, record.outputs.isUnchanged
        else {
            BuildRecord.remove(fromCache: output.cachePath)
            return nil
        }
        timer.end("check the last build's files")
        var summary = record.summary
        summary.milliseconds = timer.totalMilliseconds
        summary.outputDirectory = output.shown
        summary.phases = timer.phases
        summary.pagesReused = summary.pages
        summary.pagesSpliced = 0
        return BuildResult(diagnostics: record.diagnostics, summary: summary, phases: timer.phases)
    }

    /// Records what this build read, wrote and reported (`BuildRecord`), when its inputs are as they were when it
    /// began and had all settled before it began reading, and its site is one whose files say all there is to know
    /// of it; otherwise none is written.
    private func recordBuild(
        _ summary: BuildSummary, diagnostics: [Diagnostic], prepared: PreparedSite, project: ProjectLoader,
        inputsAtStart: FileTreeStamps, output: OutputFolder
    ) {
        // A warning that the cleanup after the update failed, or that a file or folder could not be read, may not be
        // the next build's.
        // Settled at the start or not, as they must be the same at the end: an edit's build (whose page has just been
        // saved) walks them once, not twice.
        guard !diagnostics.contains(where: { $0.code == "cleanup-failed" || $0.code == "left-out" }),
            inputsAtStart.isSettled(now: prepared.loadStart), let site = output.settledSite(),
            var inputs = FileTreeStamps.take(of: BuildRecord.inputTrees(project: project)), inputs == inputsAtStart
        else { return }
        // The OpenAPI document was read, so it is there: gone by now, the record would say it was missing.
        if let document = prepared.site.settings.openAPIDocument {
            guard let stamps = FileTreeStamps.take(of: [project.displayPath(document)]),
                stamps.entries.allSatisfy({ $0.stamp != nil })
            else { return }
            inputs = inputs.adding(stamps)
        }
        guard inputs.isSettled(now: prepared.loadStart), let outputs = FileTreeStamps.take(of: [site]) else { return }
        let record = BuildRecord(inputs: inputs, outputs: outputs, diagnostics: diagnostics, summary: summary)
        _ = record.write(toCache: output.cachePath, key: recordKey(project, output: output))
    }

    /// `trellis check`: everything a build does, the HTML validation included, without writing anything.
    public func check() -> BuildResult {
        FastFileSystem.returnLargeBlocksToTheSystem()
        var log = DiagnosticLog()
        let project = ProjectLoader(projectDirectory: options.projectDirectory)
        var timer = PhaseTimer()
        guard
            let prepared = prepare(
                project, shownRoot: "(site)/", cache: nil, validatedFiles: .dropped, timer: &timer, log: &log)
        else {
            return BuildResult(diagnostics: Self.unique(log.diagnostics), summary: nil, phases: timer.phases)
        }
        let htmlFiles = prepared.files.filter(\.isHTML)
        let validator = HTMLValidator()
        let issues = htmlFiles.filter { !$0.isValidated }.parallelMap { file in
            validator.validate(file.contents, file: "(site)/" + file.path)
        }
        for issue in issues.joined() { log.append(Self.diagnostic(for: issue, shownAs: issue.file)) }
        let diagnostics = Self.unique(log.diagnostics)
        if log.hasErrors { return BuildResult(diagnostics: diagnostics, summary: nil, phases: timer.phases) }
        let summary = BuildSummary(
            pages: prepared.site.pages.count, renderings: prepared.renderings,
            components: prepared.componentCount,
            warnings: diagnostics.count { $0.severity == .warning }, filesWritten: 0, filesValidated: htmlFiles.count,
            milliseconds: timer.totalMilliseconds, outputDirectory: "")
        if options.endsProcess { ProcessLifetime.keep(prepared) }
        return BuildResult(diagnostics: diagnostics, summary: summary)
    }

    /// Loads, checks and renders the whole site in memory; nil when there are errors. With a cache, pages whose
    /// inputs are unchanged since the last build are taken from it instead of being checked and rendered again.
    func prepare(
        _ project: ProjectLoader,
        shownRoot: String,
        cache: CacheUse?,
        validatedFiles: ValidatedFiles = .kept,
        timer: inout PhaseTimer,
        log: inout DiagnosticLog
    ) -> PreparedSite? {
        progress("reading and rendering pages")
        let loadStart = FileStamp.nowSeconds()
        // Page files unchanged since the last build are not read: their loads come from the cache, as skeletons.
        // Without a previous site (its folder deleted) every page is rendered again and so read in full: the
        // skeletons would only be read first (the cache is still read, so that unchanged loads are not rewritten).
        var loadCache = cache.map {
            LoadCache(folder: $0.path, project: project, featureOverrides: options.featureOverrides)
        }
        // Contracts, templates and assets are read as soon as the settings are (they name the OpenAPI document), so
        // that each page is checked and rendered on the thread that read it, as it is read: its files then wait on
        // disk, and only a skeleton of the page stays (`StreamedPages`), so a large site is never held whole.
        var early: EarlyInputs?
        var pageStream: PageStream?
        var spill: SpillFolder?
        if case .spilled(let folder) = validatedFiles { spill = folder }
        let streamed = StreamedPages(searchEntries: SearchEntryStore(spill: spill))
        var known: ProjectLoader.KnownLoads?
        var unchangedFiles: ProjectLoader.UnchangedFiles?
        if let readCache = loadCache, cache?.previousSite != nil {
            unchangedFiles = { relative, stamp in readCache.contentHash(of: relative, stamped: stamp) }
            known = { relative, hash in
                guard var load = readCache.load(relative, contentHash: hash) else { return nil }
                // Included sections and data-key tables kept once, as for the pages read from their files.
                if let page = load.page {
                    load.page?.sections = page.sections.map(streamed.shared)
                    load.page?.knownDataKeys = page.knownDataKeys.map(streamed.shared)
                }
                return load
            }
        }
        // What every page's check and rendering need is read on another thread while the loader reads the pages: a
        // page taken from the cache needs none of it, and one read from its file waits for it here.
        typealias EarlyWork = (inputs: EarlyInputs, check: @Sendable (Page) -> [Diagnostic], stream: PageStream?)
        var earlyWork: BackgroundValue<EarlyWork>?
        let loaded = project.load(featureOverrides: options.featureOverrides, known: known, unchanged: unchangedFiles) {
            settings in
            let work = BackgroundValue { () -> EarlyWork in
                let inputs = EarlyInputs(project, settings: settings)
                let check = ContractCheck.pageCheck(templates: inputs.templates)
                // Nothing is rendered ahead when what every page needs already failed: the build stops before
                // rendering.
                let stream =
                    inputs.log.hasErrors
                    ? nil
                    : PageStream(
                        settings: settings,
                        renderer: SiteRenderer(
                            site: Site(settings: settings, pages: [], excluded: []), templates: inputs.templates,
                            validator: HTMLValidator(), shownRoot: shownRoot, assets: inputs.assets.paths,
                            project: project, validatedFiles: validatedFiles,
                            keepsComponentStarts: options.useCache),
                        check: check, streamed: streamed)
                return (inputs, check, stream)
            }
            earlyWork = work
            return { page, reloader in
                let early = work.value
                let diagnostics = early.check(page)
                guard let stream = early.stream else {
                    page.dropSources()
                    return diagnostics
                }
                stream.render(&page, contract: diagnostics, reloader: reloader)
                return diagnostics
            }
        }
        if let work = earlyWork?.value {
            early = work.inputs
            pageStream = work.stream
        }
        log.append(contentsOf: loaded.diagnostics)
        // The loads are read: the cache's bytes are let go until its write.
        known = nil
        unchangedFiles = nil
        loadCache = loadCache?.withoutBytes()
        let templates: TemplateSet
        let assets: ProjectAssets
        if let early, loaded.site != nil {
            log.append(contentsOf: early.log.diagnostics)
            templates = early.templates
            assets = early.assets
        } else {
            templates = TemplateSet.load(from: project, externalSchemas: nil, log: &log)
            assets = ProjectAssets.load(project, log: &log)
        }
        // What was rendered as it was read, in page order.
        var streamedPages = loaded.site?.pages.map { streamed.take($0.file) } ?? []
        if let site = loaded.site {
            log.append(
                contentsOf: templates.tagNameWarnings(sent: site.dataKeys(among:), allSent: { site.dataKeysByType }))
        }
        timer.end("load content and templates")
        var incremental: IncrementalBuild?
        if let cache, let site = loaded.site, !log.hasErrors {
            // The page files' hashes are the loader's, taken from the bytes it read.
            var pageHashes: [String: UInt64] = [:]
            for load in loaded.loads { pageHashes[project.displayPath(load.relative)] = load.contentHash }
            let fingerprint = InputFingerprint(
                project: project, site: site, templates: templates, assets: assets.paths, options: options,
                shownRoot: shownRoot, knownHashes: pageHashes)
            incremental = IncrementalBuild(
                cachePath: cache.path, previousSite: cache.previousSite, site: site, fingerprint: fingerprint,
                searchEntries: streamed.searchEntries)
            timer.end("read build cache")
        }
        // A page whose work is not all in the cache (rendering or contract check) is read in full, checked and
        // rendered at once, and kept as a skeleton again, as pages read from their files are.
        var loadedSite = loaded.site
        var splicedCount = 0
        var checkedAgain: [[Diagnostic]?] = loaded.site?.pages.map { _ in nil } ?? []
        if let site = loadedSite, site.pages.contains(where: { $0.isSkeleton }) {
            let reusable = site.pages.indices.map { index in
                streamedPages[index] != nil
                    || incremental.map { $0.reusable[index] != nil && $0.contractDiagnostics[index] != nil } ?? false
            }
            let cachedChecks = incremental?.contractDiagnostics ?? site.pages.map { _ in nil }
            let cachedSearchEntries = incremental?.searchEntries ?? site.pages.map { _ in nil }
            let stream = log.hasErrors ? nil : pageStream
            let spliceable = incremental?.spliceable ?? site.pages.map { _ in nil }
            let previousSite = incremental?.previousSite
            let read = Array(site.pages.indices).parallelMap {
                index -> (page: Page, check: [Diagnostic]?, isSpliced: Bool) in
                let page = site.pages[index]
                guard page.isSkeleton, !reusable[index] else { return (page, nil, false) }
                // After a template edit, only the edited templates' markup is rendered again, where that can be:
                // from the components that show them, read alone from the page file, or else from the page read
                // in full.
                var entry: CachedPage?
                if let stream, let reloader = page.reloader, let splice = spliceable[index], let previousSite,
                    let check = cachedChecks[index], let searchEntry = cachedSearchEntries[index]
                {
                    entry = splice.takeEntry()
                    if let entry,
                        stream.splice(
                            page, skeleton: page, contract: check, searchEntry: searchEntry, previous: entry,
                            changedTypes: splice.changedTypes, previousSite: previousSite,
                            components: reloader.components)
                    {
                        return (page, check, true)
                    }
                }
                var full = page.full()
                guard let stream, let reloader = page.reloader else { return (full, nil, false) }
                let check = cachedChecks[index] ?? stream.check(full)
                if let splice = spliceable[index], let previousSite,
                    let searchEntry = cachedSearchEntries[index], let entry = entry ?? splice.takeEntry(),
                    stream.splice(
                        full, skeleton: page, contract: check, searchEntry: searchEntry, previous: entry,
                        changedTypes: splice.changedTypes, previousSite: previousSite, components: { $0 })
                {
                    return (page, check, true)
                }
                stream.render(&full, contract: check, reloader: reloader, searchEntry: cachedSearchEntries[index])
                return (full, check, false)
            }
            loadedSite?.pages = read.map(\.page)
            checkedAgain = read.map(\.check)
            splicedCount = read.count(where: \.isSpliced)
            for index in site.pages.indices where checkedAgain[index] != nil && streamedPages[index] == nil {
                streamedPages[index] = streamed.take(site.pages[index].file)
            }
            timer.end("read changed pages")
        }
        var contractDiagnostics: [[Diagnostic]] = []
        if let site = loadedSite {
            // Pages read in full were checked as they were read (from their files, or again after the cache's
            // skeleton); the cache holds the check of the others. Any page left is checked here.
            let checkedOnLoad = loaded.loads.map(\.contractDiagnostics)
            let cached = incremental?.contractDiagnostics ?? site.pages.map { _ in nil }
            contractDiagnostics = ContractCheck.run(
                pages: site.pages, templates: templates,
                cached: site.pages.indices.map { cached[$0] ?? checkedOnLoad[$0] ?? checkedAgain[$0] })
            log.append(contentsOf: contractDiagnostics.flatMap { $0 })
            // The pages' output paths are made from their ids and the viewports, which the content digest covers: the
            // last successful build, under the same digest, found no collision (it is an error), so none is here.
            let sameContent = incremental.map { $0.catalogUsage?.contentDigest == $0.fingerprint.contentDigest }
            if sameContent != true {
                log.append(
                    contentsOf: OutputCollisions.check(site: site, siteFile: project.displayPath("Content/site.json")))
            }
        }
        timer.end("check contracts")
        if log.hasErrors, let site = loadedSite {
            reportWithoutRendering(
                site, outputs: site.pages.indices.map { streamedPages[$0]?.output ?? incremental?.outputs[$0] },
                templates: templates, log: &log)
        }
        if options.strict { log.promote(codes: Self.strictCodes) }
        guard let site = loadedSite, !log.hasErrors else { return nil }

        // A page rendered as it was read has its output already; one unchanged since the last build, the cache's.
        let cachedOutputs = site.pages.indices.map { streamedPages[$0]?.output ?? incremental?.outputs[$0] }
        let toRender = cachedOutputs.count { $0 == nil }
        let unchanged = incremental?.reusedCount ?? 0
        if toRender > 0 {
            progress(
                "rendering \(toRender) pages at \(site.settings.viewports.count) viewports"
                    + (unchanged > 0 ? " (\(unchanged) unchanged)" : ""))
        }
        let renderer = SiteRenderer(
            site: site, templates: templates, validator: HTMLValidator(), shownRoot: shownRoot, assets: assets.paths,
            project: project, validatedFiles: validatedFiles, keepsComponentStarts: options.useCache)
        let pages = renderer.renderPages(cached: cachedOutputs, log: &log)
        timer.end("render and validate pages")
        // Sized once for the pages', the catalog's (a page per component type, a few more) and the assets' files:
        // an array of every file of the site, not one grown to twice that.
        var files: [SiteFile] = []
        files.reserveCapacity(
            pages.reduce(0) { $0 + $1.files.count } + templates.components.count + assets.files.count + 64)
        var unknown: [UnknownTypeUse] = []
        var markupReported: Set<String> = []
        // A template mistake is reported once, at its template position, for its first use (pages are in a
        // fixed order, so the same use every run), not once per component, page and viewport.
        func appendOnce(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics {
                if diagnostic.code.hasPrefix("html-") || diagnostic.code.hasPrefix("template-")
                    || diagnostic.code == "unsafe-url"
                {
                    guard markupReported.insert("\(diagnostic.location?.description ?? "")|\(diagnostic.code)").inserted
                    else { continue }
                }
                log.append(diagnostic)
            }
        }
        for page in pages {
            files += page.files
            appendOnce(page.diagnostics)
            unknown += page.unknownTypes
        }
        let renderings = pages.reduce(0) { $0 + $1.renderings }
        reportUnknownTypes(unknown, templates: templates, log: &log)
        if options.strict { log.promote(codes: Self.strictCodes) }
        let (examples, exampleUses) = CatalogPages.renderExamples(
            site: site, templates: templates, assets: assets.paths, keepingUses: session != nil)
        for type in examples.keys.sorted() {
            for example in examples[type] ?? [] { appendOnce(example.rendered.diagnostics) }
        }
        let searchEntries = SearchIndex.pageEntries(
            site: site,
            cached: site.pages.indices.map {
                streamedPages[$0]?.searchEntry ?? incremental?.reusable[$0]?.searchEntry
            }, store: streamed.searchEntries)
        var catalog = CatalogPages(
            site: site, templates: templates, fileCount: loaded.files.count, examples: examples,
            searchEntries: searchEntries)
        catalog.boxes = CatalogPages.commonBoxes(pages, viewportCount: site.settings.viewports.count)
        catalog.shownOutputPrefix = shownRoot
        if case .spilled(let folder) = validatedFiles { catalog.spill = folder }
        if let incremental {
            catalog.contentDigest = incremental.fingerprint.contentDigest
            let fingerprint = incremental.fingerprint
            let pages = site.pages
            catalog.countedUsage = { fingerprint.usageByPage(of: pages) }
            if let previousSite = incremental.previousSite {
                catalog.previous = (previousSite, incremental.catalogFiles)
                catalog.usageMemo = incremental.catalogUsage
            }
        }
        let externalLinks = LinkCheck.externalLinks(in: pages)
        let firstDiagnostics = Self.unique(log.diagnostics)
        let catalogOutput = catalog.files(
            diagnostics: firstDiagnostics, unknown: unknown, renderings: renderings,
            externalLinks: externalLinks, keepingUsageRows: session != nil)
        files += catalogOutput.files
        files += assets.siteFiles
        timer.end("catalog pages")
        var linkResults: [PageLinks] = []
        var catalogFiles: [String: CachedCatalogFile] = [:]
        // Links are checked only in a site that will be written: after an error, pages that failed are missing,
        // and every link to them would only repeat that error.
        if !log.hasErrors {
            var linkCheck = LinkCheck(
                files: files, pages: site.pages, outputs: pages,
                renderingThemeIDs: templates.theme.renderingIDs, shownRoot: shownRoot)
            linkCheck.cached = incremental?.reusable.map { $0?.linkCheck } ?? []
            linkCheck.cachedFiles = incremental?.catalogFiles ?? [:]
            linkCheck.previousSite = incremental?.previousSite
            linkCheck.reportedMissingAssets = Set(
                examples.values.joined().flatMap { $0.rendered.missingAssets.map { "assets/" + $0 } })
            let checked = linkCheck.run()
            log.append(contentsOf: checked.diagnostics)
            linkResults = checked.pages
            catalogFiles = checked.files
            for (path, key) in catalogOutput.contextKeys {
                catalogFiles[path]?.contextKey = key.context
                catalogFiles[path]?.digestKey = key.digest
            }
            if options.strict { log.promote(codes: Self.strictCodes) }
            // The index and the report count and list the link warnings too: rendered again with them — unless
            // the first rendering took the last build's bytes, made from the same context and the same link
            // warnings (`linkedContextKey`). With none, rendered again without when it took bytes made with some.
            let linkWarnings = checked.diagnostics.filter { $0.severity == .warning }
            var stale: [String: UInt64] = [:]
            for path in ["index.html", "report.html"] {
                let previous = incremental?.catalogFiles[path]
                let tookPrevious = previous.map { $0.contentHash == catalogFiles[path]?.contentHash } ?? false
                let tookLinked = tookPrevious && previous?.linkedContextKey != 0
                if linkWarnings.isEmpty {
                    if tookLinked { stale[path] = 0 }
                } else {
                    var key = StableHasher()
                    key.combine(catalogOutput.contextKeys[path]?.context ?? 0)
                    for warning in linkWarnings { key.combine(warning.description) }
                    let linkedKey = max(key.finalize(), 1)
                    if !tookLinked || previous?.linkedContextKey != linkedKey { stale[path] = linkedKey }
                    catalogFiles[path]?.linkedContextKey = linkedKey
                }
            }
            if !log.hasErrors, !stale.isEmpty {
                let summaries = catalog.summaryFiles(
                    Set(stale.keys),
                    diagnostics: linkWarnings.isEmpty ? firstDiagnostics : Self.unique(log.diagnostics),
                    unknown: unknown, renderings: renderings, externalLinks: externalLinks,
                    usage: catalogOutput.usage, siteUsage: catalogOutput.siteUsage)
                for summary in summaries {
                    if let index = files.firstIndex(where: { $0.path == summary.path }) { files[index] = summary }
                    // Its ids and links are those the check read (the added links lead to pages it has seen).
                    catalogFiles[summary.path]?.contentHash = CachedCatalogFile.contentHash(of: summary.contents)
                    catalogFiles[summary.path]?.linkedContextKey = stale[summary.path] ?? 0
                }
            }
            // A catalog file with the bytes the last successful build wrote passed libxml2 then.
            for index in files.indices where files[index].isHTML && !files[index].isValidated {
                if let previous = incremental?.catalogFiles[files[index].path],
                    previous.contentHash == catalogFiles[files[index].path]?.contentHash
                {
                    files[index].isValidated = true
                }
            }
        }
        timer.end("check links")
        log.append(contentsOf: OutputCollisions.check(files: files, shownRoot: shownRoot))
        if log.hasErrors { return nil }
        var prepared = PreparedSite(
            site: site, files: files, renderings: renderings, incremental: incremental,
            contractDiagnostics: contractDiagnostics, pageOutputs: pages, searchEntries: searchEntries,
            linkResults: linkResults, catalogFiles: catalogFiles,
            templates: templates, openAPI: loaded.site == nil ? nil : early?.openAPI, assets: assets.paths,
            loads: loaded.loads, loadCache: loadCache)
        prepared.splicedCount = splicedCount
        prepared.loadStart = loadStart
        prepared.catalogUsage = catalogOutput.memo
        prepared.componentCount = catalogOutput.usage.reduce(0) { $0 + $1.count }
        if session != nil {
            prepared.catalog = CatalogPreviewInputs(
                usageRows: catalogOutput.usageRows, boxes: catalog.boxes, exampleUses: exampleUses)
        }
        return prepared
    }

    static func diagnostic(for issue: ValidationIssue, shownAs file: String) -> Diagnostic {
        .error(
            "invalid-html", at: SourceLocation(file: file, line: issue.line, column: issue.column),
            "\(issue.message) (libxml2 \(issue.checker.rawValue) parser)")
    }

    private func progress(_ message: String) {
        options.progress?(message)
    }

    /// Whether `folder` holds a site a build wrote (its marker, `OutputFolder.marker`): `trellis serve` shows it as the
    /// last good site when its own first build fails.
    public static func holdsBuiltSite(_ folder: String) -> Bool {
        FastFileSystem.kind(atPath: folder + "/" + OutputFolder.marker) != .missing
    }

    /// Warnings that `--strict` turns into errors: input a stricter consumer would reject.
    static let strictCodes: Set<String> = [
        "unknown-type", "duplicate-key", "broken-link", "schema-unknown-keyword", "undeclared-required-key",
        "schema-unsatisfiable", "contract-schema-override", "schema-ref-siblings-ignored",
    ]

    /// What a build that fails on its content or contracts still tells, so that one run shows every mistake and not
    /// one kind at a time: each layout's problems (read and checked, not laid out into files) and the types without a
    /// template. Pages rendered before the failure give theirs from their output; the rest (those with a contract
    /// error, which are never rendered) are read here. Their template mistakes wait for a build that renders them.
    private func reportWithoutRendering(
        _ site: Site, outputs: [PageOutput?], templates: TemplateSet, log: inout DiagnosticLog
    ) {
        let resolver = LayoutResolver(
            viewportNames: site.settings.viewports.map(\.name), contracts: templates.contracts)
        // A skeleton without an output cannot be read for layouts (it keeps none): it has nothing to add.
        let known = site.pages.indices.map { index in
            outputs[index]?.layoutFindings ?? (site.pages[index].isSkeleton ? LayoutFindings() : nil)
        }
        let plan = resolver.plan(site.pages, viewports: site.settings.viewports, known: known)
        log.append(contentsOf: plan.findings.diagnostics(viewports: site.settings.viewports))
        var unknown: [UnknownTypeUse] = []
        for (page, output) in zip(site.pages, outputs) {
            if let output {
                unknown += output.unknownTypes
            } else if !page.isSkeleton {
                unknown += Self.usesOfTypesWithoutTemplate(on: page, templates: templates)
            }
        }
        reportUnknownTypes(unknown, templates: templates, log: &log)
    }

    /// The components a rendering of `page` would show (hidden ones and their children left out) whose type has no
    /// template, in document order.
    private static func usesOfTypesWithoutTemplate(on page: Page, templates: TemplateSet) -> [UnknownTypeUse] {
        var uses: [UnknownTypeUse] = []
        func visit(_ component: Component) {
            guard !component.isHidden else { return }
            if templates.components[component.type] == nil {
                uses.append(
                    UnknownTypeUse(
                        type: component.type, componentID: component.id, location: component.location,
                        path: component.path))
            }
            component.data?.forEachChild(visit)
        }
        for section in page.sections {
            for component in [section.header].compactMap({ $0 }) + section.visibleComponents
                + [section.footer].compactMap({ $0 })
            {
                visit(component)
            }
        }
        return uses
    }

    /// One warning per type without a template (`--strict` promotes it to an error).
    private func reportUnknownTypes(_ unknown: [UnknownTypeUse], templates: TemplateSet, log: inout DiagnosticLog) {
        // Without a Templates/ folder every type is unknown: its one error says all there is to say.
        guard !log.diagnostics.contains(where: { $0.code == "missing-templates" }) else { return }
        var seen: [String: (first: UnknownTypeUse, count: Int)] = [:]
        var order: [String] = []
        for use in unknown {
            if let entry = seen[use.type] {
                seen[use.type] = (entry.first, entry.count + 1)
            } else {
                seen[use.type] = (use, 1)
                order.append(use.type)
            }
        }
        let known = templates.components.keys.sorted()
        for type in order where !templates.unusableTemplates.contains(type) {
            guard let entry = seen[type] else { continue }
            let uses = entry.count == 1 ? "1 use is" : "\(entry.count) uses are"
            var message = "unknown component type \"\(type)\": there is no Templates/components/\(type).mustache"
            message += Suggestion.hint(for: type, among: known)
            message += options.strict ? "" : "; \(uses) shown as a placeholder"
            let path = JSONPath.key(entry.first.path, "type")
            log.append(
                .warning("unknown-type", at: entry.first.location, path: path, message))
        }
    }

    /// Drops repeats (a bad base layout is found once per viewport) and orders by file and position.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        var log = DiagnosticLog()
        for diagnostic in diagnostics where seen.insert(diagnostic.description).inserted {
            log.append(diagnostic)
        }
        return log.sorted
    }
}
