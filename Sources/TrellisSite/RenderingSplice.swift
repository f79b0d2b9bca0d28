import TrellisRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces the markup of chosen components in a rendering the last build wrote, leaving every other byte as it was.
///
/// A rendering is Trellis's own markup around the components': each section opens with
/// `<section class="t-section" id="section-…"`, each component sits alone in a box opened by `<div class="t-item`
/// (`t-item t-header`, `t-item t-footer`, or an item with `data-component="its id"`) and closed by `</div>` and a
/// line break right after its markup. Knowing how long each component's markup was (`ComponentMarkupLengths`), the
/// splice reads only that markup around the components, jumping over each component, so nothing a template printed
/// is ever mistaken for a box. Anything it does not find as expected (a box it cannot name, a component twice, a
/// length that does not end at `</div>`) gives up: the page is then rendered again in full.
struct RenderingSplice {
    /// Each section's header and footer, by the escaped `id` of its element (`section-…`), as component positions.
    var sections: [String: (header: Int?, footer: Int?)] = [:]
    /// The items `addItem` added, in that order (the page's): their escaped ids' bytes one after another (each
    /// `data-component`), where each ends, and their positions. A rendering shows them in this order but where a
    /// layout moves one, so the scan compares a box's id with the next one's bytes first and looks it up by name only
    /// when it differs: a string and a hash per box of every rendering were a fifth of the scan.
    private var orderedIDs: [UInt8] = []
    private var orderedEnds: [Int] = []
    private var orderedPositions: [Int] = []
    /// Each component's markup length in the rendering, by position.
    var lengths: [Int] = []
    /// The new markup of the components to replace, by position.
    var replacements: [Int: [UInt8]] = [:]

