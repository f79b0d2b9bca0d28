import TrellisContent
import TrellisLayout

/// Reads the layouts and sizes of a site's pages once, in page order, for `LayoutResolver.layouts`.
///
/// What makes two things the same is where they are written, not what a message about them says: a layout
/// object or `size` is read (and reported) the first time its place (file position and JSON path) is seen,
/// which is also how a section included by many pages is read once; a stack of layers is checked by the
/// engine once per viewport; and one finding that several renderings share becomes one diagnostic that names
/// them.
struct LayoutPlanner: Sendable {
    let resolver: LayoutResolver
    let viewports: [Viewport]
    /// Reading problems, in the order found.
    private var log = DiagnosticLog()
    /// Layout objects and sizes already read, by file position and then JSON path.
    private var layers: [SourceLocation: [String: LayoutLayer]] = [:]
    private var sizes: [SourceLocation: [String: SizeOverride]] = [:]
    /// A number for each distinct section (by position and path), for the keys of `checked`.
    private var sectionNumbers: [SourceLocation: [String: Int]] = [:]
    private var count = 0
    private var reportedContracts: Set<String> = []
    /// Per viewport name, the result of each stack already checked and the engine's findings about it, keyed by the
    /// section's number and the numbers of its layers.
    private var checked: [String: [[Int]: (layout: SectionLayout?, findings: [Diagnostic])]] = [:]
    /// Engine findings without a viewport named, in the order found, with the renderings they apply to.
    private var findings: [Diagnostic] = []
    private var occurrences: [Diagnostic: (viewports: [Viewport], variants: [String?])] = [:]

    init(resolver: LayoutResolver, viewports: [Viewport]) {
        self.resolver = resolver
        self.viewports = viewports
    }

    /// Every problem, each once: reading problems first, then engine findings naming their renderings.
    var diagnostics: [Diagnostic] {
        log.diagnostics
            + findings.map { finding in
                let occurrence = occurrences[finding] ?? ([], [])
                let variants = occurrence.variants.contains(nil) ? [] : occurrence.variants.compactMap { $0 }
                var diagnostic = finding
                diagnostic.message += " " + LayoutResolver.viewportNote(occurrence.viewports, variants: variants)
                return diagnostic
            }
    }

    mutating func layouts(of page: Page) -> PageLayouts {
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

    /// A layout object's layer, read and reported the first time its place is seen.
    private mutating func layer(_ node: JSONNode?, path: String) -> LayoutLayer? {
        guard let node, node.objectValue != nil else { return nil }
        if let known = layers[node.location]?[path] { return known }
        resolver.checkStructure(node, path: path, log: &log)
        guard var read = resolver.readLayer(node, path: path, log: &log) else { return nil }
        count += 1
        read.number = count
        for name in read.viewports.keys.sorted() {
            count += 1
            read.viewports[name]?.number = count
        }
        layers[node.location, default: [:]][path] = read
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
            for finding in known.findings { record(finding, viewport: viewport, variant: variant) }
            return known.layout
        }
        let merged = MergedLayout(stack)
        var result: SectionLayout?
        var found: [Diagnostic] = []
        if !merged.hasWrongValue {
            found = resolver.engineFindings(merged, section: section, width: viewport.width)
            for finding in found { record(finding, viewport: viewport, variant: variant) }
            result = found.contains { $0.severity == .error } ? nil : merged.layout
        }
        checked[viewport.name, default: [:]][key] = (result, found)
        return result
    }

    /// Takes in what a planner of the pages that follow this one's found, as if this planner had gone on to read
    /// them: problems this one already has are not repeated, and each finding names the renderings of both. The
    /// result is what one planner reading all the pages in order reports, so the pages can be read on all cores.
    mutating func absorb(_ later: LayoutPlanner) {
        var known = Set(log.diagnostics)
        for diagnostic in later.log.diagnostics where known.insert(diagnostic).inserted {
            log.append(diagnostic)
        }
        for finding in later.findings {
            let occurrence = later.occurrences[finding] ?? ([], [])
            for viewport in occurrence.viewports {
                for variant in occurrence.variants { record(finding, viewport: viewport, variant: variant) }
            }
        }
    }

    private mutating func record(_ finding: Diagnostic, viewport: Viewport, variant: String?) {
        var occurrence = occurrences[finding] ?? ([], [])
        if occurrence.viewports.isEmpty { findings.append(finding) }
        if !occurrence.viewports.contains(where: { $0.name == viewport.name }) {
            occurrence.viewports.append(viewport)
        }
        if !occurrence.variants.contains(variant) { occurrence.variants.append(variant) }
        occurrences[finding] = occurrence
    }

    /// An element's own and contract sizes; each `size` object is read and reported once, and a contract's
    /// problems at the first use of its type.
    private mutating func sizeSources(of component: Component) -> SizeSources {
        var own = SizeOverride.none
        if let node = component.size {
            let path = JSONPath.key(component.path, "size")
            if let known = sizes[node.location]?[path] {
                own = known
            } else {
                own = SizeReader.read(node, path: path, log: &log)
                sizes[node.location, default: [:]][path] = own
            }
        }
        if reportedContracts.insert(component.type).inserted {
            log.append(contentsOf: resolver.contractSizeProblems[component.type] ?? [])
        }
        return SizeSources(own: own, contract: resolver.contractSizes[component.type] ?? .none)
    }
}
