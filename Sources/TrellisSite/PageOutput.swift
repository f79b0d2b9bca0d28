import TrellisContent
import TrellisRender

/// Everything one page contributes to the site, produced independently so pages render in parallel.
struct PageOutput: Sendable {
    var files: [SiteFile] = []
    var diagnostics: [Diagnostic] = []
    var unknownTypes: [UnknownTypeUse] = []
    var renderings = 0
}
