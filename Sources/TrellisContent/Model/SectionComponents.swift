/// How a section holds its components: as they are, or packed (`PackedComponents`) in a page skeleton.
enum SectionComponents: Sendable {
    case full([Component])
    case packed(PackedComponents)

    var components: [Component] {
        switch self {
        case .full(let components): components
        case .packed(let packed): packed.components
        }
    }

    /// Visits each component in order, as `PackedComponents.forEach` does.
    func forEach(stub: (String, String, SourceLocation) -> Void, component visit: (Component) -> Void) {
        switch self {
        case .full(let components): components.forEach(visit)
        case .packed(let packed): packed.forEach(stub: stub, component: visit)
        }
    }

    /// Adds how many components of each type there are and every component's file, children included, as
    /// `PackedComponents.collectTypeCountsAndFiles` does.
    func collectTypeCountsAndFiles(counts: inout [String: Int], files: inout Set<String>) {
        switch self {
        case .full(let components):
            for component in components {
                Site.collectTypeCountsAndFiles(of: component, counts: &counts, files: &files)
            }
        case .packed(let packed): packed.collectTypeCountsAndFiles(counts: &counts, files: &files)
        }
    }

    /// Visits the hidden components alone, in order, as `PackedComponents.forEachHidden` does.
    func forEachHidden(_ visit: (Component) -> Void) {
        switch self {
        case .full(let components): for component in components where component.isHidden { visit(component) }
        case .packed(let packed): packed.forEachHidden(visit)
        }
    }

    /// Visits the components that are not hidden, by index, type and id, as `PackedComponents.forEachVisible` does.
    func forEachVisible(_ body: (_ index: Int, _ type: String, _ id: String) -> Void) {
        switch self {
        case .full(let components):
            for (index, component) in components.enumerated() where !component.isHidden {
                body(index, component.type, component.id)
            }
        case .packed(let packed): packed.forEachVisible(body)
        }
    }

    /// Visits the children of the component at `index`, and theirs, as `PackedComponents.forEachDescendantStub`
    /// does.
    func forEachDescendantStub(ofComponentAt index: Int, _ body: (_ type: String, _ id: String) -> Void) {
        switch self {
        case .full(let components):
            guard components[index].hasChildComponents, let data = components[index].data else { return }
            data.forEachChild { child in Site.forEachComponent(in: child) { body($0.type, $0.id) } }
        case .packed(let packed): packed.forEachDescendantStub(ofComponentAt: index, body)
        }
    }

    func component(at index: Int) -> Component {
        switch self {
        case .full(let components): components[index]
        case .packed(let packed): packed.component(at: index)
        }
    }

    var count: Int {
        switch self {
        case .full(let components): components.count
        case .packed(let packed): packed.count
        }
    }
}

extension SectionComponents: Equatable {
    /// Equal when the components are, however each side holds them.
    static func == (lhs: SectionComponents, rhs: SectionComponents) -> Bool {
        switch (lhs, rhs) {
        case (.full(let left), .full(let right)): left == right
        case (.packed(let left), .packed(let right)): left == right || left.components == right.components
        default: lhs.components == rhs.components
        }
    }
}
