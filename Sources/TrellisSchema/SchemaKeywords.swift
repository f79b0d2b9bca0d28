/// Which keywords Trellis knows, for unknown-keyword warnings with a did-you-mean.
enum SchemaKeywords {
    /// Keywords that take part in validation in at least one supported draft.
    static let evaluated: [String] = [
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired", "allOf", "anyOf", "oneOf", "not", "if",
        "then", "else", "dependentSchemas", "prefixItems", "items", "additionalItems", "contains", "properties",
        "patternProperties", "additionalProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties",
        "dependencies", "format", "$ref", "$dynamicRef", "$recursiveRef",
    ]
    /// Identifiers, annotations and OpenAPI's own keywords: accepted and not evaluated.
    static let annotations: [String] = [
        "$schema", "$id", "$anchor", "$dynamicAnchor", "$recursiveAnchor", "$vocabulary", "$comment", "$defs",
        "definitions", "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly",
        "contentMediaType", "contentEncoding", "contentSchema", "discriminator", "xml", "externalDocs", "example",
        "nullable",
    ]
    static let all: Set<String> = Set(evaluated + annotations)
}
