import TrellisContent

/// JSON text for people: a schema shown on a component page, indented two spaces, keys in the order they were
/// written, numbers exactly as written (`4.50` stays `4.50`).
///
/// `JSONWriter` writes compact JSON for machines and escapes `<` for embedding in scripts; the catalog prints this
/// text through Mustache's escaping instead, so it keeps every character readable.
enum PrettyJSON {
    static func text(_ node: JSONNode) -> String {
        var output = ""
        write(node.value, indent: "", column: 0, to: &output)
        return output
    }

    /// A string literal: quotes, backslashes and control characters escaped, everything else as it is.
    static func quoted(_ text: String) -> String { JSONWriter.string(text, forScript: false) }

    /// Nesting is bounded by the JSON parser's depth limit, so the recursion is too. `column` is where the value
    /// starts on its line: a container of scalars that fits in `lineLength` from there stays on one line
    /// (`"required": ["title", "color"]`, `"href": {"type": "string", "format": "uri"}`).
    private static func write(_ value: JSONValue, indent: String, column: Int, to output: inout String) {
        if let line = oneLine(value), column + line.count <= lineLength {
            output += line
            return
        }
        let inner = indent + "  "
        switch value {
        case .array(let items):
            output += "[\n"
            for (offset, item) in items.enumerated() {
                output += inner
                write(item.value, indent: inner, column: inner.count, to: &output)
                output += offset == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            output += "{\n"
            for (offset, member) in object.members.enumerated() {
                let key = inner + quoted(member.key) + ": "
                output += key
                write(member.value.value, indent: inner, column: key.count, to: &output)
                output += offset == object.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        default:
            output += oneLine(value) ?? ""
        }
    }

    private static let lineLength = 100

    /// A scalar, a list of scalars, or an object of scalars and lists of scalars, on one line; nil for anything
    /// deeper.
    private static func oneLine(_ value: JSONValue) -> String? {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.text
        case .string(let text): return quoted(text)
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = scalar(item.value) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object(let object):
            var parts: [String] = []
            for member in object.members {
                // `{"type": "string", "enum": ["new", "live"]}`: a list of scalars may sit inside a one-line object.
                var part = scalar(member.value.value)
                if part == nil, case .array = member.value.value { part = oneLine(member.value.value) }
                guard let part else { return nil }
                parts.append(quoted(member.key) + ": " + part)
            }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    private static func scalar(_ value: JSONValue) -> String? {
        switch value {
        case .array(let items) where items.isEmpty: return "[]"
        case .object(let object) where object.isEmpty: return "{}"
        case .array, .object: return nil
        default: return oneLine(value)
        }
    }
}
