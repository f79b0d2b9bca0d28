import TrellisLayout

/// Writes one laid-out section as HTML that places every element exactly at its engine frame.
///
/// Sections whose sizes are all known use absolute positions inside a box of explicit size (docs/layout.md,
/// D1–D4). Sections with `"auto"` heights stack their lines in normal flow instead: the engine's line
/// membership, x and width stay exact, and the browser decides heights.
public struct SectionHTMLWriter {
    public let sectionID: String
    public let layout: SectionLayout
    public let frames: SectionFrames
    public let containerWidth: Double
    public let header: LaidOutElement?
    public let footer: LaidOutElement?
    public let items: [LaidOutElement]

    public init(
        sectionID: String,
        layout: SectionLayout,
        frames: SectionFrames,
        containerWidth: Double,
        header: LaidOutElement?,
        footer: LaidOutElement?,
        items: [LaidOutElement]
    ) {
        self.sectionID = sectionID
        self.layout = layout
        self.frames = frames
        self.containerWidth = containerWidth
        self.header = header
        self.footer = footer
        self.items = items
    }

    public func write(into out: inout SectionMarkup) {
        if frames.height == nil {
            writeStacked(into: &out)
        } else if layout.isHorizontalFlow {
            writeHorizontalFlow(into: &out)
        } else {
            writeAbsolute(into: &out)
        }
    }

    // MARK: Attributes

    private static func writeFrameAttribute(_ frame: Frame, into out: inout SectionMarkup) {
        let q = Quantize.edges(frame)
        out.appendCSS(q.x)
        out.append(" ")
        if let y = q.y { out.appendCSS(y) } else { out.append("auto") }
        out.append(" ")
        out.appendCSS(q.width)
        out.append(" ")
        if let height = q.height { out.appendCSS(height) } else { out.append("auto") }
    }

    private func openSection(
        classes: String, width: Double, height: Double?, style: String = "", into out: inout SectionMarkup
    ) {
        let id = HTMLEscaping.escape(sectionID)
        let w = Quantize.value(width).cssText
        let h = height.map { Quantize.value($0).cssText }
        out += "<div class=\"\(classes)\" data-section=\"\(id)\" data-size=\"\(w) \(h ?? "auto")\" "
        out += "style=\"width:\(w)px;\(h.map { "height:\($0)px;" } ?? "")\(style)\">\n"
    }

    /// An element's box and its markup; `style` writes the box's inline style. Written byte by byte: a page has
    /// one such box per component per rendering.
    private static func open(
        _ element: LaidOutElement, frame: Frame, into out: inout SectionMarkup, style: (inout SectionMarkup) -> Void
    ) {
        switch element.role {
        case .item: out.append("<div class=\"t-item\" data-frame=\"")
        case .header: out.append("<div class=\"t-item t-header\" data-frame=\"")
        case .footer: out.append("<div class=\"t-item t-footer\" data-frame=\"")
        }
        writeFrameAttribute(frame, into: &out)
        out.append("\"")
        if element.role == .item {
            out.append(" data-component=\"")
            out += HTMLEscaping.escape(element.componentID)
            out.append("\"")
        }
        out.append(" style=\"")
        style(&out)
        out.append("\">")
        out.appendComponent(element)
        out.append("</div>\n")
    }

    /// `left/top/width/height` from edges quantised to 1/64 px (D2), relative to `origin`.
    private static func writeAbsoluteStyle(
        _ frame: Frame, originY: Double = 0, extra: String = "", into out: inout SectionMarkup
    ) {
        let q = Quantize.edges(frame)
        let top = (q.y ?? 0) - Quantize.value(originY)
        out.append("left:")
        out.appendCSS(q.x)
        out.append("px;top:")
        out.appendCSS(top)
        out.append("px;")
        writeSizeStyle(frame, into: &out)
        if !extra.isEmpty { out += extra }
    }

    // MARK: Absolute placement

    private func writeAbsolute(into out: inout SectionMarkup) {
        openSection(classes: "t-sec", width: frames.width, height: frames.height, into: &out)
        if let header, let frame = frames.header {
            Self.open(header, frame: frame, into: &out) { Self.writeAbsoluteStyle(frame, into: &$0) }
        }
        if let scroller = frames.scroller {
            writeScroller(scroller, into: &out)
        } else {
            for (element, frame) in zip(items, frames.items) {
                Self.open(element, frame: frame, into: &out) { Self.writeAbsoluteStyle(frame, into: &$0) }
            }
        }
        if let footer, let frame = frames.footer {
            Self.open(footer, frame: frame, into: &out) { Self.writeAbsoluteStyle(frame, into: &$0) }
        }
        out += "</div>\n"
    }

