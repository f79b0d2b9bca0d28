/// A start or end tag token.
///
/// End tags keep whatever attributes and self-closing flag the source had, so a checker can point at them;
/// the tokenizer reports `end-tag-with-attributes` and `end-tag-with-trailing-solidus` for those.
public struct HTMLTag: Equatable, Sendable {
    /// The tag name, ASCII-lowercased as the spec requires.
    public var name: String
    /// The attributes in source order, without the duplicates the spec drops.
    public var attributes: [HTMLAttribute]
    /// Whether the tag ended with `/>`.
    public var selfClosing: Bool
    /// Byte offset of the `<`.
    public var start: Int
    /// Byte offset just past the `>`.
    public var end: Int

    public init(name: String, attributes: [HTMLAttribute] = [], selfClosing: Bool = false, start: Int, end: Int) {
        self.name = name
        self.attributes = attributes
        self.selfClosing = selfClosing
        self.start = start
        self.end = end
    }

    /// The value of the attribute called `name` (already lowercase), or `nil` when the tag has none.
    public func value(of name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
