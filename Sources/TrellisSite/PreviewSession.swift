import Foundation
import TrellisContent
import TrellisRender
import TrellisValidation

/// What `trellis serve` keeps of the last good build so that an edit can be shown at once, before the rebuild of
/// the whole site has finished: the compiled templates and contracts, the OpenAPI document they may draw on, the
/// settings, the assets, and which page each page file and page folder holds.
///
/// `renderPreview` renders only the pages an edit concerns — the saved pages and, when templates or included
/// sections changed, the pages open in a browser, component pages of the catalog included after a template edit —
/// checked as a build checks them (contracts, template markup, libxml2), with the templates read again when they
/// changed. The server shows those files from memory until the full build that follows has finished, and then
/// serves that build's site (which holds the same bytes when it succeeds). Anything it cannot answer alone — a new, removed or renamed page, an error, a change to `site.json`,
/// the OpenAPI document or the assets, any page after a failed build (until one succeeds again), every page under
/// `--strict` — it declines, and the full build answers instead.
public final class PreviewSession: @unchecked Sendable {
    /// The last good build, as far as showing one page needs it.
    struct Remembered {
        var settings: SiteSettings
        var templates: TemplateSet
        /// The OpenAPI document's schemas, for contracts read again after a template edit.
        var openAPI: ExternalSchemaSource?
        var assets: Set<String>
        var shownRoot: String
        /// Page ids by page file, as shown in diagnostics.
        var pageIDs: [String: String]
        /// Page files, as shown in diagnostics, by the page's folder in the site (`pages/home`).
        var pageFiles: [String: String]
        /// What the component pages show that depends on the content, not the templates.
        var catalog: CatalogPreviewInputs
        /// `--strict`: warnings of `SiteBuilder.strictCodes` fail the build, some found only by the whole build
        /// (broken links); edits are then left to the rebuild.
        var strict: Bool
    }

    private let lock = NSLock()
    private var remembered: Remembered?

    public init() {}

    func remember(_ state: Remembered) {
        lock.withLock { remembered = state }
    }

    /// Called when a build fails: until one succeeds, nothing is shown from the last good build, whose templates
    /// and settings may no longer be the project's (a build that fails leaves the project's edits unbuilt).
    func forget() {
        lock.withLock { remembered = nil }
    }

    /// The files of the saved pages, by path in the site; nil when the full build must answer.
    /// - Parameter changedFiles: project-relative paths of the page files that were saved.
    public func renderSavedPages(_ changedFiles: [String], projectDirectory: String) -> [String: [UInt8]]? {
        renderPreview(PreviewRequest(savedPages: changedFiles), projectDirectory: projectDirectory)
    }

