/// The rule sets Trellis evaluates schemas by, chosen per schema resource by its `$schema` (or by the document
/// that holds it: an OpenAPI 3.0 document's schemas follow OpenAPI 3.0's own dialect).
public enum SchemaDraft: String, Sendable, CaseIterable {
    case draft7 = "draft-07"
    case draft2019 = "2019-09"
    case draft2020 = "2020-12"
    /// OpenAPI 3.0's Schema Object: draft-04 style `exclusiveMinimum: true`, `nullable`, `$ref` replacing its
    /// siblings, no `const` or `if`.
    case openAPI30 = "OpenAPI 3.0"

    /// Whether `$ref` makes every sibling keyword ignored (draft-07 and OpenAPI 3.0) or is one keyword among others.
    var refOverridesSiblings: Bool { self == .draft7 || self == .openAPI30 }
    /// Whether an array-valued `items` (with `additionalItems`) means a tuple, as before 2020-12.
    var hasTupleItems: Bool { self != .draft2020 }
    /// `$defs` (2019-09 on) or `definitions` (earlier) hold reusable schemas; both are scanned for identifiers.
    var hasAnchors: Bool { self == .draft2019 || self == .draft2020 }

    /// The draft a `$schema` URI names, when it is one Trellis knows without reading a meta-schema.
    public static func known(_ uri: String) -> SchemaDraft? {
        var text = uri
        if text.hasSuffix("#") { text.removeLast() }
        switch text {
        case "https://json-schema.org/draft/2020-12/schema", "https://spec.openapis.org/oas/3.1/dialect/base":
            return .draft2020
        case "https://json-schema.org/draft/2019-09/schema": return .draft2019
        case "http://json-schema.org/draft-07/schema", "https://json-schema.org/draft-07/schema",
            "http://json-schema.org/draft-06/schema":
            return .draft7
        default: return nil
        }
    }

    /// The meta-schema a schema of this draft is checked against before use.
    var metaschemaURI: String? {
        switch self {
        case .draft2020: "https://json-schema.org/draft/2020-12/schema"
        case .draft2019: "https://json-schema.org/draft/2019-09/schema"
        case .draft7: "http://json-schema.org/draft-07/schema"
        case .openAPI30: nil
        }
    }
}
