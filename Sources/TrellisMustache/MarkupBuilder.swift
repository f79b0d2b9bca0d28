/// The output buffer of one render and its source map, kept in step: every write says where its bytes came
/// from, and a new segment is recorded only when that origin does not simply continue the previous one.
struct MarkupBuilder {
    private(set) var bytes: [UInt8] = []
    private(set) var segments: [MarkupSegment] = []
    /// Set after copying a child's markup, whose last segment must not be extended by the parent's next write.
    private var mustStartNewSegment = false
    /// Stamped on every segment this builder opens (copied child segments keep their own).
    private let owner: Int
    /// False when no segment is recorded (`MustacheRenderer.keepsSourceMap`).
    private let keepsSourceMap: Bool

    init(expectedSize: Int, owner: Int, keepsSourceMap: Bool = true) {
        bytes.reserveCapacity(expectedSize)
        self.owner = owner
        self.keepsSourceMap = keepsSourceMap
    }

    /// Template text `range` of `program`'s source.
    mutating func appendLiteral(_ range: Range<Int>, of program: MustacheProgram) {
        guard !range.isEmpty else { return }
        dropEmptyLastSegment()
        if keepsSourceMap, !continuesLastSegment(literalAt: range.lowerBound, of: program) {
            segments.append(
                MarkupSegment(
                    outputStart: bytes.count, template: program.name, sourceOffset: range.lowerBound, kind: .literal,
                    owner: owner))
            mustStartNewSegment = false
        }
        program.bytes.withUnsafeBufferPointer { source in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
        }
    }

    /// A value printed by the tag at `tagOffset`, escaped or raw.
    mutating func appendValue(
        _ valueBytes: UnsafeBufferPointer<UInt8>, escaped: Bool, program: MustacheProgram, tagOffset: Int
    ) {
        guard !valueBytes.isEmpty else { return }
        if keepsSourceMap {
            open(
                MarkupSegment(
                    outputStart: bytes.count, template: program.name, sourceOffset: tagOffset,
                    kind: escaped ? .escapedValue : .rawValue, owner: owner))
        }
        if escaped { appendEscaped(valueBytes) } else { bytes.append(contentsOf: valueBytes) }
    }

    /// Markup a text transform made of the value the tag at `tagOffset` names, printed as it is.
    mutating func appendTransformed(_ markup: [UInt8], program: MustacheProgram, tagOffset: Int) {
        guard !markup.isEmpty else { return }
        if keepsSourceMap {
            open(
                MarkupSegment(
                    outputStart: bytes.count, template: program.name, sourceOffset: tagOffset, kind: .transformedValue,
                    owner: owner))
        }
        bytes.append(contentsOf: markup)
    }

    /// A child's markup printed raw: its bytes, and its segments shifted to where they land in this output.
    mutating func appendMarkup(_ markup: RenderedMarkup, program: MustacheProgram, tagOffset: Int) {
        guard !markup.bytes.isEmpty else { return }
        guard keepsSourceMap else { return bytes.append(contentsOf: markup.bytes) }
        let shift = bytes.count
        dropEmptyLastSegment()
        if markup.segments.first?.outputStart != 0 {
            // Markup built without a source map (or with a gap at its start): attribute it to the tag.
            segments.append(
                MarkupSegment(
                    outputStart: shift, template: program.name, sourceOffset: tagOffset, kind: .rawValue, owner: owner))
        }
        for var segment in markup.segments where segment.outputStart < markup.bytes.count {
            segment.outputStart += shift
            if let last = segments.last, last.outputStart == segment.outputStart { segments.removeLast() }
            segments.append(segment)
        }
        bytes.append(contentsOf: markup.bytes)
        mustStartNewSegment = true
    }

    func finish(problems: [MustacheRenderProblem]) -> RenderedMarkup {
        var segments = segments
        if let last = segments.last, last.outputStart == bytes.count { segments.removeLast() }
        return RenderedMarkup(bytes: bytes, segments: segments, problems: problems)
    }

    // MARK: Segments

    /// Whether template text at `sourceOffset` of `program` simply continues the last segment (the next source
    /// byte after the last one written), so no new segment is needed.
    private func continuesLastSegment(literalAt sourceOffset: Int, of program: MustacheProgram) -> Bool {
        guard !mustStartNewSegment, let last = segments.last, last.kind == .literal, last.owner == owner,
            last.sourceOffset + (bytes.count - last.outputStart) == sourceOffset
        else { return false }
        return last.template == program.name
    }

    private mutating func open(_ segment: MarkupSegment) {
        dropEmptyLastSegment()
        segments.append(segment)
        mustStartNewSegment = false
    }

    private mutating func dropEmptyLastSegment() {
        if let last = segments.last, last.outputStart == bytes.count { segments.removeLast() }
    }

    // MARK: Escaping

    /// HTML-escapes `& < > " '` byte by byte; text with none of them (the usual case) is copied in one go.
    private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<source.count {
            let byte = source[index]
            guard byte <= UInt8(ascii: ">") else { continue }
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
            replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
            runStart = index + 1
        }
        if runStart == 0 {
            bytes.append(contentsOf: source)
        } else if runStart < source.count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }
}
