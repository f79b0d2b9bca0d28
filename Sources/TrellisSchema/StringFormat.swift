import TrellisContent

/// The `format` values Trellis asserts (every other format is an annotation, as the standard says).
enum StringFormat: String, Sendable, CaseIterable {
    case uri
    case uriReference = "uri-reference"
    case date
    case color

    /// Whether values of this format are URLs, which are also checked for script-capable schemes.
    var isURL: Bool { self == .uri || self == .uriReference }

    /// What was expected, for "expected …, found …".
    var expectation: String {
        switch self {
        case .uri: "an absolute URI with a scheme (such as https://…)"
        case .uriReference: "a URI reference without spaces or control characters"
        case .date: "a date (YYYY-MM-DD)"
        case .color: "a color (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name)"
        }
    }

    func accepts(_ text: String) -> Bool {
        switch self {
        case .uri: URIText.hasScheme(text) && URIText.isClean(text)
        case .uriReference: URIText.isClean(text)
        case .date: DateText.isFullDate(text)
        case .color: ColorText.isColor(text)
        }
    }
}
