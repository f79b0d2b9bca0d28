/// How a section's items are broken into lines and placed along each line.
enum LinePlacement {
    /// F4 greedy breaking; the alignment places each line (F6). `.uikit` here means UIKit's rules for a section
    /// that is not uniform: F6.1–F6.3 and F6.5.
    case greedy(LineAlignment)
    /// Fixed lines of `perLine` items; item j of every line, the last included, sits at
    /// `lineStart + offset + j·pitch` (F6.4 and table (b): grid, list, uniform uikit flow).
    case columns(perLine: Int, pitch: Double, offset: Double)

    /// F6.4: a uikit flow whose items all have the same size `length` along the line sits on grid columns.
    ///
    /// Capacity `n = 1 + ⌊(avail − w + tolerance)/(w + spacing)⌋` (the tolerance keeps it in step with F4's
    /// greedy breaking); column gap `g = spacing + max(0, avail − n·w − (n−1)·spacing)/(n−1)`, the leftover
    /// clamped at 0 so that a line that fits only thanks to the tolerance keeps the minimum spacing (V10).
    /// `n = 1` centres every item (F6.2); `w > avail` puts each item alone at the line start (F9). A line
    /// shorter than the capacity still uses the capacity's columns (F6.6).
    static func uniform(length: Double, count: Int, avail: Double, spacing: Double) -> LinePlacement {
        let limit = avail + LayoutLimits.lineFitTolerance
        if length > limit {
            return .columns(perLine: 1, pitch: 0, offset: 0)
        }
        let perItem = length + spacing
        if perItem <= 0 {
            // Zero-length items without spacing (only from invalid input): one line spread over avail.
            let pitch = count > 1 ? max(0, avail) / Double(count - 1) : 0
            return .columns(perLine: max(count, 1), pitch: pitch, offset: count > 1 ? 0 : max(0, avail) / 2)
        }
        let extra = Rounding.down((limit - length) / perItem)
        if extra < 1 {
            return .columns(perLine: 1, pitch: 0, offset: max(0, avail - length) / 2)
        }
        let capacity = extra + 1
        let leftover = max(0, avail - capacity * length - extra * spacing)
        let gap = spacing + leftover / extra
        let perLine = capacity >= Double(count) ? max(count, 1) : Int(capacity)
        return .columns(perLine: perLine, pitch: length + gap, offset: 0)
    }
}
