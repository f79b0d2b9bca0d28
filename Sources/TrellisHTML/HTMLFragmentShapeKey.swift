/// A rendered fragment with the text its data printed taken out: what every rendering of the same template
/// branches shares, and what `HTMLFragmentShape` checks once for all of them.
///
/// A page of 100 product cards renders one template 100 times with different names and prices; the HTML5 check
/// reads the same tags, in the same states, 100 times. Here each range that data printed (an escaped Mustache
/// value) whose bytes cannot change how the markup is read — no `<`, `>`, quotes, `]`, control or
/// noncharacter, `&` only in the references the escape writes, no `=` at its end, not only white space, and not
/// continuing a character reference — is replaced by a placeholder (a private-use character numbered by its
/// order). Any other range stays in the key as written,
/// so two fragments have the same key only when they differ in nothing but such plain text. Whether the
/// placeholders really sit where plain text cannot matter (text, a quoted attribute value) is `HTMLFragmentShape`'s
/// check, made on the key itself.
public struct HTMLFragmentShapeKey: Hashable, Sendable {
    /// The element the fragment is checked in (`div`).
    public let context: String
    /// The fragment's bytes with every placeholder in.
    public let bytes: [UInt8]
    /// Where each placeholder's text is in the fragment's own bytes, in order.
    public let holes: [Range<Int>]
    /// Computed once: the key is hashed under the cache's lock, and a fragment is a few hundred bytes.
    private let hash: Int

    /// The key of `input` (UTF-8), in which `dataRanges` (sorted, not overlapping) are what data printed. Nil
    /// when the fragment holds byte `0xF3` anywhere, which the placeholders need for themselves.
    public init?(input: [UInt8], dataRanges: [Range<Int>], context: String) {
        var holes: [Range<Int>] = []
        var bytes: [UInt8] = []
        let found: Bool = input.withUnsafeBufferPointer { source in
            guard !source.contains(Self.placeholderLead) else { return false }
            bytes.reserveCapacity(source.count + Self.placeholderLength * dataRanges.count)
            var copied = 0
            for range in dataRanges
            where holes.count < Self.maximumHoles && range.lowerBound >= copied && range.upperBound <= source.count {
                guard let kind = Self.holeKind(source, range) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied..<range.lowerBound]))
                Self.appendPlaceholder(holes.count, kind: kind, to: &bytes)
                holes.append(range)
                copied = range.upperBound
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied...]))
            return true
        }
        guard found else { return nil }
        self.context = context
        self.bytes = bytes
        self.holes = holes
        var hasher = Hasher()
        hasher.combine(context)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        hash = hasher.finalize()
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hash == rhs.hash && lhs.bytes == rhs.bytes && lhs.context == rhs.context
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// Placeholders are private-use plane-15 characters (U+F0000 + n, U+F8000 + n for text holding character
    /// references): never special to the HTML tokenizer or to XML, and never in a key otherwise, since a fragment
    /// holding byte `0xF3` (the lead byte of U+C0000–U+FFFFF) gets no key.
    static let placeholderLead: UInt8 = 0xF3
    static let placeholderLength = 4
    static let escapedPlaceholderBit = 0x8000
    /// Placeholders a key may hold; text beyond the last one stays as written.
    static let maximumHoles = 0x8000

    /// What a placeholder stands for.
    enum HoleKind {
        /// Text with no character reference: written to the output, and read as a value, exactly as it is.
        case plain
        /// Text holding the references a Mustache escape writes (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`), which
        /// the tokenizer decodes and the writer escapes again as its place requires.
        case escaped
    }

    /// Placeholder `index` of `kind` in UTF-8.
    static func appendPlaceholder(_ index: Int, kind: HoleKind, to bytes: inout [UInt8]) {
        let value = 0xF0000 | (kind == .escaped ? escapedPlaceholderBit : 0) | index
        bytes.append(placeholderLead)
        bytes.append(0x80 | UInt8(truncatingIfNeeded: value >> 12) & 0x3F)
        bytes.append(0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F)
        bytes.append(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
    }

    /// The number and kind of the placeholder starting at `offset`, or nil when none starts there.
    static func placeholder(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (index: Int, kind: HoleKind)? {
        guard bytes[offset] == placeholderLead, offset + placeholderLength <= bytes.count,
            bytes[offset + 1] & 0xF0 == 0xB0
        else { return nil }
        let value =
            Int(bytes[offset + 1] & 0x3F) << 12 | Int(bytes[offset + 2] & 0x3F) << 6 | Int(bytes[offset + 3] & 0x3F)
        return (value & (escapedPlaceholderBit - 1), value & escapedPlaceholderBit != 0 ? .escaped : .plain)
    }

    /// The character references a Mustache escape writes, and the characters they stand for.
    static let references: [(text: [UInt8], character: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")),
    ]

    /// The reference starting at `offset` of `source` (within `end`), as an index into `references`.
    static func reference(in source: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Int? {
        references.firstIndex { reference in
            offset + reference.text.count <= end
                && source[offset..<offset + reference.text.count].elementsEqual(reference.text)
        }
    }

    /// How `range` of `source` can stand as a placeholder: text with something besides white space, none of the
    /// bytes any tokenizer state or the checker's own rules look at (a `&` only as one of the escape's references,
    /// no `=` at its end), only characters the input stream accepts, and not the continuation of a character
    /// reference begun before it (`&am` + `p;`). Nil when it must stay as written.
    static func holeKind(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> HoleKind? {
        guard !range.isEmpty, source[range.upperBound - 1] != UInt8(ascii: "=") else { return nil }
        var hasVisible = false
        var kind = HoleKind.plain
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = source[index]
            if byte < 0x80 {
                switch byte {
                case 0x09, 0x0A, 0x20: break
                case UInt8(ascii: "&"):
                    guard let reference = reference(in: source, at: index, end: range.upperBound) else { return nil }
                    kind = .escaped
                    hasVisible = true
                    index += references[reference].text.count
                    continue
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "]"):
                    return nil
                case 0x21...0x7E: hasVisible = true
                default: return nil
                }
                index += 1
                continue
            }
            var scalarEnd = index + 1
            while scalarEnd < range.upperBound, source[scalarEnd] & 0xC0 == 0x80 { scalarEnd += 1 }
            guard let scalar = Self.scalar(source, index..<scalarEnd), scalar > 0x9F,
                !HTMLInputStream.isNoncharacter(scalar)
            else { return nil }
            hasVisible = true
            index = scalarEnd
        }
        guard hasVisible else { return nil }
        // A character reference (`&`, then letters, digits or `#`) running up to the range would run into it.
        var before = range.lowerBound - 1
        while before >= 0, source[before].isASCIIAlphanumeric || source[before] == UInt8(ascii: "#") { before -= 1 }
        return before >= 0 && source[before] == UInt8(ascii: "&") ? nil : kind
    }

    /// The scalar a well-formed UTF-8 sequence of two to four bytes encodes; nil for anything else.
    private static func scalar(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt32? {
        let lead = source[range.lowerBound]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard range.count == length else { return nil }
        for offset in range.dropFirst() { value = value << 6 | UInt32(source[offset] & 0x3F) }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return value
    }
}
