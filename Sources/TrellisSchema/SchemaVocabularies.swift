/// The keyword groups a schema resource evaluates. A custom meta-schema's `$vocabulary` can leave some out (a
/// meta-schema without the validation vocabulary makes `minimum` an unknown keyword); the official dialects
/// have them all, with `format` as an annotation.
struct SchemaVocabularies: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let applicator = SchemaVocabularies(rawValue: 1 << 0)
    static let validation = SchemaVocabularies(rawValue: 1 << 1)
    static let unevaluated = SchemaVocabularies(rawValue: 1 << 2)
    static let formatAssertion = SchemaVocabularies(rawValue: 1 << 3)

    static let standard: SchemaVocabularies = [.applicator, .validation, .unevaluated]

    /// The vocabularies a `$vocabulary` object turns on; nil names a required vocabulary Trellis does not know,
    /// which makes the schema unusable (the standard says so).
    static func from(_ declared: [(uri: String, required: Bool)]) -> (SchemaVocabularies, unknownRequired: String?) {
        var result: SchemaVocabularies = []
        for (uri, required) in declared {
            let name = uri.split(separator: "/").last.map(String.init) ?? ""
            let isKnownFamily =
                uri.hasPrefix("https://json-schema.org/draft/2020-12/vocab/")
                || uri.hasPrefix("https://json-schema.org/draft/2019-09/vocab/")
            guard isKnownFamily else {
                if required { return (result, uri) }
                continue
            }
            switch name {
            case "applicator": result.insert(.applicator)
            case "validation": result.insert(.validation)
            case "unevaluated": result.insert(.unevaluated)
            case "format-assertion": result.insert(.formatAssertion)
            case "core", "meta-data", "format-annotation", "content", "format": break
            default: if required { return (result, uri) }
            }
        }
        // 2019-09 keeps the unevaluated keywords in its applicator vocabulary.
        if declared.contains(where: { $0.uri == "https://json-schema.org/draft/2019-09/vocab/applicator" }) {
            result.insert(.unevaluated)
        }
        return (result, nil)
    }
}
