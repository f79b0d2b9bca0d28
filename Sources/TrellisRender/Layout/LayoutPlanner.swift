import TrellisContent
import TrellisLayout

/// Reads the layouts and sizes of a site's pages once, in page order, for `LayoutResolver.layouts`.
///
/// What makes two things the same is where they are written, not what a message about them says: a layout
/// object or `size` is read the first time its place (file position and JSON path) is seen, which is also how a
/// section included by many pages is read once; a stack of layers is checked by the engine once per viewport; and
/// one finding that several renderings share becomes one diagnostic that names them (`LayoutFindings`). Each page's
/// findings are its own, as if it were read alone, so that they can be kept with the page in the build cache.
struct LayoutPlanner: Sendable {
    let resolver: LayoutResolver
    let viewports: [Viewport]
    /// Layout objects and sizes already read, by file position and then JSON path, with the problems reading them
    /// found (reported again for every page that reads them: each page's findings stand alone).
    private var layers: [SourceLocation: [String: (layer: LayoutLayer?, problems: [Diagnostic])]] = [:]
    private var sizes: [SourceLocation: [String: (size: SizeOverride, problems: [Diagnostic])]] = [:]
    /// A number for each distinct section (by position and path), for the keys of `checked`.
    private var sectionNumbers: [SourceLocation: [String: Int]] = [:]
    private var count = 0
    /// Per viewport name, the result of each stack already checked and the engine's findings about it, keyed by the
    /// section's number and the numbers of its layers.
    private var checked: [String: [[Int]: (layout: SectionLayout?, findings: [Diagnostic])]] = [:]
    /// What the page being read reports, and the types whose contract sizes it has reported.
    private var found = LayoutFindings()
    private var reportedContracts: Set<String> = []

    init(resolver: LayoutResolver, viewports: [Viewport]) {
        self.resolver = resolver
        self.viewports = viewports
    }

    /// The page's layouts, and what reading them found: what a planner reading this page alone would report (what
    /// was read for an earlier page is not read again, but its problems are the page's too).
    mutating func layouts(of page: Page) -> (layouts: PageLayouts, findings: LayoutFindings) {
        found = LayoutFindings()
        reportedContracts = []
        let layouts = plan(page)
        return (layouts, found)
    }

    private mutating func plan(_ page: Page) -> PageLayouts {
        let variants: [PageVariant?] = [nil] + page.variants.map { Optional($0) }
        var layouts: [[[SectionLayout?]]] = []
        var items: [[SizeSources]] = []
        var headers: [SizeSources?] = []
        var footers: [SizeSources?] = []
        for section in page.sections {
            let sectionNumber = number(for: section)
            let base = layer(section.layout, path: JSONPath.key(section.path, "layout"))
            var perVariant: [[SectionLayout?]] = []
            for variant in variants {
                let override = variant?.override(for: section.id)
                let variantLayer = override.flatMap { layer($0.layout, path: $0.path) }
                perVariant.append(
                    viewports.map { viewport in
                        let stack = LayoutLayer.stack(base: base, variant: variantLayer, viewport: viewport.name)
                        return check(
                            stack, section: section, number: sectionNumber, viewport: viewport, variant: variant?.name)
                    })
            }
            layouts.append(perVariant)
            items.append(section.visibleComponents.map { sizeSources(of: $0) })
            headers.append(section.header.map { sizeSources(of: $0) })
            footers.append(section.footer.map { sizeSources(of: $0) })
        }
        return PageLayouts(
            layouts: layouts, variantNames: variants.map { $0?.name }, viewportNames: viewports.map(\.name),
            items: items, headers: headers, footers: footers)
    }

    private mutating func number(for section: Section) -> Int {
        if let known = sectionNumbers[section.location]?[section.path] { return known }
        count += 1
        sectionNumbers[section.location, default: [:]][section.path] = count
        return count
    }

    /// A layout object's layer, read the first time its place is seen; its problems are reported for every page.
    private mutating func layer(_ node: JSONNode?, path: String) -> LayoutLayer? {
        guard let node, node.objectValue != nil else { return nil }
        if let known = layers[node.location]?[path] {
            for problem in known.problems { found.report(problem) }
            return known.layer
        }
        var log = DiagnosticLog()
        resolver.checkStructure(node, path: path, log: &log)
        var read = resolver.readLayer(node, path: path, log: &log)
        if read != nil {
            count += 1
            read?.number = count
            for name in read?.viewports.keys.sorted() ?? [] {
                count += 1
                read?.viewports[name]?.number = count
            }
        }
        layers[node.location, default: [:]][path] = (read, log.diagnostics)
        for problem in log.diagnostics { found.report(problem) }
        return read
    }

    /// The layout of one rendering: nil when a key it takes has a wrong value, or the engine finds an error.
    private mutating func check(
        _ stack: [LayoutLayer],
        section: Section,
        number: Int,
        viewport: Viewport,
        variant: String?
    ) -> SectionLayout? {
        let key = [number] + stack.map(\.number)
        // A stack already checked at this viewport (a section included by another page, or a variant that
        // leaves this section alone) is not checked again; its findings apply to this rendering too.
        if let known = checked[viewport.name]?[key] {
            for finding in known.findings { found.record(finding, viewport: viewport.name, variant: variant) }
            return known.layout
        }
        let merged = MergedLayout(stack)
        var result: SectionLayout?
        var engine: [Diagnostic] = []
        if !merged.hasWrongValue {
            engine = resolver.engineFindings(merged, section: section, width: viewport.width)
            result = engine.contains { $0.severity == .error } ? nil : merged.layout
        } else {
            engine = resolver.singleValueFindings(merged, section: section, width: viewport.width)
        }
        for finding in engine { self.found.record(finding, viewport: viewport.name, variant: variant) }
        checked[viewport.name, default: [:]][key] = (result, engine)
        return result
    }

    /// An element's own and contract sizes; each `size` object is read and reported once, and a contract's
    /// problems at the first use of its type.
    private mutating func sizeSources(of component: Component) -> SizeSources {
        var own = SizeOverride.none
        if let node = component.size {
            let path = JSONPath.key(component.path, "size")
            if let known = sizes[node.location]?[path] {
                own = known.size
                for problem in known.problems { found.report(problem) }
            } else {
                var log = DiagnosticLog()
                own = SizeReader.read(node, path: path, log: &log)
                sizes[node.location, default: [:]][path] = (own, log.diagnostics)
                for problem in log.diagnostics { found.report(problem) }
            }
        }
        if reportedContracts.insert(component.type).inserted {
            for problem in resolver.contractSizeProblems[component.type] ?? [] { found.report(problem) }
        }
        return SizeSources(own: own, contract: resolver.contractSizes[component.type] ?? .none)
    }
}
