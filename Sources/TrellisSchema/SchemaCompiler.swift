import TrellisContent

/// Compiles schemas from a registry into one `SchemaProgram`: each schema location becomes one `SchemaNode`,
/// `$ref`s become node indexes (so reference cycles cost nothing at compile time), patterns compile once.
///
/// Compile every contract of a build with one compiler, then `finish()`: shared definitions and meta-schemas
/// are compiled once.
public struct SchemaCompiler {
    public struct Options: Sendable {
        /// Assert the formats Trellis documents (`uri`, `date`, `color`, …) instead of treating every `format` as
        /// an annotation. On for contracts; off for the standard's default behaviour.
        public var assertsFormats: Bool
        /// Warn about keywords no supported draft defines (`minimun`), with a did-you-mean.
        public var reportsUnknownKeywords: Bool

        public init(assertsFormats: Bool = true, reportsUnknownKeywords: Bool = true) {
            self.assertsFormats = assertsFormats
            self.reportsUnknownKeywords = reportsUnknownKeywords
        }
    }

    public let registry: SchemaRegistry
    public let options: Options
    var nodes: [SchemaNode] = []
    var patterns: [SchemaPattern] = []
    var indexByPlace: [SchemaLocationKey: Int] = [:]
    var pending: [Int] = []
    /// Resource → `$dynamicAnchor` name → node, for the names some `$dynamicRef` looks up.
    var dynamicAnchorNodes: [Int: [String: Int]] = [:]
    var compiledAnchorNames: Set<String> = []
    /// Resource → its root node, for resources with `$recursiveAnchor: true`.
    var recursiveAnchorNodes: [Int: Int] = [:]
    var compiledRecursiveAnchors = false
    /// Problems found in the schemas (unresolvable references, bad patterns, unknown keywords).
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Unknown keywords already reported, by document and keyword: the first use's diagnostic, its message, and
    /// how many uses there are. A schema that annotates every definition with its own keyword (`"version": "1.2"`)
    /// gets one warning that counts them, not hundreds.
    var unknownKeywords: [String: (diagnostic: Int, message: String, uses: Int)] = [:]

    public init(registry: SchemaRegistry, options: Options = Options()) {
        self.registry = registry
        self.options = options
    }

    /// Compiles the schema an absolute URI names (`file:///…/card.json`, `…/openapi.yaml#/components/schemas/Card`);
    /// nil (with a diagnostic) when the URI names nothing.
    public mutating func compile(uri: String, at location: SourceLocation? = nil) -> SchemaEntry? {
        guard let place = registry.locate(uri) else {
            diagnostics.append(.error("schema-unresolved-ref", at: location, "no schema at \"\(uri)\""))
            return nil
        }
        let index = nodeIndex(at: place)
        drain()
        return SchemaEntry(node: index, resource: nodes[index].resource)
    }

    /// Freezes everything compiled so far.
    public func finish() -> SchemaProgram {
        SchemaProgram(
            nodes: nodes, patterns: patterns, registry: registry, dynamicAnchorNodes: dynamicAnchorNodes,
            recursiveAnchorNodes: recursiveAnchorNodes)
    }

    /// The node of a place, reserved and queued when new.
    mutating func nodeIndex(at place: SchemaLocationKey) -> Int {
        if let index = indexByPlace[place] { return index }
        let scope = registry.scope(of: place)
        let json = JSONPointer.resolve(place.pointer, in: registry.documents[place.document].root)
        let location = json?.location ?? SourceLocation(file: registry.documents[place.document].display)
        nodes.append(SchemaNode(place: place, location: location, resource: scope.resource))
        let index = nodes.count - 1
        indexByPlace[place] = index
        pending.append(index)
        return index
    }

    mutating func drain() {
        while let index = pending.popLast() {
            compileNode(index)
        }
    }

    // MARK: - Reporting

    /// The JSON path of a place in its document (`schema.properties.tags`), for diagnostics about the schema.
    func jsonPath(of place: SchemaLocationKey) -> String { registry.jsonPath(of: place) }

    mutating func report(_ diagnostic: Diagnostic, in place: SchemaLocationKey) {
        guard !registry.documents[place.document].isBundled else { return }
        diagnostics.append(diagnostic)
    }
}
