import Testing
import TrellisMustache

/// Checks what must hold for every render: segments sorted, non-empty and inside the output; every byte of a
/// literal segment equal to the source byte it claims to come from; every value segment pointing at a tag's
/// opening delimiter.
enum SourceMapInvariants {
    /// `sources`: template name → source, for every template (and partial, and child) the output may cite.
    static func check(
        _ markup: RenderedMarkup, sources: [String: String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var previousStart = -1
        for (index, segment) in markup.segments.enumerated() {
            let end = index + 1 < markup.segments.count ? markup.segments[index + 1].outputStart : markup.bytes.count
            #expect(segment.outputStart > previousStart, "segments must be sorted", sourceLocation: sourceLocation)
            #expect(segment.outputStart < end, "segment \(index) is empty", sourceLocation: sourceLocation)
            previousStart = segment.outputStart
            guard let source = sources[segment.template].map({ Array($0.utf8) }) else {
                Issue.record("segment cites unknown template \(segment.template)", sourceLocation: sourceLocation)
                continue
            }
            switch segment.kind {
            case .literal:
                let length = end - segment.outputStart
                let matches =
                    segment.sourceOffset >= 0 && segment.sourceOffset + length <= source.count
                    && Array(markup.bytes[segment.outputStart..<end])
                        == Array(source[segment.sourceOffset..<segment.sourceOffset + length])
                #expect(
                    matches, "literal segment \(index) does not match \(segment.template)@\(segment.sourceOffset)",
                    sourceLocation: sourceLocation)
            case .escapedValue, .rawValue, .transformedValue:
                #expect(
                    segment.sourceOffset >= 0 && segment.sourceOffset < source.count,
                    "value segment \(index) points outside \(segment.template)", sourceLocation: sourceLocation)
            }
        }
        if !markup.bytes.isEmpty {
            #expect(markup.segments.first?.outputStart == 0, "output must be covered from its first byte")
        }
    }
}
