/// Rounding without the C math library.
///
/// `Double.rounded(_:)` lowers to libm's `floor`/`round` on Linux, and a module that imports nothing but the
/// standard library does not get libm linked into an executable (the benchmark failed to link). Truncating
/// through `Int64` is exact below 2^52, where the fractional part of a Double is representable; from 2^52 on every
/// Double is already an integer.
enum Rounding {
    /// 2^52.
    private static let integralThreshold = 4_503_599_627_370_496.0

    /// ⌊x⌋.
    static func down(_ x: Double) -> Double {
        guard x.isFinite, x.magnitude < integralThreshold else { return x }
        let truncated = Double(Int64(x))
        return truncated > x ? truncated - 1 : truncated
    }

    /// x rounded to the nearest integer, halves away from zero (like C's `round`).
    static func halfAwayFromZero(_ x: Double) -> Double {
        guard x.isFinite, x.magnitude < integralThreshold else { return x }
        let truncated = Double(Int64(x))
        let fraction = x - truncated
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated
    }
}
