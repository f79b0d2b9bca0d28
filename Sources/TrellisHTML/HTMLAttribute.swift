/// One attribute of a tag token, with the offsets a checker needs to point at its name or its value.
public struct HTMLAttribute: Equatable, Sendable {
    /// The attribute name, ASCII-lowercased as the spec requires.
    public var name: String
    /// The value with character references resolved; empty for a boolean attribute such as `hidden`.
    public var value: String
    /// Byte offset of the first character of the name.
    public var nameStart: Int
    /// Byte offset of the first character of the value (just after the opening quote when quoted; of the
    /// closing quote when the quoted value is empty), or `nil` when the attribute has no value at all.
    public var valueStart: Int?

    public init(name: String, value: String, nameStart: Int, valueStart: Int?) {
        self.name = name
        self.value = value
        self.nameStart = nameStart
        self.valueStart = valueStart
    }
}
