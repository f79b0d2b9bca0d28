import TrellisContent
import TrellisLayout

/// Lays out and emits every section of a page for one viewport and variant.
///
/// Component HTML does not depend on the viewport, so it is rendered once per page (`html`, by component
/// id) and reused for every viewport and variant; layouts and sizes were read and checked once for the whole
/// site (`LayoutResolver.layouts(of:viewports:log:)`); only the engine and emission run per rendering.
public struct PageRenderer: Sendable {
    public init() {}

    public func render(
        _ page: Page,
        layouts: PageLayouts,
        html: [String: String],
        checkedApart: Set<String> = [],
        viewport: Viewport,
        variant: PageVariant?,
        log: inout DiagnosticLog
    ) -> PageRendering? {
        let visibleBySection = page.sections.map(\.visibleComponents)
        // Each section's first component's position among those the page shows (its header, visible items, footer,
        // section after section), and how many positions there are.
        var sectionPositions: [Int] = []
        sectionPositions.reserveCapacity(page.sections.count)
        var componentCount = 0
        for (section, visible) in zip(page.sections, visibleBySection) {
            sectionPositions.append(componentCount)
            componentCount += visible.count + (section.header == nil ? 0 : 1) + (section.footer == nil ? 0 : 1)
        }
        var out = SectionMarkup(componentCount: componentCount)
        out.reserveCapacity(32_768)
        var json = ByteText(capacity: 16_384)
        json += "{\"viewport\":\(JSONWriter.string(viewport.name)),"
        json +=
            "\"variant\":\(JSONWriter.string(variant?.name ?? "default")),\"width\":\(JSONWriter.number(viewport.width)),"
        json += "\"sections\":["
        var failed = false
        var boxes: [ComponentBox] = []
        var boxedTypes: Set<String> = []
        var sectionRanges: [Range<Int>] = []
        func box(_ component: Component?, _ frame: Frame?) {
            guard let component, let frame, boxedTypes.insert(component.type).inserted else { return }
            boxes.append(ComponentBox(type: component.type, width: frame.width, height: frame.height))
        }
        for (index, section) in page.sections.enumerated() {
            let visible = visibleBySection[index]
            let sectionPosition = sectionPositions[index]
            guard let layout = layouts.layout(ofSection: index, variant: variant, viewport: viewport) else {
                failed = true
                continue
            }
            let input = SectionInput(
                layout: layout,
                containerWidth: viewport.width,
                items: layouts.itemSizes(ofSection: index, layout: layout),
                header: layouts.headerLength(ofSection: index, horizontal: layout.isHorizontalFlow),
                footer: layouts.footerLength(ofSection: index, horizontal: layout.isHorizontalFlow)
            )
            let frames = FlowLayoutEngine.layout(input)
            for issue in frames.issues {
                let component = issue.itemIndex.flatMap { $0 < visible.count ? visible[$0] : nil }
                let location = component?.location ?? section.location
                var path = component?.path ?? section.path
                if !issue.keyPath.isEmpty { path = issue.keyPath.reduce(path) { JSONPath.key($0, $1) } }
                let message = "\(issue.message) (at the \(viewport.name) width)"
                if issue.severity == .error { failed = true }
                log.append(
                    Diagnostic(
                        issue.severity == .error ? .error : .warning, code: issue.code, at: location, path: path,
                        message))
            }
            func element(_ component: Component?, _ role: LaidOutElement.Role, at position: Int) -> LaidOutElement? {
                component.map {
                    LaidOutElement(
                        role: role, componentID: $0.id, html: html[$0.id] ?? "",
                        isCheckedApart: checkedApart.contains($0.id), position: position)
                }
            }
            let firstItem = sectionPosition + (section.header == nil ? 0 : 1)
            let writer = SectionHTMLWriter(
                sectionID: section.id, layout: layout, frames: frames, containerWidth: viewport.width,
                header: element(section.header, .header, at: sectionPosition),
                footer: element(section.footer, .footer, at: firstItem + visible.count),
                items: visible.enumerated().map { index, component in
                    LaidOutElement(
                        role: .item, componentID: component.id, html: html[component.id] ?? "",
                        isCheckedApart: checkedApart.contains(component.id), position: firstItem + index)
                })
            let sectionStart = out.bytes.count
            out +=
                "<section class=\"t-section\" id=\"\(HTMLEscaping.escape(Self.anchor(of: section.id)))\" "
                + "aria-label=\"\(HTMLEscaping.escape(section.id))\">\n"
            writer.write(into: &out)
            box(section.header, frames.header)
            for (component, frame) in zip(visible, frames.items) { box(component, frame) }
            box(section.footer, frames.footer)
            out += "</section>"
            sectionRanges.append(sectionStart..<out.bytes.count)
            out += "\n"
            if index > 0 { json += "," }
            Self.writeFrames(section: section, layout: layout, frames: frames, visible: visible, into: &json)
        }
        json += "]}"
        guard !failed else { return nil }
        var rendering = PageRendering(sections: out.bytes, frames: json.bytes, boxes: boxes)
        rendering.checkedApart = out.checkedApart
        rendering.componentStarts = out.writesAComponentAgain ? nil : out.componentStarts
        rendering.sectionRanges = sectionRanges
        return rendering
    }

    /// The `id` of a section's element in a rendering, which the catalog links to (`phone.html#section-trending`).
    public static func anchor(of sectionID: String) -> String { "section-" + sectionID }

    /// One section of a rendering's entry in the page's frames JSON. Every value is a number the browser shows exactly, or the string
    /// `"auto"` where the browser decides it (an `auto` height, and every `y` below one: it depends on how the
    /// browser wraps text, which the build cannot know; docs/layout.md). Elements a section lacks (header, footer,
    /// scroller) are left out, so the file holds no `null`.
    private static func writeFrames(
        section: Section, layout: SectionLayout, frames: SectionFrames, visible: [Component], into json: inout ByteText
    ) {
        // Appended piece by piece: a page has thousands of frames, and a string made for each frame cost more
        // than everything else here.
        json += "{\"id\":"
        func append(length value: Double?) {
            if let value { json += JSONWriter.number(value) } else { json += "\"auto\"" }
        }
        func append(_ frame: Frame) {
            json += "{\"x\":"
            json += JSONWriter.number(frame.x)
            json += ",\"y\":"
            append(length: frame.y)
            json += ",\"width\":"
            json += JSONWriter.number(frame.width)
            json += ",\"height\":"
            append(length: frame.height)
            json += "}"
        }
        json += JSONWriter.string(section.id)
        json += ",\"layout\":"
        json += JSONWriter.string(layout.type.rawValue)
        json += ",\"width\":"
        json += JSONWriter.number(frames.width)
        json += ",\"height\":"
        append(length: frames.height)
        json += ","
        if let header = frames.header {
            json += "\"header\":"
            append(header)
            json += ","
        }
        if let footer = frames.footer {
            json += "\"footer\":"
            append(footer)
            json += ","
        }
        if let scroller = frames.scroller {
            json += "\"scroller\":{\"frame\":"
            append(scroller.frame)
            json += ",\"contentWidth\":"
            json += JSONWriter.number(scroller.contentWidth)
            json += "},"
        }
        json += "\"items\":["
        for (index, (component, itemFrame)) in zip(visible, frames.items).enumerated() {
            if index > 0 { json += "," }
            json += "{\"component\":"
            json += JSONWriter.string(component.id)
            json += ",\"frame\":"
            append(itemFrame)
            json += "}"
        }
        json += "]}"
    }
}
