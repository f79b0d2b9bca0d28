/// Lays out the sections whose lines stack downwards: vertical flow (F1–F13), grid and list (table (b)).
///
/// Header on top at full width, inset.top, the lines, inset.bottom, footer (F8, F10); the section box is the
/// container's width (F12).
enum VerticalSectionLayouter {
    static func layout(_ input: SectionInput, _ parameters: LayoutParameters) -> SectionFrames {
        let layout = input.layout
        let insets = parameters.insets
        let avail = parameters.availableWidth
        var resolver = ItemSizeResolver(layout: layout)
        var frames: [Frame] = []
        frames.reserveCapacity(input.items.count)

        let placement: LinePlacement
        if layout.type == .flow {
            placement = flowItems(input, avail: avail, spacing: parameters.spacing, &resolver, &frames)
        } else {
            // Table (b): a list is a grid of one column; every line, the last too, sits on the columns.
            let columns = layout.type == .list ? 1 : parameters.columns
            let columnWidth = max(0, (avail - Double(columns - 1) * parameters.spacing) / Double(columns))
            for (index, item) in input.items.enumerated() {
                let height = resolver.height(item.height, item: index, autoFallback: nil)
                frames.append(Frame(x: 0, y: nil, width: columnWidth, height: height))
            }
            placement = .columns(perLine: columns, pitch: columnWidth + parameters.spacing, offset: 0)
        }

        let width = parameters.containerWidth
        var headerFrame: Frame?
        var headerLength: Double? = 0
        if let header = input.header {
            headerLength = resolver.boundaryLength(header, element: "header", autoFallback: nil)
            headerFrame = Frame(x: 0, y: 0, width: width, height: headerLength)
        }
        let footerLength = input.footer.map { resolver.boundaryLength($0, element: "footer", autoFallback: nil) }

        var lines: [Line] = []
        var issues = resolver.issues
        let builder = LineBuilder(
            direction: .vertical, avail: avail, mainStart: insets.left,
            crossStart: headerLength.map { $0 + insets.top }, spacing: parameters.spacing,
            lineSpacing: parameters.lineSpacing, crossAlignment: layout.crossAlignment, placement: placement)
        let linesEnd = builder.run(frames: &frames, lines: &lines, issues: &issues)

        let footerTop = linesEnd.map { $0 + insets.bottom }
        var height = footerTop
        var footerFrame: Frame?
        if let footerLength {
            footerFrame = Frame(x: 0, y: footerTop, width: width, height: footerLength)
            height = footerLength.flatMap { length in footerTop.map { $0 + length } }
        }

        return SectionFrames(
            header: headerFrame, footer: footerFrame, items: frames, lines: lines, width: width, height: height,
            scroller: nil, issues: issues)
    }

    /// Resolves a vertical flow's item sizes into `frames` and decides between F6.4 (uniform) and greedy lines.
    private static func flowItems(
        _ input: SectionInput, avail: Double, spacing: Double, _ resolver: inout ItemSizeResolver,
        _ frames: inout [Frame]
    ) -> LinePlacement {
        let alignment = input.layout.alignment
        // F6.4 / F6.7: uniform means every item has the same actual size and none is estimated or auto.
        var isUniform = alignment == .uikit && !input.estimatedSizes
        let autoWidth = max(0, avail)
        let first = input.items.first
        for (index, item) in input.items.enumerated() {
            let width = resolver.width(item.width, item: index, autoFallback: autoWidth) ?? autoWidth
            let height = resolver.height(item.height, item: index, autoFallback: nil)
            if isUniform, item.width == .auto || item.height == .auto || item != first {
                isUniform = false
            }
            frames.append(Frame(x: 0, y: nil, width: width, height: height))
        }
        if isUniform, let firstFrame = frames.first {
            return .uniform(length: firstFrame.width, count: frames.count, avail: avail, spacing: spacing)
        }
        return .greedy(alignment)
    }
}
