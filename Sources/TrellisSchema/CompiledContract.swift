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

    /// Whether the schema itself (through `$ref`s and `allOf`) declares or requires `type` or `id`: then it
    /// describes a flat component's whole object, as a server's schema does, rather than its data alone.
    public var describesComponentKeys: Bool {
        var pending = [entry.node]
        var seen: Set<Int> = []
        while let index = pending.popLast(), seen.count < 64 {
            // A schema reached twice (a base two mixins share) is skipped, not the end of the walk.
            guard seen.insert(index).inserted else { continue }
            let node = program.nodes[index]
            let keys = node.properties.map(\.key) + node.required
            if keys.contains("type") || keys.contains("id") { return true }
            // A union of component shapes (`anyOf: [{required: ["type"], allOf: [{$ref: …}]}]`) speaks of them too.
            pending += node.allOf + node.anyOf + node.oneOf
            if let target = node.ref { pending.append(target) }
        }
        return false
    }

    /// Every property name the schema declares at any depth: the names a template may use.
    public var propertyNames: Set<String> { program.propertyNames(of: entry) }
}
