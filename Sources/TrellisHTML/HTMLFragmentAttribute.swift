/// An attribute value a fragment carries that the caller checks across fragments: an `id` (unique within a
/// rendering) or a URL (never script-capable), with character references already decoded.
public struct HTMLFragmentAttribute: Sendable, Equatable {
    /// The element carrying it, as written to the output (`a`, `use`).
    public var element: String
    /// The attribute name, lowercased (SVG names in their proper case).
    public var name: String
    /// The value with character references decoded, as the browser sees it.
    public var value: String
    /// Byte offset of the value in the input (of the name when the attribute has no value).
    public var offset: Int

    public init(element: String, name: String, value: String, offset: Int) {
        self.element = element
        self.name = name
        self.value = value
        self.offset = offset
    }
}
