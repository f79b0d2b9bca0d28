/// One line of a vertical section (flow, list, grid), or one column of a horizontal flow or carousel:
/// the renderer and tests use it to know which items share a line without re-deriving the breaks.
public struct Line: Sendable, Equatable {
    /// Contiguous item indices, in order.
    public var items: Range<Int>

    public init(items: Range<Int>) {
        self.items = items
    }
}
