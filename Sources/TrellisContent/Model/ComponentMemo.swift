import Foundation

/// What a build worked out for components that many pages show — those of included section files
/// (`{"include": …}`), decoded once and shown by every page that includes them — kept for the build, so that a footer
/// included by 1,000 pages is rendered or checked once, not 1,000 times.
///
/// The work must depend only on the component and `variant` (the assets path a render prints, say): a component
/// equal to one seen before (the very same one, as the loader shares it, or one equal field by field) gets the value
/// worked out then. Keyed by the component's place, which names one object of one file; few components are
/// included, so the table stays small.
public final class ComponentMemo<Value: Sendable>: @unchecked Sendable {
    private struct Key: Hashable {
        var location: SourceLocation
        var id: String
        var variant: String
    }

    private let lock = NSLock()
    private var entries: [Key: (component: Component, value: Value)] = [:]

    public init() {}

    /// The value kept for `component` and `variant`, or `work`'s, kept for the next page.
    public func value(for component: Component, variant: String = "", work: () -> Value) -> Value {
        let key = Key(location: component.location, id: component.id, variant: variant)
        lock.lock()
        let kept = entries[key]
        lock.unlock()
        if let kept, kept.component == component { return kept.value }
        let value = work()
        lock.lock()
        entries[key] = (component, value)
        lock.unlock()
        return value
    }
}
