/// Writes elements, attributes and text as polyglot XHTML5: markup that the HTML parser and an XML parser read
/// as the same tree, which is what lets libxml2's XML parser check every page Trellis writes.
struct XHTMLWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity + capacity / 8)
    }

    /// `name` must be a valid XML name; the checker writes `XMLName.sanitized` names.
    mutating func startTag(_ name: String, attributes: [(name: String, value: String)], selfClosing: Bool) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
        for attribute in attributes {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: attribute.name.utf8)
            bytes.append(contentsOf: "=\"".utf8)
            appendEscaped(attribute.value, inAttribute: true)
            bytes.append(UInt8(ascii: "\""))
        }
        if selfClosing { bytes.append(contentsOf: " /".utf8) }
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func endTag(_ name: String) {
        bytes.append(contentsOf: "</".utf8)
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func text(_ text: String) {
        appendEscaped(text, inAttribute: false)
    }

    /// Text that must reach the HTML parser unchanged (`<style>` content), already known to hold no `<`, `&` or
    /// `]]>`.
    mutating func rawText(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `&`, `<` and `>` in text; `&`, `<`, `"`, tabs and line breaks in attribute values. Characters XML 1.0 cannot hold at all
    /// (NUL, most C0 controls, U+FFFE, U+FFFF) become U+FFFD so the page still parses.
    private mutating func appendEscaped(_ text: String, inAttribute: Bool) {
        var text = text
        var mayHoldNoncharacter = false
        text.withUTF8 { source in
            // Runs of bytes that need nothing are copied whole.
            var runStart = 0
            for index in 0..<source.count {
                let byte = source[index]
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">") where !inAttribute: replacement = "&gt;"
                case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
                // An XML parser turns a tab or line break in an attribute value into a space, an HTML parser keeps
                // it: written as references, both read the same value.
                case 0x09 where inAttribute: replacement = "&#9;"
                case 0x0A where inAttribute: replacement = "&#10;"
                case 0x0D where inAttribute: replacement = "&#13;"
                case 0x09, 0x0A, 0x0D: continue
                case 0..<0x20: replacement = "\u{FFFD}"
                case 0xEF:
                    mayHoldNoncharacter = true
                    continue
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are rare enough to fix after the fact.
        if mayHoldNoncharacter, text.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) {
            replaceNoncharacters()
        }
    }

    private mutating func replaceNoncharacters() {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
                bytes[index + 2] = 0xBD
            }
            index += 1
        }
    }
}
