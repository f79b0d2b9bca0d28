import TrellisContent
import TrellisLayout

/// The bridge between the content model's raw `layout` and `size` JSON and the layout engine.
///
/// It checks every layout object's keys and value types with a message that names the file, position and
/// JSON path, stacks variant and viewport overrides, lets the engine check ranges, and resolves each item's
/// size from the component, the layout, the contract and the type's default, in that order.
///
/// `layouts(of:viewports:log:)` does all of it once for a whole site, so each mistake is reported once
/// however many pages include its section and however many renderings use it. The per-rendering methods
/// (`checkStructure`, `layout(for:…)`, `itemSizes(for:…)`, `supplementaryLength`) read and report again on
/// every call; they remain for callers that render one section at a time.
public struct LayoutResolver: Sendable {
    public let viewportNames: [String]
    public let contracts: [String: ComponentContract]
    /// Each contract's `size`, read once when the resolver is made, and the problems found in it.
    let contractSizes: [String: SizeOverride]
    let contractSizeProblems: [String: [Diagnostic]]

    public init(viewportNames: [String], contracts: [String: ComponentContract]) {
        self.viewportNames = viewportNames
        self.contracts = contracts
        var sizes: [String: SizeOverride] = [:]
        var problems: [String: [Diagnostic]] = [:]
        for (type, contract) in contracts {
            guard let node = contract.size else { continue }
            var log = DiagnosticLog()
            sizes[type] = SizeReader.read(node, path: "size", log: &log)
            if !log.diagnostics.isEmpty { problems[type] = log.diagnostics }
        }
        contractSizes = sizes
        contractSizeProblems = problems
    }

    // MARK: A whole site at once

    /// Reads and checks the layout of every section and the size of every element of `pages`, for every
    /// variant and viewport, reporting each problem once: a layout object or `size` is read once however many
    /// pages include it (it is the same object wherever it is included), and an engine finding shared by
    /// several renderings is one diagnostic naming the viewports (and variants) it applies to. A contract's
    /// `size` is reported at the first use of its type. Pages are visited in order, so the report is the same
    /// on every run.
    ///
    /// The pages are read in `runs` runs (by default one per core for a site of 64 pages or more), one planner each,
    /// on all cores; the pages' findings are then merged in page order (`LayoutFindings.absorb`), which reports
    /// exactly what one planner reading every page would, whatever the number of runs.
    public func layouts(of pages: [Page], viewports: [Viewport], runs: Int? = nil, log: inout DiagnosticLog)
        -> [PageLayouts]
    {
        let plan = self.plan(pages, viewports: viewports, runs: runs)
        log.append(contentsOf: plan.findings.diagnostics(viewports: viewports))
        return plan.layouts.compactMap { $0 }
    }

    /// `layouts(of:viewports:runs:log:)` for a build that has some pages' findings from the last build (`known`, in
    /// page order; nil for a page to read): those pages are not read (their layouts are nil), and their findings
    /// are merged with the others', so the site reports what it would had every page been read.
    public func plan(_ pages: [Page], viewports: [Viewport], known: [LayoutFindings?]? = nil, runs: Int? = nil)
        -> LayoutPlan
    {
        let toRead = pages.indices.filter { known?[$0] == nil }
        let runCount = max(runs ?? (toRead.count < Self.pagesPerRun ? 1 : ProcessorCount.active), 1)
        let runLength = (toRead.count + runCount - 1) / runCount
        let runs = stride(from: 0, to: toRead.count, by: max(runLength, 1)).map {
            Array(toRead[$0..<min($0 + runLength, toRead.count)])
        }
        let planned = runs.parallelMap { run -> [(layouts: PageLayouts, findings: LayoutFindings)] in
            var planner = LayoutPlanner(resolver: self, viewports: viewports)
            return run.map { planner.layouts(of: pages[$0]) }
        }
        var layouts: [PageLayouts?] = Array(repeating: nil, count: pages.count)
        var findings = pages.indices.map { known?[$0] ?? LayoutFindings() }
        for (index, page) in zip(toRead, planned.joined()) {
            layouts[index] = page.layouts
            findings[index] = page.findings
        }
        var site = LayoutFindings()
        for page in findings { site.absorb(page) }
        return LayoutPlan(layouts: layouts, pageFindings: findings, findings: site)
    }

    /// One page's layouts and what reading them found, as `plan` gives them for that page: for a build that renders
    /// each page as soon as it is read.
    public func plan(_ page: Page, viewports: [Viewport]) -> (layouts: PageLayouts, findings: LayoutFindings) {
        var planner = LayoutPlanner(resolver: self, viewports: viewports)
        return planner.layouts(of: page)
    }

