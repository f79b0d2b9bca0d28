import TrellisContent
import TrellisHTML
import TrellisMustache
import TrellisRender

/// The catalog's own pages: the index, one page per component type, the build report, and the assets.
struct CatalogPages {
    let site: Site
    let templates: TemplateSet
    let fileCount: Int
    /// Each type's contract examples, rendered and checked before the catalog is written.
    let examples: [String: [RenderedExample]]
    /// Each page's search entry, in page order (`SearchIndex.pageEntries`).
    let searchEntries: [SearchEntry]
    /// Per type, per viewport (in the site's order), the box the type is most often drawn in (`commonBoxes`).
    var boxes: [String: [ComponentBox?]] = [:]
    /// The site the last successful build wrote, and the cache's record of its catalog files: a page whose context
    /// is unchanged is taken from there.
    var previous: (site: String, files: [String: CachedCatalogFile])?
    /// The site's content digest (`InputFingerprint.contentDigest`) in a build with a cache: what the catalog makes
    /// from the pages alone is keyed by it (`DigestedContextValue`); nil makes everything.
    var contentDigest: UInt64?
    /// The type counts of the last build with a cache (`CatalogUsageMemo`): used when its digest is this build's.
    var usageMemo: CatalogUsageMemo?
    /// The counts by type and page when the build's fingerprint found them (`SiteUsage`); nil reads the pages.
    var countedUsage: (@Sendable () -> [String: [String: Int]])?
    /// Where the search index waits for the write (`SearchIndex.file`); nil keeps it in memory.
    var spill: SpillFolder?

    /// One example, rendered, with the data it was rendered from.
    struct RenderedExample {
        var caption: String
        var rendered: RenderedComponent
        /// The example's JSON as written (pretty-printed).
        var json: String
    }

    /// How many of a type's real uses stand in for examples when its contract gives none.
    static let usesShownAsExamples = 3

    /// Renders every contract example of every type once, and for a type whose contract gives none (or that has
    /// no contract), its first uses on the site's pages; their diagnostics (markup mistakes, unsafe URLs) are the
    /// build's, like those of the pages. With `keepingUses` (`trellis serve`), also returns, per type shown by its
    /// uses, the first uses looked at.
    static func renderExamples(site: Site, templates: TemplateSet, assets: Set<String>, keepingUses: Bool = false) -> (
        examples: [String: [RenderedExample]], uses: [String: CatalogExampleUses]
    ) {
        let renderer = ComponentRenderer(templates: templates, assets: assets)
        var examples: [String: [RenderedExample]] = [:]
        for type in templates.contracts.keys.sorted() {
            examples[type] = contractExamples(
                type, templates: templates, renderer: renderer, form: site.settings.componentForm)
        }
        // Real uses, in page order, for the types with a template and no example (none left: the pages are not read).
        var wanted = Set(
            templates.components.keys.filter { templates.contracts[$0]?.examples.isEmpty ?? true })
        var uses: [String: CatalogExampleUses] = [:]
        if keepingUses {
            for type in wanted { uses[type] = CatalogExampleUses() }
        }
        for skeleton in site.pages where !wanted.isEmpty {
            // Only a page that shows a wanted type is read in full, if it is a skeleton.
            var showsWanted = false
            for section in skeleton.sections {
                section.forEachComponentType { showsWanted = showsWanted || wanted.contains($0) }
            }
            guard showsWanted else { continue }
            let page = skeleton.full()
            for section in page.sections where !wanted.isEmpty {
                // Children too: in a card format (Adaptive Cards), most types only ever appear inside another.
                var shown: [Component] = []
                Site.forEachComponent(of: section) { if !$0.isHidden { shown.append($0) } }
                for component in shown where wanted.contains(component.type) {
                    let caption = "\(component.id) on \(page.title), section \(section.id)"
                    uses[component.type]?.record(component, caption: caption)
                    if addUse(
                        component, caption: caption, renderer: renderer, to: &examples[component.type, default: []])
                    {
                        wanted.remove(component.type)
                    }
                }
            }
        }
        for type in wanted { uses[type]?.exhausted = true }
        return (examples.filter { !$0.value.isEmpty }, uses)
    }

    /// A type's contract examples, rendered.
    static func contractExamples(
        _ type: String, templates: TemplateSet, renderer: ComponentRenderer, form: ComponentForm
    ) -> [RenderedExample] {
        var examples: [RenderedExample] = []
        for (index, example) in (templates.contracts[type]?.examples ?? []).enumerated() {
            let (data, _) = ComponentDataDecoder.decode(example, path: "examples[\(index)]", form: form)
            guard let data else { continue }
            var unknown: [UnknownTypeUse] = []
            let rendered = renderer.render(
                type: type, id: "\(type)-example-\(index + 1)", data: data, source: example,
                path: "examples[\(index)]", unknown: &unknown, assetsPath: SitePaths.componentAssetsPath)
            examples.append(
                RenderedExample(caption: "Example \(index + 1)", rendered: rendered, json: PrettyJSON.text(example)))
        }
        return examples
    }

