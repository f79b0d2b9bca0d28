/// The checks behind `SectionLayout.validate(containerWidth:)`: ranges of every stated value first, then the
/// consistency of the values together (only when the values involved are themselves valid, so one mistake
/// gives one issue).
struct LayoutValidator {
    let layout: SectionLayout
    let containerWidth: Double
    private var issues: [LayoutIssue] = []

    init(layout: SectionLayout, containerWidth: Double) {
        self.layout = layout
        self.containerWidth = containerWidth
    }

    mutating func run() -> [LayoutIssue] {
        let containerIsValid = checkContainer()
        let spacingIsValid = checkNonNegative(layout.spacing, ["spacing"])
        _ = checkNonNegative(layout.lineSpacing, ["lineSpacing"])
        let insets = layout.insets
        let topIsValid = checkNonNegative(insets.top, ["insets", "top"])
        let leftIsValid = checkNonNegative(insets.left, ["insets", "left"])
        let bottomIsValid = checkNonNegative(insets.bottom, ["insets", "bottom"])
        let rightIsValid = checkNonNegative(insets.right, ["insets", "right"])
        if let itemSize = layout.itemSize {
            checkSize(itemSize.width, ["itemSize", "width"])
            checkSize(itemSize.height, ["itemSize", "height"])
        }
        if let itemHeight = layout.itemHeight {
            checkSize(itemHeight, ["itemHeight"])
        }
        var heightIsValid = false
        if let height = layout.height {
            heightIsValid = checkSize(.points(height), ["height"])
        }
        let columnsAreValid = checkCount(layout.columns, ["columns"])
        _ = checkCount(layout.rows, ["rows"])

        checkHeightKey()
        checkAutoWidths()

        let widthIsUsable = containerIsValid && leftIsValid && rightIsValid
        switch layout.type {
        case .list, .grid:
            checkLineRoom(usable: widthIsUsable, gridSpacingIsValid: columnsAreValid && spacingIsValid)
        case .flow where !layout.isHorizontalFlow:
            checkLineRoom(usable: widthIsUsable, gridSpacingIsValid: false)
        case .flow:
            if let height = layout.height, heightIsValid, topIsValid, bottomIsValid,
                height - insets.top - insets.bottom <= 0
            {
                add(
                    "E_NO_ROOM", ["insets"],
                    "insets top \(NumberText.describe(insets.top)) and bottom \(NumberText.describe(insets.bottom))"
                        + " leave no room in a section \(NumberText.describe(height)) px high")
            }
        case .carousel:
            break  // the band scrolls: nothing bounds its length
        }
        return issues
    }

    private mutating func add(_ code: String, _ keyPath: [String], _ message: String) {
        issues.append(LayoutIssue(code: code, severity: .error, keyPath: keyPath, message: message))
    }

    /// The container is not part of the layout object, but a section cannot be laid out in nothing.
    private mutating func checkContainer() -> Bool {
        guard containerWidth.isFinite, containerWidth > 0 else {
            add(
                "E_NO_ROOM", [],
                "the container width must be a number > 0, found \(NumberText.describe(containerWidth))")
            return false
        }
        if containerWidth > LayoutLimits.maximumLength {
            add(
                "E_TOO_LARGE", [],
                "the container width must be at most \(NumberText.describe(LayoutLimits.maximumLength)),"
                    + " found \(NumberText.describe(containerWidth))")
            return false
        }
        return true
    }

    /// Spacing and insets: a finite number ≥ 0, not absurdly large. Returns whether the value is usable.
    private mutating func checkNonNegative(_ value: Double?, _ keyPath: [String]) -> Bool {
        guard let value else { return true }
        if !value.isFinite {
            add("E_NOT_FINITE", keyPath, "expected a finite number ≥ 0, found \(NumberText.describe(value))")
            return false
        }
        if value < 0 {
            add("E_NEGATIVE", keyPath, "expected a number ≥ 0, found \(NumberText.describe(value))")
            return false
        }
        return checkNotTooLarge(value, keyPath)
    }