    /// The files an edit changes, by path in the site, rendered on their own: the saved pages, and, when templates
    /// or included sections changed, the pages shown in a browser — with `assets/components.css` and
    /// `assets/trellis.css` when templates changed, and the component pages in view when only templates (no
    /// contract, no content) changed. Nil when the full build must answer.
    public func renderPreview(_ request: PreviewRequest, projectDirectory: String) -> [String: [UInt8]]? {
        guard let state = lock.withLock({ remembered }), !state.strict else { return nil }
        let project = ProjectLoader(projectDirectory: projectDirectory)
        for file in request.savedPages {
            guard file.hasPrefix("Content/pages/"), file.hasSuffix(".json"),
                state.pageIDs[project.displayPath(file)] != nil
            else { return nil }
        }
        // The OpenAPI document is read by the rebuild only, wherever it is (among the templates too).
        if let document = state.settings.openAPIDocument,
            request.changedInputs.contains(Self.withoutDotSegments(document))
        {
            return nil
        }
        var templatesChanged = false
        for input in request.changedInputs {
            if input.hasPrefix("Templates/") {
                templatesChanged = true
            } else if !input.hasPrefix("Content/sections/") {
                return nil
            }
        }
        var relatives = request.savedPages
        // The component pages in view are shown again when nothing they take from the content can have changed:
        // only templates, their CSS or the theme (a contract may change the sizes pages draw the type at).
        let onlyMarkupChanged =
            templatesChanged && request.savedPages.isEmpty
            && request.changedInputs.allSatisfy { $0.hasPrefix("Templates/") && !$0.hasSuffix(".json") }
        var componentTypes: [String] = []
        if !request.changedInputs.isEmpty {
            // Another page's includes or templates changed: the pages in view are shown again with them. A page in
            // view that the last build did not have (removed since, or not a page) is left to the rebuild.
            let prefix = project.displayPath("")
            for path in request.shownPaths {
                if let type = Self.componentType(shownAt: path) {
                    if onlyMarkupChanged, state.catalog.usageRows[type] != nil { componentTypes.append(type) }
                    continue
                }
                guard let slash = path.lastIndex(of: "/"), let file = state.pageFiles[String(path[..<slash])],
                    file.hasPrefix(prefix)
                else { continue }
                let relative = String(file.dropFirst(prefix.count))
                if !relatives.contains(relative) { relatives.append(relative) }
            }
        }
        guard !relatives.isEmpty || !componentTypes.isEmpty else { return nil }
        var templates = state.templates
        if templatesChanged {
            var log = DiagnosticLog()
            templates = TemplateSet.load(from: project, externalSchemas: state.openAPI, log: &log)
            guard !log.hasErrors else { return nil }
        }
        var files: [String: [UInt8]] = [:]
        if !componentTypes.isEmpty {
            guard
                let pages = Self.componentPages(
                    componentTypes, templates: templates, state: state, shownRoot: state.shownRoot)
            else { return nil }
            files = pages
        }
        if templatesChanged {
            // The stylesheets the catalog writes from the templates (the same files, `CatalogPages`).
            for file in CatalogPages.templateStylesheets(templates) { files[file.path] = file.contents }
        }
        guard !relatives.isEmpty else { return files }
        let (pages, loadDiagnostics) = project.loadPages(relatives, settings: state.settings)
        guard pages.count == relatives.count, !loadDiagnostics.contains(where: { $0.severity == .error }),
            pages.allSatisfy({ state.pageIDs[$0.file] == $0.id })
        else { return nil }
        let contractDiagnostics = ContractCheck.run(
            pages: pages, templates: templates, cached: pages.map { _ in nil })
        guard !contractDiagnostics.joined().contains(where: { $0.severity == .error }) else { return nil }
        let site = Site(settings: state.settings, pages: pages, excluded: [])
        let renderer = SiteRenderer(
            site: site, templates: templates, validator: HTMLValidator(), shownRoot: state.shownRoot,
            assets: state.assets, project: project)
        var log = DiagnosticLog()
        let outputs = renderer.renderPages(cached: pages.map { _ in nil }, log: &log)
        guard !log.hasErrors, !outputs.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) else {
            return nil
        }
        for output in outputs {
            for file in output.files { files[file.path] = file.contents }
        }
        return files
    }

    /// `./Templates/api.yaml` as the watcher names it: `Templates/api.yaml`.
    static func withoutDotSegments(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// The component type whose catalog page is at `path` in the site (`components/rating.html`), if it is one.
    static func componentType(shownAt path: String) -> String? {
        let prefix = "components/"
        let suffix = ".html"
        guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else {
            return nil
        }
        let type = String(path.dropFirst(prefix.count).dropLast(suffix.count))
        return type.contains("/") ? nil : type
    }

    /// The catalog pages of `types`, with the examples rendered by `templates` and everything else as the last
    /// build had it, each validated by libxml2; nil when one cannot be shown exactly as the rebuild will write it
    /// (a type whose examples the last build chose otherwise, a markup mistake, invalid HTML).
    private static func componentPages(
        _ types: [String], templates: TemplateSet, state: Remembered, shownRoot: String
    ) -> [String: [UInt8]]? {
        let renderer = ComponentRenderer(templates: templates, assets: state.assets)
        var examples: [String: [CatalogPages.RenderedExample]] = [:]
        for type in types {
            if !(templates.contracts[type]?.examples.isEmpty ?? true) {
                examples[type] = CatalogPages.contractExamples(
                    type, templates: templates, renderer: renderer, form: state.settings.componentForm)
            } else if templates.components[type] != nil {
                // The same uses, in the same order, as the rebuild looks at; if they run out before the page has its
                // examples, the rebuild would look further than the last build did.
                guard let uses = state.catalog.exampleUses[type] else { return nil }
                var chosen: [CatalogPages.RenderedExample] = []
                var complete = false
                for use in uses.candidates where !complete {
                    complete = CatalogPages.addUse(use.component, caption: use.caption, renderer: renderer, to: &chosen)
                }
                guard uses.choiceIsFinal(complete: complete) else { return nil }
                examples[type] = chosen
            }
            let diagnostics = (examples[type] ?? []).flatMap(\.rendered.diagnostics)
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        }
        var catalog = CatalogPages(
            site: Site(settings: state.settings, pages: [], excluded: []), templates: templates, fileCount: 0,
            examples: examples, searchEntries: [])
        catalog.boxes = state.catalog.boxes
        let validator = HTMLValidator()
        var files: [String: [UInt8]] = [:]
        for type in types {
            guard let rows = state.catalog.usageRows[type] else { return nil }
            let path = SitePaths.component(type)
            let bytes = Array(
                templates.theme.render(.component, catalog.componentPage(type, usageRows: rows.rows)).utf8)
            guard validator.validate(bytes, file: shownRoot + path).isEmpty else { return nil }
            files[path] = bytes
        }
        return files
    }
}
