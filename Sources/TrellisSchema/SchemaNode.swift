import TrellisContent

/// One compiled schema: its keywords read once into typed fields, its subschemas as indexes into the program.
///
/// Draft differences are settled here, at compile time: a draft-07 tuple `items` becomes `prefixItems`, its
/// `additionalItems` becomes `items`, OpenAPI 3.0's `nullable` joins `type`, its boolean `exclusiveMaximum` turns
/// `maximum` exclusive. The evaluator knows only one set of rules.
///
/// A class, so the evaluator reads a node through one reference instead of copying two dozen fields onto the
/// stack at every level. It is mutated only while `SchemaCompiler` builds it, and frozen once `finish()` hands
/// it to a `SchemaProgram`; after that it is read-only and safe to share across threads.
final class SchemaNode: @unchecked Sendable {
    /// `true` / `false` as a schema; nil for an object schema.
    var constant: Bool?
    var place: SchemaLocationKey
    var location: SourceLocation
    var resource: Int

    var types: SchemaType?
    var enumValues: [JSONNode]?
    var constValue: JSONNode?
    var multipleOf: JSONNumber?
    var minimum: JSONNumber?
    var exclusiveMinimum: JSONNumber?
    var maximum: JSONNumber?
    var exclusiveMaximum: JSONNumber?
    var minLength: Int?
    var maxLength: Int?
    var pattern: Int?
    var format: StringFormat?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var minContains: Int?
    var maxContains: Int?
    var minProperties: Int?
    var maxProperties: Int?
    var required: [String] = []
    var dependentRequired: [(key: String, required: [String])] = []
    /// The keyword `dependentRequired` was written as: itself, or draft-07's `dependencies` (the array form), which a
    /// violation names so that its schema location is a place in the file.
    var dependentRequiredKeyword = "dependentRequired"

    var ref: Int?
    /// `$dynamicRef`: the statically resolved target, and the anchor name to look up in the dynamic scope when
    /// that target declares a `$dynamicAnchor` of the same name.
    var dynamicRef: (target: Int, anchor: String?)?
    /// 2019-09 `$recursiveRef`: the static target, searched again in the dynamic scope when it has
    /// `$recursiveAnchor: true`.
    var recursiveRef: (target: Int, dynamic: Bool)?
    var allOf: [Int] = []
    var anyOf: [Int] = []
    var oneOf: [Int] = []
    var not: Int?
    var ifSchema: Int?
    var thenSchema: Int?
    var elseSchema: Int?
    var dependentSchemas: [(key: String, schema: Int)] = []
    var prefixItems: [Int] = []
    var items: Int?
    var contains: Int?
    var properties: [(key: String, schema: Int)] = []
    var propertyIndex: [String: Int] = [:]
    var patternProperties: [(pattern: Int, schema: Int)] = []
    var additionalProperties: Int?
    var propertyNames: Int?
    var unevaluatedItems: Int?
    var unevaluatedProperties: Int?

    /// Whether evaluating this node reads the annotations of its in-place subschemas (unevaluated keywords).
    var needsAnnotations: Bool { unevaluatedItems != nil || unevaluatedProperties != nil }
    /// Whether the node has in-place applicators whose annotations a parent's `unevaluated*` may need.
    var hasInPlaceApplicators: Bool {
        ref != nil || dynamicRef != nil || recursiveRef != nil || !allOf.isEmpty || !anyOf.isEmpty || !oneOf.isEmpty
            || ifSchema != nil || !dependentSchemas.isEmpty
    }

    init(place: SchemaLocationKey, location: SourceLocation, resource: Int) {
        self.place = place
        self.location = location
        self.resource = resource
    }
}
