/// The part of a page's cache entry that a template edit changes: the page's render key, the stamps of the files it
/// wrote, the key of each type it shows, and how long each component's markup is.
///
/// Kept in files of its own (`renderings-0` … `renderings-15`), apart from the rest of the entry (`pages-…`: the
/// page's diagnostics, links, ids, search entry, boxes, link-check results and layout findings), so that a template
/// edit — which splices new markup into the renderings of every page that shows the type and leaves the rest of
/// each entry as it was — rewrites a few hundred bytes a page instead of every page's whole entry (9.5 MB of
/// them at 1,000 pages × 3 viewports). Each part carries the digest of the rest of its entry
/// (`BuildCache.analysisDigest`): the two parts of an entry are used only together, as one build wrote them.
struct CachedPageRendering: Sendable, Equatable {
    /// The fingerprint of every input the page's rendering and validation read.
    var key: UInt64 = 0
    var files: [CachedFile] = []
    /// The key of each type the page shows (`InputFingerprint.typeKeys(of:)`, in the order of their names): which of
    /// its templates changed since, when its content did not.
    var typeKeys: [UInt64] = []
    /// How long each component's markup is in its renderings: what a template edit replaces (`RenderingSplice`).
    var components = ComponentMarkupLengths()
}
