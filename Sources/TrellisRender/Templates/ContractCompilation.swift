import TrellisContent
import TrellisSchema

/// Compiles every contract schema of a project into one `SchemaProgram`: contract files, shared schema files
/// (`Templates/schemas/`) and an OpenAPI document share one registry, so `$ref`s cross between them
/// (`"button.json#/$defs/action"`, `"../../api/openapi.yaml#/components/schemas/Action"`).
///
/// Each schema is first checked against its meta-schema, so a malformed schema is an error at its own line and
/// is never used half-understood.
enum ContractCompilation {
    /// A contract file's parsed root, by component type.
    struct ContractFile {
        var type: String
        var relative: String
        var root: JSONNode
    }

    /// A standalone schema file (`Templates/schemas/**/*.json`).
    struct SchemaFile {
        var relative: String
        var display: String
        var root: JSONNode
    }

    /// The URI a project file is known by in `$ref`s: relative references between files then resolve the way
    /// their folders suggest.
    static func uri(of relative: String) -> String { "file:///" + relative }

    static func compile(
        files: [ContractFile], schemaFiles: [SchemaFile], external: ExternalSchemaSource?,
        contracts: inout [String: ComponentContract], templateTypes: Set<String>,
        unmatched: inout [ExternalSchemaSource.Candidate], log: inout DiagnosticLog
    ) {
        var registry = SchemaRegistry()
        // The meta-schemas among the shared files (those declaring `$vocabulary`), accepted so far: every shared file
        // is checked alone against them, so a schema whose `$schema` names one is read with its vocabularies and
        // checked against it, whichever file's name sorts first.
        var metaschemas = SchemaRegistry()
        func addShared(_ file: SchemaFile) {
            // A malformed shared file is reported where it is wrong and left out, so the contracts that use it say
            // "names no schema" instead of checking data against half of it.
            var alone = metaschemas
            let scanned = alone.add(file.root, uri: uri(of: file.relative), display: file.display)
            let problems = ContractSchemaCompiler.metaschemaProblems(
                of: ContractTarget(name: file.relative, uri: uri(of: file.relative), node: file.root, path: ""),
                in: alone)
            log.append(contentsOf: scanned + problems)
            guard problems.isEmpty && !scanned.contains(where: { $0.severity == .error }) else { return }
            // Alone, the file could not collide with the others: an `$id` claiming a URI another file already has
            // (a contract's, say) is only found now.
            let shared = registry.add(file.root, uri: uri(of: file.relative), display: file.display)
            log.append(contentsOf: shared.filter { $0.code == "schema-duplicate-id" && !scanned.contains($0) })
            if Self.isMetaschema(file) { metaschemas = alone }
        }
        for file in schemaFiles where Self.isMetaschema(file) { addShared(file) }
        for file in files where contracts[file.type]?.schema != nil {
            log.append(
                contentsOf: registry.add(
                    file.root, uri: uri(of: file.relative), display: contracts[file.type]!.file, resourceRoot: "/schema"
                ))
        }
        for file in schemaFiles where !Self.isMetaschema(file) { addShared(file) }
        if let external {
            log.append(
                contentsOf: registry.add(
                    external.document, uri: external.uri, display: external.display, schemaRoots: external.schemaRoots,
                    draft: external.draft))
        }

        // What each type is checked against: its contract file's schema, else the external candidate.
        var targets: [(type: String, uri: String, node: JSONNode, path: String)] = []
        for file in files.sorted(by: { $0.type < $1.type }) {
            guard let contract = contracts[file.type], let schema = contract.schema else { continue }
            contracts[file.type]?.schemaRoot = schema
            targets.append((file.type, uri(of: file.relative), schema, "schema"))
        }
        if let external {
            var seen: Set<String> = []
            for candidate in external.candidates where seen.insert(candidate.type).inserted {
                guard templateTypes.contains(candidate.type) else {
                    unmatched.append(candidate)
                    continue
                }
                let source = "\(external.display)#\(candidate.pointer)"
                if let contract = contracts[candidate.type], contract.schema != nil {
                    log.append(
                        .warning(
                            "contract-schema-override", at: contract.schema?.location, path: "schema",
                            "the contract's own schema is used for \"\(candidate.type)\" instead of \(source)"))
                    continue
                }
                guard let node = JSONPointer.resolve(candidate.pointer, in: external.document) else { continue }
                let dataPointers = dataPointers(candidate.pointer, in: external.document)
                let pointer = dataPointers.last ?? candidate.pointer
                var contract =
                    contracts[candidate.type]
                    ?? ComponentContract(
                        description: node.objectValue?["description"]?.stringValue, size: nil, examples: [],
                        schema: nil, file: external.display)
                contract.schema = JSONPointer.resolve(pointer, in: external.document) ?? node
                contract.schemaSource = "\(external.display)#\(pointer)"
                contract.schemaRoot = external.document
                contracts[candidate.type] = contract
                var uri = external.uri + "#" + pointer
                if dataPointers.count > 1 {
                    // Both the base's `data` and the extension's apply: an `allOf` of the two, made here.
                    uri = "trellis:data/" + candidate.type
                    registry.add(
                        allOfReferences(dataPointers.map { external.uri + "#" + $0 }, at: node.location), uri: uri,
                        display: external.display, draft: external.draft)
                }
                targets.append(
                    (candidate.type, uri, contract.schema!, JSONPointer.jsonPath(pointer, in: external.document)))
            }
        }

        let compiled = ContractSchemaCompiler.compile(
            targets.map { ContractTarget(name: $0.type, uri: $0.uri, node: $0.node, path: $0.path) }, in: registry)
        log.append(contentsOf: compiled.diagnostics)
        for (type, checker) in compiled.contracts { contracts[type]?.checker = checker }
        for type in contracts.keys.sorted() {
            guard let contract = contracts[type], let checker = contract.checker else { continue }
            for (index, example) in contract.examples.enumerated() {
                log.append(contentsOf: checker.check(example, path: "examples[\(index)]", contract: type))
            }
        }
    }

