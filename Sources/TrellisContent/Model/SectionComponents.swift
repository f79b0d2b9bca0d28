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

    /// Visits the hidden components alone, in order, as `PackedComponents.forEachHidden` does.
    func forEachHidden(_ visit: (Component) -> Void) {
        switch self {
        case .full(let components): for component in components where component.isHidden { visit(component) }
        case .packed(let packed): packed.forEachHidden(visit)
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
