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
        let shown = await state.snapshot.savedPages.keys
        let previewed = Set(shown.compactMap { path in path.lastIndex(of: "/").map { String(path[..<$0]) } })
        let snapshot = await state.record(result, outputFolder: options.outputFolder)
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        var rebuild = RebuildReport(
            generation: snapshot.generation, changedFiles: changedFiles, result: result, milliseconds: milliseconds)
        rebuild.previewedFolders = previewed.sorted()
        report(.rebuilt(rebuild))
        await channel.publish(ServerSentEvent.rebuild(rebuild))
        return rebuild
    }

    /// A page file: a preview can show it on its own.
    static func isPageFile(_ path: String) -> Bool {
        path.hasPrefix("Content/pages/") && path.hasSuffix(".json")
    }

    /// The saved pages to show at once, without waiting for the files to settle or for the rebuild; empty when the
    /// rebuild must answer. Only when every pending change is a page file: a template, include or `site.json`
    /// changed alongside would make the page look as it will not. An editor's temporary file that is gone again
    /// (renamed over the page, or deleted) is no change. A file saved half-way does not parse, and the preview then
    /// declines it.
    static func pagesToShow(
        changed: [String], pending: Set<String>, now: ProjectSnapshot, beforeBatch: ProjectSnapshot
    ) -> [String] {
        let onlyPages = pending.allSatisfy { path in
            isPageFile(path) || (now.files[path] == nil && beforeBatch.files[path] == nil)
        }
        guard onlyPages else { return [] }
        return changed.filter { now.files[$0] != nil && isPageFile($0) }
    }

    /// Shows saved pages before the rebuild, when the builder can render them on their own.
    static func preview(
        changedFiles: [String], builder: any PreviewBuilder, state: PreviewState, channel: ReloadChannel,
        report: @Sendable (PreviewEvent) -> Void
    ) async {
        let clock = ContinuousClock()
        let started = clock.now
        guard let files = await builder.preview(changedFiles: changedFiles) else { return }
        await state.showSavedPages(files)
        let elapsed = clock.now - started
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        report(.previewed(changedFiles: changedFiles, milliseconds: milliseconds))
        await channel.publish(ServerSentEvent.preview(changedFiles: changedFiles, milliseconds: milliseconds))
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
                let saved = Self.pagesToShow(
                    changed: changed, pending: pending, now: current, beforeBatch: beforeBatch)
                if !saved.isEmpty {
                    await Self.preview(
                        changedFiles: saved, builder: builder, state: state, channel: channel, report: report)
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
