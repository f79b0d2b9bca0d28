import TrellisContent
import TrellisLayout
import TrellisRender
import TrellisValidation

/// Renders a loaded site into files in memory: renderings, frames, previews, catalog and report pages.
struct SiteRenderer: Sendable {
    let site: Site
    let templates: TemplateSet
    let validator: HTMLValidator
    /// How the output folder is shown in diagnostics (`_site/`).
    let shownRoot: String

    var siteTitle: String { site.settings.title }

    /// Renders every page (in parallel), each at every viewport and variant.
    func renderPages() -> [PageOutput] {
        let renderer = ComponentRenderer(templates: templates)
        let resolver = LayoutResolver(
            viewportNames: site.settings.viewports.map(\.name), contracts: templates.contracts)
        let pageRenderer = PageRenderer(resolver: resolver)
        let settings = site.settings
        let title = siteTitle
        let validator = self.validator
        let theme = templates.theme
        let shownRoot = self.shownRoot
        return site.pages.parallelMap { page in
            Self.render(
                page, settings: settings, siteTitle: title, renderer: renderer, pageRenderer: pageRenderer,
                resolver: resolver, validator: validator, theme: theme, shownRoot: shownRoot)
        }
    }

    private static func render(
        _ page: Page,
        settings: SiteSettings,
        siteTitle: String,
        renderer: ComponentRenderer,
        pageRenderer: PageRenderer,
        resolver: LayoutResolver,
        validator: HTMLValidator,
        theme: Theme,
        shownRoot: String
    ) -> PageOutput {
        var output = PageOutput()
        var log = DiagnosticLog()
        var html: [String: String] = [:]
        var fragments: [RenderedFragment] = []
        for section in page.sections {
            resolver.checkStructure(section.layout, path: JSONPath.key(section.path, "layout"), log: &log)
            for variant in page.variants {
                if let override = variant.override(for: section.id) {
                    resolver.checkStructure(override.layout, path: override.path, log: &log)
                }
            }
            let shown =
                [section.header].compactMap { $0 } + section.visibleComponents + [section.footer].compactMap { $0 }
            for component in shown {
                html[component.id] = renderer.render(component, unknown: &output.unknownTypes, fragments: &fragments)
            }
        }
        for fragment in fragments { checkURLs(in: fragment, log: &log) }

        let variants: [PageVariant?] = [nil] + page.variants.map { Optional($0) }
        for variant in variants {
            for viewport in settings.viewports {
                guard
                    let rendering = pageRenderer.render(
                        page, html: html, viewport: viewport, variant: variant, log: &log)
                else { continue }
                let path = SitePaths.rendering(page, viewport: viewport, variant: variant)
                var context: [String: Any] = [
                    "siteTitle": siteTitle,
                    "pageTitle": page.title,
                    "pageID": page.id,
                    "root": SitePaths.root(of: path),
                    "viewport": [
                        "name": viewport.name, "width": viewport.width.cssText, "height": viewport.height.cssText,
                    ],
                    "variantName": variant?.name ?? "default",
                    "sections": rendering.sectionsHTML,
                ]
                if let variant { context["variant"] = variant.name }
                output.files.append(SiteFile(path, theme.render(.rendering, context)))
                output.files.append(
                    SiteFile(SitePaths.frames(page, viewport: viewport, variant: variant), rendering.framesJSON))
                output.renderings += 1
            }
        }
        output.files.append(
            SiteFile(SitePaths.preview(page), preview(page, settings: settings, siteTitle: siteTitle, theme: theme)))
        // Validate this page's HTML here, in parallel with the other pages. Only when a page fails is each
        // template's output checked on its own, to name the template that wrote the bad markup.
        // The first rendering and the preview get both of libxml2's parsers; the other renderings of the page
        // hold the same component markup in the same Trellis-written structure, so well-formedness is enough.
        var pageIssues: [ValidationIssue] = []
        var fullyChecked = 0
        for index in output.files.indices where output.files[index].isHTML {
            let file = output.files[index]
            let isPreview = file.path == SitePaths.preview(page)
            if isPreview || fullyChecked == 0 {
                pageIssues += validator.validate(file.contents, file: shownRoot + file.path)
                if !isPreview { fullyChecked += 1 }
            } else {
                pageIssues += validator.validateWellFormedness(file.contents, file: shownRoot + file.path)
            }
            output.files[index].isValidated = true
        }
        if !pageIssues.isEmpty {
            checkFragments(fragments, validator: validator, log: &log)
            for issue in pageIssues { log.append(SiteBuilder.diagnostic(for: issue, shownAs: issue.file)) }
        }
        output.diagnostics = log.diagnostics
        return output
    }

