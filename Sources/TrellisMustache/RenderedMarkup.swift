/// Rendered output together with where each part of it came from, so a checker that finds a mistake at an output
/// offset can name the template, line and column that wrote it.
public struct RenderedMarkup: Sendable {
    /// The UTF-8 output.
    public var bytes: [UInt8]
    /// Sorted by `outputStart`; each runs to the next one's start (or the end). Empty runs are never recorded.
    public var segments: [MarkupSegment]
    /// What stopped parts of this render (missing partials, recursion limits). Problems of child markup printed
    /// into it are not repeated here: they belong to the child's own render.
    public var problems: [MustacheRenderProblem]

    public init(bytes: [UInt8], segments: [MarkupSegment], problems: [MustacheRenderProblem] = []) {
        self.bytes = bytes
        self.segments = segments
        self.problems = problems
    }

    /// The output as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The segment that produced the byte at `outputOffset`; nil outside the output.
    public func segment(at outputOffset: Int) -> MarkupSegment? {
        guard outputOffset >= 0, outputOffset < bytes.count, !segments.isEmpty,
            segments[0].outputStart <= outputOffset
        else { return nil }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].outputStart <= outputOffset { low = middle } else { high = middle - 1 }
        }
        return segments[low]
    }
}
