/// What checking a fragment found, and the fragment rewritten as polyglot XHTML5.
public struct HTMLFragmentResult: Sendable {
    /// The same elements, attributes and text as the input, written so that both the HTML parser and an XML
    /// parser read the same tree: void elements self-closed, every attribute quoted with a value, named
    /// references turned into characters, implied end tags written out, SVG names in their proper case.
    public var xhtml: [UInt8]
    /// What a browser would repair, in input order; empty for markup that parses as written.
    public var problems: [HTMLFragmentProblem]
    /// Every `id` attribute, in document order.
    public var ids: [HTMLFragmentAttribute]
    /// Every URL-valued attribute (`href`, `src`, `srcset`, `xlink:href`, an SVG animation of `href`, …), in
    /// document order.
    public var urls: [HTMLFragmentAttribute]
    /// Where every attribute name starts: a caller that knows which bytes came from data refuses an attribute
    /// that data wrote (`class={{x}}` with `x` = `a onmouseover=…`).
    public var attributeNameStarts: [Int]
    /// Where every unquoted attribute value starts (`class=big`): data printed there could end the value.
    var unquotedValueStarts: [Int] = []

    public init(
        xhtml: [UInt8] = [], problems: [HTMLFragmentProblem] = [], ids: [HTMLFragmentAttribute] = [],
        urls: [HTMLFragmentAttribute] = [], attributeNameStarts: [Int] = []
    ) {
        self.xhtml = xhtml
        self.problems = problems
        self.ids = ids
        self.urls = urls
        self.attributeNameStarts = attributeNameStarts
    }
}