    /// Fewer pages than this are planned on one core: splitting would cost more than it saves.
    static let pagesPerRun = 64

    // MARK: One rendering at a time

    /// Checks what does not depend on a viewport: unknown keys and viewport names in a layout object.
    public func checkStructure(_ node: JSONNode?, path: String, log: inout DiagnosticLog) {
        guard let object = node?.objectValue else { return }
        checkKeys(object, path: path, allowViewports: true, log: &log)
        guard let viewportsNode = object["viewports"] else { return }
        let viewportsPath = JSONPath.key(path, "viewports")
        guard let viewports = viewportsNode.objectValue else {
            log.append(
                .error(
                    "wrong-type", at: viewportsNode.location, path: viewportsPath,
                    "expected an object of viewport name → layout keys, found \(viewportsNode.value.briefDescription)"))
            return
        }
        for member in viewports.members {
            let memberPath = JSONPath.key(viewportsPath, member.key)
            if !viewportNames.contains(member.key) {
                log.append(
                    .warning(
                        "unknown-viewport", at: member.keyLocation, path: memberPath,
                        "no viewport \"\(member.key)\" is declared in site.json (\(viewportNames.joined(separator: ", ")))\(Suggestion.hint(for: member.key, among: viewportNames))"
                    ))
            }
            guard let override = member.value.objectValue else {
                log.append(
                    .error(
                        "wrong-type", at: member.value.location, path: memberPath,
                        "expected an object of layout keys, found \(member.value.value.briefDescription)"))
                continue
            }
            checkKeys(override, path: memberPath, allowViewports: false, log: &log)
        }
    }

    private func checkKeys(_ object: JSONObject, path: String, allowViewports: Bool, log: inout DiagnosticLog) {
        for member in object.members
        where !LayoutKeys.all.contains(member.key) || (!allowViewports && member.key == "viewports") {
            let memberPath = JSONPath.key(path, member.key)
            if member.key == "viewports" {
                log.append(
                    .error(
                        "unknown-key", at: member.keyLocation, path: memberPath, "viewport overrides cannot be nested"))
                continue
            }
            let hint = Suggestion.hint(for: member.key, among: LayoutKeys.all)
            log.append(
                .error(
                    "unknown-key", at: member.keyLocation, path: memberPath,
                    "unknown layout key\(hint.isEmpty ? "; expected one of \(LayoutKeys.all.joined(separator: ", "))" : hint)"
                ))
        }
    }

    /// Reads the values of a layout object and of each of its `viewports` entries (keys are `checkStructure`'s).
    func readLayer(_ node: JSONNode?, path: String, log: inout DiagnosticLog) -> LayoutLayer? {
        guard let node, let object = node.objectValue else { return nil }
        var reader = LayoutValueReader(object: object, path: path)
        var layer = reader.read()
        log.append(contentsOf: reader.log.diagnostics)
        for member in object["viewports"]?.objectValue?.members ?? [] {
            guard let entry = member.value.objectValue else { continue }
            var entryReader = LayoutValueReader(
                object: entry, path: JSONPath.key(JSONPath.key(path, "viewports"), member.key))
            layer.viewports[member.key] = entryReader.read()
            log.append(contentsOf: entryReader.log.diagnostics)
        }
        return layer
    }

    /// The engine layout of a section for one viewport and variant, or nil when a value is wrong.
    public func layout(
        for section: Section,
        variant: PageVariant.Override?,
        viewport: Viewport,
        log: inout DiagnosticLog
    ) -> SectionLayout? {
        let base = readLayer(section.layout, path: JSONPath.key(section.path, "layout"), log: &log)
        let override = variant.flatMap { readLayer($0.layout, path: $0.path, log: &log) }
        let merged = MergedLayout(LayoutLayer.stack(base: base, variant: override, viewport: viewport.name))
        let findings =
            merged.hasWrongValue
            ? singleValueFindings(merged, section: section, width: viewport.width)
            : engineFindings(merged, section: section, width: viewport.width)
        for finding in findings {
            var diagnostic = finding
            diagnostic.message += " " + Self.viewportNote([viewport], variants: [])
            log.append(diagnostic)
        }
        return merged.hasWrongValue || findings.contains { $0.severity == .error } ? nil : merged.layout
    }

