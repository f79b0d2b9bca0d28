/// The engine's result for one section: a frame per element, relative to the section's box.
public struct SectionFrames: Sendable, Equatable {
    public var header: Frame?
    public var footer: Frame?
    /// One frame per input item, in input order.
    public var items: [Frame]
    /// Lines of a vertical section, columns of a horizontal flow or a carousel.
    public var lines: [Line]
    /// The section box's width: the container width, except for a horizontal flow, whose box is its content.
    public var width: Double
    /// The section box's height; `nil` when an `auto` height makes it unknowable at build time.
    public var height: Double?
    /// Set for a carousel (its band) and a horizontal flow (the whole section).
    public var scroller: Scroller?
    /// Item-level problems: `W_ITEM_OVERFLOW`, bad or `auto` item sizes, ignored sizes.
    public var issues: [LayoutIssue]

    public init(
        header: Frame?,
        footer: Frame?,
        items: [Frame],
        lines: [Line],
        width: Double,
        height: Double?,
        scroller: Scroller?,
        issues: [LayoutIssue]
    ) {
        self.header = header
        self.footer = footer
        self.items = items
        self.lines = lines
        self.width = width
        self.height = height
        self.scroller = scroller
        self.issues = issues
    }
}