    /// Sizes: a number > 0 (F2) or "auto". Returns whether the value is a usable number.
    @discardableResult
    private mutating func checkSize(_ dimension: Dimension, _ keyPath: [String]) -> Bool {
        guard case .points(let value) = dimension else { return false }
        guard value.isFinite, value > 0 else {
            add("E_NONPOSITIVE_SIZE", keyPath, "expected a number > 0, found \(NumberText.describe(value))")
            return false
        }
        return checkNotTooLarge(value, keyPath)
    }

    private mutating func checkNotTooLarge(_ value: Double, _ keyPath: [String]) -> Bool {
        guard value <= LayoutLimits.maximumLength else {
            add(
                "E_TOO_LARGE", keyPath,
                "expected at most \(NumberText.describe(LayoutLimits.maximumLength)), found \(NumberText.describe(value))"
            )
            return false
        }
        return true
    }

    /// `columns` and `rows`: an integer in 1 ... `LayoutLimits.maximumCount`.
    private mutating func checkCount(_ value: Int?, _ keyPath: [String]) -> Bool {
        guard let value else { return true }
        if value < 1 {
            add("E_OUT_OF_RANGE", keyPath, "expected an integer ≥ 1, found \(value)")
            return false
        }
        if value > LayoutLimits.maximumCount {
            add("E_TOO_LARGE", keyPath, "expected at most \(LayoutLimits.maximumCount), found \(value)")
            return false
        }
        return true
    }

    /// FH4: a horizontal flow needs its height; a vertical flow must not state one (it would be ignored).
    private mutating func checkHeightKey() {
        guard layout.type == .flow else { return }
        switch (layout.scrollDirection, layout.height) {
        case (.horizontal, nil):
            add("E_MISSING_HEIGHT", ["height"], "a horizontal flow needs \"height\", the section's height in px")
        case (.vertical, .some):
            add(
                "E_UNEXPECTED_HEIGHT", ["height"],
                "\"height\" applies only to a horizontal flow; remove it or set \"scrollDirection\": \"horizontal\"")
        default:
            break
        }
    }

    /// A flow or carousel needs item widths at build time (line breaks and x depend on them); a horizontal flow
    /// needs heights too (column breaks depend on them).
    private mutating func checkAutoWidths() {
        guard layout.type == .flow || layout.type == .carousel, let itemSize = layout.itemSize else { return }
        if itemSize.width == .auto {
            add(
                "E_AUTO_WIDTH", ["itemSize", "width"],
                "a \(layout.type.rawValue) needs item widths as numbers: \"auto\" cannot be laid out at build time")
        }
        if layout.isHorizontalFlow, itemSize.height == .auto {
            add(
                "E_AUTO_HEIGHT", ["itemSize", "height"],
                "a horizontal flow needs item heights as numbers: \"auto\" cannot be laid out at build time")
        }
    }

    /// F3: a vertical section's lines need `avail = containerWidth − left − right > 0`; a grid's columns need room
    /// too. `usable` says the values involved are valid, so their own issues are not repeated here.
    private mutating func checkLineRoom(usable: Bool, gridSpacingIsValid: Bool) {
        guard usable else { return }
        let insets = layout.insets
        let avail = containerWidth - insets.left - insets.right
        if avail <= 0 {
            add(
                "E_NO_ROOM", ["insets"],
                "insets left \(NumberText.describe(insets.left)) and right \(NumberText.describe(insets.right))"
                    + " leave no room in a container \(NumberText.describe(containerWidth)) px wide")
        } else if layout.type == .grid, gridSpacingIsValid {
            checkGridRoom(avail: avail)
        }
    }

    /// Table (b): a grid's column width is (avail − (N−1)·spacing)/N and must stay > 0.
    private mutating func checkGridRoom(avail: Double) {
        let columns = layout.effectiveColumns
        let spacing = layout.effectiveSpacing
        let columnWidth = (avail - Double(columns - 1) * spacing) / Double(columns)
        if columnWidth <= 0 {
            add(
                "E_NO_ROOM", ["columns"],
                "\(columns) columns with spacing \(NumberText.describe(spacing)) leave no room in"
                    + " \(NumberText.describe(avail)) px")
        }
    }
}