    /// Renders a real use as one more example of its type, unless its links are written relative to its page
    /// (another page, an anchor on it): they would lead nowhere from the component page, and the next use is shown
    /// instead. True once the type has all the examples it shows.
    static func addUse(
        _ component: Component, caption: String, renderer: ComponentRenderer, to examples: inout [RenderedExample]
    ) -> Bool {
        guard examples.count < usesShownAsExamples else { return true }
        var unknown: [UnknownTypeUse] = []
        let rendered = renderer.render(
            component, unknown: &unknown, context: nil, assetsPath: SitePaths.componentAssetsPath)
        if rendered.links.allSatisfy({ Self.resolvesAnywhere($0.value) }) {
            let source = component.objectSource ?? component.dataSource
            examples.append(
                RenderedExample(
                    caption: caption, rendered: rendered, json: source.map { PrettyJSON.text($0) } ?? "null"))
        }
        return examples.count == usesShownAsExamples
    }

    /// Per type and viewport, the box most pages draw the type in (the first of equals in page order): what a
    /// component page shows next to the example's default size.
    static func commonBoxes(_ outputs: [PageOutput], viewportCount: Int) -> [String: [ComponentBox?]] {
        struct Tally {
            var count = 0
            var first: Int
        }
        // Tallied a run of pages at a time on all cores, each box numbered in its run (`first`), then merged in page
        // order with the run's first number: the same tallies as one pass over every box of every page. (A tally
        // per page was 240,000 small dictionaries at 10,000 pages × 3 viewports: 46 MB at the build's peak.)
        let runLength = max(1, (outputs.count + ProcessorCount.active * 4 - 1) / (ProcessorCount.active * 4))
        let runs = Array(stride(from: 0, to: outputs.count, by: runLength))
        let perRun = runs.parallelMap { start -> (tallies: [String: [[ComponentBox: Tally]]], boxes: Int) in
            var tallies: [String: [[ComponentBox: Tally]]] = [:]
            var order = 0
            let empty: [[ComponentBox: Tally]] = Array(repeating: [:], count: viewportCount)
            for output in outputs[start..<min(start + runLength, outputs.count)] {
                for (viewport, boxes) in output.boxes.enumerated() where viewport < viewportCount {
                    for box in boxes {
                        tallies[box.type, default: empty][viewport][box, default: Tally(first: order)].count += 1
                        order += 1
                    }
                }
            }
            return (tallies, order)
        }
        // Merged type by type on all cores (types are independent), each run's numbers offset by the boxes before it.
        var runOffsets: [Int] = []
        var offset = 0
        for run in perRun {
            runOffsets.append(offset)
            offset += run.boxes
        }
        let offsets = runOffsets
        let types = Set(perRun.flatMap(\.tallies.keys)).sorted()
        let common = types.parallelMap { type -> [ComponentBox?] in
            var merged: [[ComponentBox: Tally]] = Array(repeating: [:], count: viewportCount)
            for (run, runOffset) in zip(perRun, offsets) {
                guard let perViewport = run.tallies[type] else { continue }
                for (viewport, counts) in perViewport.enumerated() {
                    for (box, tally) in counts {
                        merged[viewport][box, default: Tally(first: runOffset + tally.first)].count += tally.count
                    }
                }
            }
            return merged.map { counts in
                counts.max { a, b in
                    a.value.count != b.value.count ? a.value.count < b.value.count : a.value.first > b.value.first
                }?.key
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(types, common))
    }

    /// The elements a fragment needs around it to stand in an example box, for markup whose natural context
    /// (`HTMLFragmentChecker.naturalContext`) is not a `div`: a table row goes in a table, a list item in a list.
    static func wrapping(_ html: String, caption: String) -> String {
        let table = "<table class=\"t-example-table\">"
        switch HTMLFragmentChecker.naturalContext(of: Array(html.utf8)) {
        case "tbody": return table + "<tbody>" + html + "</tbody></table>"
        case "tr": return table + "<tbody><tr>" + html + "</tr></tbody></table>"
        case "table": return table + html + "</table>"
        case "colgroup": return table + "<colgroup>" + html + "</colgroup></table>"
        case "ul": return "<ul>" + html + "</ul>"
        case "dl": return "<dl>" + html + "</dl>"
        case "select": return "<select aria-label=\"\(HTMLEscaping.escape(caption))\">" + html + "</select>"
        case "ruby": return "<ruby>" + html + "</ruby>"
        default: return html
        }
    }

    /// The stylesheets made from the templates: the theme's and the components' (every `.css` file beside them).
    static func templateStylesheets(_ templates: TemplateSet) -> [SiteFile] {
        [
            SiteFile("assets/trellis.css", templates.theme.stylesheet),
            SiteFile("assets/components.css", templates.componentStylesheet),
        ]
    }

    /// A CSS length as people read it: at most two decimals (`237.33` for the engine's `237.328125`).
    static func shortNumber(_ css: String) -> String {
        guard let value = Double(css), value.isFinite, abs(value) < 1e9 else { return css }
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        let whole = "\(hundredths / 100)"
        if fraction == 0 { return whole }
        return whole + (fraction % 10 == 0 ? ".\(fraction / 10)" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }

    /// How many sizes an example can be shown at (its default and the viewports'): the theme's stylesheet has a
    /// rule for each (`.t-example:has(input[data-t-size="N"]:checked)`).
    static let exampleSizeLimit = 8

    /// True for a URL that means the same from any page of the site: external, or into `assets/`.
    private static func resolvesAnywhere(_ value: String) -> Bool {
        let trimmed = LinkCheck.trimmed(value)
        return trimmed.isEmpty || LinkCheck.isExternal(trimmed)
            || trimmed.hasPrefix(SitePaths.componentAssetsPath + "/")
    }

    private var siteTitle: String { site.settings.title }

    /// The site's own output folder as diagnostics name it (`_site/`, `/tmp/out/`), which the report leaves out of
    /// the places it shows, as it leaves out the project folder: the same project gives the same catalog wherever it
    /// is built.
    var shownOutputPrefix = ""

    /// A path as the catalog shows it: relative to the project, or, for one of the site's own files, to the site.
    func inSite(_ path: String) -> String {
        if !shownOutputPrefix.isEmpty, path.hasPrefix(shownOutputPrefix) {
            return String(path.dropFirst(shownOutputPrefix.count))
        }
        return site.settings.pathInSite(path)
    }

    func inSite(_ location: SourceLocation) -> String {
        var shown = location
        shown.file = inSite(location.file)
        return shown.description
    }

    /// A message as the catalog shows it: the places it names inside the project (`(in component "x" at
    /// proj/Content/pages/home.json:3:5)`) relative to the project, as `inSite` shows a location.
    func inSite(message: String) -> String {
        let prefix = site.settings.shownProjectPrefix
        guard !prefix.isEmpty, message.contains(prefix) else { return message }
        return ["Content/", "Templates/"].reduce(message) { $0.replacing(prefix + $1, with: $1) }
    }

    /// Component types in name order with how often each is used (children, headers and footers included), types
    /// with a template or a contract and no use included.
    func typeUsage(_ totals: [String: Int]) -> [(type: String, count: Int)] {
        var counts = totals
        for type in templates.components.keys where counts[type] == nil { counts[type] = 0 }
        for type in templates.contracts.keys where counts[type] == nil { counts[type] = 0 }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The catalog's files, the context key of each HTML page (`ThemeContextKey`) for the next build's cache, and
    /// (`keepingUsageRows`) the rows of each component page's "Used on" list.
    ///
    /// With a content digest (`contentDigest`: a build with a cache), what is made from the pages alone is keyed by
    /// it (`DigestedContextValue`) and made only for a page that is rendered; the type counts are the last build's
    /// when its digest was this one (`usageMemo`), and `memo` keeps this build's for the next one.
    func files(
        diagnostics: [Diagnostic], unknown: [UnknownTypeUse], renderings: Int,
        externalLinks: [(url: String, count: Int)] = [], keepingUsageRows: Bool = false
    ) -> (
        files: [SiteFile], contextKeys: [String: (context: UInt64, digest: UInt64)],
        usageRows: [String: CatalogUsageRows],
        usage: [(type: String, count: Int)], siteUsage: SiteUsage, memo: CatalogUsageMemo?
    ) {
        let siteUsage = SiteUsage(pages: site.pages, countedByPage: countedUsage)
        let totals: [(type: String, count: Int)]
        if let contentDigest, let usageMemo, usageMemo.contentDigest == contentDigest {
            totals = usageMemo.typeTotals
        } else {
            totals = siteUsage.totals.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        let usage = typeUsage(Dictionary(uniqueKeysWithValues: totals.map { ($0.type, $0.count) }))
        // The index, the report, the search index and the component pages are independent: all made at once, the
        // three largest first, so that none waits for another on one core.
        let searchJob = 2
        typealias Made = (file: SiteFile, key: (context: UInt64, digest: UInt64), rows: CatalogUsageRows?)
        let made: [Made] = Array(0..<(usage.count + 3)).parallelMap { job -> Made in
            switch job {
            case searchJob:
                let file = SearchIndex.file(
                    pageEntries: searchEntries,
                    types: usage.map { ($0.type, templates.contracts[$0.type]?.description) }, spill: spill)
                return (file, (0, 0), nil)
            case 0, 1:
                let made = summaryPage(
                    job == 0 ? .index : .report, reusing: true, usage: usage, siteUsage: siteUsage,
                    diagnostics: diagnostics, unknown: unknown, renderings: renderings, externalLinks: externalLinks)
                return (made.file, (made.key, made.digestKey), nil)
            default:
                let type = usage[job - 3].type
                let makeRows = {
                    usageRows(
                        type, usage: siteUsage.byPage[type] ?? [:], pages: siteUsage.inNaturalOrder,
                        sections: siteUsage.sectionsShowing)
                }
                // Kept only for `serve`, which previews component pages from them: at 10,000 pages they are 23 MB,
                // held through the link check.
                if keepingUsageRows {
                    let rows = makeRows()
                    let made = page(SitePaths.component(type), .component, componentPage(type, usageRows: rows))
                    return (made.file, (made.key, made.digestKey), CatalogUsageRows(type: type, rows: rows))
                }
                let rows = digested("usages of " + type, makeRows)
                let made = page(SitePaths.component(type), .component, componentPage(type, usageRows: rows))
                return (made.file, (made.key, made.digestKey), nil)
            }
        }
        let rendered = made.map(\.file)
        var keys: [String: (context: UInt64, digest: UInt64)] = [:]
        var rows: [String: CatalogUsageRows] = [:]
        for (job, (file, key, usageRows)) in made.enumerated() where job != searchJob {
            keys[file.path] = key
            if let usageRows { rows[usageRows.type] = usageRows }
        }
        var files = Array(rendered.prefix(2))
        files += Self.templateStylesheets(templates)
        files += [
            SiteFile("assets/trellis.js", ThemeScripts.preview),
            SiteFile("assets/trellis-frame.js", ThemeScripts.frame),
            SiteFile("assets/trellis-search.js", ThemeScripts.search),
            SiteFile("assets/favicon.svg", ThemeSources.favicon),
            rendered[searchJob],
        ]
        files += rendered.dropFirst(3)
        if let sitemap = Sitemap.file(for: site, componentTypes: usage.map(\.type)) { files.append(sitemap) }
        let memo = contentDigest.map { CatalogUsageMemo(contentDigest: $0, typeTotals: totals) }
        return (files, keys, rows, usage, siteUsage, memo)
    }

    /// `make`'s value, or with a content digest, a stand-in keyed by it and `member` (what `make` reads beyond the
    /// pages' content must be the same in every build with that digest).
    private func digested(_ member: String, _ make: @escaping () -> Any) -> Any {
        guard let contentDigest else { return make() }
        var hasher = StableHasher()
        hasher.combine(member)
        hasher.combine(contentDigest)
        return DigestedContextValue(digest: hasher.finalize(), make: make)
    }

    /// The index and the report (those of `paths`) rendered again from `diagnostics`: with the link check's warnings
    /// — the first rendering comes before the check (the check reads it), so without this the report said 0
    /// warnings where the build printed 6; the warnings link only to page previews and component pages, which the
    /// check has seen — or without, when the first rendering took bytes the last build made with some.
    func summaryFiles(
        _ paths: Set<String>, diagnostics: [Diagnostic], unknown: [UnknownTypeUse], renderings: Int,
        externalLinks: [(url: String, count: Int)] = [], usage: [(type: String, count: Int)], siteUsage: SiteUsage
    ) -> [SiteFile] {
        let parts = [("index.html", Theme.Part.index), ("report.html", .report)].filter { paths.contains($0.0) }
        return parts.map { _, part in
            summaryPage(
                part, reusing: false, usage: usage, siteUsage: siteUsage, diagnostics: diagnostics, unknown: unknown,
                renderings: renderings, externalLinks: externalLinks
            ).file
        }
    }

    /// The index (`.index`) or the report (`.report`).
    private func summaryPage(
        _ part: Theme.Part, reusing: Bool, usage: [(type: String, count: Int)],
        siteUsage: SiteUsage, diagnostics: [Diagnostic], unknown: [UnknownTypeUse], renderings: Int,
        externalLinks: [(url: String, count: Int)]
    ) -> (file: SiteFile, key: UInt64, digestKey: UInt64) {
        if part == .index {
            return page(
                "index.html", .index,
                index(usage: usage, siteUsage: siteUsage, warnings: diagnostics.count { $0.severity == .warning }),
                reusing: reusing)
        }
        return page(
            "report.html", .report,
            report(
                usage: usage, diagnostics: diagnostics, unknown: unknown, renderings: renderings,
                externalLinks: externalLinks),
            reusing: reusing)
    }

    /// Renders one of the catalog's HTML pages, or takes the file the last build wrote from a context with the same
    /// key (its bytes checked against the cache's hash): the index, the report and the component pages usually
    /// read the same after a one-page edit, and rendering them was a fifth of a warm build. `reusing` false: always
    /// rendered.
    ///
    /// A context with members keyed by the content digest (`DigestedContextValue`) has two keys: `digestKey`, with
    /// the digests in their place, which finds the page unchanged without making those members while the content
    /// is the last build's; and `key`, of the context made whole, which finds it unchanged after a content edit that
    /// did not change what it shows (a page's text the home page does not show). The second is made only when the
    /// first does not match.
    private func page(
        _ path: String, _ part: Theme.Part, _ context: [String: Any],
        reusing: Bool = true
    ) -> (file: SiteFile, key: UInt64, digestKey: UInt64) {
        func previousBytes(_ matches: (CachedCatalogFile) -> Bool) -> [UInt8]? {
            guard reusing, let previous, let file = previous.files[path], matches(file),
                let bytes = FastFileSystem.readFile(previous.site + "/" + path),
                CachedCatalogFile.contentHash(of: bytes) == file.contentHash
            else { return nil }
            return bytes
        }
        let digestKey = ThemeContextKey.key(part.rawValue, context)
        let hasStandIns = context.values.contains { $0 is DigestedContextValue }
        if hasStandIns, let previousKey = previous?.files[path]?.contextKey,
            let bytes = previousBytes({ $0.digestKey == digestKey })
        {
            return (SiteFile(path, bytes: bytes), previousKey, digestKey)
        }
        // Members keyed by the content digest are made now.
        let made = hasStandIns ? context.mapValues { ($0 as? DigestedContextValue)?.make() ?? $0 } : context
        let key = hasStandIns ? ThemeContextKey.key(part.rawValue, made) : digestKey
        if let bytes = previousBytes({ $0.contextKey == key }) {
            return (SiteFile(path, bytes: bytes), key, digestKey)
        }
        // As bytes: a string of the home page (5 MB at 10,000 pages) and its bytes again were two more copies.
        return (SiteFile(path, bytes: templates.theme.renderBytes(part, made)), key, digestKey)
    }

    private func index(
        usage: [(type: String, count: Int)], siteUsage: SiteUsage, warnings: Int
    ) -> [String: Any] {
        let viewports = site.settings.viewports
        let pages = site.pages
        // Each page's count, from the counts by type: the cards agree with the Uses column.
        let pageTotals: @Sendable () -> [String: Int] = {
            var totals: [String: Int] = [:]
            for counts in siteUsage.byPage.values {
                for (page, count) in counts { totals[page, default: 0] += count }
            }
            return totals
        }
        // A card for every page, made as template values when the template reaches it (`MustacheList`) and let go
        // after: held at once, they were 16 MB at 10,000 pages, at the build's peak (a dictionary of `Any` for each,
        // converted for the template, was as much again).
        let card: @Sendable ([String: Int], Page, Bool) -> MustacheValue = { pageTotals, page, nested in
            var members: [(key: String, value: MustacheValue)] = [
                ("nested", .bool(nested)),
                ("id", .text(page.id)), ("title", .text(page.title)), ("href", .text(SitePaths.preview(page))),
                // A page without a title of its own (an array of components) is titled by its id: shown once.
                ("showsID", .bool(page.title != page.id)),
                ("sectionCount", .text(BuildSummary.count(page.sections.count, "section"))),
                ("componentCount", .text(BuildSummary.count(pageTotals[page.id] ?? 0, "component"))),
                ("hasVariants", .bool(!page.variants.isEmpty)),
                ("variantNames", .text(page.variants.map(\.name).joined(separator: ", "))),
                (
                    "viewports",
                    .list(
                        viewports.map { viewport in
                            .object(
                                MustacheObject([
                                    ("name", .text(viewport.name)), ("width", .text(viewport.width.cssText)),
                                    ("href", .text(SitePaths.rendering(page, viewport: viewport, variant: nil))),
                                ]))
                        })
                ),
            ]
            if let description = page.description { members.append(("description", .text(description))) }
            return .object(MustacheObject(members))
        }
        // Pages by folder (`more/feed` is in `more/`), pages at the top first, each list in natural order:
        // `page-2` before `page-10`.
        let groups = digested("home page groups") { () -> Any in
            let pageTotals = pageTotals()
            var folders: [String: [Page]] = [:]
            for page in pages {
                let folder = page.id.lastIndex(of: "/").map { String(page.id[..<$0]) } ?? ""
                folders[folder, default: []].append(page)
            }
            return folders.keys.sorted(by: NaturalOrder.precedes).map { folder -> [String: Any] in
                let pages = folders[folder]!.sorted { NaturalOrder.precedes($0.id, $1.id) }
                var group: [String: Any] = [
                    "count": BuildSummary.count(pages.count, "page"),
                    "pages": MustacheValue.madeList(
                        MustacheList(count: pages.count) { [nested = !folder.isEmpty] in
                            card(pageTotals, pages[$0], nested)
                        }),
                ]
                if !folder.isEmpty { group["folder"] = folder }
                return group
            }
        }
        let types: [[String: Any]] = usage.map { type, count in
            var row: [String: Any] = [
                "type": type, "count": count, "href": SitePaths.component(type),
                "hasTemplate": templates.components[type] != nil,
                "description": templates.contracts[type]?.description ?? "",
                "hasContract": templates.contracts[type]?.schema != nil,
                "exampleCount": templates.contracts[type]?.examples.count ?? 0,
            ]
            if let markup = templates.contracts[type]?.description.flatMap(MarkdownText.inlineMarkup) {
                row["descriptionHTML"] = markup
            }
            return row
        }
        let withContract = usage.count { templates.contracts[$0.type]?.schema != nil }
        let withExamples = usage.count { !(templates.contracts[$0.type]?.examples.isEmpty ?? true) }
        let used = usage.count { $0.count > 0 }
        let coverage =
            "\(withContract) of \(usage.count) with a data contract · \(withExamples) with examples · \(used) used on pages"
        var context: [String: Any] = [
            "siteTitle": siteTitle, "root": "", "coverage": usage.isEmpty ? "" : coverage,
            "pageCount": BuildSummary.count(site.pages.count, "page"),
            "componentCount": BuildSummary.count(usage.reduce(0) { $0 + $1.count }, "component"),
            "typeCount": BuildSummary.count(usage.count, "component type"),
            "viewportNames": viewports.map { "\($0.name) \($0.width.cssText)px" }.joined(separator: ", "),
            "hasWarnings": warnings > 0, "warningCount": BuildSummary.count(warnings, "warning"),
            "groups": groups, "types": types, "fileCount": fileCount,
        ]
        // `pages` (every page, natural order) stays for theme overrides written before the groups; the built-in
        // home reads the groups only (a second card for every page was 15 MB at 10,000 pages).
        if templates.theme.overriddenParts.contains(.index) {
            context["pages"] = digested("home page cards") { () -> Any in
                let pageTotals = pageTotals()
                let pages = siteUsage.inNaturalOrder
                return MustacheValue.madeList(MustacheList(count: pages.count) { card(pageTotals, pages[$0], false) })
            }
        }
        return context
    }

    /// The rows of a component page's "Used on" list: what the page says that depends on the content alone, kept
    /// by `trellis serve` to render the page again after a template edit.
    func usageRows(
        _ type: String, usage: [String: Int], pages pagesInNaturalOrder: [Page],
        sections sectionsShowing: [String: SectionIDsByType]
    ) -> [MustacheValue] {
        // Pages in natural order of their ids (sorted once for every component page).
        let sorted = pagesInNaturalOrder.compactMap { page -> (key: String, value: (page: Page, count: Int))? in
            usage[page.id].map { (page.id, (page, $0)) }
        }
        let root = SitePaths.root(of: SitePaths.component(type))
        // Made as template values: a row is hashed for the page's context key on every build, and values of
        // known kinds hash without a cast per member.
        return sorted.enumerated().map { index, entry -> MustacheValue in
            let page = entry.value.page
            var row: [(key: String, value: MustacheValue)] = [
                ("pageTitle", .text(page.title)), ("count", .number(String(entry.value.count))),
                ("href", .text(root + SitePaths.preview(page))),
            ]
            // Each section that shows the type, linked at every viewport (for the first pages: a type used
            // everywhere would otherwise make this page as long as the site).
            if index < Self.pagesWithSectionLinks {
                let sections = (sectionsShowing[page.id]?[type] ?? []).map { sectionID -> MustacheValue in
                    let anchor = "#" + PageRenderer.anchor(of: sectionID)
                    let viewports = site.settings.viewports.map { viewport -> MustacheValue in
                        let file = SitePaths.rendering(page, viewport: viewport, variant: nil)
                        return .object(
                            MustacheObject([("name", .text(viewport.name)), ("href", .text(root + file + anchor))]))
                    }
                    return .object(MustacheObject([("id", .text(sectionID)), ("viewports", .list(viewports))]))
                }
                row.append(("sections", .list(sections)))
            }
            return .object(MustacheObject(row))
        }
    }

    /// A component page's context: its examples (`examples`, `boxes`), template and contract, and the rows of its
    /// "Used on" list (`usageRows`: the rows, or a stand-in for them, `DigestedContextValue`).
    func componentPage(_ type: String, usageRows: Any) -> [String: Any] {
        let path = SitePaths.component(type)
        let contract = templates.contracts[type]
        var examples: [[String: Any]] = []
        let (width, height) = exampleSize(contract)
        // The default size, then the box the type gets at each viewport where pages use it (viewports giving the
        // same box share one choice).
        var sizes: [(names: [String], width: String, height: String?)] = [(["default"], width, height)]
        for (index, viewport) in site.settings.viewports.enumerated() {
            guard let box = boxes[type]?[index] ?? nil else { continue }
            let size = (box.width.cssText, box.height.map(\.cssText))
            if let same = sizes.indices.dropFirst().first(where: {
                sizes[$0].width == size.0 && sizes[$0].height == size.1
            }) {
                sizes[same].names.append(viewport.name)
            } else if sizes.count < Self.exampleSizeLimit {
                sizes.append(([viewport.name], size.0, size.1))
            }
        }
        var style = ""
        for (index, size) in sizes.enumerated() {
            style += "--t-w\(index):\(size.width)px;"
            if let height = size.height { style += "--t-h\(index):\(height)px;" }
        }
        // The example is drawn in the design's scheme, not the catalog's (which follows the reviewer's system).
        let scheme = site.settings.colorScheme
        style += "--t-scheme:\(scheme == "dark" ? "dark" : "light");"
        let sizeChoices: [[String: Any]] = sizes.enumerated().map { index, size in
            let shownWidth = Self.shortNumber(size.width)
            let dimensions = size.height.map { "\(shownWidth) × \(Self.shortNumber($0))" } ?? "\(shownWidth) px wide"
            return [
                "index": index, "label": size.names.joined(separator: ", ") + " · " + dimensions, "isFirst": index == 0,
            ]
        }
        for (number, example) in (self.examples[type] ?? []).enumerated() {
            var entry: [String: Any] = [
                "html": Self.wrapping(example.rendered.html, caption: example.caption), "caption": example.caption,
                "style": style, "json": example.json, "group": "t-example-\(number + 1)",
            ]
            if sizeChoices.count > 1 {
                entry["sizes"] = sizeChoices
                entry["hasSizes"] = true
            }
            if scheme == "both" {
                entry["schemes"] = [["name": "light", "isFirst": true], ["name": "dark", "isFirst": false]]
                entry["hasSchemes"] = true
            }
            examples.append(entry)
        }
        var context: [String: Any] = [
            "siteTitle": siteTitle, "root": SitePaths.root(of: path), "type": type, "examples": examples,
            "usages": usageRows,
        ]
        if let description = contract?.description {
            context["description"] = description
            if let markup = MarkdownText.markup(description) { context["descriptionHTML"] = markup }
        }
        if let template = templates.components[type] {
            context["templateFile"] = inSite(template.file)
            context["templateSource"] = template.source
        }
        if let file = contract?.file { context["contractFile"] = inSite(file) }
        if let height { context["size"] = "\(width) × \(height)" }
        if let contract, let schema = contract.schema {
            context["contract"] = dataContract(type, contract: contract, schema: schema)
        }
        return context
    }

    /// How many pages of a type's uses list their sections with links.
    static let pagesWithSectionLinks = 50

    /// A page's section ids by the component type they show.
    typealias SectionIDsByType = [String: [String]]

    /// Per page id and type, the ids of the page's sections that show the type (children, headers and footers
    /// included), in order: for the pages whose "Used on" row links its sections (the first `pagesWithSectionLinks`
    /// of `pages`, in natural order, using each type). Each such page is walked once for all types; a walk per type
    /// and page made a warm build's component pages a fifth of its work.
    static func sectionsShowing(_ usage: [String: [String: Int]], pages: [Page]) -> [String: SectionIDsByType] {
        var needed: [Page] = []
        var taken: Set<String> = []
        for type in usage.keys.sorted() {
            let counts = usage[type] ?? [:]
            for page in pages.lazy.filter({ counts[$0.id] != nil }).prefix(Self.pagesWithSectionLinks)
            where taken.insert(page.id).inserted {
                needed.append(page)
            }
        }
        let found = needed.parallelMap { page -> [String: [String]] in
            var sectionsByType: [String: [String]] = [:]
            for section in page.sections {
                var counts: [String: Int] = [:]
                section.countComponentTypes(into: &counts)
                for type in counts.keys { sectionsByType[type, default: []].append(section.id) }
            }
            return sectionsByType
        }
        return Dictionary(zip(needed.map(\.id), found)) { first, _ in first }
    }

    /// The "Data contract" section: where the schema comes from, its fields as a table, and the schema as written.
    private func dataContract(_ type: String, contract: ComponentContract, schema: JSONNode) -> [String: Any] {
        let source = inSite(contract.schemaSource ?? contract.file)
        // `api/openapi.yaml#/components/schemas/Card/properties/data`: the schema's place in its root.
        var pointer = ""
        if let hash = source.lastIndex(of: "#"), source[source.index(after: hash)...].hasPrefix("/") {
            pointer = String(source[source.index(after: hash)...])
        }
        let table = ContractTable(schema: schema, root: contract.schemaRoot, rootPointer: pointer, typeName: type)
        var context: [String: Any] = [
            "source": source, "rootType": table.rootType, "isChecked": contract.checker != nil,
            "json": PrettyJSON.text(schema),
            "rows": table.rows.map { row -> [String: Any] in
                var cells: [String: Any] = [
                    "name": row.name, "prefix": row.prefix, "fieldType": row.type, "isRequired": row.isRequired,
                    "depth": min(row.depth, 8), "isChoice": row.kind == .alternatives,
                    "isAlternative": row.kind == .alternative,
                ]
                if let value = row.defaultValue { cells["defaultValue"] = value }
                if let description = row.description {
                    cells["fieldDescription"] = description
                    if let markup = MarkdownText.inlineMarkup(description) { cells["fieldDescriptionHTML"] = markup }
                }
                if !row.constraints.isEmpty { cells["constraints"] = ["items": row.constraints] }
                return cells
            },
        ]
        if !table.rootConstraints.isEmpty { context["rootConstraints"] = table.rootConstraints.joined(separator: "; ") }
        if table.rows.isEmpty { context["noFields"] = true }
        if table.isTruncated { context["truncatedAt"] = ContractTable.rowLimit }
        return context
    }

    /// The box an example is shown in: the contract's size, else a phone-wide box of natural height.
    private func exampleSize(_ contract: ComponentContract?) -> (String, String?) {
        let object = contract?.size?.objectValue
        let width = object?["width"]?.numberValue.map { $0.value.cssText } ?? "375"
        let height = object?["height"]?.numberValue.map { $0.value.cssText }
        return (width, height)
    }

    private func report(
        usage: [(type: String, count: Int)],
        diagnostics: [Diagnostic],
        unknown: [UnknownTypeUse],
        renderings: Int,
        externalLinks: [(url: String, count: Int)]
    ) -> [String: Any] {
        let root = ""
        func list(_ items: [[String: Any]]) -> Any? { items.isEmpty ? nil : ["items": items] }
        var context: [String: Any] = [
            "siteTitle": siteTitle, "root": root,
            "pageCount": BuildSummary.count(site.pages.count, "page"),
            "renderingCount": BuildSummary.count(renderings, "rendering"),
            "componentCount": BuildSummary.count(usage.reduce(0) { $0 + $1.count }, "component"),
            "warningCount": BuildSummary.count(diagnostics.count { $0.severity == .warning }, "warning"),
        ]
        // Each warning links to what it is about: the page it was found in, or the component type whose template,
        // contract or stylesheet it names.
        var previews: [String: String] = [:]
        for page in site.pages { previews[page.file] = SitePaths.preview(page) }
        func href(for file: String) -> String? {
            if let preview = previews[file] { return preview }
            let parts = file.split(separator: "/")
            guard parts.count >= 3, parts[parts.count - 3] == "Templates", parts[parts.count - 2] == "components",
                let name = parts.last, let dot = name.lastIndex(of: ".")
            else { return nil }
            let type = String(name[..<dot])
            return templates.components[type] != nil || templates.contracts[type] != nil
                ? SitePaths.component(type) : nil
        }
        // In the order of the places the report shows them at (relative to the project, or to the site for its own
        // files), not of the terminal's paths: where the site is written must not reorder the report.
        var warnings: [(offset: Int, diagnostic: Diagnostic, shown: SourceLocation)] = []
        for (offset, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .warning {
            var shown = diagnostic.location ?? SourceLocation(file: "")
            shown.file = inSite(shown.file)
            warnings.append((offset, diagnostic, shown))
        }
        warnings.sort { $0.shown != $1.shown ? $0.shown < $1.shown : $0.offset < $1.offset }
        context["warnings"] = list(
            warnings.map { warning in
                let diagnostic = warning.diagnostic
                var item: [String: Any] = [
                    "location": diagnostic.location == nil ? "" : warning.shown.description,
                    "message": inSite(message: (diagnostic.path.map { "\($0): " } ?? "") + diagnostic.message),
                ]
                if let file = diagnostic.location?.file, let href = href(for: file) { item["href"] = href }
                return item
            })
        // Hidden components and what feature toggles left out, in page order: a big site lists the first ones
        // and counts the rest by type (or by toggle), so the report stays readable (and a few hundred KB, not tens
        // of MB, at 10,000 pages).
        var hidden: [[String: Any]] = []
        var hiddenTypes = ReportTally()
        for page in site.pages {
            for section in page.sections {
                section.forEachHiddenComponent { component in
                    hiddenTypes.add(component.type)
                    guard hidden.count < Self.reportListLimit else { return }
                    hidden.append([
                        "id": component.id, "type": component.type, "page": page.title,
                        "href": SitePaths.preview(page), "location": inSite(component.location),
                    ])
                }
            }
        }
        context["hidden"] = list(hidden)
        context["moreHidden"] = hiddenTypes.summary(listed: hidden.count, noun: "hidden component")
        var gates = ReportTally()
        var excluded: [[String: Any]] = []
        for item in site.excluded {
            let gate = item.gate.description
            gates.add(gate)
            guard excluded.count < Self.reportListLimit else { continue }
            excluded.append([
                "kind": item.kind.rawValue, "id": item.id, "page": item.pageID, "gate": gate,
                "location": inSite(item.location),
            ])
        }
        context["excluded"] = list(excluded)
        context["moreExcluded"] = gates.summary(listed: excluded.count, noun: "item")
        var unknownCounts: [String: (count: Int, first: UnknownTypeUse)] = [:]
        for use in unknown {
            if let entry = unknownCounts[use.type] {
                unknownCounts[use.type] = (entry.count + 1, entry.first)
            } else {
                unknownCounts[use.type] = (1, use)
            }
        }
        context["unknownTypes"] = list(
            unknownCounts.sorted { $0.key < $1.key }.map { type, entry in
                ["type": type, "count": entry.count, "location": inSite(entry.first.location)]
            })
        let (branches, others) = schemasWithoutTemplate()
        context["schemasWithoutTemplate"] = list(branches)
        if !others.isEmpty {
            context["otherSchemas"] = [
                "items": others, "count": others.count == 1 ? "1 entry" : "\(others.count) entries",
            ]
        }
        context["templatesWithoutSchema"] = list(
            templates.templatesWithoutSchema.map { ["type": $0, "href": SitePaths.component($0)] })
        context["unusedTemplates"] = list(
            usage.filter { templates.components[$0.type] != nil && $0.count == 0 }.map {
                ["type": $0.type, "href": SitePaths.component($0.type)]
            })
        if !site.settings.features.isEmpty { context["features"] = SiteRenderer.featureList(site.settings) }
        // External links are listed, never fetched; a big site lists its most used ones.
        let shown = externalLinks.prefix(Self.reportListLimit)
        context["externalLinks"] = list(shown.map { ["url": $0.url, "count": $0.count] })
        if externalLinks.count > shown.count {
            context["moreExternalLinks"] = BuildSummary.count(externalLinks.count - shown.count, "more link")
        }
        return context
    }

    /// How many hidden components, left-out items and external links the report lists; past it, it counts.
    static let reportListLimit = 500

    /// The types an OpenAPI document describes that no template draws: the branches of its unions (types the
    /// server can send that the catalog cannot show), and apart from them the `components/schemas` entries whose
    /// names are no type (mostly parts of other schemas). An entry that already is another type's contract (`Text`
    /// for the branch `text`) says so: it needs no template of its own.
    private func schemasWithoutTemplate() -> (branches: [[String: Any]], others: [[String: Any]]) {
        var contractOf: [String: String] = [:]
        for (type, contract) in templates.contracts.sorted(by: { $0.key < $1.key }) {
            guard let source = contract.schemaSource, let hash = source.lastIndex(of: "#") else { continue }
            var pointer = String(source[source.index(after: hash)...])
            if pointer.hasSuffix("/properties/data") { pointer.removeLast("/properties/data".count) }
            if contractOf[pointer] == nil { contractOf[pointer] = type }
        }
        var branches: [[String: Any]] = []
        var others: [[String: Any]] = []
        for candidate in templates.schemasWithoutTemplate {
            var item: [String: Any] = [
                "type": candidate.type, "origin": candidate.origin, "location": inSite(candidate.location),
            ]
            // `OpenAPIContracts` names a union branch's origin "a branch of <union>", an entry by its path.
            if candidate.origin.hasPrefix("a branch of ") {
                branches.append(item)
            } else {
                if let type = contractOf[candidate.pointer] { item["contractOf"] = type }
                others.append(item)
            }
        }
        return (branches, others)
    }
}
