import TrellisContent

/// Every schema document of a build, indexed by the URIs `$ref`, `$dynamicRef` and `$schema` name: retrieval
/// URIs, embedded `$id`s, `$anchor`s and `$dynamicAnchor`s.
///
/// The official meta-schemas (2020-12, 2019-09, draft-07) are always present, so a schema can be checked against
/// its meta-schema and can `$ref` one, with no network.
public struct SchemaRegistry: Sendable {
    var documents: [SchemaDocument] = []
    var resources: [SchemaResource] = []
    var resourceByURI: [String: Int] = [:]
    /// `uri#name` of every `$anchor` and `$dynamicAnchor` (and draft-07 `$id: "#name"`) → its place.
    var anchors: [String: SchemaLocationKey] = [:]
    /// Per document: the pointer of every scanned schema object → its base URI and resource.
    var scopes: [[String: SchemaScope]] = []

    /// A registry of the bundled meta-schemas alone: a copy of one parsed once per process (parsing them was 9 M
    /// instructions a registry, two registries a build).
    public init() {
        self = Self.bundled
    }

    /// The meta-schemas, parsed and indexed once.
    private static let bundled: SchemaRegistry = {
        var registry = SchemaRegistry(empty: ())
        for (uri, json) in BundledMetaschemas.documents {
            guard let root = try? JSONParser.parse(json, file: uri) else { continue }
            _ = registry.add(root, uri: uri, display: uri, draft: nil, bundled: true)
        }
        return registry
    }()

    private init(empty: Void) {}

    /// Adds a document of schemas.
    ///
    /// - Parameters:
    ///   - uri: the absolute URI the document is known by (`file:///…/card.json`, `http://localhost:1234/x.json`).
    ///   - display: how messages name the document.
    ///   - resourceRoot: the pointer of the schema the document's URI identifies: `""` for a schema file, `/schema`
    ///     for a contract, whose `schema` member is what `card.json#/$defs/x` points into.
    ///   - schemaRoots: the pointers of the schemas the document holds (default: just `resourceRoot`); an OpenAPI
    ///     document lists each `/components/schemas/<name>`, and its URI identifies the document itself.
    ///   - draft: the rules for schemas that do not say (`$schema`); default 2020-12.
    /// - Returns: problems with identifiers and `$schema` values, at their positions.
    @discardableResult
    public mutating func add(
        _ root: JSONNode, uri: String, display: String, resourceRoot: String = "", schemaRoots: [String]? = nil,
        draft: SchemaDraft? = nil
    ) -> [Diagnostic] {
        add(
            root, uri: uri, display: display, resourceRoot: resourceRoot, schemaRoots: schemaRoots, draft: draft,
            bundled: false)
    }

    private mutating func add(
        _ root: JSONNode, uri: String, display: String, resourceRoot: String = "", schemaRoots: [String]? = nil,
        draft: SchemaDraft?, bundled: Bool
    ) -> [Diagnostic] {
        let documentIndex = documents.count
        documents.append(
            SchemaDocument(root: root, display: display, displayBase: resourceRoot, isBundled: bundled))
        scopes.append([:])
        var scanner = SchemaScanner(registry: self, document: documentIndex)
        let base = SchemaURI.splitFragment(uri).base
        let documentResource = scanner.addResource(
            uri: base, pointer: resourceRoot, draft: draft ?? .draft2020, vocabularies: .standard)
        for pointer in schemaRoots ?? [resourceRoot] {
            guard let node = JSONPointer.resolve(pointer, in: root) else { continue }
            scanner.scan(
                node, pointer: pointer, scope: SchemaScope(base: base, resource: documentResource),
                isDocumentRoot: true)
        }
        self = scanner.registry
        return scanner.diagnostics
    }

    /// The place an absolute URI (with or without a fragment) names, or nil.
    func locate(_ absolute: String) -> SchemaLocationKey? {
        let (base, fragment) = SchemaURI.splitFragment(absolute)
        guard let resourceIndex = resourceByURI[base] else { return nil }
        let resource = resources[resourceIndex]
        if fragment.isEmpty { return SchemaLocationKey(document: resource.document, pointer: resource.pointer) }
        if fragment.hasPrefix("/") {
            return SchemaLocationKey(document: resource.document, pointer: resource.pointer + fragment)
        }
        return anchors[base + "#" + fragment]
    }

    /// The meta-schema the schema at `uri` is checked against: its `$schema`, else its draft's official one; nil
    /// for OpenAPI 3.0 schemas, which have no meta-schema.
    ///
    /// A `$schema` that names an official dialect by another spelling (draft-06, `https://json-schema.org/draft-07/…`,
    /// OpenAPI 3.1's base dialect) is checked against the official meta-schema Trellis carries for that dialect:
    /// looking its own URI up would find nothing, and the contract would be dropped without a word.
    public func metaschema(of uri: String) -> (uri: String, draft: SchemaDraft)? {
        guard let place = locate(uri) else { return nil }
        let resource = resources[scope(of: place).resource]
        var declared = resource.declaredMetaschema
        if let name = declared, let known = SchemaDraft.known(name) { declared = known.metaschemaURI }
        guard let meta = declared ?? resource.draft.metaschemaURI else { return nil }
        return (meta, resource.draft)
    }

    /// How a place is shown to the user: its document's display name, and `#pointer` below the document's display
    /// base (`Templates/schemas/a.json`, `Templates/components/card.json#/$defs/item`).
    func displayName(of key: SchemaLocationKey) -> String {
        let document = documents[key.document]
        var pointer = key.pointer
        if pointer.hasPrefix(document.displayBase) { pointer.removeFirst(document.displayBase.count) }
        return pointer.isEmpty ? document.display : document.display + "#" + pointer
    }

    /// The JSON path of a place in its document (`schema.properties.tags`), for diagnostics about the schema.
    func jsonPath(of key: SchemaLocationKey) -> String {
        JSONPointer.jsonPath(key.pointer, in: documents[key.document].root)
    }

    /// The base URI and resource of a place: recorded while scanning, else those of its nearest scanned ancestor.
    func scope(of key: SchemaLocationKey) -> SchemaScope {
        let table = scopes[key.document]
        var pointer = Substring(key.pointer)
        while true {
            if let scope = table[String(pointer)] { return scope }
            guard let slash = pointer.lastIndex(of: "/") else { break }
            pointer = pointer[..<slash]
        }
        let fallback = resources.firstIndex { $0.document == key.document } ?? 0
        return SchemaScope(base: resources[fallback].uri, resource: fallback)
    }

    /// The draft a `$schema` URI stands for, reading a custom meta-schema's `$vocabulary` when it is not one of
    /// the official ones; a message when the URI is unknown or needs a vocabulary Trellis does not have.
    func dialect(of schemaURI: String) -> (draft: SchemaDraft, vocabularies: SchemaVocabularies)? {
        if let draft = SchemaDraft.known(schemaURI) { return (draft, .standard) }
        guard let place = locate(SchemaURI.splitFragment(schemaURI).base),
            let meta = JSONPointer.resolve(place.pointer, in: documents[place.document].root)?.objectValue
        else { return nil }
        var draft = SchemaDraft.draft2020
        if let metaSchema = meta["$schema"]?.stringValue, let known = SchemaDraft.known(metaSchema) {
            draft = known
        }
        guard let declared = meta["$vocabulary"]?.objectValue else { return (draft, .standard) }
        let list = declared.members.map { (uri: $0.key, required: $0.value.boolValue ?? false) }
        let (vocabularies, unknownRequired) = SchemaVocabularies.from(list)
        if unknownRequired != nil { return nil }
        return (draft, vocabularies)
    }
}
