/// A run of components laid out together, with an optional header and footer.
public struct Section: Sendable, Equatable {
    public var id: String
    public var header: Component?
    public var footer: Component?
    /// The raw `layout` object (nil: the default list). The layout bridge merges overrides onto it and
    /// validates the result, so the content model stays independent of the layout engine.
    public var layout: JSONNode?
    /// Every component shown by the active features, the hidden ones (`"data": null`) included. Made afresh on each
    /// read in a skeleton whose components are packed (`packComponents()`): read it once per pass.
    public var components: [Component] {
        get { storedComponents.components }
        set { storedComponents = .full(newValue) }
        _modify {
            var components = storedComponents.components
            // Let go of the stored array first, so that the caller mutates a uniquely held one.
            storedComponents = .full([])
            defer { storedComponents = .full(components) }
            yield &components
        }
    }
    private var storedComponents: SectionComponents
    public var location: SourceLocation
    public var path: String
    /// The `Content/sections/` name this section was included from, if any.
    public var includedFrom: String?

    public init(
        id: String,
        header: Component? = nil,
        footer: Component? = nil,
        layout: JSONNode? = nil,
        components: [Component],
        location: SourceLocation,
        path: String,
        includedFrom: String? = nil
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.layout = layout
        self.storedComponents = .full(components)
        self.location = location
        self.path = path
        self.includedFrom = includedFrom
    }

    /// A skeleton's section whose components were packed as they were read (a build cache's page skeletons).
    public init(
        id: String, header: Component?, footer: Component?, packed components: PackedComponents,
        location: SourceLocation, path: String, includedFrom: String?
    ) {
        self.init(
            id: id, header: header, footer: footer, components: [], location: location, path: path,
            includedFrom: includedFrom)
        storedComponents = .packed(components)
    }

    /// Visits the id and place of every component, its header, footer and children included, in document order
    /// (`Site.forEachComponent`'s), without making a box for a packed component or its children: what naming a
    /// component by its position needs (`LinkTable.refer(to:)`), for every page of a build.
    public func forEachComponentPlace(_ body: (String, SourceLocation) -> Void) {
        forEachComponentStub { _, id, location in body(id, location) }
    }

    /// Visits the type of every component, its header, footer and children included, in document order, without
    /// making a box for a packed component or its children: what the catalog's counts by type and its "Used on"
    /// lists need, for every page of a build.
    public func forEachComponentType(_ body: (String) -> Void) {
        forEachComponentStub { type, _, _ in body(type) }
    }

    /// Adds how many components of each type the section shows and the file of each, its header, footer and children
    /// included (hidden ones too), to `counts` and `files`: what `forEachComponentStub` visits of them, without an id
    /// or a place made for each packed component. A build's fingerprint reads them for every page; the catalog's
    /// counts by type and its "Used on" lists are these counts.
    public func collectTypeCountsAndFiles(counts: inout [String: Int], files: inout Set<String>) {
        if let header { Site.collectTypeCountsAndFiles(of: header, counts: &counts, files: &files) }
        storedComponents.collectTypeCountsAndFiles(counts: &counts, files: &files)
        if let footer { Site.collectTypeCountsAndFiles(of: footer, counts: &counts, files: &files) }
    }

    /// Adds how many components of each type the section shows (`collectTypeCountsAndFiles` without the files).
    public func countComponentTypes(into counts: inout [String: Int]) {
        var files: Set<String> = []
        collectTypeCountsAndFiles(counts: &counts, files: &files)
    }

    /// Visits the type, id and place of every component, its header, footer and children included, in document
    /// order (`Site.forEachComponent`'s), packed ones read in place: for walks that need no component's data (the
    /// cache's inputs of a page, the catalog's counts, link owners).
    public func forEachComponentStub(_ body: (_ type: String, _ id: String, _ location: SourceLocation) -> Void) {
        func visit(_ component: Component) {
            Site.forEachComponent(in: component) { body($0.type, $0.id, $0.location) }
        }
        if let header { visit(header) }
        storedComponents.forEach(stub: body, component: visit)
        if let footer { visit(footer) }
    }

    /// Visits the hidden ones among `components` (`"data": null`), in order, without making the others: the build
    /// report lists them for every page of the site.
    public func forEachHiddenComponent(_ visit: (Component) -> Void) {
        storedComponents.forEachHidden(visit)
    }

    /// How many components `components` holds, without making them.
    public var componentCount: Int { storedComponents.count }

    /// Keeps the components packed, as a page skeleton does (`Page.skeleton`): 32 bytes for most instead of a box of
    /// 128 (see `PackedComponents`); `components` gives them back as they were.
    public mutating func packComponents() {
        if case .full(let components) = storedComponents { storedComponents = .packed(PackedComponents(components)) }
    }

    /// The components packed as a page skeleton keeps them (`Page.skeleton`): the stored ones when they are, else
    /// made so. What a build cache writes of a skeleton's section.
    public var skeletonComponents: PackedComponents {
        switch storedComponents {
        case .packed(let packed): packed
        case .full(let components): PackedComponents(components.map(\.skeleton))
        }
    }

    /// Whether both sections hold their components packed in the very same storage: the skeleton of a section
    /// several pages include is kept once (`StreamedPages.shared`), and tests check it this way.
    func sharesComponentStorage(with other: Section) -> Bool {
        guard case .packed(let own) = storedComponents, case .packed(let others) = other.storedComponents else {
            return false
        }
        return own.sharesStorage(with: others)
    }

    /// Visits the components that take part in layout (`visibleComponents`), by their index in `components`, type
    /// and id, without making a packed one: splicing a template edit into a page reads this of each of its
    /// components, and needs only a few in full (`component(at:)`).
    public func forEachVisibleComponent(_ body: (_ index: Int, _ type: String, _ id: String) -> Void) {
        storedComponents.forEachVisible(body)
    }

    /// Visits the type and id of every child of the component at `index` of `components`, and of theirs, depth first
    /// in document order (`ComponentData.childComponents`), without making them.
    public func forEachDescendantStub(ofComponentAt index: Int, _ body: (_ type: String, _ id: String) -> Void) {
        storedComponents.forEachDescendantStub(ofComponentAt: index, body)
    }

    /// The component at `index` of `components`, made alone.
    public func component(at index: Int) -> Component { storedComponents.component(at: index) }

    /// The components that take part in layout: hidden ones are left out.
    public var visibleComponents: [Component] { components.filter { !$0.isHidden } }
}
