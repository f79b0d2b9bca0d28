/// The heart of flow, list and grid: breaks items into lines and places them, along either axis.
///
/// Item sizes are read from `frames` (filled in by the caller), positions written back into it, so the engine needs
/// no storage beyond its output. For a vertical section the line (main) axis is x and lines stack downwards; for a
/// horizontal flow (FH1) the main axis is y and lines are columns stacking rightwards. Each item is visited three
/// times: to break the line, to measure its cross extent, to place it.
struct LineBuilder {
    /// `.vertical`: lines are rows; `.horizontal`: lines are columns.
    let direction: ScrollDirection
    /// F3 / FH1: the length available to a line.
    let avail: Double
    /// Where lines start on the main axis (inset.left, or inset.top for columns).
    let mainStart: Double
    /// Where the first line starts on the cross axis; `nil` when an `auto` header makes it unknown.
    let crossStart: Double?
    /// Minimum gap between neighbours in a line.
    let spacing: Double
    /// Gap between lines.
    let lineSpacing: Double
    let crossAlignment: CrossAlignment
    let placement: LinePlacement

    /// Places every frame and appends one `Line` per line. Returns where the last line ends on the cross axis
    /// (`crossStart` when there are no items), `nil` when an `auto` length makes it unknown.
    func run(frames: inout [Frame], lines: inout [Line], issues: inout [LayoutIssue]) -> Double? {
        // One pass over contiguous memory without per-access uniqueness or bounds checks: every index used below
        // lies in 0..<count by construction of the line ranges.
        frames.withUnsafeMutableBufferPointer { buffer in
            run(buffer, lines: &lines, issues: &issues)
        }
    }

    private func run(
        _ frames: UnsafeMutableBufferPointer<Frame>, lines: inout [Line], issues: inout [LayoutIssue]
    ) -> Double? {
        let count = frames.count
        let limit = avail + LayoutLimits.lineFitTolerance
        var columnPitch = 0.0
        var columnOffset = 0.0
        var itemsPerLine = 0
        var alignment = LineAlignment.leading
        switch placement {
        case .columns(let perLine, let pitch, let offset):
            (itemsPerLine, columnPitch, columnOffset) = (perLine, pitch, offset)
            lines.reserveCapacity(lines.count + (count + perLine - 1) / max(perLine, 1))
        case .greedy(let lineAlignment):
            alignment = lineAlignment
        }
        let isGreedy = itemsPerLine == 0

        var start = 0
        var lineIndex = 0
        var lineTop = crossStart
        var crossEnd = crossStart
        while start < count {
            var end = start + 1
            var used = mainLength(frames[start])
            if isGreedy {
                // F4: the first item is always placed; each next one joins while it fits (equality fits).
                while end < count {
                    let candidate = used + spacing + mainLength(frames[end])
                    guard candidate <= limit else { break }
                    used = candidate
                    end += 1
                }
            } else {
                end = count - start <= itemsPerLine ? count : start + itemsPerLine
            }

            // F5 / FH2: the line's cross extent is its tallest (widest) item; unknown if any is `auto`.
            var extent: Double? = 0
            for index in start..<end {
                guard let length = crossLength(frames[index]) else {
                    extent = nil
                    break
                }
                if let current = extent, length > current { extent = length }
            }

            let alone = end - start == 1
            var position = mainStart + columnOffset
            var gap = spacing
            if isGreedy {
                (position, gap) = greedyStart(
                    alignment: alignment, used: used, itemCount: end - start,
                    isLastOfSeveral: end == count && lineIndex > 0,
                    isOversize: alone && mainLength(frames[start]) > limit)
            }

            for index in start..<end {
                let length = mainLength(frames[index])
                if length > limit, avail > 0 {
                    reportOverflow(index: index, length: length, issues: &issues)
                }
                let main: Double
                if isGreedy {
                    main = position
                    position += length + gap
                } else {
                    main = position + Double(index - start) * columnPitch
                }
                let cross = crossPosition(
                    lineTop: lineTop, extent: extent, length: crossLength(frames[index]), alone: alone)
                place(&frames[index], main: main, cross: cross)
            }

            lines.append(Line(items: start..<end))
            // F8: line spacing only between lines.
            if let top = lineTop, let extent {
                crossEnd = top + extent
                lineTop = top + extent + lineSpacing
            } else {
                crossEnd = nil
                lineTop = nil
            }
            start = end
            lineIndex += 1
        }
        return crossEnd
    }

    /// F6 for a greedily broken line: where its first item goes and the gap after each item.
    private func greedyStart(
        alignment: LineAlignment, used: Double, itemCount: Int, isLastOfSeveral: Bool, isOversize: Bool
    ) -> (start: Double, gap: Double) {
        // F9: an item longer than avail sits alone at the line start whatever the alignment.
        if isOversize { return (mainStart, spacing) }
        // Clamped at 0: a line that fits only thanks to F4's tolerance keeps the minimum spacing.
        let leftover = max(0, avail - used)
        switch alignment {
        case .leading:
            return (mainStart, spacing)
        case .center:
            return (mainStart + leftover / 2, spacing)
        case .trailing:
            return (mainStart + leftover, spacing)
        case .justified:
            return justified(leftover: leftover, itemCount: itemCount)
        case .uikit:
            // F6.3: the last line of a section with several lines is left-aligned at minimum spacing;
            // F6.1 / F6.2 / F6.5: every other line, and the only line, is justified or centred.
            return isLastOfSeveral ? (mainStart, spacing) : justified(leftover: leftover, itemCount: itemCount)
        }
    }

    /// F6.1 (≥ 2 items: flush with both ends) and F6.2 (1 item: centred).
    private func justified(leftover: Double, itemCount: Int) -> (start: Double, gap: Double) {
        if itemCount == 1 { return (mainStart + leftover / 2, spacing) }
        return (mainStart, spacing + leftover / Double(itemCount - 1))
    }

    /// F7 / FH2: an item's cross position inside its line. An item alone in its line starts at the line's top
    /// whatever its length, so that position stays exact even when the length is `auto`.
    private func crossPosition(lineTop: Double?, extent: Double?, length: Double?, alone: Bool) -> Double? {
        guard let lineTop else { return nil }
        if alone || crossAlignment == .start { return lineTop }
        guard let extent, let length else { return nil }
        switch crossAlignment {
        case .center: return lineTop + (extent - length) / 2
        case .end: return lineTop + extent - length
        case .start: return lineTop
        }
    }

    @inline(never)
    private func reportOverflow(index: Int, length: Double, issues: inout [LayoutIssue]) {
        let name = direction == .vertical ? "width" : "height"
        issues.append(
            LayoutIssue(
                code: "W_ITEM_OVERFLOW", severity: .warning, itemIndex: index,
                message: "\(name) \(NumberText.describe(length)) is more than the \(NumberText.describe(avail)) px"
                    + " available; the item sits alone at the start of its line and overflows the section"))
    }

    @inline(__always)
    private func mainLength(_ frame: Frame) -> Double {
        direction == .vertical ? frame.width : (frame.height ?? 0)
    }

    @inline(__always)
    private func crossLength(_ frame: Frame) -> Double? {
        direction == .vertical ? frame.height : frame.width
    }

    @inline(__always)
    private func place(_ frame: inout Frame, main: Double, cross: Double?) {
        if direction == .vertical {
            frame.x = main
            frame.y = cross
        } else {
            frame.y = main
            frame.x = cross ?? 0
        }
    }
}
