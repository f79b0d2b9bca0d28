import TrellisRender

/// What `trellis serve` keeps of a build's catalog to render a component page again on its own after a template
/// edit: everything on the page that depends on the content rather than the templates (the "Used on" rows, the
/// boxes pages draw the type in, the real uses its examples are chosen among).
struct CatalogPreviewInputs: Sendable {
    var usageRows: [String: CatalogUsageRows] = [:]
    var boxes: [String: [ComponentBox?]] = [:]
    var exampleUses: [String: CatalogExampleUses] = [:]
}
