/// The HTML5 check of a fragment's shape (`HTMLFragmentShapeKey`), made once and replayed for every fragment with
/// that key: the XHTML, ids and URLs with each placeholder replaced by the fragment's own text, offsets moved by
/// the difference in length. The result is the one `HTMLFragmentChecker.check` gives on the fragment itself.
///
/// Why that holds: the key's placeholders stand for text with none of the bytes the tokenizer, the tree checks or
/// the writer look at, so the fragment is read token for token as its key is — provided each placeholder is in
/// character data or a quoted attribute value. That is verified on the key's own check, and a key that fails any
/// of these gets no shape (its fragments are checked in full, every time):
/// - the key checks clean: a fragment with a problem is always checked in full, so every diagnostic comes from a
///   real check of the real text;
/// - every placeholder is in the output once, in order, in text or in a double-quoted attribute value (not in a
///   comment, which is dropped, nor in a tag or attribute name), and one standing for text with character
///   references is not in text that is not decoded (`<style>`, `<script>` and the other raw text elements, or a
///   CDATA section);
/// - none is in an unquoted attribute value, where a space in the text would start a new attribute;
/// - none is in a value the checker reads (`type`, `encoding`, an SVG `attributeName`, SVG animation values) or
///   in a value ending with `=` (the missing-quote rule reads back from it).
public struct HTMLFragmentShape: Sendable {
    /// How a placeholder's text is written where it stands.
    enum Place: Sendable {
        /// In text: the escape's `&quot;` and `&#39;` come out as `"` and `'`, the rest as they are.
        case text
        /// In an attribute value: `&gt;` and `&#39;` come out as `>` and `'`.
        case attribute
        /// As the browser reads it: every reference decoded (an id's or URL's value).
        case decoded
    }

    /// Literal bytes, then the placeholder that follows (if any) and how its text is written.
    struct Piece: Sendable {
        var literal: [UInt8]
        var hole: Int?
        var place: Place
    }

    /// The key's XHTML, placeholders in: what every fragment of the shape writes, but for the text they print.
    public let xhtml: [UInt8]
    /// The key's XHTML cut at its placeholders.
    private var outputPieces: [Piece] = []
    private var ids: [Attribute] = []
    private var urls: [Attribute] = []
    /// Offsets in the key, with how many placeholders come before each.
    private var attributeNameStarts: [(offset: Int, holesBefore: Int)] = []

    /// An id or URL attribute of the key: its value cut at placeholders like the output.
    private struct Attribute: Sendable {
        var element: String
        var name: String
        var valuePieces: [Piece]
        var offset: Int
        var holesBefore: Int
    }