    /// A carousel band: a horizontal scroller whose inner content box has the engine's content width (D3),
    /// with scroll snapping for `paging` (D4).
    private func writeScroller(_ scroller: Scroller, into out: inout SectionMarkup) {
        let band = Quantize.edges(scroller.frame)
        let bandTop = band.y ?? 0
        let snapping = snapStyles
        out += "<div class=\"t-scroller\" style=\"left:\(band.x.cssText)px;top:\(bandTop.cssText)px;"
        out += "width:\(band.width.cssText)px;height:\((band.height ?? 0).cssText)px;\(snapping.scroller)\">"
        let contentWidth = Quantize.value(scroller.contentWidth)
        out +=
            "<div class=\"t-content\" style=\"width:\(contentWidth.cssText)px;height:\((band.height ?? 0).cssText)px\">\n"
        writePageSnapMarkers(bandWidth: band.width, contentWidth: contentWidth, into: &out)
        for (element, frame) in zip(items, frames.items) {
            Self.open(element, frame: frame, into: &out) {
                Self.writeAbsoluteStyle(frame, originY: bandTop, extra: snapping.item, into: &$0)
            }
        }
        out += "</div></div>\n"
    }

    /// Carousel `paging` as CSS scroll snapping (D4), the same whether the band's height is known or `auto`:
    /// `item` snaps each item's (or each column's) leading edge to the leading inset; `page` snaps every band
    /// width, through invisible markers (`writePageSnapMarkers`); `none` does not snap.
    private var snapStyles: (scroller: String, item: String) {
        switch layout.paging {
        case .none: ("", "")
        case .item:
            (
                "scroll-snap-type:x mandatory;scroll-padding-inline-start:\(layout.insets.left.cssText)px;",
                "scroll-snap-align:start;"
            )
        case .page: ("scroll-snap-type:x mandatory;", "")
        }
    }

    /// For `page` paging: a snap position every `bandWidth` px of the content box.
    private func writePageSnapMarkers(bandWidth: Double, contentWidth: Double, into out: inout SectionMarkup) {
        guard layout.paging == .page, bandWidth > 0 else { return }
        var offset = 0.0
        while offset < contentWidth {
            out +=
                "<div class=\"t-snap\" aria-hidden=\"true\" style=\"position:absolute;left:\(offset.cssText)px;top:0;"
            out += "width:1px;height:1px;scroll-snap-align:start;scroll-snap-stop:always\"></div>\n"
            offset += bandWidth
        }
    }

    /// A horizontal flow: the whole section scrolls sideways inside a box of the container's width.
    private func writeHorizontalFlow(into out: inout SectionMarkup) {
        let height = Quantize.value(frames.height ?? 0).cssText
        out += "<div class=\"t-hflow\" style=\"position:relative;width:\(Quantize.value(containerWidth).cssText)px;"
        out += "height:\(height)px;overflow-x:auto;overflow-y:hidden;scrollbar-width:none\">\n"
        let contentWidth = frames.scroller?.contentWidth ?? frames.width
        openSection(classes: "t-sec", width: contentWidth, height: frames.height, into: &out)
        if let header, let frame = frames.header {
            Self.open(header, frame: frame, into: &out) { Self.writeAbsoluteStyle(frame, into: &$0) }
        }
        for (element, frame) in zip(items, frames.items) {
            Self.open(element, frame: frame, into: &out) { Self.writeAbsoluteStyle(frame, into: &$0) }
        }
        if let footer, let frame = frames.footer {
            Self.open(footer, frame: frame, into: &out) { Self.writeAbsoluteStyle(frame, into: &$0) }
        }
        out += "</div></div>\n"
    }

    // MARK: Stacked placement ("auto" heights)

    private var alignItems: String {
        switch layout.crossAlignment {
        case .center: "center"
        case .start: "flex-start"
        case .end: "flex-end"
        }
    }

