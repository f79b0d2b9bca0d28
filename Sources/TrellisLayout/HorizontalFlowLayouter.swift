/// Lays out a flow section that scrolls horizontally (FH1–FH4): the flow algorithm with axes swapped, columns
/// filled top to bottom inside the section's `height`, header and footer as widths at either end.
///
/// The section box is the content (it scrolls as a whole), so `SectionFrames.width` is the content width and the
/// scroller's visible frame is the container's width.
enum HorizontalFlowLayouter {
    static func layout(_ input: SectionInput, _ parameters: LayoutParameters) -> SectionFrames {
        let layout = input.layout
        let insets = parameters.insets
        var resolver = ItemSizeResolver(layout: layout)
        let sectionHeight = parameters.sectionHeight ?? fallbackHeight(input, insets: insets)
        let avail = sectionHeight - insets.top - insets.bottom
        let autoWidth = max(0, parameters.availableWidth)
        let autoHeight = max(0, avail)

        var frames: [Frame] = []
        frames.reserveCapacity(input.items.count)
        var isUniform = layout.alignment == .uikit && !input.estimatedSizes
        let first = input.items.first
        for (index, item) in input.items.enumerated() {
            let width = resolver.width(item.width, item: index, autoFallback: autoWidth) ?? autoWidth
            let height = resolver.height(item.height, item: index, autoFallback: autoHeight) ?? autoHeight
            if isUniform, item.width == .auto || item.height == .auto || item != first {
                isUniform = false
            }
            frames.append(Frame(x: 0, y: 0, width: width, height: height))
        }
        let placement: LinePlacement
        if isUniform, let firstFrame = frames.first {
            placement = .uniform(
                length: firstFrame.height ?? 0, count: frames.count, avail: avail, spacing: parameters.spacing)
        } else {
            placement = .greedy(layout.alignment)
        }

        // FH3: header width at x = 0, then inset.left, columns, inset.right, footer.
        let headerWidth = input.header.map { resolver.boundaryLength($0, element: "header", autoFallback: 0) ?? 0 }
        let footerWidth = input.footer.map { resolver.boundaryLength($0, element: "footer", autoFallback: 0) ?? 0 }
        var lines: [Line] = []
        var issues = resolver.issues
        let builder = LineBuilder(
            direction: .horizontal, avail: avail, mainStart: insets.top,
            crossStart: (headerWidth ?? 0) + insets.left, spacing: parameters.spacing,
            lineSpacing: parameters.lineSpacing, crossAlignment: layout.crossAlignment, placement: placement)
        let columnsEnd = builder.run(frames: &frames, lines: &lines, issues: &issues) ?? 0
        let footerX = columnsEnd + insets.right
        let contentWidth = footerX + (footerWidth ?? 0)

        return SectionFrames(
            header: headerWidth.map { Frame(x: 0, y: 0, width: $0, height: sectionHeight) },
            footer: footerWidth.map { Frame(x: footerX, y: 0, width: $0, height: sectionHeight) },
            items: frames, lines: lines, width: contentWidth, height: sectionHeight,
            scroller: Scroller(
                frame: Frame(x: 0, y: 0, width: parameters.containerWidth, height: sectionHeight),
                contentWidth: contentWidth),
            issues: issues)
    }

    /// Without a usable `height` (E_MISSING_HEIGHT, reported by `validate`), the section is one row high:
    /// insets plus the tallest numeric item, so every column holds what fits in that row.
    private static func fallbackHeight(_ input: SectionInput, insets: EdgeInsets) -> Double {
        var tallest = 0.0
        for item in input.items {
            if case .points(let height) = item.height {
                tallest = max(tallest, LayoutLimits.sanitizedLength(height))
            }
        }
        return insets.top + tallest + insets.bottom
    }
}
