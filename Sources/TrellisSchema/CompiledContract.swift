import TrellisContent

/// A component type's compiled data schema: what every use of the type is checked against.
public struct CompiledContract: Sendable {
    public let program: SchemaProgram
    public let entry: SchemaEntry

    public init(program: SchemaProgram, entry: SchemaEntry) {
        self.program = program
        self.entry = entry
    }

    /// One diagnostic per violation, in document order of the data, each naming the contract and the schema
    /// keyword that rejected the value: `… (contract card, schema #/properties/tags/minItems)`.
    public func check(_ value: JSONNode, path: String, contract: String) -> [Diagnostic] {
        program.check(value, against: entry, path: path, subject: "contract \(contract)").sorted { a, b in
            guard let left = a.location, let right = b.location else { return false }
            return left < right
        }
    }

    /// Every property name the schema declares at any depth: the names a template may use.
    public var propertyNames: Set<String> { program.propertyNames(of: entry) }
}
