import TrellisContent
import TrellisRender

/// Everything one page contributed to the last successful build, kept so that an unchanged page (same inputs:
/// see `InputFingerprint`) is neither checked nor rendered nor validated again. Its files are taken from the
/// previous site by hard link; its diagnostics are replayed as they were, so warm and clean builds report the same.
struct CachedPage: Sendable, Equatable {
    /// The fingerprint of every input its contract check read (`PageKeys.contract`).
    var contractKey: UInt64
    var contractDiagnostics: [Diagnostic]
    var renderDiagnostics: [Diagnostic]
    var unknownTypes: [UnknownTypeUse]
    var renderings: Int
    var links: LinkTable
    var ids: [String]
    /// The page's entry in the home page's search index (`SearchIndex`), which reads only the page; read from where
    /// it waits (`SearchEntryStore`) only when the entry is written.
    var searchEntry: SearchEntry
    /// `PageOutput.boxes`: per viewport, the box of each type the page shows.
    var boxes: [[ComponentBox]]
    /// What the link check found on the page, and its preview's ids and links.
    var linkCheck: PageLinks
    /// What reading the page's layouts and sizes found, merged with the other pages' on every build.
    var layoutFindings: LayoutFindings
    /// What a template edit changes of the entry (render key, file stamps, type keys, markup lengths), kept in a file
    /// of its own (`CachedPageRendering`).
    var rendering: CachedPageRendering

    /// The entry without its rendering part: what the build cache's `pages-` files hold of it.
    var analysis: CachedPage {
        var analysis = self
        analysis.rendering = CachedPageRendering()
        return analysis
    }

    /// The page's output as the rest of the build sees it: files marked to be linked from the previous site.
    var output: PageOutput {
        var output = PageOutput()
        output.files = rendering.files.map { SiteFile($0.path, reusing: $0.stamp) }
        output.diagnostics = renderDiagnostics
        output.unknownTypes = unknownTypes
        output.renderings = renderings
        output.links = links
        output.ids = Set(ids)
        output.boxes = boxes
        output.layoutFindings = layoutFindings
        output.componentLengths = rendering.components
        // No `componentStarts`: the cache's save takes them from this entry's files (a dictionary made for each of
        // the site's pages, every build, was a cost of every warm build).
        return output
    }
}
