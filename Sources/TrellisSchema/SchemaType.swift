import TrellisContent

/// The JSON Schema `type` names, as a set.
struct SchemaType: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let null = SchemaType(rawValue: 1 << 0)
    static let boolean = SchemaType(rawValue: 1 << 1)
    static let object = SchemaType(rawValue: 1 << 2)
    static let array = SchemaType(rawValue: 1 << 3)
    static let number = SchemaType(rawValue: 1 << 4)
    static let string = SchemaType(rawValue: 1 << 5)
    static let integer = SchemaType(rawValue: 1 << 6)

    /// In the order messages list them.
    static let named: [(name: String, type: SchemaType, phrase: String)] = [
        ("string", .string, "a string"), ("number", .number, "a number"), ("integer", .integer, "an integer"),
        ("boolean", .boolean, "a boolean"), ("object", .object, "an object"), ("array", .array, "an array"),
        ("null", .null, "null"),
    ]

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.type
    }

    func accepts(_ value: JSONValue) -> Bool {
        switch value {
        case .null: contains(.null)
        case .bool: contains(.boolean)
        case .object: contains(.object)
        case .array: contains(.array)
        case .string: contains(.string)
        case .number(let number):
            contains(.number) || (contains(.integer) && ExactDecimal.isInteger(number))
        }
    }

    /// `a string`, `a string or null`.
    var phrase: String {
        SchemaMessages.list(Self.named.filter { contains($0.type) }.map(\.phrase), "or")
    }
}
