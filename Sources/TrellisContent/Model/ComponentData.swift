/// A component's model: JSON, except that nested components are already recognised as such.
///
/// Templates receive child components as HTML, so the loader finds them once (objects with a string
/// `type`, or arrays holding them) and the renderer can render them bottom-up.
public enum ComponentData: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([ComponentData])
    case object([Member])
    case component(Component)

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: ComponentData

        public init(key: String, value: ComponentData) {
            self.key = key
            self.value = value
        }
    }

    /// The value of a key when this is an object.
    public subscript(key: String) -> ComponentData? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Calls `body` for each direct child component, in document order.
    public func forEachChild(_ body: (Component) -> Void) {
        switch self {
        case .component(let child): body(child)
        case .array(let items): for item in items { item.forEachChild(body) }
        case .object(let members): for member in members { member.value.forEachChild(body) }
        default: break
        }
    }

    /// Every child component, depth first, in document order.
    /// True when a component stands anywhere in the value.
    public var containsComponent: Bool {
        switch self {
        case .component: true
        case .array(let items): items.contains { $0.containsComponent }
        case .object(let members): members.contains { $0.value.containsComponent }
        default: false
        }
    }

    public var childComponents: [Component] {
        var result: [Component] = []
        forEachChild { child in
            result.append(child)
            result += child.data?.childComponents ?? []
        }
        return result
    }
}
