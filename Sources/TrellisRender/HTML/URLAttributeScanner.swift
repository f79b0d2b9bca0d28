/// Finds the URL-valued attributes in markup a template wrote, with character references decoded, so
/// script-capable URLs can be refused however the template or the data spelt them (`&#106;avascript:`).
public enum URLAttributeScanner {
    /// Attributes whose value a browser follows or loads as a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "background", "data", "xlink:href", "srcset",
    ]

    public struct Found: Sendable, Equatable {
        public var attribute: String
        public var value: String
    }

    public static func urls(in markup: String) -> [Found] {
        var found: [Found] = []
        let bytes = Array(markup.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, isNameByte(bytes[index + 1]) else {
                index += 1
                continue
            }
            index += 1
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            // Attributes until the end of the tag.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                guard isNameByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let nameStart = index
                while index < bytes.count, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 {
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 {
                    index += 1
                }
                guard index < bytes.count else { break }
                let quote = bytes[index]
                var valueStart = index
                var valueEnd = index
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    valueStart = index + 1
                    valueEnd = valueStart
                    while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
                    index = min(valueEnd + 1, bytes.count)
                } else {
                    while valueEnd < bytes.count, bytes[valueEnd] != 0x20, bytes[valueEnd] != UInt8(ascii: ">") {
                        valueEnd += 1
                    }
                    index = valueEnd
                }
                if urlAttributes.contains(name) {
                    let raw = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                    found.append(Found(attribute: name, value: decodeReferences(raw)))
                }
            }
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Decodes numeric references and the five XML entities, the only ones Trellis output contains.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                result += rest[amp...]
                return result
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                var scalar: UInt32?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst())
                }
                if let scalar, let character = Unicode.Scalar(scalar) {
                    result.unicodeScalars.append(character)
                } else {
                    result += rest[amp...semicolon]
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
