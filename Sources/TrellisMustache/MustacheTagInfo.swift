/// One tag of a template as written, so callers can check the names a template uses (for example against a
/// component's contract) and point at the exact place of each.
public struct MustacheTagInfo: Sendable, Equatable {
    /// What a tag does.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`: prints an HTML-escaped value.
        case variable
        /// `{{{name}}}` or `{{&name}}`: prints a value without escaping.
        case rawVariable
        /// `{{#name}}`: opens a section.
        case section
        /// `{{^name}}`: opens an inverted section.
        case invertedSection
        /// `{{/name}}`: closes a section or an inverted section.
        case sectionEnd
        /// `{{>name}}`: includes a partial.
        case partial
        /// `{{>*name}}`: includes the partial whose name is the value of `name`.
        case dynamicPartial
        /// `{{! text }}`: a comment; `name` holds its trimmed text.
        case comment
        /// `{{=<% %>=}}`: changes the delimiters; `name` holds the new pair as written, trimmed.
        case delimiterChange
    }

    public var kind: Kind
    /// The name as written, trimmed: `title`, `author.name`, `.`; for a partial its name, for a dynamic partial
    /// the name of the value that holds the partial's name (without `*`).
    public var name: String
    /// UTF-8 byte offset of the tag's opening delimiter in the template's source.
    public var offset: Int
    /// UTF-8 byte offset just past the tag's closing delimiter.
    public var endOffset: Int

    public init(kind: Kind, name: String, offset: Int, endOffset: Int) {
        self.kind = kind
        self.name = name
        self.offset = offset
        self.endOffset = endOffset
    }
}
