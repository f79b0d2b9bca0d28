import ServiceLifecycle
import TrellisContent
import TrellisSite

/// Watches the project and rebuilds the site, one build at a time, and tells browsers when a build finished.
///
/// Changes are collected until the files have stayed unchanged for the debounce interval; then one build runs.
/// While it runs, nothing is scanned: the next scan compares against the state taken before the build, so every
/// change made during a build is picked up, together, by the one build after it. A failed build leaves the last
/// good site in place (the builder guarantees it) and the server shows it with the diagnostics over it.
///
/// Runs as a service of the Hummingbird application, which stops it (at a graceful shutdown) only after the
/// server has stopped answering.
struct RebuildLoop: Service {
    let options: PreviewServerOptions
    let builder: any PreviewBuilder
    let state: PreviewState
    let channel: ReloadChannel
    let report: @Sendable (PreviewEvent) -> Void
    /// The snapshot taken just before the build at start.
    let baseline: ProjectSnapshot

    func run() async throws {
        try await cancelWhenGracefulShutdown {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await watch() }
                group.addTask { try await sendHeartbeats() }
                do {
                    try await group.next()
                } catch is CancellationError {
                    // A graceful shutdown or a cancelled server: nothing left to do.
                }
                group.cancelAll()
            }
        }
    }

    /// Builds once and tells everyone: the state the requests read, the caller, and the event streams.
    @discardableResult
    static func build(
        changedFiles: [String], options: PreviewServerOptions, builder: any PreviewBuilder, state: PreviewState,
        channel: ReloadChannel, report: @Sendable (PreviewEvent) -> Void
    ) async -> RebuildReport {
        let clock = ContinuousClock()
        let started = clock.now
        let result = await builder.build(changedFiles: changedFiles)
        let elapsed = clock.now - started
        // The folders of the pages already shown from memory: browsers showing them need no second reload.
        let previewed = previewedPlaces(of: await state.snapshot.savedPages.keys)
        let snapshot = await state.record(result, outputFolder: options.outputFolder)
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        var rebuild = RebuildReport(
            generation: snapshot.generation, changedFiles: changedFiles, result: result, milliseconds: milliseconds)
        rebuild.previewedPlaces = previewed
        report(.rebuilt(rebuild))
        await channel.publish(ServerSentEvent.rebuild(rebuild))
        return rebuild
    }

    /// A page file: a preview can show it on its own.
    static func isPageFile(_ path: String) -> Bool {
        path.hasPrefix("Content/pages/") && path.hasSuffix(".json")
    }

    /// Whether a changed file concerns pages the server can render on their own: templates (with their contracts
    /// and CSS) and included sections.
    static func isPreviewInput(_ path: String) -> Bool {
        path.hasPrefix("Templates/") || path.hasPrefix("Content/sections/")
    }

    /// What to show at once, without waiting for the files to settle or for the rebuild; nil when only the rebuild
    /// can show the changes pending (`site.json`, the OpenAPI document, an asset). The saved pages are those
    /// changed in this look at the project (the earlier ones are shown already) — or every pending one when
    /// templates or includes changed too, as those pages were shown with the old ones. An editor's temporary file
    /// that is gone again (renamed over the page, or deleted) is no change; a removed page is left to the rebuild.
    /// A file saved half-way does not parse, and the preview then declines it.
    static func previewRequest(
        changed: [String], pending: Set<String>, now: ProjectSnapshot, beforeBatch: ProjectSnapshot
    ) -> PreviewRequest? {
        var request = PreviewRequest()
        for path in pending.sorted() where now.files[path] != nil || beforeBatch.files[path] != nil {
            if isPreviewInput(path) {
                request.changedInputs.append(path)
            } else if !isPageFile(path) {
                return nil
            }
        }
        let saved = request.changedInputs.isEmpty ? changed : pending.sorted()
        request.savedPages = saved.filter { now.files[$0] != nil && isPageFile($0) }
        return request.savedPages.isEmpty && request.changedInputs.isEmpty ? nil : request
    }

    /// Shows the pages an edit concerns before the rebuild, when the builder can render them on their own.
    static func preview(
        _ request: PreviewRequest, builder: any PreviewBuilder, state: PreviewState, channel: ReloadChannel,
        report: @Sendable (PreviewEvent) -> Void
    ) async {
        let clock = ContinuousClock()
        let started = clock.now
        var request = request
        request.shownPaths = await channel.shownPaths
        // Pages opened before the rebuild ends are rendered with an edit of templates or includes when requested.
        let pending = request.changedInputs.isEmpty ? nil : PreviewRequest(changedInputs: request.changedInputs)
        await state.setPendingEdit(pending)
        guard !request.savedPages.isEmpty || !request.shownPaths.isEmpty else { return }
        guard let files = await builder.preview(request) else {
            // What the builder cannot show now (an error in the edit), it cannot show on request either.
            await state.setPendingEdit(nil)
            return
        }
        await state.showSavedPages(files)
        let elapsed = clock.now - started
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        let changedFiles = (request.savedPages + request.changedInputs).sorted()
        let places = previewedPlaces(of: files.keys)
        report(.previewed(changedFiles: changedFiles, milliseconds: milliseconds))
        await channel.publish(
            ServerSentEvent.preview(changedFiles: changedFiles, previewedPlaces: places, milliseconds: milliseconds))
    }

    /// Where browsers showing these site files are, sorted: a page's folder (`pages/home` for
    /// `pages/home/phone.html`), or a catalog page itself (`components/rating.html`); the stylesheets a template
    /// edit changes are no page.
    static func previewedPlaces(of paths: some Sequence<String>) -> [String] {
        let places = paths.compactMap { path -> String? in
            if path.hasPrefix("assets/") { return nil }
            guard path.hasPrefix("pages/"), let slash = path.lastIndex(of: "/") else { return path }
            return String(path[..<slash])
        }
        return Set(places).sorted()
    }

    private func watch() async throws {
        let project = options.projectRoot
        var targets = WatchTargets.of(project: project)
        var known = baseline
        var pending: Set<String> = []
        // The project as it was before the changes now pending, to tell a temporary file from a removed one.
        var beforeBatch = baseline
        let clock = ContinuousClock()
        var lastChange = clock.now
        let signal = ChangeSignal()
        defer { signal.stop() }
        signal.watch(known.folders)
        while true {
            if pending.isEmpty {
                // Until something changes: a kernel notification, or the next poll.
                await signal.wait(timeout: options.pollInterval)
                try Task.checkCancellation()
            } else {
                try await Task.sleep(for: options.debounce)
            }
            let current = ProjectSnapshot.scan(project: project, targets: targets, excluded: options.outputFolder)
            signal.watch(current.folders)
            let changed = current.changedPaths(since: known)
            if pending.isEmpty { beforeBatch = known }
            known = current
            if !changed.isEmpty {
                pending.formUnion(changed)
                lastChange = clock.now
                if let request = Self.previewRequest(
                    changed: changed, pending: pending, now: current, beforeBatch: beforeBatch)
                {
                    await Self.preview(request, builder: builder, state: state, channel: channel, report: report)
                } else {
                    await state.setPendingEdit(nil)
                }
                continue
            }
            guard !pending.isEmpty, clock.now - lastChange >= options.debounce else { continue }
            let changedFiles = pending.sorted()
            pending = []
            // `site.json` may name another OpenAPI document now; its files are then the baseline, not changes.
            let newTargets = WatchTargets.of(project: project)
            if newTargets != targets {
                targets = newTargets
                known = ProjectSnapshot.scan(project: project, targets: targets, excluded: options.outputFolder)
            }
            await Self.build(
                changedFiles: changedFiles, options: options, builder: builder, state: state, channel: channel,
                report: report)
        }
    }

    private func sendHeartbeats() async throws {
        while true {
            try await Task.sleep(for: options.heartbeatInterval)
            await channel.publish(ServerSentEvent.heartbeat)
        }
    }
}
