import TrellisContent

/// One entry of `components.schemas`: a schema the document names and other schemas can `$ref`.
public struct OpenAPISchemaEntry: Sendable, Equatable {
    /// The key under `components.schemas`, e.g. `Card`.
    public var name: String
    /// RFC 6901 JSON pointer to the schema inside the document, e.g. `/components/schemas/Card`: what the schema
    /// compiler is given, together with `OpenAPIContractSource.document`.
    public var pointer: String
    /// Where the schema value starts.
    public var location: SourceLocation
    /// The JSON path for messages, e.g. `components.schemas.Card`.
    public var path: String

    public init(name: String, pointer: String, location: SourceLocation, path: String) {
        self.name = name
        self.pointer = pointer
        self.location = location
        self.path = path
    }
}
