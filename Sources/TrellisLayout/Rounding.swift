/// The two roundings the layout rules use, named after what they do.
///
/// `Double.rounded(_:)` lowers to libm's `floor` and `round` on Linux; the target links `m` explicitly
/// (`Package.swift`), because a module that imports nothing but the standard library does not get libm linked
/// into an executable by itself.
enum Rounding {
    /// ⌊x⌋.
    static func down(_ x: Double) -> Double {
        x.rounded(.down)
    }

    /// x rounded to the nearest integer, halves away from zero (like C's `round`).
    static func halfAwayFromZero(_ x: Double) -> Double {
        x.rounded(.toNearestOrAwayFromZero)
    }
}
