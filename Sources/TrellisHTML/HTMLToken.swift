/// One token of the WHATWG tokenizer (§13.2.5), with the byte offsets a checker needs to point at the
/// template's line and column.
///
/// Character tokens are coalesced: the spec emits one token per character, but a tree builder and a
/// template checker both want runs, and building one `String` per run is what keeps tokenizing cheap.
public enum HTMLToken: Equatable, Sendable {
    case doctype(HTMLDoctype)
    case startTag(HTMLTag)
    case endTag(HTMLTag)
    /// The comment's data and the offset of the `<` that opened it.
    case comment(String, start: Int)
    /// A run of adjacent character data; `start` is the byte offset of its first character (of the `&` when
    /// that character came from a character reference).
    case characters(String, start: Int)
    /// The end of the input; `at` is the input's length in bytes.
    case endOfFile(at: Int)
}
