/// The keys a section `layout` object may hold (content-format.md, Layout).
enum LayoutKeys {
    static let all = [
        "type", "columns", "itemSize", "itemHeight", "spacing", "lineSpacing", "insets", "alignment",
        "crossAlignment", "scrollDirection", "height", "rows", "paging", "viewports",
    ]
    static let insetSides = ["top", "left", "bottom", "right"]
    static let sizeKeys = ["width", "height"]
}
