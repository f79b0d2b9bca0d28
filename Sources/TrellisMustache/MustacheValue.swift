/// The values a template renders over: a closed set, so rendering switches over cases instead of casting
/// arbitrary Swift values at run time (which is what made the previous engine slow).
public enum MustacheValue: Sendable {
    /// Prints nothing; false in a section.
    case null
    /// Prints `true` / `false`; a section shows for `true` only.
    case bool(Bool)
    /// Printed exactly as given (the caller formats numbers, e.g. `3` rather than `3.0`); always true in a
    /// section, `0` included.
    case number(String)
    /// Printed as is (escaped by `{{x}}`); false in a section when empty.
    case text(String)
    /// A section iterates over it; false in a section when empty; prints nothing.
    case list([MustacheValue])
    /// A list whose items are made as a section reaches them (`MustacheList.init(count:make:)`); renders as
    /// `.list` of the same items does.
    case madeList(MustacheList)
    /// A section makes its members visible to names inside it; always true in a section; prints nothing.
    case object(MustacheObject)
    /// Already-rendered HTML (a child component): `{{{x}}}` / `{{&x}}` print it raw and keep its source map;
    /// `{{x}}` escapes it like text. False in a section when empty.
    case markup(RenderedMarkup)

    /// The text a tag prints for a plain value (text, a number, a boolean); nil for any other.
    var printedText: String? {
        switch self {
        case .text(let text), .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null, .list, .madeList, .object, .markup: return nil
        }
    }

    /// Whether a section over this value shows (inverted sections show when it does not).
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .number: return true
        case .text(let text): return !text.isEmpty
        case .list(let items): return !items.isEmpty
        case .madeList(let items): return items.count > 0
        case .object: return true
        case .markup(let markup): return !markup.bytes.isEmpty
        }
    }
}