    /// Checks the key; nil when its result cannot be replayed (see the type's rules).
    public init?(key: HTMLFragmentShapeKey) {
        let result = HTMLFragmentChecker.check(key.bytes, context: key.context)
        guard result.problems.isEmpty else { return nil }
        let holeStarts = Self.placeholderStarts(in: key.bytes)
        guard holeStarts.count == key.holes.count else { return nil }
        let isClear = key.bytes.withUnsafeBufferPointer { bytes in
            result.unquotedValueStarts.allSatisfy { start in
                var index = start
                while index < bytes.count, !bytes[index].isHTMLWhitespace, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == HTMLFragmentShapeKey.placeholderLead { return false }
                    index += 1
                }
                return true
            }
        }
        let hasCDATA = key.bytes.withUnsafeBufferPointer { bytes in
            bytes.indices.contains { bytes[$0...].starts(with: "<![CDATA[".utf8) }
        }
        guard isClear,
            let pieces = Self.outputPieces(of: result.xhtml, holeCount: key.holes.count, hasCDATA: hasCDATA)
        else { return nil }
        outputPieces = pieces
        xhtml = result.xhtml
        func holesBefore(_ offset: Int) -> Int {
            holeStarts.firstIndex { $0 >= offset } ?? holeStarts.count
        }
        func attribute(_ found: HTMLFragmentAttribute) -> Attribute {
            Attribute(
                element: found.element, name: found.name,
                valuePieces: Self.pieces(of: Array(found.value.utf8)) { _ in .decoded },
                offset: found.offset, holesBefore: holesBefore(found.offset))
        }
        ids = result.ids.map(attribute)
        urls = result.urls.map(attribute)
        attributeNameStarts = result.attributeNameStarts.map { ($0, holesBefore($0)) }
    }

    /// What checking `input` gives, `input` having `key` (built from it) as its key.
    public func result(for input: [UInt8], key: HTMLFragmentShapeKey) -> HTMLFragmentResult {
        let holes = key.holes
        // shifts[n]: how much longer the input is than the key before placeholder n.
        var shifts = [0]
        shifts.reserveCapacity(holes.count + 1)
        for hole in holes {
            shifts.append(shifts[shifts.count - 1] + hole.count - HTMLFragmentShapeKey.placeholderLength)
        }
        var result = HTMLFragmentResult()
        input.withUnsafeBufferPointer { source in
            func assemble(_ pieces: [Piece], into bytes: inout [UInt8]) {
                for piece in pieces {
                    bytes.append(contentsOf: piece.literal)
                    if let hole = piece.hole { Self.write(source, holes[hole], as: piece.place, into: &bytes) }
                }
            }
            result.xhtml.reserveCapacity(input.count + input.count / 8)
            assemble(outputPieces, into: &result.xhtml)
            func attribute(_ shaped: Attribute) -> HTMLFragmentAttribute {
                var value: [UInt8] = []
                assemble(shaped.valuePieces, into: &value)
                return HTMLFragmentAttribute(
                    element: shaped.element, name: shaped.name, value: String(decoding: value, as: UTF8.self),
                    offset: shaped.offset + shifts[shaped.holesBefore])
            }
            result.ids = ids.map(attribute)
            result.urls = urls.map(attribute)
        }
        result.attributeNameStarts = attributeNameStarts.map { $0.offset + shifts[$0.holesBefore] }
        return result
    }

    /// Writes a placeholder's text: as it is when it holds no `&` (the usual case), otherwise each reference as the
    /// tokenizer decodes it and the writer escapes it again in `place`.
    private static func write(
        _ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, as place: Place, into bytes: inout [UInt8]
    ) {
        var runStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            // A tab or line break in an attribute value is written as a reference, as `XHTMLWriter` writes it.
            if place == .attribute, source[index] == 0x09 || source[index] == 0x0A {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                bytes.append(contentsOf: source[index] == 0x09 ? Self.tabReference : Self.lineFeedReference)
                index += 1
                runStart = index
                continue
            }
            guard source[index] == UInt8(ascii: "&"),
                let reference = HTMLFragmentShapeKey.reference(in: source, at: index, end: range.upperBound)
            else {
                index += 1
                continue
            }
            let (text, character) = HTMLFragmentShapeKey.references[reference]
            let keepsReference =
                switch place {
                case .text:
                    character == UInt8(ascii: "&") || character == UInt8(ascii: "<") || character == UInt8(ascii: ">")
                case .attribute:
                    character == UInt8(ascii: "&") || character == UInt8(ascii: "<") || character == UInt8(ascii: "\"")
                case .decoded: false
                }
            if !keepsReference {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                bytes.append(character)
                runStart = index + text.count
            }
            index += text.count
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<range.upperBound]))
    }

    private static let tabReference = Array("&#9;".utf8)
    private static let lineFeedReference = Array("&#10;".utf8)

    /// Where each placeholder starts in `bytes`, in order.
    private static func placeholderStarts(in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.indices.filter { HTMLFragmentShapeKey.placeholder(in: buffer, at: $0) != nil }
        }
    }

    /// `bytes` cut at its placeholders, each written as `place` says for its offset.
    private static func pieces(of bytes: [UInt8], place: (Int) -> Place) -> [Piece] {
        bytes.withUnsafeBufferPointer { buffer in
            var pieces: [Piece] = []
            var start = 0
            var index = 0
            while index < buffer.count {
                if let hole = HTMLFragmentShapeKey.placeholder(in: buffer, at: index) {
                    pieces.append(Piece(literal: Array(buffer[start..<index]), hole: hole.index, place: place(index)))
                    index += HTMLFragmentShapeKey.placeholderLength
                    start = index
                } else {
                    index += 1
                }
            }
            pieces.append(Piece(literal: Array(buffer[start...]), hole: nil, place: .text))
            return pieces
        }
    }

    /// Elements whose text the tokenizer does not decode (`&amp;` stays five characters).
    private static let rawTextElements: Set<String> = [
        "style", "script", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext",
    ]

    /// The key's XHTML cut at its placeholders, after checking that each of `holeCount` is there once, in order,
    /// in text or in a double-quoted value the checker does not read, and that none standing for references is
    /// in text that is not decoded. The writer's output is simple enough to follow by hand: text (with `&`, `<`,
    /// `>` escaped), and tags whose every attribute value is double-quoted, every element closed.
    private static func outputPieces(of xhtml: [UInt8], holeCount: Int, hasCDATA: Bool) -> [Piece]? {
        enum Position { case text, tagName, endTag, tag, attributeName, value }
        var places: [Int: Place] = [:]
        let isReplayable: Bool = xhtml.withUnsafeBufferPointer { output in
            var position = Position.text
            var nameStart = 0
            var element: [UInt8] = []
            var openElements: [String] = []
            var attribute: [UInt8] = []
            var valueHasHole = false
            var nextHole = 0
            var index = 0
            while index < output.count {
                let byte = output[index]
                if byte == HTMLFragmentShapeKey.placeholderLead {
                    guard let hole = HTMLFragmentShapeKey.placeholder(in: output, at: index), hole.index == nextHole
                    else {
                        return false
                    }
                    switch position {
                    case .text:
                        if hole.kind == .escaped,
                            hasCDATA || openElements.last.map(Self.rawTextElements.contains) == true
                        {
                            return false
                        }
                        places[index] = .text
                    case .value:
                        let read: Set<String> = ["type", "encoding", "attributeName", "attributename"]
                        let animation = element == Array("set".utf8) || element == Array("animate".utf8)
                        guard !read.contains(String(decoding: attribute, as: UTF8.self)), !animation else {
                            return false
                        }
                        valueHasHole = true
                        places[index] = .attribute
                    default: return false
                    }
                    nextHole += 1
                    index += HTMLFragmentShapeKey.placeholderLength
                    continue
                }
                switch position {
                case .text:
                    if byte == UInt8(ascii: "<") {
                        let isEndTag = index + 1 < output.count && output[index + 1] == UInt8(ascii: "/")
                        position = isEndTag ? .endTag : .tagName
                        nameStart = index + 1
                    }
                case .endTag:
                    if byte == UInt8(ascii: ">") {
                        if !openElements.isEmpty { openElements.removeLast() }
                        position = .text
                    }
                case .tagName:
                    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
                        element = Array(output[nameStart..<index])
                        openElements.append(String(decoding: element, as: UTF8.self))
                        position = byte == UInt8(ascii: ">") ? .text : .tag
                    }
                case .tag:
                    if byte == UInt8(ascii: ">") {
                        // `/>` closes the element it opened.
                        if output[index - 1] == UInt8(ascii: "/"), !openElements.isEmpty {
                            openElements.removeLast()
                        }
                        position = .text
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "/") {
                        position = .attributeName
                        nameStart = index
                    }
                case .attributeName:
                    if byte == UInt8(ascii: "=") {
                        attribute = Array(output[nameStart..<index])
                    } else if byte == UInt8(ascii: "\"") {
                        position = .value
                        valueHasHole = false
                    } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: " ") {
                        return false
                    }
                case .value:
                    if byte == UInt8(ascii: "\"") {
                        // The missing-quote rule reads a value ending in `=` back to the last space.
                        if valueHasHole, output[index - 1] == UInt8(ascii: "=") { return false }
                        position = .tag
                    }
                }
                index += 1
            }
            return nextHole == holeCount
        }
        guard isReplayable else { return nil }
        return pieces(of: xhtml) { places[$0] ?? .text }
    }
}
