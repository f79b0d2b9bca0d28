/// Everything the engine needs to lay out one section. The engine is pure: the same input gives the same frames.
public struct SectionInput: Sendable, Equatable {
    public var layout: SectionLayout
    /// The width of the box the section is laid out in (a viewport's width).
    public var containerWidth: Double
    /// One size per item, already resolved by the caller
    /// (component size > layout itemSize/itemHeight > contract size > type default).
    /// For list and grid only the height is used: the width is the column's.
    public var items: [ItemSize]
    /// `nil` = no header. Its length along the scroll axis: a height for vertical sections and carousels,
    /// a width for a horizontal flow (FH3).
    public var header: Dimension?
    /// `nil` = no footer; measured like `header`.
    public var footer: Dimension?
    /// True when the sizes are estimates (UIKit's self-sizing cells): such a section never takes the
    /// uniform-grid path (F6.7). An item with an `auto` dimension counts as estimated whatever this says.
    public var estimatedSizes: Bool

    public init(
        layout: SectionLayout,
        containerWidth: Double,
        items: [ItemSize],
        header: Dimension? = nil,
        footer: Dimension? = nil,
        estimatedSizes: Bool = false
    ) {
        self.layout = layout
        self.containerWidth = containerWidth
        self.items = items
        self.header = header
        self.footer = footer
        self.estimatedSizes = estimatedSizes
    }
}
