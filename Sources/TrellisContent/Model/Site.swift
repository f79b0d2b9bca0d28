/// A whole project's content: settings and every page, includes already spliced in.
public struct Site: Sendable, Equatable {
    public var settings: SiteSettings
    public var pages: [Page]
    /// What feature toggles left out, for the build report.
    public var excluded: [ExcludedContent]

    public init(settings: SiteSettings, pages: [Page], excluded: [ExcludedContent] = []) {
        self.settings = settings
        self.pages = pages
        self.excluded = excluded
    }

    /// How many components the pages hold, as each page's `componentUseCount` counts them: counted on all cores
    /// (at 1,000 pages of a warm build, counting them on one was 2 % of its time).
    public var componentUseCount: Int {
        pages.parallelMap { $0.componentUseCount }.reduce(0, +)
    }

    /// Every component of every page, headers, footers and children included, in document order.
    public var allComponents: [Component] {
        var result: [Component] = []
        forEachComponent { _, component in result.append(component) }
        return result
    }

    /// Visits every component of every page (headers, footers and children included) without building
    /// arrays, for the passes that run over a whole site.
    public func forEachComponent(_ body: (Page, Component) -> Void) {
        for page in pages {
            Self.forEachComponent(of: page) { body(page, $0) }
        }
    }

    /// Visits every component of one page, headers, footers and children included, in document order: for
    /// passes that run page by page, on all cores.
    public static func forEachComponent(of page: Page, _ body: (Component) -> Void) {
        for section in page.sections { forEachComponent(of: section, body) }
    }

    /// Visits every component of one section, its header, footer and children included, in document order.
    public static func forEachComponent(of section: Section, _ body: (Component) -> Void) {
        if let header = section.header { visit(header, body) }
        for component in section.components { visit(component, body) }
        if let footer = section.footer { visit(footer, body) }
    }

    /// Every key the content sends in the data of each component type, at any depth (not inside child
    /// components, which have their own type): the names a template of that type can meaningfully use.
    public var dataKeysByType: [String: Set<String>] {
        keys(of: pages, among: nil)
    }

    /// Which of `names` the content sends in the data of each type (as `dataKeysByType` finds keys): the pages are
    /// read a batch at a time, and reading stops once every name has been found, which is usually at once.
    public func dataKeys(among names: [String: Set<String>]) -> [String: Set<String>] {
        var missing = names.filter { !$0.value.isEmpty }
        var found: [String: Set<String>] = [:]
        let batch = Self.pagesPerBatch * ProcessorCount.active
        var start = 0
        while start < pages.count, !missing.isEmpty {
            let end = min(start + batch, pages.count)
            for (type, keys) in keys(of: Array(pages[start..<end]), among: missing) {
                found[type, default: []].formUnion(keys)
                missing[type]?.subtract(keys)
                if missing[type]?.isEmpty == true { missing[type] = nil }
            }
            start = end
        }
        return found
    }

    /// Pages per core in one batch of `dataKeys(among:)`.
    private static let pagesPerBatch = 16

    /// The data keys of the given pages, per type; only the types and names of `among` when it is given.
    private func keys(of pages: [Page], among wanted: [String: Set<String>]?) -> [String: Set<String>] {
        // Page by page on all cores, then merged: a walk over every key of every component's data.
        let perPage = pages.parallelMap { page -> [String: Set<String>] in
            // A skeleton has no data, but the keys its data had: the file is not read again for them.
            guard let known = page.knownDataKeys else { return Self.dataKeys(of: page, among: wanted) }
            guard let wanted else { return known }
            var keys: [String: Set<String>] = [:]
            for (type, names) in wanted {
                guard let sent = known[type] else { continue }
                keys[type] = sent.intersection(names)
            }
            return keys
        }
        var keys: [String: Set<String>] = [:]
        for page in perPage {
            for (type, found) in page { keys[type, default: []].formUnion(found) }
        }
        return keys
    }

    /// The data keys of one page, per type (only the types and names of `among` when it is given): what a page
    /// skeleton keeps of its data (`Page.knownDataKeys`).
    public static func dataKeys(of page: Page, among wanted: [String: Set<String>]? = nil) -> [String: Set<String>] {
        var keys: [String: Set<String>] = [:]
        forEachComponent(of: page) { component in
            guard let data = component.data else { return }
            if let wanted {
                guard let names = wanted[component.type] else { return }
                collectKeys(of: data, into: &keys[component.type, default: []], keeping: names)
            } else {
                collectKeys(of: data, into: &keys[component.type, default: []], keeping: nil)
            }
        }
        return keys
    }

    private static func collectKeys(of data: ComponentData, into keys: inout Set<String>, keeping names: Set<String>?) {
        switch data {
        case .object(let members):
            for member in members {
                if names?.contains(member.key) ?? true { keys.insert(member.key) }
                collectKeys(of: member.value, into: &keys, keeping: names)
            }
        case .array(let items): for item in items { collectKeys(of: item, into: &keys, keeping: names) }
        default: break
        }
    }

    /// Visits a component and its children, in document order.
    static func forEachComponent(in component: Component, _ body: (Component) -> Void) {
        visit(component, body)
    }

    /// Counts a component and its children by type into `counts`, and adds their files to `files` (a build's
    /// fingerprint reads them for every page).
    static func collectTypeCountsAndFiles(
        of component: Component, counts: inout [String: Int], files: inout Set<String>
    ) {
        visit(component) {
            counts[$0.type, default: 0] += 1
            files.insert($0.location.file)
        }
    }

    private static func visit(_ component: Component, _ body: (Component) -> Void) {
        body(component)
        guard component.hasChildComponents, let data = component.data else { return }
        data.forEachChild { visit($0, body) }
    }
}
