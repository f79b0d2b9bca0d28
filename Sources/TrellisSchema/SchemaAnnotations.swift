/// What the keywords that passed have evaluated, for `unevaluatedProperties` and `unevaluatedItems`. Collected
/// only under a schema that has one of those keywords; annotations of a failing subschema are dropped.
struct SchemaAnnotations {
    var properties: Set<String> = []
    /// Items `0..<items` were evaluated (`prefixItems`).
    var items = 0
    /// Every item was evaluated (`items`, `unevaluatedItems`).
    var allItems = false
    /// Items matched by `contains`.
    var containedItems: Set<Int> = []

    mutating func merge(_ other: SchemaAnnotations) {
        properties.formUnion(other.properties)
        items = max(items, other.items)
        allItems = allItems || other.allItems
        containedItems.formUnion(other.containedItems)
    }
}
