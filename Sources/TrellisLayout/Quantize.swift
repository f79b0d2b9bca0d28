/// D2: CSS emission on Chromium's 1/64 px layout grid.
///
/// Chromium stores positions as fixed point with 6 fractional bits and truncates anything finer, so the emitter
/// rounds *edges* to the grid itself: the value the browser lays out is then exactly the value emitted, at device
/// scale factors 1, 2 and 3, and neighbours that touch in the engine still touch on screen (V10).
public enum Quantize {
    /// q(v) = round(v·64)/64, halves away from zero.
    public static func value(_ v: Double) -> Double {
        Rounding.halfAwayFromZero(v * 64) / 64
    }

    /// The frame with its edges on the grid: `x = q(x)`, `y = q(y)`, `width = q(x+w) − q(x)`,
    /// `height = q(y+h) − q(y)`. When `y` is unknown but the height is known, the height alone is quantised
    /// (`q(h)`), since its edges are decided by the browser anyway.
    public static func edges(_ frame: Frame) -> Frame {
        let left = value(frame.x)
        let width = value(frame.x + frame.width) - left
        guard let y = frame.y else {
            return Frame(x: left, y: nil, width: width, height: frame.height.map(value))
        }
        let top = value(y)
        return Frame(x: left, y: top, width: width, height: frame.height.map { value(y + $0) - top })
    }

    /// `v` rounded to the grid and printed exactly and minimally: "177.328125", "0", "12", "-3.5".
    /// Never exponent notation, never "-0". A 1/64 step is 0.015625, so at most 6 decimals are needed.
    /// Non-finite values print "0" (they cannot be valid CSS lengths); magnitudes beyond 2^53 (never reached
    /// from the engine, which clamps lengths to 1e6) print as their integer part.
    public static func css(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let sixtyFourths = Rounding.halfAwayFromZero(v * 64)
        guard abs(sixtyFourths) < 9_007_199_254_740_992 else {  // 2^53: beyond, every Double is an integer
            return abs(v) < 9.2e18 ? String(Int64(v)) : (v < 0 ? "-9200000000000000000" : "9200000000000000000")
        }
        let steps = Int64(sixtyFourths)
        if steps == 0 { return "0" }
        let magnitude = steps.magnitude
        let whole = magnitude / 64
        let fraction = magnitude % 64
        var text = steps < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            // fraction/64 = fraction·15625/10^6 exactly.
            var digits = String(fraction * 15_625)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