    /// Checks what each template wrote on its own, so bad markup is reported against the template that
    /// wrote it (once per template and problem) rather than only against the page it ended up in.
    private static func checkFragments(
        _ fragments: [RenderedFragment], validator: HTMLValidator, log: inout DiagnosticLog
    ) {
        var reported: Set<String> = []
        for fragment in fragments {
            let issues = validator.validateFragment(fragment.html, file: fragment.template.file)
            guard let first = issues.first else { continue }
            let key = "\(fragment.template.file)|\(first.message)"
            guard reported.insert(key).inserted else { continue }
            // The template's own markup, tags blanked out, usually shows the same mistake at its real line.
            let source = TemplateMarkup.withoutTags(fragment.template.source)
            let inSource = validator.validateFragment(source, file: fragment.template.file).first
            let location = SourceLocation(
                file: fragment.template.file, line: inSource?.line ?? 0, column: inSource?.column ?? 0)
            let component = fragment.component
            log.append(
                .error(
                    "invalid-markup", at: location,
                    "writes markup that is not well-formed: \(first.message) (line \(first.line), column \(first.column) of its output for component \"\(component.id)\" at \(component.location))"
                ))
        }
    }

    private static func preview(_ page: Page, settings: SiteSettings, siteTitle: String, theme: Theme) -> String {
        let path = SitePaths.preview(page)
        let variants: [PageVariant?] = [nil] + page.variants.map { Optional($0) }
        let variantContexts: [[String: Any]] = variants.map { variant in
            [
                "name": variant?.name ?? "default",
                "isDefault": variant == nil,
                "hasVariants": !page.variants.isEmpty,
                "variantName": variant?.name ?? "default",
                "title": page.title,
                "viewports": settings.viewports.map { viewport -> [String: Any] in
                    [
                        "name": viewport.name, "width": viewport.width.cssText, "height": viewport.height.cssText,
                        "src": "\(SitePaths.renderingName(viewport: viewport, variant: variant)).html",
                    ]
                },
            ]
        }
        var context: [String: Any] = [
            "siteTitle": siteTitle,
            "root": SitePaths.root(of: path),
            "id": page.id,
            "title": page.title,
            "file": page.file,
            "sectionCount": BuildSummary.count(page.sections.count, "section"),
            "componentCount": BuildSummary.count(page.componentCount, "component"),
            "hasVariants": !page.variants.isEmpty,
            "variants": variantContexts,
        ]
        if let description = page.description { context["description"] = description }
        return theme.render(.page, context)
    }

    /// Refuses script-capable URLs (`javascript:`, `vbscript:`, `data:`) in any URL attribute a template
    /// wrote, pointing at the content value they came from when it can be found.
    private static func checkURLs(in fragment: RenderedFragment, log: inout DiagnosticLog) {
        for found in URLAttributeScanner.urls(in: fragment.html) where URLSafety.isScriptCapable(found.value) {
            let component = fragment.component
            let origin = component.dataSource?.firstString(equalTo: found.value, path: component.dataPath)
            let shown = found.value.count > 40 ? String(found.value.prefix(40)) + "…" : found.value
            log.append(
                .error(
                    "unsafe-url", at: origin?.node.location ?? component.location, path: origin?.path ?? component.path,
                    "\"\(shown)\" is a script-capable URL, written into \(found.attribute) by \(fragment.template.file); Trellis refuses javascript:, vbscript: and data: URLs"
                ))
        }
    }
}
