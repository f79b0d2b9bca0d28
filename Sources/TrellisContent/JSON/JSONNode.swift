/// A JSON value together with the position of its first character.
public struct JSONNode: Sendable, Equatable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    public var objectValue: JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    public var arrayValue: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var numberValue: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    public var isNull: Bool { value == .null }
}