    private static let sectionOpening = Array(#"<section class="t-section" id=""#.utf8)
    private static let boxOpening = Array(#"<div class="t-item"#.utf8)
    private static let itemRest = Array(#"" data-frame=""#.utf8)
    private static let headerRest = Array(#" t-header" data-frame=""#.utf8)
    private static let footerRest = Array(#" t-footer" data-frame=""#.utf8)
    private static let componentAttribute = Array(#" data-component=""#.utf8)
    private static let boxClosing = Array("</div>\n".utf8)
    private static let tagOpening = Array("<".utf8)
    private static let tagClosing = Array(">".utf8)
    private static let quote = Array("\"".utf8)

    /// Adds an item at `position` (after every position added before) by its escaped id, unique in the page.
    mutating func addItem(_ escapedID: String, at position: Int) {
        orderedIDs += escapedID.utf8
        orderedEnds.append(orderedIDs.count)
        orderedPositions.append(position)
    }

    /// Each item's position by its escaped id: made when a box is not the one expected next.
    private func itemsByID() -> [String: Int] {
        var items: [String: Int] = [:]
        items.reserveCapacity(orderedPositions.count)
        var start = 0
        for (end, position) in zip(orderedEnds, orderedPositions) {
            items[String(decoding: orderedIDs[start..<end], as: UTF8.self)] = position
            start = end
        }
        return items
    }

    /// `rendering` with the replacements made, and whether that changed a byte (a replacement may print what the
    /// old markup did); nil when it is not laid out as expected.
    func apply(to rendering: [UInt8]) -> (bytes: [UInt8], changed: Bool)? {
        var changed = false
        guard let bytes = rendering.withUnsafeBufferPointer({ splice($0, changed: &changed) }) else { return nil }
        return (changed ? bytes : rendering, changed)
    }

    private func splice(_ old: UnsafeBufferPointer<UInt8>, changed: inout Bool) -> [UInt8]? {
        guard old.baseAddress != nil else { return replacements.isEmpty ? [] : nil }
        var result: [UInt8] = []
        result.reserveCapacity(old.count + replacements.values.reduce(0) { $0 + $1.count })
        var copiedUpTo = 0
        var index = 0
        var section: (header: Int?, footer: Int?)?
        var seen = [Bool](repeating: false, count: lengths.count)
        // The next of `orderedIDs` expected, and the items by id once one was not.
        var nextItem = 0
        var items: [String: Int]?
        while let tag = ByteSearch.offset(of: Self.tagOpening, in: old, from: index) {
            // An end tag (`</div>` after a section's items, `</section>`) is neither a section nor a box.
            if tag + 1 < old.count, old[tag + 1] == UInt8(ascii: "/") {
                index = tag + 2
                continue
            }
            if Self.has(Self.sectionOpening, in: old, at: tag) {
                let valueStart = tag + Self.sectionOpening.count
                guard let valueEnd = ByteSearch.offset(of: Self.quote, in: old, from: valueStart),
                    let found = sections[Self.string(old, valueStart..<valueEnd)]
                else { return nil }
                section = found
                index = valueEnd
                continue
            }
            guard Self.has(Self.boxOpening, in: old, at: tag) else {
                index = tag + 1
                continue
            }
            let rest = tag + Self.boxOpening.count
            guard let tagEnd = ByteSearch.offset(of: Self.tagClosing, in: old, from: rest) else { return nil }
            let position: Int?
            if Self.has(Self.itemRest, in: old, at: rest) {
                // `data-component` follows the frame's value (`SectionHTMLWriter`), which holds no quote: found
                // there, not searched for from space to space through the tag.
                guard let frameEnd = ByteSearch.offset(of: Self.quote, in: old, from: rest + Self.itemRest.count),
                    Self.has(Self.componentAttribute, in: old, at: frameEnd + 1),
                    case let idStart = frameEnd + 1 + Self.componentAttribute.count,
                    let idEnd = ByteSearch.offset(of: Self.quote, in: old, from: idStart), idEnd < tagEnd
                else { return nil }
                if nextItem < orderedEnds.count, matchesOrderedID(nextItem, old, idStart..<idEnd) {
                    position = orderedPositions[nextItem]
                    nextItem += 1
                } else {
                    let byID = items ?? itemsByID()
                    items = byID
                    position = byID[Self.string(old, idStart..<idEnd)]
                    // The item after this one is expected next (positions were added in increasing order).
                    if let position { nextItem = Self.countNotAbove(position, in: orderedPositions) }
                }
            } else if Self.has(Self.headerRest, in: old, at: rest) {
                position = section?.header
            } else if Self.has(Self.footerRest, in: old, at: rest) {
                position = section?.footer
            } else {
                // Another class that starts alike: not a component's box.
                index = rest
                continue
            }
            guard let position, position < lengths.count, !seen[position] else { return nil }
            seen[position] = true
            let markupStart = tagEnd + 1
            let markupEnd = markupStart + lengths[position]
            guard markupEnd <= old.count, Self.has(Self.boxClosing, in: old, at: markupEnd) else { return nil }
            if let replacement = replacements[position] {
                changed =
                    changed || replacement.count != lengths[position]
                    || !Self.has(replacement, in: old, at: markupStart)
                result.append(contentsOf: UnsafeBufferPointer(rebasing: old[copiedUpTo..<markupStart]))
                result.append(contentsOf: replacement)
                copiedUpTo = markupEnd
            }
            // Past the box's `</div>`, just checked: no tag to look at there.
            index = markupEnd + Self.boxClosing.count
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: old[copiedUpTo...]))
        return result
    }

    /// How many of `sorted` (increasing) are `value` or less: a binary search.
    private static func countNotAbove(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `bytes[range]` is the escaped id of `orderedIDs`' item `index`.
    private func matchesOrderedID(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let start = index == 0 ? 0 : orderedEnds[index - 1]
        guard orderedEnds[index] - start == range.count, let base = bytes.baseAddress else { return false }
        return orderedIDs.withUnsafeBufferPointer { ids in
            range.isEmpty || memcmp(base + range.lowerBound, ids.baseAddress! + start, range.count) == 0
        }
    }

    private static func has(_ piece: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        ByteSearch.has(piece, in: bytes, at: offset)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
