/// A section's layout after merging base, variant and viewport overrides.
///
/// Optional fields mean "not stated", so the type's default applies; keeping them optional (rather than filling
/// in defaults at parse time) lets an override switch `type` and still get the new type's defaults, as the
/// content format requires. The `effective…` accessors give the value the engine uses.
public struct SectionLayout: Sendable, Equatable {
    public var type: LayoutType
    /// Grid only; default 2.
    public var columns: Int?
    /// Flow and carousel; default 50 × 50.
    public var itemSize: ItemSize?
    /// List and grid; default `auto`.
    public var itemHeight: Dimension?
    /// Minimum space between items in a line (`minimumInteritemSpacing`); default 10, 0 for list.
    public var spacing: Double?
    /// Space between lines (`minimumLineSpacing`); default 10, 0 for list.
    public var lineSpacing: Double?
    public var insets: EdgeInsets
    public var alignment: LineAlignment
    public var crossAlignment: CrossAlignment
    public var scrollDirection: ScrollDirection
    /// The section's height; required by, and only allowed for, a horizontal flow (FH4).
    public var height: Double?
    /// Carousel only; default 1.
    public var rows: Int?
    public var paging: Paging

    public init(
        type: LayoutType = .list,
        columns: Int? = nil,
        itemSize: ItemSize? = nil,
        itemHeight: Dimension? = nil,
        spacing: Double? = nil,
        lineSpacing: Double? = nil,
        insets: EdgeInsets = .zero,
        alignment: LineAlignment = .uikit,
        crossAlignment: CrossAlignment = .center,
        scrollDirection: ScrollDirection = .vertical,
        height: Double? = nil,
        rows: Int? = nil,
        paging: Paging = .none
    ) {
        self.type = type
        self.columns = columns
        self.itemSize = itemSize
        self.itemHeight = itemHeight
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.insets = insets
        self.alignment = alignment
        self.crossAlignment = crossAlignment
        self.scrollDirection = scrollDirection
        self.height = height
        self.rows = rows
        self.paging = paging
    }

    /// `spacing`, or the type's default: 10, or 0 for a list (a vertical component list has no gaps by default).
    public var effectiveSpacing: Double { spacing ?? (type == .list ? 0 : 10) }

    /// `lineSpacing`, or the type's default: 10, or 0 for a list.
    public var effectiveLineSpacing: Double { lineSpacing ?? (type == .list ? 0 : 10) }

    /// `columns` for a grid (default 2); a list is a grid of one column. Meaningless for flow and carousel.
    public var effectiveColumns: Int { type == .list ? 1 : (columns ?? 2) }

    /// `rows` for a carousel (default 1).
    public var effectiveRows: Int { rows ?? 1 }

    /// `itemSize`, or 50 × 50 (F1).
    public var effectiveItemSize: ItemSize { itemSize ?? .flowDefault }

    /// `itemHeight`, or `auto`.
    public var effectiveItemHeight: Dimension { itemHeight ?? .auto }

    /// Whether the section lays out as a horizontally scrolling flow (F-H): only `flow` honours the direction.
    public var isHorizontalFlow: Bool { type == .flow && scrollDirection == .horizontal }

    /// Range and consistency checks for this layout in a container `containerWidth` px wide.
    ///
    /// Reports every problem of the layout object itself (each with a `keyPath`), never about the items: those
    /// come from `FlowLayoutEngine.layout`. An empty result means `layout` will honour every value as stated.
    public func validate(containerWidth: Double) -> [LayoutIssue] {
        var validator = LayoutValidator(layout: self, containerWidth: containerWidth)
        return validator.run()
    }
}
