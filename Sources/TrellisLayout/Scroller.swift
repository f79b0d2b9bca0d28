/// A horizontally scrolling box inside a section: a carousel's band, or a horizontal flow's whole section.
/// The renderer emits it as an `overflow-x:auto` box holding a content box `contentWidth` wide (D3, D4).
public struct Scroller: Sendable, Equatable {
    /// The visible box, relative to the section's box.
    public var frame: Frame
    /// The width of the scrollable content (insets included).
    public var contentWidth: Double

    public init(frame: Frame, contentWidth: Double) {
        self.frame = frame
        self.contentWidth = contentWidth
    }
}