    /// Whether a shared file is a meta-schema: only a meta-schema declares the vocabularies its schemas use.
    private static func isMetaschema(_ file: SchemaFile) -> Bool {
        file.root.objectValue?["$vocabulary"] != nil
    }

    /// The `properties.data` schemas of a schema that describes the whole component (`type`, `id` and `data`), as
    /// OpenAPI unions of components usually do: a component's data is checked through them. They are found in the
    /// schema itself, through local `$ref`s, and in the `allOf` of OpenAPI's inheritance form
    /// (`allOf: [{$ref: Component}, {properties: {data: …}}]`, where `type` comes from the base). Empty when the
    /// schema declares no `type` or no `data`: it describes the data itself.
    static func dataPointers(_ pointer: String, in document: JSONNode) -> [String] {
        var declaresType = false
        var found: [String] = []
        var pending = [pointer]
        var seen: Set<String> = []
        while let current = pending.popLast(), seen.count < 64 {
            guard seen.insert(current).inserted, let object = JSONPointer.resolve(current, in: document)?.objectValue
            else { continue }
            if let properties = object["properties"]?.objectValue {
                if properties["type"] != nil { declaresType = true }
                if properties["data"] != nil { found.append(current + "/properties/data") }
            }
            // Visited depth first, in document order: the schema, then its `$ref`, then each `allOf` member.
            let members = object["allOf"]?.arrayValue?.indices.map { current + "/allOf/\($0)" } ?? []
            pending += members.reversed()
            if let reference = object["$ref"]?.stringValue, reference.hasPrefix("#/") {
                pending.append(String(reference.dropFirst()))
            }
        }
        return declaresType ? found : []
    }

    /// `{"allOf": [{"$ref": …}, …]}`, positioned at `location`.
    static func allOfReferences(_ references: [String], at location: SourceLocation) -> JSONNode {
        let members = references.map { reference -> JSONNode in
            var object = JSONObject()
            object.append(key: "$ref", keyLocation: location, value: JSONNode(.string(reference), at: location))
            return JSONNode(.object(object), at: location)
        }
        var root = JSONObject()
        root.append(key: "allOf", keyLocation: location, value: JSONNode(.array(members), at: location))
        return JSONNode(.object(root), at: location)
    }
}
