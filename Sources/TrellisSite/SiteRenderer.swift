import Foundation
import TrellisContent
import TrellisLayout
import TrellisMustache
import TrellisRender
import TrellisValidation

/// Renders a loaded site into files in memory: renderings, frames, previews, catalog and report pages.
struct SiteRenderer: Sendable {
    let site: Site
    let templates: TemplateSet
    let validator: HTMLValidator
    /// How the output folder is shown in diagnostics (`_site/`).
    let shownRoot: String
    /// The project's `Assets/` files, below that folder.
    let assets: Set<String>
    /// Where the pages' JSON files are read from, to be copied beside their previews.
    let project: ProjectLoader
    /// What becomes of a rendered page's files once they are validated.
    var validatedFiles = ValidatedFiles.kept
    /// Whether each rendering's component starts are kept for the build cache (`PageOutput.componentStarts`): not in
    /// a build without one, where they would only be held to the end (9 MiB at 10,000 pages × 3 viewports).
    var keepsComponentStarts = true

    var siteTitle: String { site.settings.title }

    /// Renders every page (in parallel), each at every viewport and variant. Layouts and sizes are read and
    /// checked first, once for the whole site (a section included by many pages is one object, reported once);
    /// their diagnostics go to `log`.
    ///
    /// A page with an entry in `cached` (unchanged since the last build) is not rendered: it gets that output.
    func renderPages(cached: [PageOutput?], log: inout DiagnosticLog) -> [PageOutput] {
        // An unchanged page's layouts are not read again: its findings come from the cache with its rendering.
        let plan = layoutResolver.plan(
            site.pages, viewports: site.settings.viewports, known: cached.map { $0?.layoutFindings })
        log.append(contentsOf: plan.findings.diagnostics(viewports: site.settings.viewports))
        let renderer = componentRenderer
        let pages = site.pages
        return Array(pages.indices).parallelMap { index in
            if let cached = cached[index] { return cached }
            guard let layouts = plan.layouts[index] else { return PageOutput() }
            return render(
                pages[index], layouts: layouts, findings: plan.pageFindings[index], renderer: renderer,
                spillName: "\(index)")
        }
    }

    /// The components' renderer of a build: one for all its pages, so that each fragment shape is validated once.
    var componentRenderer: ComponentRenderer {
        let validator = self.validator
        return ComponentRenderer(
            templates: templates, assets: assets, fragmentValidator: { validator.isCleanInItemBox($0) })
    }

    var layoutResolver: LayoutResolver {
        LayoutResolver(viewportNames: site.settings.viewports.map(\.name), contracts: templates.contracts)
    }

    /// Renders one page at every viewport and variant, validates its files, and lets those files go to disk
    /// (`validatedFiles`) under `spillName`, a name no other page of the build uses.
    func render(
        _ page: Page, layouts: PageLayouts, findings: LayoutFindings, renderer: ComponentRenderer, spillName: String
    ) -> PageOutput {
        var output = Self.render(
            page, layouts: layouts, settings: site.settings, siteTitle: siteTitle, renderer: renderer,
            pageRenderer: PageRenderer(), validator: validator, theme: templates.theme, shownRoot: shownRoot,
            source: Self.source(of: page, in: project), keepsComponentStarts: keepsComponentStarts)
        output.layoutFindings = findings
        // A page with errors fails the build: its files are never written.
        if !output.diagnostics.contains(where: { $0.severity == .error }) { letGo(&output, spillName: spillName) }
        return output
    }

    /// Lets a page's validated files go where `validatedFiles` says, under `spillName`.
    func letGo(_ output: inout PageOutput, spillName: String) {
        switch validatedFiles {
        case .kept: break
        case .spilled(let folder): folder.spill(&output.files, page: spillName)
        case .dropped:
            for file in output.files.indices where output.files[file].isValidated {
                output.files[file].contents = []
            }
        }
    }

    /// The page's JSON file as written, which its preview shows (without a byte-order mark, which no editor shows
    /// either); nil if it cannot be read now (it was a moment ago, when the page was loaded), and the preview then
    /// names the file alone.
    private static func source(of page: Page, in project: ProjectLoader) -> [UInt8]? {
        let prefix = project.displayPath("")
        guard page.file.hasPrefix(prefix) else { return nil }
        var log = DiagnosticLog()
        guard let bytes = project.readFile(String(page.file.dropFirst(prefix.count)), log: &log) else { return nil }
        return bytes.starts(with: JSONParser.byteOrderMark)
            ? Array(bytes.dropFirst(JSONParser.byteOrderMark.count)) : bytes
    }

