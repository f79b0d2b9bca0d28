import Foundation
import TrellisContent
import TrellisRender
import TrellisValidation

/// What `trellis serve` keeps of the last good build so that a saved page can be shown at once, before the
/// rebuild of the whole site has finished: the compiled templates and contracts, the settings, the assets, and
/// which page each page file holds.
///
/// `renderSavedPages` renders only the pages whose files were saved, checked as a build checks them (contracts,
/// template markup, libxml2); the server shows those files from memory until the full build that follows has
/// finished, and then serves that build's site (which holds the same bytes when it succeeds). Anything it cannot
/// answer alone — a new, removed or renamed page, an error, a change outside `Content/pages/`, any page after a
/// failed build (until one succeeds again), every page under `--strict` — it declines, and the full build answers
/// instead.
public final class PreviewSession: @unchecked Sendable {
    /// The last good build, as far as showing one page needs it.
    struct Remembered {
        var settings: SiteSettings
        var templates: TemplateSet
        var assets: Set<String>
        var shownRoot: String
        /// Page ids by page file, as shown in diagnostics.
        var pageIDs: [String: String]
        /// `--strict`: warnings of `SiteBuilder.strictCodes` fail the build, some found only by the whole build
        /// (broken links); saved pages are then left to the rebuild.
        var strict: Bool
    }

    private let lock = NSLock()
    private var remembered: Remembered?

    public init() {}

    func remember(_ state: Remembered) {
        lock.withLock { remembered = state }
    }

    /// Called when a build starts: until it succeeds, nothing is shown from the last good build, whose templates
    /// and settings may no longer be the project's (a build that fails leaves the project's edits unbuilt).
    func forget() {
        lock.withLock { remembered = nil }
    }

    /// The files of the saved pages, by path in the site; nil when the full build must answer.
    /// - Parameter changedFiles: project-relative paths of the files that changed.
    public func renderSavedPages(_ changedFiles: [String], projectDirectory: String) -> [String: [UInt8]]? {
        guard let state = lock.withLock({ remembered }), !changedFiles.isEmpty, !state.strict else { return nil }
        let project = ProjectLoader(projectDirectory: projectDirectory)
        for file in changedFiles {
            guard file.hasPrefix("Content/pages/"), file.hasSuffix(".json"),
                state.pageIDs[project.displayPath(file)] != nil
            else { return nil }
        }
        let (pages, loadDiagnostics) = project.loadPages(changedFiles, settings: state.settings)
        guard pages.count == changedFiles.count, !loadDiagnostics.contains(where: { $0.severity == .error }),
            pages.allSatisfy({ state.pageIDs[$0.file] == $0.id })
        else { return nil }
        let contractDiagnostics = ContractCheck.run(
            pages: pages, templates: state.templates, cached: pages.map { _ in nil })
        guard !contractDiagnostics.joined().contains(where: { $0.severity == .error }) else { return nil }
        let site = Site(settings: state.settings, pages: pages, excluded: [])
        let renderer = SiteRenderer(
            site: site, templates: state.templates, validator: HTMLValidator(), shownRoot: state.shownRoot,
            assets: state.assets, project: project)
        var log = DiagnosticLog()
        let outputs = renderer.renderPages(cached: pages.map { _ in nil }, log: &log)
        guard !log.hasErrors, !outputs.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) else {
            return nil
        }
        var files: [String: [UInt8]] = [:]
        for output in outputs {
            for file in output.files { files[file.path] = file.contents }
        }
        return files
    }
}
