import TrellisContent

/// The `format` values Trellis asserts when checking contracts; every other format (custom names) stays an
/// annotation, as the standard says.
///
/// Each is checked against its RFC grammar in full, so a value that passes here is one any other consumer of the
/// format will accept too; `OptionalSuiteTests` holds each to the official test suite's optional format files.
enum StringFormat: String, Sendable, CaseIterable {
    case uri
    case uriReference = "uri-reference"
    case iri
    case iriReference = "iri-reference"
    case uriTemplate = "uri-template"
    case date
    case dateTime = "date-time"
    case time
    case duration
    case email
    case idnEmail = "idn-email"
    case hostname
    case idnHostname = "idn-hostname"
    case ipv4
    case ipv6
    case uuid
    case jsonPointer = "json-pointer"
    case relativeJSONPointer = "relative-json-pointer"
    case regex
    case color

    /// Whether values of this format are URLs, which are also checked for script-capable schemes.
    var isURL: Bool {
        switch self {
        case .uri, .uriReference, .iri, .iriReference: true
        default: false
        }
    }

    /// What was expected, for "expected …, found …".
    var expectation: String {
        switch self {
        case .uri: "an absolute URI with a scheme (such as https://…)"
        case .uriReference:
            "a URI reference (such as img/a.png, /x, #top or https://example.com/a?q=1; spaces and non-ASCII "
                + "characters percent-encoded)"
        case .iri: "an absolute IRI with a scheme (such as https://example.com/café)"
        case .iriReference: "an IRI reference (such as img/café.png or https://example.com/café; no spaces)"
        case .uriTemplate: "a URI template (RFC 6570, such as /items/{id}{?page})"
        case .date: "a date (YYYY-MM-DD)"
        case .dateTime: "a date and time (RFC 3339, such as 2024-05-01T09:30:00Z or 2024-05-01T11:30:00+02:00)"
        case .time: "a time with an offset (RFC 3339, such as 09:30:00Z or 11:30:00.5+02:00)"
        case .duration: "a duration (ISO 8601, such as P1DT12H, PT30M or P2W)"
        case .email: "an email address (name@example.com)"
        case .idnEmail: "an email address (name@example.com, δοκιμή@παράδειγμα.δοκιμή)"
        case .hostname: "a host name (such as www.example.com)"
        case .idnHostname: "a host name (such as www.example.com or bücher.example, in lower case)"
        case .ipv4: "an IPv4 address (such as 192.168.0.1)"
        case .ipv6: "an IPv6 address (such as 2001:db8::1)"
        case .uuid: "a UUID (such as 123e4567-e89b-12d3-a456-426614174000)"
        case .jsonPointer: "a JSON Pointer (such as /items/0/name, or empty)"
        case .relativeJSONPointer: "a relative JSON Pointer (such as 0/name, 1 or 0#)"
        case .regex: "an ECMA-262 regular expression"
        case .color: "a color (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name)"
        }
    }

    func accepts(_ text: String) -> Bool {
        switch self {
        case .uri: URIText.isURI(text)
        case .uriReference: URIText.isReference(text)
        case .iri: URIText.isURI(text, international: true)
        case .iriReference: URIText.isReference(text, international: true)
        case .uriTemplate: URITemplateText.isTemplate(text)
        case .date: DateText.isFullDate(text)
        case .dateTime: DateText.isDateTime(text)
        case .time: TimeText.isFullTime(text)
        case .duration: DurationText.isDuration(text)
        case .email: EmailText.isEmail(text)
        case .idnEmail: EmailText.isEmail(text, international: true)
        case .hostname: HostnameText.isHostname(text)
        case .idnHostname: InternationalHostnameText.isHostname(text)
        case .ipv4: IPAddressText.isIPv4(text)
        case .ipv6: IPAddressText.isIPv6(text)
        case .uuid: UUIDText.isUUID(text)
        case .jsonPointer: JSONPointerText.isPointer(text)
        case .relativeJSONPointer: JSONPointerText.isRelativePointer(text)
        case .regex: SchemaPattern.isECMAScript(text)
        case .color: ColorText.isColor(text)
        }
    }
}
