/// XML 1.0's `Name` production (without colons, which XML namespaces reserve): what an element or attribute
/// name must be for an XML parser to read the page. HTML5 tokenizes far more as a name (`<div<p>` is an element
/// called `div<p`), so names are checked before they are written.
enum XMLName {
    static func isValid(_ name: String) -> Bool {
        // ASCII names (nearly all) byte by byte, with the same answers as the scalar rules below.
        var isFirst = true
        var isASCII = true
        for byte in name.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x5F: break
            case 0x2D, 0x2E, 0x30...0x39: if isFirst { return false }
            default: return false
            }
            isFirst = false
        }
        if isASCII { return !isFirst }
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isStart(first) else { return false }
        while let scalar = scalars.next() {
            if !isPart(scalar) { return false }
        }
        return true
    }

    /// The name with every character XML does not allow replaced by `_` (and a leading `x` when it cannot
    /// start a name), so that even a fragment that failed its check is written well-formed.
    static func sanitized(_ name: String) -> String {
        guard !isValid(name) else { return name }
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { result.append(isPart(scalar) ? scalar : "_") }
        if let first = result.first, !isStart(first) { result.insert("x", at: result.startIndex) }
        return result.isEmpty ? "x" : String(result)
    }

    private static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D: true
        case 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD: true
        case 0x10000...0xEFFFF: true
        default: false
        }
    }

    private static func isPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isStart(scalar)
        }
    }
}
