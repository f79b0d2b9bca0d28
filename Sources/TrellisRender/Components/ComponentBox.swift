/// The box a component type is drawn in on a page at one viewport: the first element of that type (item, header
/// or footer) in the page's default variant. The component pages show each example at these sizes, so a card is
/// seen at the width a phone grid really gives it.
public struct ComponentBox: Sendable, Hashable {
    public var type: String
    public var width: Double
    /// Nil when the height is `auto` (the browser's).
    public var height: Double?

    public init(type: String, width: Double, height: Double?) {
        self.type = type
        self.width = width
        self.height = height
    }
}
