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
        var bytes: [UInt8] = []
        appendCSS(v, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `css(v)`'s text appended to `bytes` as UTF-8, without making a string (pages print tens of thousands).
    public static func appendCSS(_ v: Double, to bytes: inout [UInt8]) {
        guard v.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let sixtyFourths = Rounding.halfAwayFromZero(v * 64)
        guard abs(sixtyFourths) < 9_007_199_254_740_992 else {  // 2^53: beyond, every Double is an integer
            let text = abs(v) < 9.2e18 ? String(Int64(v)) : (v < 0 ? "-9200000000000000000" : "9200000000000000000")
            return bytes.append(contentsOf: text.utf8)
        }
        let steps = Int64(sixtyFourths)
        if steps == 0 { return bytes.append(UInt8(ascii: "0")) }
        let magnitude = steps.magnitude
        if steps < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(magnitude / 64, to: &bytes)
        let fraction = magnitude % 64
        guard fraction != 0 else { return }
        // fraction/64 = fraction·15625/10^6 exactly: six digits, trailing zeros dropped.
        var micros = fraction * 15_625
        var digits = 6
        while micros % 10 == 0 {
            micros /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(micros / divisor % 10))
            divisor /= 10
        }
    }

    /// `value` in decimal digits.
    private static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        var divisor: UInt64 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
