import TrellisContent
import TrellisSite

/// The one place that knows which site is being served; the rebuild loop writes it, every request reads it.
///
/// An actor, because reads and writes come from different tasks; a read costs one hop, which is nothing next to
/// reading a file.
actor PreviewState {
    private(set) var snapshot = SiteSnapshot()

    /// The site at `root` (an output folder a build has written) is served from now on, without a failure.
    func succeeded(root: String) {
        snapshot.root = root
        snapshot.failure = nil
        snapshot.generation += 1
    }

    /// The latest build failed: the last good site stays, and its pages carry these diagnostics.
    func failed(_ diagnostics: [Diagnostic]) {
        snapshot.failure = diagnostics
        snapshot.generation += 1
    }

    /// Shows these files (saved pages, rendered on their own) until the next build has finished; when rendered for
    /// a request, only if no build finished meanwhile (`generation`): the site it wrote is newer.
    func showSavedPages(_ files: [String: [UInt8]], generation: Int? = nil) {
        guard generation == nil || generation == snapshot.generation else { return }
        snapshot.savedPages.merge(files) { _, new in new }
    }

    /// The edit pages are rendered with on request until the next build has finished (`SiteSnapshot.pendingEdit`).
    func setPendingEdit(_ request: PreviewRequest?) {
        snapshot.pendingEdit = request
    }

    /// Records a finished build and returns the snapshot it leads to. The output folder is resolved to its real
    /// path here, once per build, so that every request compares real paths against the same root.
    func record(_ result: BuildResult, outputFolder: String) -> SiteSnapshot {
        // The build has the last word: its site when it succeeded, the last good one with the overlay when not.
        snapshot.savedPages = [:]
        snapshot.pendingEdit = nil
        if result.succeeded, let root = PosixFiles.realPath(outputFolder) {
            succeeded(root: root)
        } else if result.succeeded {
            failed([
                .error(
                    "serve-output-missing", at: SourceLocation(file: outputFolder),
                    "the build succeeded but its output folder cannot be found")
            ])
        } else {
            // No good build in this session yet: the site an earlier build left in the output folder (its marker
            // says Trellis wrote it, and a failed build never touches it) is the last good site.
            if snapshot.root == nil, SiteBuilder.holdsBuiltSite(outputFolder) {
                snapshot.root = PosixFiles.realPath(outputFolder)
            }
            failed(result.diagnostics)
        }
        return snapshot
    }
}
