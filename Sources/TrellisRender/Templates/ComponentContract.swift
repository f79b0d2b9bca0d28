import TrellisContent
import TrellisSchema

/// What a component type is: its description, default size, examples and data schema, from
/// `Templates/components/<type>.json` and/or an OpenAPI document.
public struct ComponentContract: Sendable {
    public var description: String?
    /// The type's default size (`size` in the contract), raw: the layout bridge reads it.
    public var size: JSONNode?
    /// Example data objects, shown on the type's catalog page.
    public var examples: [JSONNode]
    /// The data schema as written.
    public var schema: JSONNode?
    /// Where the schema comes from, for the catalog: `Templates/components/card.json` or
    /// `api/openapi.yaml#/components/schemas/Card`.
    public var schemaSource: String?
    /// What `#` means in the schema's local `$ref`s (`#/$defs/action`, `#/components/schemas/Action`): the
    /// contract's own schema, or the whole OpenAPI document.
    public var schemaRoot: JSONNode?
    /// The compiled schema every use of the type is checked against; nil when absent or unusable.
    public var checker: CompiledContract?
    /// The contract file, or the OpenAPI document when the type has no contract file.
    public var file: String

    public init(
        description: String?,
        size: JSONNode?,
        examples: [JSONNode],
        schema: JSONNode?,
        schemaSource: String? = nil,
        checker: CompiledContract? = nil,
        file: String
    ) {
        self.description = description
        self.size = size
        self.examples = examples
        self.schema = schema
        self.schemaSource = schemaSource
        self.checker = checker
        self.file = file
    }
}
