import TrellisContent

/// An OpenAPI 3.0, 3.1 or 3.2 document (JSON or YAML) read as a source of component contracts.
///
/// Server teams describe their components in OpenAPI, typically as one `oneOf` of component schemas with a
/// `discriminator` on `type`. This type finds those unions and says which schema (a JSON pointer into `document`)
/// is the contract of which component `type`; compiling and evaluating the schemas is left to the schema engine,
/// which works on the same positioned `document` so that its messages point into the OpenAPI file.
public struct OpenAPIContractSource: Sendable, Equatable {
    /// The whole document, with the position of every value.
    public var document: JSONNode
    /// The display path used in every location.
    public var file: String
    /// The `openapi` field as written, e.g. `3.0.3` or `3.1.0`.
    public var version: String
    /// True for 3.0.x, whose schemas are OpenAPI's own JSON Schema dialect (`nullable`, boolean
    /// `exclusiveMinimum`, no `const`); 3.1 and later use JSON Schema 2020-12 (or `jsonSchemaDialect`).
    public var isVersion30: Bool
    /// The document's default schema dialect (3.1 and later), when it names one.
    public var jsonSchemaDialect: String?
    /// Every entry of `components.schemas`, in document order.
    public var schemas: [OpenAPISchemaEntry]
    /// Every union dispatching on `type`, in document order (outer unions before those nested in them).
    public var unions: [OpenAPIUnion]

    public init(
        document: JSONNode, file: String, version: String, isVersion30: Bool, jsonSchemaDialect: String?,
        schemas: [OpenAPISchemaEntry], unions: [OpenAPIUnion]
    ) {
        self.document = document
        self.file = file
        self.version = version
        self.isVersion30 = isVersion30
        self.jsonSchemaDialect = jsonSchemaDialect
        self.schemas = schemas
        self.unions = unions
    }

    /// Reads and checks a document.
    ///
    /// Files named `.json` are parsed as JSON, `.yaml` and `.yml` as YAML, anything else as JSON when it parses
    /// and as YAML otherwise. The source is nil when the document cannot be read, has no supported `openapi`
    /// version or is not valid OpenAPI (one `openapi-invalid` error, at the deepest existing node of the invalid
    /// part). Problems with individual unions (an unresolvable `$ref`, two branches for one `type`) are reported
    /// with the source, whose unions then leave out what could not be resolved.
    public static func load(bytes: [UInt8], file: String) -> (source: OpenAPIContractSource?, diagnostics: [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        guard let (document, fromYAML) = parse(bytes, file: file, diagnostics: &diagnostics) else {
            return (nil, diagnostics)
        }
        guard case .object(let root) = document.value else {
            diagnostics.append(
                .error(
                    "openapi-invalid", at: document.location,
                    "an OpenAPI document must be an object, found \(document.value.kindDescription)"))
            return (nil, diagnostics)
        }
        guard let (version, isVersion30) = readVersion(of: root, at: document.location, diagnostics: &diagnostics)
        else { return (nil, diagnostics) }
        if let invalid = OpenAPIDocumentValidation.validate(document, isVersion30: isVersion30, fromYAML: fromYAML) {
            diagnostics.append(invalid)
            return (nil, diagnostics)
        }
        let schemas = componentSchemas(in: root)
        var finder = OpenAPIUnionFinder(document: document, schemas: schemas)
        finder.run()
        diagnostics += finder.diagnostics
        let source = OpenAPIContractSource(
            document: document, file: file, version: version, isVersion30: isVersion30,
            jsonSchemaDialect: isVersion30 ? nil : root["jsonSchemaDialect"]?.stringValue, schemas: schemas,
            unions: finder.unions)
        return (source, diagnostics)
    }

    /// The schema a JSON pointer (as in `OpenAPISchemaEntry.pointer`) names in `document`, if any.
    public func node(at pointer: String) -> JSONNode? {
        JSONPointer(text: pointer)?.resolve(in: document)?.node
    }

    /// The document, and whether it was read as YAML.
    private static func parse(_ bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> (JSONNode, Bool)? {
        let lowered = file.lowercased()
        let readsAsYAML = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
        if !readsAsYAML {
            do {
                return (try JSONParser.parse(bytes, file: file, warnings: &diagnostics), false)
            } catch {
                if lowered.hasSuffix(".json") || startsLikeJSON(bytes) {
                    diagnostics.append(error.diagnostic)
                    return nil
                }
            }
        }
        switch YAMLReader.read(bytes, file: file) {
        case .success(let node): return (node, true)
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Whether an unnamed file that failed as JSON was meant to be JSON, so the JSON error is the useful one.
    private static func startsLikeJSON(_ bytes: [UInt8]) -> Bool {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private static func readVersion(
        of root: JSONObject, at rootLocation: SourceLocation, diagnostics: inout [Diagnostic]
    )
        -> (version: String, isVersion30: Bool)?
    {
        let supported = OpenAPIDocumentValidation.supportedVersions
        guard let field = root["openapi"] else {
            if let swagger = root["swagger"] {
                diagnostics.append(
                    .error(
                        "openapi-version", at: swagger.location, path: "swagger",
                        "Swagger \(swagger.value.briefDescription) documents are not supported; convert it to "
                            + "OpenAPI 3 (supported versions are \(supported))"))
            } else {
                diagnostics.append(
                    .error(
                        "openapi-version", at: rootLocation,
                        "missing `openapi` version field; supported versions are \(supported)"))
            }
            return nil
        }
        guard let version = field.stringValue else {
            diagnostics.append(
                .error(
                    "openapi-version", at: field.location, path: "openapi",
                    "the version must be a string such as \"3.1.0\", found \(field.value.briefDescription)"))
            return nil
        }
        let kind = OpenAPIDocumentValidation.kind(of: version)
        guard kind.supported else {
            diagnostics.append(
                .error(
                    "openapi-version", at: field.location, path: "openapi",
                    "unsupported OpenAPI version \"\(version)\"; supported versions are \(supported)"))
            return nil
        }
        return (version, kind.isVersion30)
    }

    private static func componentSchemas(in root: JSONObject) -> [OpenAPISchemaEntry] {
        guard let schemas = root["components"]?.objectValue?["schemas"]?.objectValue else { return [] }
        return schemas.members.map { member in
            OpenAPISchemaEntry(
                name: member.key, pointer: JSONPointer(["components", "schemas", member.key]).text,
                location: member.value.location,
                path: JSONPath.key(JSONPath.key(JSONPath.key("", "components"), "schemas"), member.key))
        }
    }
}
