/// The XHTML namespace that marks a document as polyglot XHTML5.
let xhtmlNamespace: [UInt8] = Array("http://www.w3.org/1999/xhtml".utf8)

/// Whether the document's root `<html>` start tag declares `xmlns="http://www.w3.org/1999/xhtml"`.
///
/// Scans only the prologue: an optional byte-order mark, whitespace, comments, processing instructions and
/// doctypes, then the first start tag. Anything else before the root element (text, a broken comment) means the
/// document is not treated as polyglot; the HTML parser still checks it.
func declaresXHTMLNamespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var scanner = PrologueScanner(bytes: bytes)
    return scanner.rootDeclaresXHTMLNamespace()
}

private struct PrologueScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let slash = UInt8(ascii: "/")
    private static let equals = UInt8(ascii: "=")

    private var atEnd: Bool { index >= bytes.count }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private func startsWith(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] {
            return false
        }
        return true
    }

    /// Moves just past the next occurrence of `literal`; false when there is none.
    private mutating func skip(past literal: StaticString) -> Bool {
        while !atEnd {
            if startsWith(literal) {
                index += literal.utf8CodeUnitCount
                return true
            }
            index += 1
        }
        return false
    }

    private mutating func skipSpaces() {
        while !atEnd, isSpace(bytes[index]) { index += 1 }
    }

    /// Skips `<!DOCTYPE ...>`, including an internal subset in brackets.
    private mutating func skipDeclaration() -> Bool {
        var inSubset = false
        var quote: UInt8?
        while !atEnd {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == Self.greaterThan, !inSubset {
                return true
            }
        }
        return false
    }

    private mutating func readName() -> Range<Int> {
        let start = index
        while !atEnd {
            let byte = bytes[index]
            if isSpace(byte) || byte == Self.greaterThan || byte == Self.slash || byte == Self.equals { break }
            index += 1
        }
        return start..<index
    }

    private func equalsIgnoringASCIICase(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let start = literal.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] | 0x20 != start[offset] | 0x20 {
            return false
        }
        return true
    }

    private func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let start = literal.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != start[offset] {
            return false
        }
        return true
    }

    mutating func rootDeclaresXHTMLNamespace() -> Bool {
        if startsWith("\u{FEFF}") { index += 3 }
        while true {
            skipSpaces()
            guard !atEnd, bytes[index] == Self.lessThan else { return false }
            if startsWith("<!--") {
                index += 4
                guard skip(past: "-->") else { return false }
            } else if startsWith("<?") {
                guard skip(past: "?>") else { return false }
            } else if startsWith("<!") {
                guard skipDeclaration() else { return false }
            } else {
                index += 1
                return htmlStartTagDeclaresNamespace()
            }
        }
    }

    private mutating func htmlStartTagDeclaresNamespace() -> Bool {
        guard equalsIgnoringASCIICase(readName(), "html") else { return false }
        while true {
            skipSpaces()
            guard !atEnd, bytes[index] != Self.greaterThan, bytes[index] != Self.slash else { return false }
            let name = readName()
            if name.isEmpty { return false }
            skipSpaces()
            var value: Range<Int>?
            if !atEnd, bytes[index] == Self.equals {
                index += 1
                skipSpaces()
                guard !atEnd else { return false }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    index += 1
                    let start = index
                    while !atEnd, bytes[index] != quote { index += 1 }
                    guard !atEnd else { return false }
                    value = start..<index
                    index += 1
                } else {
                    let start = index
                    while !atEnd, !isSpace(bytes[index]), bytes[index] != Self.greaterThan { index += 1 }
                    value = start..<index
                }
            }
            if matches(name, "xmlns"), let value,
                value.count == xhtmlNamespace.count,
                zip(bytes[value], xhtmlNamespace).allSatisfy({ $0 == $1 })
            {
                return true
            }
        }
    }
}
