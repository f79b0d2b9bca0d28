/// A compiled schema to check values against: the root node of one contract (or one OpenAPI schema) in a
/// `SchemaProgram`.
public struct SchemaEntry: Sendable, Hashable {
    let node: Int
    let resource: Int
}
