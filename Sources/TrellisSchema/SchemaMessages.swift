import TrellisContent

/// Wording shared by every schema message: values quoted the same way, lists joined the same way.
enum SchemaMessages {
    /// `a, b and c`.
    static func list(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }

    static func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }
    static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
    static func keys(_ count: Int) -> String { count == 1 ? "1 key" : "\(count) keys" }

    /// The value as quoted in "found …": strings clipped at 40 characters with control characters escaped, so a
    /// message stays on one line (`"java\tscript:x"`); containers abbreviated.
    static func found(_ value: JSONValue) -> String {
        guard case .string(let text) = value else { return value.briefDescription }
        let clipped = text.count > 40 ? String(text.prefix(40)) + "…" : text
        var result = "\""
        for scalar in clipped.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `expected one of "new", "live", found "old"`.
    static func enumMismatch(_ allowed: [JSONNode], _ value: JSONNode) -> String {
        guard !allowed.isEmpty else {
            return "expected no value at all (\"enum\" is empty), found \(found(value.value))"
        }
        let list = allowed.map { literal($0.value) }
        let expected = list.count == 1 ? list[0] : "one of " + list.joined(separator: ", ")
        return "expected \(expected), found \(found(value.value))"
    }

    /// An allowed value as compact JSON (`{"k": [1, 2]}`), cut short with `…` after about 40 characters.
    static func literal(_ value: JSONValue) -> String {
        var text = ""
        appendLiteral(value, to: &text, limit: 40)
        return text
    }

    /// Recursion stays shallow: every level writes at least one character and stops at the limit.
    private static func appendLiteral(_ value: JSONValue, to text: inout String, limit: Int) {
        guard text.count < limit else {
            if !text.hasSuffix("…") { text += "…" }
            return
        }
        switch value {
        case .array(let items):
            text += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { text += ", " }
                appendLiteral(item.value, to: &text, limit: limit)
                if text.hasSuffix("…") { return }
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { text += ", " }
                text += found(.string(member.key)) + ": "
                appendLiteral(member.value.value, to: &text, limit: limit)
                if text.hasSuffix("…") { return }
            }
            text += "}"
        default:
            text += found(value)
        }
    }
}
