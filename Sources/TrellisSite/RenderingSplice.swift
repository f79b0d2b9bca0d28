import TrellisRender

/// Replaces the markup of chosen components in a rendering the last build wrote, leaving every other byte as it was.
///
/// A rendering is Trellis's own markup around the components': each component sits alone in a box, whose opening tag
/// ends right before the component's markup and whose `</div>` and line break follow right after it. The build cache
/// knows where each component's markup starts in each rendering (`ComponentStarts`) and how long it is
/// (`ComponentMarkupLengths`), so the splice reads nothing of the rendering to find them; it checks that each box
/// opens and closes where those say, and gives up on anything else (a start or length the rendering does not bear
/// out, two components over the same bytes): the page is then rendered again in full.
struct RenderingSplice {
    /// Each component's markup length in the rendering, by position.
    var lengths: [Int] = []
    /// The new markup of the components to replace, by position.
    var replacements: [Int: [UInt8]] = [:]

    private static let boxClosing = Array("</div>\n".utf8)

    /// `rendering` with the replacements made, where each component now starts, and whether that changed a byte (a
    /// replacement may print what the old markup did); nil when `starts` (where each component's markup starts in
    /// `rendering`, by position; nil for one it does not show) and the lengths do not describe it.
    func apply(to rendering: [UInt8], starts: [Int?]) -> (bytes: [UInt8], starts: [Int?], changed: Bool)? {
        guard starts.count == lengths.count else { return nil }
        // Every shown component's markup, in the order the rendering holds them: each must sit in its box, and none
        // over another's.
        var shown: [(start: Int, position: Int)] = []
        shown.reserveCapacity(starts.count)
        var inOrder = true
        for (position, start) in starts.enumerated() {
            guard let start else { continue }
            if let last = shown.last, last.start > start { inOrder = false }
            shown.append((start, position))
        }
        if !inOrder { shown.sort { $0.start < $1.start } }
        return rendering.withUnsafeBufferPointer { old in
            var previousEnd = 0
            for (start, position) in shown {
                let length = lengths[position]
                guard start >= 1, start >= previousEnd, start <= old.count, length <= old.count - start,
                    old[start - 1] == UInt8(ascii: ">"), ByteSearch.has(Self.boxClosing, in: old, at: start + length)
                else { return nil }
                previousEnd = start + length + Self.boxClosing.count
            }
            var result: [UInt8] = []
            result.reserveCapacity(old.count + replacements.values.reduce(0) { $0 + $1.count })
            var newStarts = starts
            var copiedUpTo = 0
            var shift = 0
            var changed = false
            // Which positions are replaced, by index: a lookup in `replacements` for each of a rendering's 140
            // components was a tenth of the splice's own work.
            var isReplaced = [Bool](repeating: false, count: starts.count)
            for position in replacements.keys where position >= 0 && position < starts.count {
                isReplaced[position] = true
            }
            for (start, position) in shown {
                newStarts[position] = start + shift
                guard isReplaced[position], let replacement = replacements[position] else { continue }
                let length = lengths[position]
                changed = changed || replacement.count != length || !ByteSearch.has(replacement, in: old, at: start)
                result.append(contentsOf: UnsafeBufferPointer(rebasing: old[copiedUpTo..<start]))
                result.append(contentsOf: replacement)
                copiedUpTo = start + length
                shift += replacement.count - length
            }
            guard changed else { return (rendering, starts, false) }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: old[copiedUpTo...]))
            return (result, newStarts, true)
        }
    }
}
