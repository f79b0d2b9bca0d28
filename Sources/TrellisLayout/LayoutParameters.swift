/// The layout's numbers as the engine uses them: defaults applied and every value made finite, non-negative and
/// bounded (`LayoutLimits`). `validate` reports the values that needed fixing; here they only must not derail the
/// arithmetic, so `layout` always returns finite frames.
struct LayoutParameters {
    let containerWidth: Double
    let insets: EdgeInsets
    let spacing: Double
    let lineSpacing: Double
    let columns: Int
    let rows: Int
    /// A horizontal flow's height when it is a usable number (FH4); `nil` otherwise.
    let sectionHeight: Double?

    init(layout: SectionLayout, containerWidth: Double) {
        self.containerWidth = LayoutLimits.sanitizedLength(containerWidth)
        self.insets = EdgeInsets(
            top: LayoutLimits.sanitizedLength(layout.insets.top),
            left: LayoutLimits.sanitizedLength(layout.insets.left),
            bottom: LayoutLimits.sanitizedLength(layout.insets.bottom),
            right: LayoutLimits.sanitizedLength(layout.insets.right))
        self.spacing = LayoutLimits.sanitizedLength(layout.effectiveSpacing)
        self.lineSpacing = LayoutLimits.sanitizedLength(layout.effectiveLineSpacing)
        self.columns = LayoutLimits.sanitizedCount(layout.effectiveColumns)
        self.rows = LayoutLimits.sanitizedCount(layout.effectiveRows)
        if let height = layout.height, height.isFinite, height > 0 {
            self.sectionHeight = min(height, LayoutLimits.maximumLength)
        } else {
            self.sectionHeight = nil
        }
    }

    /// F3: the line length of a vertical section, `containerWidth − left − right` (may be ≤ 0 when invalid).
    var availableWidth: Double { containerWidth - insets.left - insets.right }
}
