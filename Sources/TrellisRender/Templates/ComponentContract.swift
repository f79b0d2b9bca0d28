import TrellisContent

/// `Templates/components/<type>.json`: what a component type is, its default size and examples.
public struct ComponentContract: Sendable {
    public var description: String?
    /// The type's default size (`size` in the contract), raw: the layout bridge reads it.
    public var size: JSONNode?
    /// Example data objects, shown on the type's catalog page.
    public var examples: [JSONNode]
    /// The data schema as written.
    public var schema: JSONNode?
    /// The parsed schema every use of the type is checked against; nil when absent or unusable.
    public var checker: ContractSchema?
    public var file: String

    public init(
        description: String?,
        size: JSONNode?,
        examples: [JSONNode],
        schema: JSONNode?,
        checker: ContractSchema? = nil,
        file: String
    ) {
        self.description = description
        self.size = size
        self.examples = examples
        self.schema = schema
        self.checker = checker
        self.file = file
    }
}
