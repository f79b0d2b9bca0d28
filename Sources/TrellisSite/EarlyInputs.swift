import TrellisContent
import TrellisRender

/// What a build reads as soon as it has the site's settings, before any page: the OpenAPI document, the templates
/// with their contracts, and the assets — everything a page needs to be checked and rendered as it is read.
struct EarlyInputs: Sendable {
    var openAPI: ExternalSchemaSource?
    var templates: TemplateSet
    var assets: ProjectAssets
    /// What reading them found, in that order.
    var log = DiagnosticLog()

    init(_ project: ProjectLoader, settings: SiteSettings) {
        openAPI = OpenAPIContracts.load(project, settings: settings, log: &log)
        templates = TemplateSet.load(from: project, externalSchemas: openAPI, log: &log)
        assets = ProjectAssets.load(project, log: &log)
    }
}
