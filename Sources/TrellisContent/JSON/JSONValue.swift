/// A parsed JSON value that remembers where each value stood in its file.
///
/// Trellis needs positions for every diagnostic ("file:line:column: error: path: …") and key order for
/// deterministic output, neither of which Foundation's `JSONSerialization` keeps.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The kind of value in words, for messages like `expected an object, found a string`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short rendering of the value for "found …" in messages: strings quoted, containers abbreviated.
    public var briefDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.text
        case .string(let text):
            let clipped = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\"\(clipped)\""
        case .array(let items): return items.isEmpty ? "[]" : "an array"
        case .object(let object): return object.isEmpty ? "{}" : "an object"
        }
    }
}
