import Foundation
import TrellisContent

/// The renders of components that many pages show — those of included section files (`{"include": …}`), decoded
/// once and shown by every page that includes them — kept for one build, so that a footer included by 1,000 pages is
/// rendered and checked once per folder depth, not 1,000 times.
///
/// A render depends only on the component, the templates and the assets path (`ComponentRenderer.render`), so a
/// component equal to one rendered before (the very same one, as the loader shares it, or one equal field by field)
/// gets that render back, with the unknown-type uses it recorded. Keyed by the component's place, which names one
/// object of one file; few components are included, so the table stays small.
final class SharedComponentRenders: @unchecked Sendable {
    private struct Key: Hashable {
        var location: SourceLocation
        var id: String
        var assetsPath: String
    }

    private struct Entry {
        var component: Component
        var rendered: RenderedComponent
        var unknown: [UnknownTypeUse]
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// The render of `component` at `assetsPath`: the one kept, or `render`'s, kept for the next page.
    func rendered(
        _ component: Component, assetsPath: String, unknown: inout [UnknownTypeUse],
        render: (inout [UnknownTypeUse]) -> RenderedComponent
    ) -> RenderedComponent {
        let key = Key(location: component.location, id: component.id, assetsPath: assetsPath)
        lock.lock()
        let kept = entries[key]
        lock.unlock()
        if let kept, kept.component == component {
            unknown += kept.unknown
            return kept.rendered
        }
        var ownUnknown: [UnknownTypeUse] = []
        let rendered = render(&ownUnknown)
        unknown += ownUnknown
        lock.lock()
        entries[key] = Entry(component: component, rendered: rendered, unknown: ownUnknown)
        lock.unlock()
        return rendered
    }
}
