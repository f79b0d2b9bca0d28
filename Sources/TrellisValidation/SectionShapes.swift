import Foundation

/// What libxml2 said of each shape of section markup a build validated: a rendering's sections, their component
/// markup cut out, read in the `<main>` of a page of their own (`HTMLValidator.validate(_:checkedApart:sections:file:)`).
///
/// Trellis writes sections itself, from a small grammar (the section, its box, lines, scrollers, item boxes), with
/// numbers and escaped ids as the only values; 10,000 pages hold some 85,000 sections but only a few hundred
/// arrangements of them. Two sections that differ only in the text of quoted attribute values (`style="left:12px"`,
/// `data-component="poster-3"`) have one shape: such a value, with no `<`, no control character and `&` only in the
/// references an escape writes, cannot change what either parser reads.
final class SectionShapes: @unchecked Sendable {
    /// Which parsers read a shape: both, or the XML parser alone (`validateWellFormedness`).
    enum Checkers: UInt8 {
        case htmlAndXML
        case xml
    }

    /// A shape by its digest: two 64-bit SipHash values of the shape's bytes under different prefixes, and its
    /// length. Keeping the shapes themselves was 7 MB at 10,000 pages (4,400 shapes); two of a build's few thousand
    /// shapes share a 128-bit digest with a chance near 10⁻³⁰, far below that of the build cache's 64-bit keys.
    private struct Key: Hashable {
        let checkers: Checkers
        let count: Int
        let first: Int
        let second: Int

        init(checkers: Checkers, bytes: [UInt8]) {
            self.checkers = checkers
            count = bytes.count
            var first = Hasher()
            var second = Hasher()
            first.combine(0)
            second.combine(1)
            bytes.withUnsafeBytes { raw in
                first.combine(bytes: raw)
                second.combine(bytes: raw)
            }
            self.first = first.finalize()
            self.second = second.finalize()
        }
    }

    private let lock = NSLock()
    private var verdicts: [Key: Bool] = [:]

    /// Whether `section` (a section's markup, its components cut out) is clean, checked with `check` the first time
    /// its shape is seen.
    func isClean(_ section: [UInt8], checkers: Checkers, check: ([UInt8]) -> Bool) -> Bool {
        let key = Key(checkers: checkers, bytes: Self.shape(of: section))
        lock.lock()
        let known = verdicts[key]
        lock.unlock()
        if let known { return known }
        let verdict = check(section)
        lock.lock()
        verdicts[key] = verdict
        lock.unlock()
        return verdict
    }

    /// `bytes` with the text of every plain quoted attribute value taken out (`style=""`).
    static func shape(of bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { source in
            var shape: [UInt8] = []
            shape.reserveCapacity(source.count / 2)
            var copied = 0
            var index = 0
            let count = source.count
            while index + 1 < count {
                guard source[index] == UInt8(ascii: "="), source[index + 1] == UInt8(ascii: "\"") else {
                    index += 1
                    continue
                }
                let start = index + 2
                var end = start
                while end < count, source[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < count else { break }
                if isPlain(source, start..<end) {
                    shape.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied..<start]))
                    copied = end
                }
                index = end + 1
            }
            shape.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied...]))
            return shape
        }
    }

    /// No `<`, no control character or DEL, and `&` only as `&amp;`, `&lt;`, `&gt;`, `&quot;` or `&#39;`.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte < 0x20 || byte == 0x7F { return false }
            if byte == UInt8(ascii: "&") {
                guard let length = escapeLength(bytes, at: index, before: range.upperBound) else { return false }
                index += length
                continue
            }
            index += 1
        }
        return true
    }

    private static let escapes: [[UInt8]] = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }

    private static func escapeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Int? {
        for escape in escapes where index + escape.count <= end {
            if escape.indices.allSatisfy({ bytes[index + $0] == escape[$0] }) { return escape.count }
        }
        return nil
    }
}
