/// Numeric limits shared by validation and layout, so that what `validate` rejects and what `layout` clamps agree.
enum LayoutLimits {
    /// F4: a line accepts an item when `used + spacing + width ≤ avail + lineFitTolerance`, so that fractional
    /// widths summing to a hair over the line (3 × 177.33333334 in 532) still share it (V10).
    static let lineFitTolerance = 1e-6

    /// Any length above this is certainly a mistake (no screen is a million px wide). Layout clamps to it, which
    /// also keeps every sum finite however many items a section has.
    static let maximumLength = 1_000_000.0

    /// The largest `columns` / `rows` accepted.
    static let maximumCount = 10_000

    /// A length as the engine uses it: NaN, infinite and negative values become 0, huge values `maximumLength`.
    /// Bad values are reported by `validate` or as item issues; this only keeps the arithmetic sane.
    static func sanitizedLength(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return min(value, maximumLength)
    }

    /// A count clamped to `1 ... maximumCount`.
    static func sanitizedCount(_ value: Int) -> Int {
        min(max(value, 1), maximumCount)
    }
}
