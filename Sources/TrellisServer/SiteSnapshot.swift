import TrellisContent
import TrellisSite

/// What the server shows at one moment: the last good site, and the failure of the latest rebuild if it failed.
struct SiteSnapshot: Sendable {
    /// The real path of the output folder after the last successful build; nil until a build has succeeded.
    var root: String?
    /// Every diagnostic of the latest build when it failed; nil while the latest build succeeded.
    var failure: [Diagnostic]?
    /// Counts finished builds, the first included.
    var generation: Int = 0
    /// Files of saved pages rendered before the build that follows has finished, by path in the site; served in
    /// place of the files on disk until that build ends (`SiteRebuild.preview`).
    var savedPages: [String: [UInt8]] = [:]
    /// The edit of templates or included sections that the build under way (or about to start) includes, when the
    /// builder could show it on its own: any page requested before that build ends is rendered with it on request
    /// (`SiteResponder`), not only the pages that were open when it was saved. Nil when there is none, or when only
    /// the build can show what changed (`site.json`, an asset).
    var pendingEdit: PreviewRequest?
}