    /// The engine's range and consistency checks of one rendering's layout, as diagnostics at the value to fix,
    /// without the viewport named (the caller says which viewports a finding applies to).
    func engineFindings(_ merged: MergedLayout, section: Section, width: Double) -> [Diagnostic] {
        let layoutPath = JSONPath.key(section.path, "layout")
        var seen: Set<Diagnostic> = []
        return merged.layout.validate(containerWidth: width).compactMap { issue in
            let key = issue.keyPath.first ?? "type"
            var path = merged.path(of: key, fallback: layoutPath)
            // `"insets": -5` is one value for four sides: one finding at it, not one per side.
            let isOneValue = merged.node(of: key)?.numberValue != nil
            for part in issue.keyPath.dropFirst() where !isOneValue { path = JSONPath.key(path, part) }
            let location = merged.node(of: key).map { nested($0, issue.keyPath.dropFirst()) } ?? section.location
            let diagnostic = Diagnostic(
                issue.severity == .error ? .error : .warning, code: issue.code, at: location, path: path, issue.message)
            return seen.insert(diagnostic).inserted ? diagnostic : nil
        }
    }

    /// What the engine checks of each value alone (a negative spacing, a zero size, a count out of range), for a
    /// layout that also has a wrong value (a string for `columns`): the layout is not laid out, but one build still
    /// names every mistake of it. Checks that weigh values against each other wait for the wrong value's fix.
    func singleValueFindings(_ merged: MergedLayout, section: Section, width: Double) -> [Diagnostic] {
        engineFindings(merged, section: section, width: width).filter { Self.singleValueCodes.contains($0.code) }
    }

    /// The codes of `LayoutValidator`'s checks of one value each.
    static let singleValueCodes: Set<String> = [
        "E_NOT_FINITE", "E_NEGATIVE", "E_NONPOSITIVE_SIZE", "E_OUT_OF_RANGE", "E_TOO_LARGE",
    ]

    /// `(at the phone width, 375px)`, `(at the phone and tablet widths)`, `(at the desktop width, 1280px, in
    /// variant "grid")`: which renderings a finding applies to. `variants` lists the named variants when the
    /// default rendering does not have the finding, and is empty otherwise.
    static func viewportNote(_ viewports: [Viewport], variants: [String]) -> String {
        var note: String
        if viewports.count == 1, let viewport = viewports.first {
            note = "(at the \(viewport.name) width, \(viewport.width.cssText)px"
        } else {
            note = "(at the \(list(viewports.map(\.name))) widths"
        }
        if !variants.isEmpty {
            note += ", in variant\(variants.count == 1 ? "" : "s") \(list(variants.map { "\"\($0)\"" }))"
        }
        return note + ")"
    }

    private static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The location of a nested key (`insets.left`) when it exists, else of the enclosing value.
    private func nested(_ node: JSONNode, _ keys: ArraySlice<String>) -> SourceLocation {
        var current = node
        for key in keys {
            guard let next = current.objectValue?[key] else { break }
            current = next
        }
        return current.location
    }

    /// Each visible item's size: the component's `size`, else the layout's `itemSize`/`itemHeight`, else
    /// the contract's `size`, else the type's default. Wrong `size` values are reported and replaced.
    public func itemSizes(for components: [Component], layout: SectionLayout, log: inout DiagnosticLog) -> [ItemSize] {
        components.map { component in
            Self.itemSize(sizeSources(of: component, log: &log), layout: layout)
        }
    }

    /// A header's or footer's length along the scroll axis: its own `size`, else its contract's, else auto.
    public func supplementaryLength(_ component: Component?, horizontal: Bool, log: inout DiagnosticLog) -> Dimension? {
        guard let component else { return nil }
        return Self.length(sizeSources(of: component, log: &log), horizontal: horizontal)
    }

    private func sizeSources(of component: Component, log: inout DiagnosticLog) -> SizeSources {
        let own = component.size.map { SizeReader.read($0, path: JSONPath.key(component.path, "size"), log: &log) }
        log.append(contentsOf: contractSizeProblems[component.type] ?? [])
        return SizeSources(own: own ?? .none, contract: contractSizes[component.type] ?? .none)
    }

    // MARK: Size order

    /// An item's size under `layout`, in the documented order. List and grid items take the column's width and
    /// their own height; flow and carousel items both dimensions.
    static func itemSize(_ sources: SizeSources, layout: SectionLayout) -> ItemSize {
        let own = sources.own
        let contract = sources.contract
        if layout.type == .list || layout.type == .grid {
            return ItemSize(width: .auto, height: own.height ?? layout.itemHeight ?? contract.height ?? .auto)
        }
        return ItemSize(
            width: own.width ?? layout.itemSize?.width ?? contract.width ?? .points(50),
            height: own.height ?? layout.itemSize?.height ?? contract.height ?? .points(50))
    }

    /// A header's or footer's length along the scroll axis: its own, else its contract's, else `auto`.
    static func length(_ sources: SizeSources, horizontal: Bool) -> Dimension {
        if horizontal { return sources.own.width ?? sources.contract.width ?? .auto }
        return sources.own.height ?? sources.contract.height ?? .auto
    }
}
