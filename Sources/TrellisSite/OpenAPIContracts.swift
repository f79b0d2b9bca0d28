import TrellisContent
import TrellisOpenAPI
import TrellisRender
import TrellisSchema

/// Reads the OpenAPI document `site.json` names (`"contracts": {"openapi": …}`) and offers its schemas as
/// contracts: every union branch by its discriminator value, and every `components/schemas` entry by its name.
enum OpenAPIContracts {
    static func load(_ project: ProjectLoader, settings: SiteSettings, log: inout DiagnosticLog)
        -> ExternalSchemaSource?
    {
        guard let relative = settings.openAPIDocument else { return nil }
        // A missing document is one error, at the setting; a file that cannot be read is the reader's own one.
        guard project.exists(relative) else {
            log.append(
                .error(
                    "missing-file", at: settings.openAPILocation, path: "contracts.openapi",
                    "no OpenAPI document at \(project.displayPath(relative))"))
            return nil
        }
        guard !project.isFolder(relative) else {
            log.append(
                .error(
                    "missing-file", at: settings.openAPILocation, path: "contracts.openapi",
                    "\(project.displayPath(relative)) is a folder; name the OpenAPI document in it (a .yaml or .json file)"
                ))
            return nil
        }
        guard let bytes = project.readFile(relative, log: &log) else { return nil }
        let display = project.displayPath(relative)
        let (loaded, diagnostics) = OpenAPIContractSource.load(bytes: bytes, file: display)
        log.append(contentsOf: diagnostics)
        guard let source = loaded else { return nil }
        var candidates: [ExternalSchemaSource.Candidate] = []
        for union in source.unions {
            for branch in union.branches {
                candidates.append(
                    ExternalSchemaSource.Candidate(
                        type: branch.type, pointer: branch.pointer,
                        location: branch.referenceLocation ?? branch.location,
                        origin: "a branch of \(union.path)"))
            }
        }
        for schema in source.schemas {
            candidates.append(
                ExternalSchemaSource.Candidate(
                    type: schema.name, pointer: schema.pointer, location: schema.location, origin: schema.path))
        }
        let draft: SchemaDraft =
            source.isVersion30 ? .openAPI30 : source.jsonSchemaDialect.flatMap(SchemaDraft.known) ?? .draft2020
        return ExternalSchemaSource(
            document: source.document, uri: "file:///" + relative, display: display,
            schemaRoots: source.schemas.map(\.pointer), draft: draft, candidates: candidates)
    }
}
