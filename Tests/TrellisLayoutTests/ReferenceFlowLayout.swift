import Foundation

/// A second implementation of the flow rules (F1–F11, FH1–FH3), written separately and as literally as possible from
/// docs/layout.md, sharing no code with TrellisLayout: it collects lines into arrays, uses Foundation's `floor`, and
/// does a horizontal flow by transposing a vertical one ("same algorithm with axes swapped", FH1). Numbers only.
enum ReferenceFlowLayout {
    struct Rect: Equatable {
        var x: Double
        var y: Double
        var w: Double
        var h: Double
    }

    struct Section {
        var containerWidth: Double
        /// top, left, bottom, right
        var insets: (Double, Double, Double, Double)
        var interitem: Double
        var lineSpacing: Double
        /// "uikit", "leading", "center", "trailing", "justified"
        var alignment: String
        /// "center", "start", "end"
        var cross: String
        var sizes: [(w: Double, h: Double)]
        var header: Double?
        var footer: Double?
        var estimated: Bool
    }

    struct Result {
        var header: Rect?
        var footer: Rect?
        var items: [Rect]
        var width: Double
        var height: Double
        var overflowing: [Int]
    }

    static func vertical(_ s: Section) -> Result {
        let (top, left, bottom, right) = s.insets
        let avail = s.containerWidth - left - right  // F3

        // F4: greedy lines, tolerance 1e-6.
        var lines: [[Int]] = []
        var line: [Int] = []
        var used = 0.0
        for index in 0..<s.sizes.count {
            let w = s.sizes[index].w
            if line.isEmpty {
                line = [index]
                used = w
            } else if used + s.interitem + w <= avail + 1e-6 {
                line.append(index)
                used = used + s.interitem + w
            } else {
                lines.append(line)
                line = [index]
                used = w
            }
        }
        if !line.isEmpty { lines.append(line) }

        // F6.4: uniform = uikit, not estimated, every item the same w×h.
        var uniform = s.alignment == "uikit" && !s.estimated && !s.sizes.isEmpty
        for size in s.sizes where size != s.sizes.first! { uniform = false }

        var items = [Rect](repeating: Rect(x: 0, y: 0, w: 0, h: 0), count: s.sizes.count)
        var overflowing: [Int] = []
        let headerHeight = s.header ?? 0
        var y = headerHeight + top  // F8
        for (lineNumber, line) in lines.enumerated() {
            let widths = line.map { s.sizes[$0].w }
            let lineHeight = line.map { s.sizes[$0].h }.max()!
            let length = widths.reduce(0, +) + Double(widths.count - 1) * s.interitem  // F5
            let leftover = avail - length
            let isLast = lineNumber == lines.count - 1
            var xs: [Double] = []
            if line.count == 1 && widths[0] > avail + 1e-6 {
                xs = [left]  // F9
                overflowing.append(line[0])
            } else if uniform {
                let w = widths[0]
                let n = 1 + floor((avail - w + 1e-6) / (w + s.interitem))
                if n == 1 {
                    xs = [left + max(0, avail - w) / 2]
                } else {
                    let g = s.interitem + max(0, avail - n * w - (n - 1) * s.interitem) / (n - 1)
                    xs = (0..<line.count).map { left + Double($0) * (w + g) }
                }
            } else {
                var mode = s.alignment
                if mode == "uikit" { mode = (isLast && lines.count >= 2) ? "leading" : "justified" }
                var first = left
                var gap = s.interitem
                switch mode {
                case "leading": break
                case "center": first = left + max(0, leftover) / 2
                case "trailing": first = left + max(0, leftover)
                default:
                    if line.count == 1 {
                        first = left + max(0, leftover) / 2
                    } else {
                        gap = s.interitem + max(0, leftover) / Double(line.count - 1)
                    }
                }
                var x = first
                for w in widths {
                    xs.append(x)
                    x = x + w + gap
                }
            }
            for (j, index) in line.enumerated() {
                let h = s.sizes[index].h
                var itemY = y + (lineHeight - h) / 2  // F7
                if s.cross == "start" { itemY = y }
                if s.cross == "end" { itemY = y + lineHeight - h }
                items[index] = Rect(x: xs[j], y: itemY, w: widths[j], h: h)
            }
            y = y + lineHeight
            if !isLast { y = y + s.lineSpacing }
        }
        let footerTop = y + bottom
        let height = footerTop + (s.footer ?? 0)
        return Result(
            header: s.header.map { Rect(x: 0, y: 0, w: s.containerWidth, h: $0) },
            footer: s.footer.map { Rect(x: 0, y: footerTop, w: s.containerWidth, h: $0) },
            items: items, width: s.containerWidth, height: height, overflowing: overflowing)
    }

    /// FH1–FH3 by transposition: a horizontal flow of height H is a vertical flow of width H whose insets, sizes and
    /// resulting frames have x and y swapped.
    static func horizontal(_ s: Section, sectionHeight: Double) -> Result {
        let (top, left, bottom, right) = s.insets
        var swapped = s
        swapped.containerWidth = sectionHeight
        swapped.insets = (left, top, right, bottom)
        swapped.sizes = s.sizes.map { (w: $0.h, h: $0.w) }
        let result = vertical(swapped)
        func flip(_ r: Rect) -> Rect { Rect(x: r.y, y: r.x, w: r.h, h: r.w) }
        return Result(
            header: result.header.map(flip), footer: result.footer.map(flip), items: result.items.map(flip),
            width: result.height, height: result.width, overflowing: result.overflowing)
    }
}