    private static func render(
        _ page: Page,
        layouts: PageLayouts,
        settings: SiteSettings,
        siteTitle: String,
        renderer: ComponentRenderer,
        pageRenderer: PageRenderer,
        validator: HTMLValidator,
        theme: Theme,
        shownRoot: String,
        source: [UInt8]?,
        keepsComponentStarts: Bool
    ) -> PageOutput {
        var output = PageOutput()
        var log = DiagnosticLog()
        var html: [String: String] = [:]
        var ids: [RenderedComponent.IDUse] = []
        var checkedApart: Set<String> = []
        var links: [RenderedComponent.LinkUse] = []
        let assetsPath = SitePaths.assetsPath(from: page)
        output.componentLengths.reserveCapacity(page.componentCount + 2 * page.sections.count)
        for section in page.sections {
            let shown =
                [section.header].compactMap { $0 } + section.visibleComponents + [section.footer].compactMap { $0 }
            for component in shown {
                let unknownBefore = output.unknownTypes.count
                let rendered = renderer.render(
                    component, onPageFrom: page.file, unknown: &output.unknownTypes, assetsPath: assetsPath)
                output.componentLengths.append(
                    length: rendered.html.utf8.count,
                    isReplaceable: rendered.isCheckedApart && rendered.diagnostics.isEmpty && rendered.ids.isEmpty
                        && output.unknownTypes.count == unknownBefore)
                html[component.id] = rendered.html
                if rendered.isCheckedApart { checkedApart.insert(component.id) }
                log.append(contentsOf: rendered.diagnostics)
                ids += rendered.ids
                links += rendered.links
                for id in rendered.ids { output.ids.insert(id.value) }
            }
        }
        output.links = LinkTable(links)
        output.componentLengths.shrinkToFit()
        checkUniqueIDs(ids, page: page, log: &log)
        // Every rendering gives each section an anchor, for the links of the catalog and of the link check.
        for section in page.sections { output.ids.insert(PageRenderer.anchor(of: section.id)) }
        // Markup mistakes are reported at the templates that made them; the page itself is then not written,
        // so nothing below would name a file that exists.
        let templatesAreClean = !log.hasErrors

        let variants: [PageVariant?] = [nil] + page.variants.map { Optional($0) }
        var frames: [[UInt8]] = []
        // Where each rendering holds component markup validated on its own, which its validation skips.
        var checkedApartInRenderings: [String: [Range<Int>]] = [:]
        // Where each rendering holds its sections, which its validation reads apart, once per shape.
        var sectionsInRenderings: [String: [Range<Int>]] = [:]
        for variant in variants {
            for viewport in settings.viewports {
                let rendering = pageRenderer.render(
                    page, layouts: layouts, html: html, checkedApart: checkedApart,
                    viewport: viewport, variant: variant, log: &log)
                if variant == nil { output.boxes.append(rendering?.boxes ?? []) }
                guard let rendering else { continue }
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
                    "colorScheme": settings.colorSchemeCSS,
                ]
                if let variant { context["variant"] = variant.name }
                let (bytes, sectionsOffset) = theme.renderBytes(
                    .rendering, context, placing: rendering.sections, as: "sections")
                let parts = Self.parts(rendering, in: bytes, at: sectionsOffset)
                (checkedApartInRenderings[path], sectionsInRenderings[path]) = (parts.checkedApart, parts.sections)
                if keepsComponentStarts, let starts = parts.componentStarts { output.componentStarts[path] = starts }
                output.files.append(SiteFile(path, bytes: bytes))
                frames.append(rendering.frames)
                output.renderings += 1
            }
        }
        // The frames of every rendering and the page's JSON go inside the preview, not beside it: a file fewer
        // each (docs/performance.md: creating files is a third of a cold build's time on a disk like CI's).
        var framesJSON: [UInt8] = []
        if !frames.isEmpty {
            framesJSON = Array("{\"page\":\(JSONWriter.string(page.id)),\"renderings\":[\n".utf8)
            framesJSON.reserveCapacity(frames.reduce(framesJSON.count + 8) { $0 + $1.count + 2 })
            for (index, rendering) in frames.enumerated() {
                if index > 0 { framesJSON += ",\n".utf8 }
                framesJSON += rendering
            }
            framesJSON += "\n]}".utf8
        }
        let embedded = (
            frames: EmbeddedText.scriptJSON(framesJSON), source: source.map { EmbeddedText.elementText($0) }
        )
        let previewBytes = preview(
            page, settings: settings, siteTitle: siteTitle, theme: theme, frames: embedded.frames,
            source: embedded.source)
        // What the preview embeds is text Trellis escaped itself (no markup, no reference but `&amp;`, `&lt;` and
        // `&gt;`), so libxml2 reads the preview without it, as it reads renderings without their checked
        // components; libxml2's HTML parser takes longer over a page's JSON than over the rest of the preview.
        let embeddedRanges = Self.ranges(of: [embedded.source ?? [], embedded.frames], in: previewBytes)
        checkedApartInRenderings[SitePaths.preview(page)] = embeddedRanges
        // The link check's part of the preview is read now: then no file of the page needs its bytes again.
        output.previewScan = PreviewScan(previewBytes, skipping: embeddedRanges)
        output.files.append(SiteFile(SitePaths.preview(page), bytes: previewBytes))
        // Validate this page's HTML here, in parallel with the other pages: libxml2 is the validator of every
        // page written. The first rendering and the preview get both of its parsers; the other renderings of the
        // page hold the same component markup in the same Trellis-written structure, so well-formedness is enough.
        // Component markup whose shape libxml2 already found clean in an item box is not read again.
        var pageIssues: [ValidationIssue] = []
        var fullyChecked = 0
        for index in output.files.indices where output.files[index].isHTML && templatesAreClean {
            let file = output.files[index]
            let isPreview = file.path == SitePaths.preview(page)
            if isPreview {
                pageIssues += validator.validate(
                    file.contents, checkedApart: checkedApartInRenderings[file.path] ?? [], file: shownRoot + file.path)
            } else if fullyChecked == 0 {
                pageIssues += validator.validate(
                    file.contents, checkedApart: checkedApartInRenderings[file.path] ?? [],
                    sections: sectionsInRenderings[file.path] ?? [], file: shownRoot + file.path)
                fullyChecked += 1
            } else {
                pageIssues += validator.validateWellFormedness(
                    file.contents, checkedApart: checkedApartInRenderings[file.path] ?? [],
                    sections: sectionsInRenderings[file.path] ?? [], file: shownRoot + file.path)
            }
            output.files[index].isValidated = true
        }
        for issue in pageIssues { log.append(SiteBuilder.diagnostic(for: issue, shownAs: issue.file)) }
        if !templatesAreClean {
            for index in output.files.indices { output.files[index].isValidated = true }
        }
        output.diagnostics = log.diagnostics
        return output
    }

    /// Where a rendering's component markup validated on its own, and each of its sections, lie in the page the
    /// theme wrote around its sections: the offsets moved to where the theme printed them (raw, once, as the
    /// built-in theme does; `knownOffset` when the theme placed them there itself). Empty when they cannot be found
    /// as written, and the page is then validated whole.
    private static func parts(
        _ rendering: PageRendering, in page: [UInt8], at knownOffset: Int?
    ) -> (checkedApart: [Range<Int>], sections: [Range<Int>], componentStarts: ComponentStarts?) {
        // Where the components are is kept only where the theme placed the sections once, as they were written
        // (`knownOffset`): a theme that prints them twice, or escaped as well, would keep a copy of the old markup
        // after a template edit spliced into one (such a page is rendered in full after one).
        let starts = { (found: Int) in
            knownOffset == nil
                ? nil : rendering.componentStarts.map { ComponentStarts($0.lazy.map { $0 < 0 ? nil : $0 + found }) }
        }
        guard !rendering.sectionRanges.isEmpty || !rendering.checkedApart.isEmpty else {
            return ([], [], starts(knownOffset ?? 0))
        }
        guard let found = knownOffset ?? ByteSearch.offset(of: rendering.sections, in: page) else {
            return ([], [], nil)
        }
        let moved = { (range: Range<Int>) in (range.lowerBound + found)..<(range.upperBound + found) }
        return (rendering.checkedApart.map(moved), rendering.sectionRanges.map(moved), starts(found))
    }

    /// Where each piece lies in `page`, looked for in order, each after the one before; a piece that is empty or
    /// not found as it is (the theme did not print it, or printed it changed) is left out, and is then validated.
    private static func ranges(of pieces: [[UInt8]], in page: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var from = 0
        for piece in pieces where !piece.isEmpty {
            guard let found = ByteSearch.offset(of: piece, in: page, from: from) else { continue }
            ranges.append(found..<(found + piece.count))
            from = found + piece.count
        }
        return ranges
    }

    /// `id` values must be unique within a rendering: a template with a fixed `id`, used twice on a page, gives
    /// two elements the same id. Reported once per template position.
    private static func checkUniqueIDs(_ ids: [RenderedComponent.IDUse], page: Page, log: inout DiagnosticLog) {
        var first: [String: RenderedComponent.IDUse] = [:]
        var reported: Set<SourceLocation> = []
        for use in ids {
            guard let earlier = first[use.value] else {
                first[use.value] = use
                continue
            }
            guard reported.insert(use.location).inserted else { continue }
            let owner = use.owner.map { " for component \"\($0.id)\" at \($0.location)" } ?? ""
            let earlierPlace =
                earlier.location == use.location
                ? "by this same template for another component"
                : "at \(earlier.location)"
            log.append(
                .error(
                    "html-duplicate-id", at: use.location,
                    "id \"\(use.value)\" is used twice on page \"\(page.id)\"\(owner): it was already written \(earlierPlace); ids must be unique on a page, so derive them from data (id=\"{{trellis.id}}-…\") or leave them out"
                ))
        }
    }

    /// "the sections trending and promos": what a variant changes, for its heading; nil for the default.
    private static func changedSections(_ variant: PageVariant?) -> String? {
        var names: [String] = []
        for override in variant?.overrides ?? [] where !names.contains(override.sectionID) {
            names.append(override.sectionID)
        }
        guard !names.isEmpty else { return nil }
        let list =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return names.count == 1 ? "the section \(list)" : "the sections \(list)"
    }

    /// "newHero on, beta off": the toggles this build rendered with, command-line overrides included.
    static func featureList(_ settings: SiteSettings) -> String {
        settings.features.map { "\($0.name) \($0.isOn ? "on" : "off")" }.joined(separator: ", ")
    }

    /// A page's preview; `frames` is the JSON of every rendering's frames (empty when there is none), printed in a
    /// `<script type="application/json" id="trellis-frames">`, and `source` the page's JSON file, shown as text;
    /// both escaped already (`EmbeddedText`).
    private static func preview(
        _ page: Page, settings: SiteSettings, siteTitle: String, theme: Theme, frames: [UInt8], source: [UInt8]?
    ) -> [UInt8] {
        let path = SitePaths.preview(page)
        let variants: [PageVariant?] = [nil] + page.variants.map { Optional($0) }
        let variantContexts: [[String: Any]] = variants.map { variant in
            var context: [String: Any] = [
                "name": variant?.name ?? "default",
                "isDefault": variant == nil,
                "hasVariants": !page.variants.isEmpty,
                "variantName": variant?.name ?? "default",
                "title": page.title,
                // With `"colorScheme": "both"`, each viewport twice: its frames' own scheme decides the rendering's
                // (`prefers-color-scheme` and `color-scheme: light dark` inside follow the frame element's).
                "viewports": settings.viewports.flatMap { viewport -> [[String: Any]] in
                    settings.previewSchemes.map { scheme -> [String: Any] in
                        var context: [String: Any] = [
                            "name": viewport.name, "width": viewport.width.cssText,
                            "height": viewport.height.cssText, "scheme": scheme,
                            "src": "\(SitePaths.renderingName(viewport: viewport, variant: variant)).html",
                        ]
                        if settings.colorScheme == "both" { context["schemeLabel"] = scheme }
                        return context
                    }
                },
            ]
            if let changes = Self.changedSections(variant) { context["changes"] = changes }
            return context
        }
        var context: [String: Any] = [
            "siteTitle": siteTitle,
            "root": SitePaths.root(of: path),
            "id": page.id,
            "title": page.title,
            "file": settings.pathInSite(page.file),
            "sectionCount": BuildSummary.count(page.sections.count, "section"),
            "componentCount": BuildSummary.count(page.componentUseCount, "component"),
            "hasVariants": !page.variants.isEmpty,
            "variants": variantContexts,
            "viewportChoices": settings.viewports.map { ["name": $0.name] },
        ]
        if let description = page.description { context["description"] = description }
        if !settings.features.isEmpty { context["features"] = Self.featureList(settings) }
        if !frames.isEmpty {
            context["hasFrames"] = true
            context["frames"] = RenderedMarkup(bytes: frames, segments: [])
        }
        if let source {
            context["hasSource"] = true
            context["source"] = RenderedMarkup(bytes: source, segments: [])
        }
        return theme.renderBytes(.page, context)
    }
}
