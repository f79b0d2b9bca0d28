import TrellisMustache

/// Builds markup from Trellis's own text and rendered children, keeping the children's source maps, for the
/// placeholder of a component type that has no template.
struct MarkupConcatenation {
    private(set) var markup = RenderedMarkup(bytes: [], segments: [])

    /// Trellis's own markup: attributed to no template.
    mutating func append(_ text: String) {
        markup.segments.append(
            MarkupSegment(outputStart: markup.bytes.count, template: "", sourceOffset: 0, kind: .literal))
        markup.bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ child: RenderedMarkup) {
        let shift = markup.bytes.count
        for var segment in child.segments {
            segment.outputStart += shift
            markup.segments.append(segment)
        }
        markup.bytes.append(contentsOf: child.bytes)
    }
}
