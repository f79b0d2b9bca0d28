import TrellisContent

/// One schema to compile as a contract: where it is (`uri`), its JSON and its JSON path, for messages.
public struct ContractTarget: Sendable {
    public var name: String
    public var uri: String
    public var node: JSONNode
    /// The JSON path of the schema in its file (`schema`, `components.schemas.Card`).
    public var path: String

    public init(name: String, uri: String, node: JSONNode, path: String) {
        self.name = name
        self.uri = uri
        self.node = node
        self.path = path
    }
}
