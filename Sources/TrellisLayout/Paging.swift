/// A carousel's scroll snapping (D4). It does not move any frame: it only tells the renderer which CSS
/// scroll-snap rules to emit, so the engine carries it through unchanged.
public enum Paging: String, Sendable, CaseIterable {
    /// Free scrolling.
    case none
    /// Comes to rest with an item's leading edge at the band's leading inset.
    case item
    /// Moves one visible width at a time.
    case page
}
