import TrellisContent
import TrellisRender

/// Everything one page contributes to the site, produced independently so pages render in parallel.
struct PageOutput: Sendable {
    var files: [SiteFile] = []
    var diagnostics: [Diagnostic] = []
    var unknownTypes: [UnknownTypeUse] = []
    var renderings = 0
    /// Every URL the page's components carry, for the link check, and every `id` they write (anchors).
    var links = LinkTable()
    var ids: Set<String> = []
    /// The ids and URLs of the page's preview, read when it was rendered; nil when it was not read then (the link
    /// check reads the preview's bytes instead).
    var previewScan: PreviewScan?
    /// Per viewport (in the site's order), the box of each type in the default variant, for the component pages.
    var boxes: [[ComponentBox]] = []
    /// What reading the page's layouts and sizes found (reported for the whole site, merged with other pages').
    var layoutFindings = LayoutFindings()
    /// How long each component's markup is in the renderings, for a later build's template edit
    /// (`RenderingSplice`).
    var componentLengths = ComponentMarkupLengths()
    /// Where each component's markup starts in each rendering, by the rendering's path, for a later build's template
    /// edit (`RenderingSplice`); a rendering without is rendered again in full after one. Empty for a page taken from
    /// the cache as it was: its entry has them.
    var componentStarts: [String: ComponentStarts] = [:]
    /// What the last build's link check found in the preview, when the preview is the last build's file unchanged
    /// though the page's component links changed (a template edit spliced into its renderings): its ids and URLs are
    /// read from there, not scanned again.
    var previewLinks: PageLinks?
    /// Set with `previewLinks` when the page's component links are also the last build's, one for one (the spliced
    /// components print the same links from the same template positions): what the last link check found in them
    /// holds too, while the site's paths and ids are the same.
    var componentLinksAsBefore = false
}