    private static func writeSizeStyle(_ frame: Frame, into out: inout SectionMarkup) {
        let q = Quantize.edges(frame)
        out.append("width:")
        out.appendCSS(q.width)
        out.append("px;")
        if let height = q.height {
            out.append("height:")
            out.appendCSS(height)
            out.append("px;")
        }
    }

    private func writeStacked(into out: inout SectionMarkup) {
        openSection(
            classes: "t-sec t-auto", width: frames.width, height: nil, style: "display:flex;flex-direction:column;",
            into: &out)
        if let header, let frame = frames.header {
            Self.open(header, frame: frame, into: &out) { Self.writeSizeStyle(frame, into: &$0) }
        }
        let insets = layout.insets
        if layout.type == .carousel, let scroller = frames.scroller {
            writeStackedBand(scroller, into: &out)
        } else if frames.lines.isEmpty {
            let gap = insets.top + insets.bottom
            if gap > 0 { out += "<div class=\"t-gap\" style=\"height:\(Quantize.value(gap).cssText)px\"></div>\n" }
        } else {
            for (index, line) in frames.lines.enumerated() {
                var style = "align-items:\(alignItems);"
                let top = index == 0 ? insets.top : layout.effectiveLineSpacing
                if top != 0 { style += "margin-top:\(Quantize.value(top).cssText)px;" }
                if index == frames.lines.count - 1, insets.bottom != 0 {
                    style += "margin-bottom:\(Quantize.value(insets.bottom).cssText)px;"
                }
                out += "<div class=\"t-line\" style=\"\(style)\">\n"
                writeLineItems(line.items, into: &out)
                out += "</div>\n"
            }
        }
        if let footer, let frame = frames.footer {
            Self.open(footer, frame: frame, into: &out) { Self.writeSizeStyle(frame, into: &$0) }
        }
        out += "</div>\n"
    }

    /// Items of one line in normal flow, each pushed to its engine x by its left margin.
    private func writeLineItems(_ range: Range<Int>, extra: String = "", into out: inout SectionMarkup) {
        var previousRight = 0.0
        for index in range where index < items.count && index < frames.items.count {
            let frame = frames.items[index]
            let q = Quantize.edges(frame)
            let margin = q.x - previousRight
            previousRight = q.x + q.width
            Self.open(items[index], frame: frame, into: &out) { out in
                out.append("margin-left:")
                out.appendCSS(margin)
                out.append("px;")
                Self.writeSizeStyle(frame, into: &out)
                if !extra.isEmpty { out += extra }
            }
        }
    }

    /// A carousel band with "auto" heights: columns in a flex row, rows stacked inside each column.
    private func writeStackedBand(_ scroller: Scroller, into out: inout SectionMarkup) {
        let insets = layout.insets
        let contentWidth = Quantize.value(scroller.contentWidth)
        let bandWidth = Quantize.edges(scroller.frame).width
        let snapping = snapStyles
        out += "<div class=\"t-scroller t-auto-band\" style=\"position:relative;"
        out += "width:\(Quantize.value(frames.width).cssText)px;\(snapping.scroller)\">"
        out += "<div class=\"t-content t-line\" style=\"width:\(contentWidth.cssText)px;align-items:\(alignItems);"
        out +=
            "padding-top:\(Quantize.value(insets.top).cssText)px;padding-bottom:\(Quantize.value(insets.bottom).cssText)px\">\n"
        writePageSnapMarkers(bandWidth: bandWidth, contentWidth: contentWidth, into: &out)
        if layout.effectiveRows == 1 {
            writeLineItems(0..<items.count, extra: snapping.item, into: &out)
        } else {
            var previousRight = 0.0
            for column in frames.lines {
                guard let first = column.items.first, first < frames.items.count else { continue }
                let q = Quantize.edges(frames.items[first])
                let margin = q.x - previousRight
                previousRight = q.x + q.width
                out += "<div class=\"t-column\" style=\"margin-left:\(margin.cssText)px;width:\(q.width.cssText)px;"
                out += "gap:\(Quantize.value(layout.effectiveLineSpacing).cssText)px;\(snapping.item)\">\n"
                for index in column.items where index < items.count {
                    let frame = frames.items[index]
                    Self.open(items[index], frame: frame, into: &out) { Self.writeSizeStyle(frame, into: &$0) }
                }
                out += "</div>\n"
            }
        }
        out += "</div></div>\n"
    }
}
