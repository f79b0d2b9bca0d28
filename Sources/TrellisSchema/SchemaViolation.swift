import TrellisContent

/// One reason a value failed a schema, kept as parts until it becomes a `Diagnostic`, so the instance path is
/// only spelled out for values that really fail.
struct SchemaViolation: Sendable {
    var code = "contract"
    /// Where to point: the offending value, or the offending key for an unexpected key.
    var location: SourceLocation
    /// The path below the checked value, as components.
    var path: [SchemaPathComponent]
    /// The failing keyword, as `#/properties/tags/minItems` (or `other.json#/…` outside the checked schema's
    /// document).
    var keywordLocation: String
    var message: String

    func diagnostic(basePath: String, subject: String, showsKeywordLocation: Bool) -> Diagnostic {
        var fullPath = basePath
        for component in path {
            switch component {
            case .key(let key): fullPath = JSONPath.key(fullPath, key)
            case .index(let index): fullPath = JSONPath.index(fullPath, index)
            }
        }
        let source = showsKeywordLocation ? "\(subject), schema \(keywordLocation)" : subject
        return .error(code, at: location, path: fullPath, "\(message) (\(source))")
    }
}
