/// Turns the caller's item, header and footer dimensions into the lengths the engine computes with, reporting
/// each bad one once.
///
/// A value equal to the one the layout itself states (`itemSize`, `itemHeight`) is not reported per item:
/// the item almost certainly inherited it, and `SectionLayout.validate` already reports it on the layout's key.
struct ItemSizeResolver {
    /// The layout's own `itemSize.width` (flow, carousel), if stated.
    let statedWidth: Dimension?
    /// The layout's own `itemSize.height` (flow, carousel) or `itemHeight` (list, grid), if stated.
    let statedHeight: Dimension?
    var issues: [LayoutIssue] = []

    init(layout: SectionLayout) {
        switch layout.type {
        case .list, .grid:
            statedWidth = nil
            statedHeight = layout.itemHeight
        case .flow, .carousel:
            statedWidth = layout.itemSize?.width
            statedHeight = layout.itemSize?.height
        }
    }

    /// An item's width. `autoFallback == nil` accepts `auto` (returns `nil`); otherwise `auto` is an
    /// `E_AUTO_WIDTH` error and the fallback is used.
    @inline(__always)
    mutating func width(_ dimension: Dimension, item index: Int, autoFallback: Double?) -> Double? {
        if case .points(let value) = dimension, value > 0, value <= LayoutLimits.maximumLength { return value }
        return resolve(dimension, name: "width", autoCode: "E_AUTO_WIDTH", stated: statedWidth, index, autoFallback)
    }

    /// An item's height; like `width`, with `E_AUTO_HEIGHT`.
    @inline(__always)
    mutating func height(_ dimension: Dimension, item index: Int, autoFallback: Double?) -> Double? {
        if case .points(let value) = dimension, value > 0, value <= LayoutLimits.maximumLength { return value }
        if dimension == .auto, autoFallback == nil { return nil }
        return resolve(dimension, name: "height", autoCode: "E_AUTO_HEIGHT", stated: statedHeight, index, autoFallback)
    }

    /// A header or footer length: 0 is allowed (F10: no visible header), negative or non-finite is not.
    /// `autoFallback` as for items; the issue's keyPath is `[element]`.
    mutating func boundaryLength(_ dimension: Dimension, element: String, autoFallback: Double?) -> Double? {
        switch dimension {
        case .auto:
            guard let autoFallback else { return nil }
            issues.append(
                LayoutIssue(
                    code: "E_AUTO_WIDTH", severity: .error, keyPath: [element],
                    message: "a horizontal flow's \(element) is a width and must be a number: \"auto\" cannot be"
                        + " laid out at build time (laid out as \(NumberText.describe(autoFallback)))"))
            return autoFallback
        case .points(let value):
            let code: String
            let expectation: String
            if !value.isFinite {
                code = "E_NOT_FINITE"
                expectation = "a finite number ≥ 0"
            } else if value < 0 {
                code = "E_NEGATIVE"
                expectation = "a number ≥ 0"
            } else if value > LayoutLimits.maximumLength {
                code = "E_TOO_LARGE"
                expectation = "at most \(NumberText.describe(LayoutLimits.maximumLength))"
            } else {
                return value
            }
            let used = LayoutLimits.sanitizedLength(value)
            issues.append(
                LayoutIssue(
                    code: code, severity: .error, keyPath: [element],
                    message: "expected \(expectation), found \(NumberText.describe(value))"
                        + " (laid out as \(NumberText.describe(used)))"))
            return used
        }
    }

    /// The slow path: `auto`, and values that are not a usable length (the fast path above takes the rest inline).
    @inline(never)
    private mutating func resolve(
        _ dimension: Dimension, name: String, autoCode: String, stated: Dimension?, _ index: Int,
        _ autoFallback: Double?
    ) -> Double? {
        switch dimension {
        case .auto:
            guard let autoFallback else { return nil }
            if stated != .auto {
                report(
                    autoCode, index,
                    "\(name) must be a number here: \"auto\" cannot be laid out at build time"
                        + " (laid out as the available length, \(NumberText.describe(autoFallback)))")
            }
            return autoFallback
        case .points(let value):
            if value.isFinite, value > 0, value <= LayoutLimits.maximumLength {
                return value
            }
            let used = LayoutLimits.sanitizedLength(value)
            if !Self.isSame(value, as: stated) {
                if value > LayoutLimits.maximumLength, value.isFinite {
                    report(
                        "E_TOO_LARGE", index,
                        "\(name) must be at most \(NumberText.describe(LayoutLimits.maximumLength)),"
                            + " found \(NumberText.describe(value))")
                } else {
                    report(
                        "E_NONPOSITIVE_SIZE", index,
                        "\(name) must be a number > 0, found \(NumberText.describe(value))"
                            + " (laid out as \(NumberText.describe(used)))")
                }
            }
            return used
        }
    }

    private mutating func report(_ code: String, _ index: Int, _ message: String) {
        issues.append(LayoutIssue(code: code, severity: .error, itemIndex: index, message: message))
    }

    /// Equality that also treats NaN as equal to NaN: an item that inherited the layout's NaN is not re-reported.
    private static func isSame(_ value: Double, as stated: Dimension?) -> Bool {
        guard case .points(let statedValue) = stated else { return false }
        return statedValue == value || (statedValue.isNaN && value.isNaN)
    }
}
