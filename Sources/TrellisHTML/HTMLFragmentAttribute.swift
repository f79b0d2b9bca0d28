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

    /// The URLs the attribute holds: its value, or each candidate of a `srcset` (`a.png 1x, b.png 2x`).
    public var urlCandidates: [String] {
        guard name == "srcset" else { return [value] }
        return value.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
                .first.map(String.init)
        }
    }

    public init(element: String, name: String, value: String, offset: Int) {
        self.element = element
        self.name = name
        self.value = value
        self.offset = offset
    }
}
