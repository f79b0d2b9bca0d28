/// An element's box relative to its section's box, with every scroller in the section at its start.
///
/// `x` and `width` are always decided by the engine; `y` and `height` are `nil` when they depend on a
/// height the browser decides (`auto`).
public struct Frame: Sendable, Equatable {
    public var x: Double
    public var y: Double?
    public var width: Double
    public var height: Double?

    public init(x: Double, y: Double?, width: Double, height: Double?) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
