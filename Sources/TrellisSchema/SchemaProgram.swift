import TrellisContent

/// Compiled schemas, immutable and shared by every check of a build (across threads).
public final class SchemaProgram: Sendable {
    let nodes: [SchemaNode]
    let patterns: [SchemaPattern]
    let registry: SchemaRegistry
    let dynamicAnchorNodes: [Int: [String: Int]]
    let recursiveAnchorNodes: [Int: Int]

    init(
        nodes: [SchemaNode], patterns: [SchemaPattern], registry: SchemaRegistry,
        dynamicAnchorNodes: [Int: [String: Int]],
        recursiveAnchorNodes: [Int: Int]
    ) {
        self.nodes = nodes
        self.patterns = patterns
        self.registry = registry
        self.dynamicAnchorNodes = dynamicAnchorNodes
        self.recursiveAnchorNodes = recursiveAnchorNodes
    }

    /// Whether `value` is valid, without building any message: the fast path for counting and for tests.
    public func isValid(_ value: JSONNode, against entry: SchemaEntry) -> Bool {
        var evaluation = SchemaEvaluation(program: self, root: entry, collectsErrors: false)
        return evaluation.run(value, entry.node)
    }

    /// Every violation of `value`, one diagnostic each, at the offending value's position.
    ///
    /// - Parameters:
    ///   - path: the JSON path of `value` in its file (`sections[1].components[3].data`).
    ///   - subject: what the schema is, for the end of each message (`contract card`).
    ///   - showsKeywordLocation: whether messages end with the schema keyword that failed (off for meta-schema
    ///     checks, whose keyword locations mean nothing to the user).
    public func check(
        _ value: JSONNode, against entry: SchemaEntry, path: String, subject: String, showsKeywordLocation: Bool = true
    ) -> [Diagnostic] {
        var evaluation = SchemaEvaluation(program: self, root: entry, collectsErrors: true)
        if evaluation.run(value, entry.node) { return [] }
        return evaluation.violations.map {
            $0.diagnostic(basePath: path, subject: subject, showsKeywordLocation: showsKeywordLocation)
        }
    }

    /// Every property name the schema can declare at any depth (through references too): the names a template
    /// may use.
    public func propertyNames(of entry: SchemaEntry) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<Int> = [entry.node]
        var pending = [entry.node]
        while let index = pending.popLast() {
            let node = nodes[index]
            for (key, _) in node.properties { names.insert(key) }
            var children = node.allOf + node.anyOf + node.oneOf + node.prefixItems + node.properties.map(\.schema)
            children += [
                node.ref, node.dynamicRef?.target, node.recursiveRef?.target, node.items, node.additionalProperties,
                node.thenSchema, node.elseSchema, node.contains, node.unevaluatedItems, node.unevaluatedProperties,
            ].compactMap { $0 }
            children += node.dependentSchemas.map(\.schema) + node.patternProperties.map(\.schema)
            for child in children where seen.insert(child).inserted { pending.append(child) }
        }
        return names
    }
}
