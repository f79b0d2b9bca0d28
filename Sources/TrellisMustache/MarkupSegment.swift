/// One run of rendered output and the template position it came from: the source map that lets a markup
/// mistake found in the output be reported at the template's line and column.
public struct MarkupSegment: Sendable, Equatable {
    /// Where the output bytes came from.
    public enum Kind: Sendable, Equatable {
        /// Template text: output byte `outputStart + k` is source byte `sourceOffset + k`.
        case literal
        /// A value printed HTML-escaped (by `{{x}}`, or by `{{{x}}}` when the renderer escapes plain raw values).
        case escapedValue
        /// A plain value printed unescaped by `{{{x}}}` / `{{&x}}`.
        case rawValue
        /// Markup a text transform made of a value (`MustacheTextTransforms`): neither template text nor data as
        /// printed; its bytes map to the tag.
        case transformedValue
    }

    /// Output offset of the segment's first byte; the segment runs to the next segment's start (or the end).
    public var outputStart: Int
    /// The name of the template that produced it: a partial's own name for text from a partial, a child's
    /// template name for a child component's markup.
    public var template: String
    /// UTF-8 offset in that template's source: for `.literal`, of the segment's first byte; for values, of the
    /// tag's opening delimiter.
    public var sourceOffset: Int
    /// Whether the bytes are template text or a printed value.
    public var kind: Kind
    /// Which render wrote it: the `owner` passed to `MustacheRenderer.render`, kept when markup is printed into
    /// another render. Trellis numbers the components of a tree this way, so a mistake names the component
    /// (and the content) that showed it, not only the template.
    public var owner: Int

    public init(outputStart: Int, template: String, sourceOffset: Int, kind: Kind, owner: Int = 0) {
        self.outputStart = outputStart
        self.template = template
        self.sourceOffset = sourceOffset
        self.kind = kind
        self.owner = owner
    }
}
