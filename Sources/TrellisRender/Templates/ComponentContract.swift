import TrellisContent

/// `Templates/components/<type>.json`: what a component type is, its default size and examples.
public struct ComponentContract: Sendable {
    public var description: String?
    /// The type's default size (`size` in the contract), raw: the layout bridge reads it.
    public var size: JSONNode?
    /// Example data objects, shown on the type's catalog page.
    public var examples: [JSONNode]
    /// The data schema, kept raw for the contract checker.
    public var schema: JSONNode?
    public var file: String

    public init(description: String?, size: JSONNode?, examples: [JSONNode], schema: JSONNode?, file: String) {
        self.description = description
        self.size = size
        self.examples = examples
        self.schema = schema
        self.file = file
    }
}
