/// A tag read from the source, before the parser turns it into an operation; kept apart from the operation
/// because standalone-line handling needs the tag's extent before deciding what to emit.
struct MustacheScannedTag {
    let kind: MustacheTagInfo.Kind
    /// Trimmed content: the name, the comment text or the new delimiters.
    let content: String
    /// Offset of the opening delimiter.
    let start: Int
    /// Offset just past the closing delimiter.
    let end: Int
}
