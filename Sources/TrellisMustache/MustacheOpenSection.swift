/// A section the parser has opened and not yet seen closed, with what a message about it needs.
struct MustacheOpenSection {
    /// The index of the section's operation, patched with its body's end when the section closes.
    let operationIndex: Int
    let name: String
    let tagOffset: Int
    /// The tag as written, e.g. `{{#items}}`, for messages.
    let written: String
    /// The closing tag to suggest, in the delimiters in force at the opening tag.
    let suggestedClose: String
}
