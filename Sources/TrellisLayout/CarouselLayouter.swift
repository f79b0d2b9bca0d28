/// Lays out a carousel (K1–K4): a full-width header, a band that scrolls horizontally, a full-width footer.
///
/// Item frames are relative to the section box with the band scrolled to its start. Items fill columns top to
/// bottom, `rows` items a column; with one row each item keeps its own size (K3), with several rows every item
/// takes one cell size.
enum CarouselLayouter {
    static func layout(_ input: SectionInput, _ parameters: LayoutParameters) -> SectionFrames {
        let layout = input.layout
        let insets = parameters.insets
        let width = parameters.containerWidth
        let spacing = parameters.spacing
        let rows = parameters.rows
        let autoWidth = max(0, parameters.availableWidth)
        var resolver = ItemSizeResolver(layout: layout)
        var frames: [Frame] = []
        frames.reserveCapacity(input.items.count)

        let headerLength: Double? =
            input.header.map { resolver.boundaryLength($0, element: "header", autoFallback: nil) } ?? 0
        let footerLength = input.footer.map { resolver.boundaryLength($0, element: "footer", autoFallback: nil) }
        let rowsTop = headerLength.map { $0 + insets.top }
        var lines: [Line] = []
        let contentWidth: Double
        let bandContent: Double?  // B − inset.top − inset.bottom

        if rows == 1 {
            // K3: x advances by each item's own width plus spacing; the band is as tall as the tallest item.
            lines.reserveCapacity(input.items.count)
            var x = insets.left
            var tallest: Double? = 0
            for (index, item) in input.items.enumerated() {
                let itemWidth = resolver.width(item.width, item: index, autoFallback: autoWidth) ?? autoWidth
                let itemHeight = resolver.height(item.height, item: index, autoFallback: nil)
                if let current = tallest {
                    tallest = itemHeight.map { max(current, $0) }
                }
                frames.append(Frame(x: x, y: nil, width: itemWidth, height: itemHeight))
                lines.append(Line(items: index..<(index + 1)))
                x += itemWidth + spacing
            }
            contentWidth = (frames.isEmpty ? x : x - spacing) + insets.right
            bandContent = tallest
            let alone = frames.count == 1
            for index in frames.indices {
                frames[index].y = crossPosition(
                    top: rowsTop, extent: tallest, length: frames[index].height, alone: alone,
                    alignment: layout.crossAlignment)
            }
        } else {
            // K3/K4: every item in a cell of the section's item size, column c = i / rows, row r = i mod rows.
            let cellSize = layout.itemSize ?? input.items.first ?? .flowDefault
            let cellWidth = resolver.width(cellSize.width, item: 0, autoFallback: autoWidth) ?? autoWidth
            let cellHeight = resolver.height(cellSize.height, item: 0, autoFallback: nil)
            let columnPitch = cellWidth + spacing
            let rowPitch = cellHeight.map { $0 + parameters.lineSpacing }
            for (index, item) in input.items.enumerated() {
                if item != cellSize {
                    resolver.issues.append(ignoredSizeWarning(index: index, item: item, cell: cellSize, rows: rows))
                }
                let column = index / rows
                let row = index % rows
                let y: Double?
                if row == 0 {
                    y = rowsTop
                } else if let rowsTop, let rowPitch {
                    y = rowsTop + Double(row) * rowPitch
                } else {
                    y = nil
                }
                frames.append(
                    Frame(x: insets.left + Double(column) * columnPitch, y: y, width: cellWidth, height: cellHeight))
                if row == 0 {
                    lines.append(Line(items: index..<min(index + rows, input.items.count)))
                }
            }
            let columns = lines.count
            contentWidth =
                insets.left + Double(columns) * cellWidth + Double(max(columns - 1, 0)) * spacing + insets.right
            bandContent = cellHeight.map { Double(rows) * $0 + Double(rows - 1) * parameters.lineSpacing }
        }

        // K1: header (0, 0, W, hh), band (0, hh, W, B), footer (0, hh + B, W, fh).
        let bandHeight = bandContent.map { insets.top + $0 + insets.bottom }
        let footerTop = headerLength.flatMap { header in bandHeight.map { header + $0 } }
        var height = footerTop
        if let footerLength {
            height = footerLength.flatMap { length in footerTop.map { $0 + length } }
        }
        return SectionFrames(
            header: input.header == nil ? nil : Frame(x: 0, y: 0, width: width, height: headerLength),
            footer: footerLength.map { Frame(x: 0, y: footerTop, width: width, height: $0) },
            items: frames, lines: lines, width: width, height: height,
            scroller: Scroller(
                frame: Frame(x: 0, y: headerLength, width: width, height: bandHeight), contentWidth: contentWidth),
            issues: resolver.issues)
    }

    /// K3: an item's y in the single row by `crossAlignment`; exact even for an `auto` height at `start`, or when
    /// the item is alone.
    private static func crossPosition(
        top: Double?, extent: Double?, length: Double?, alone: Bool, alignment: CrossAlignment
    ) -> Double? {
        guard let top else { return nil }
        if alone || alignment == .start { return top }
        guard let extent, let length else { return nil }
        return alignment == .center ? top + (extent - length) / 2 : top + extent - length
    }

    private static func ignoredSizeWarning(index: Int, item: ItemSize, cell: ItemSize, rows: Int) -> LayoutIssue {
        LayoutIssue(
            code: "W_SIZE_IGNORED", severity: .warning, itemIndex: index,
            message: "a carousel with \(rows) rows gives every item the same size \(NumberText.describe(cell));"
                + " this item's size \(NumberText.describe(item)) is ignored")
    }
}
