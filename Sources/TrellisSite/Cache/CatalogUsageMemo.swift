/// How often each component type is used across the site, as the last build counted it, and the digest of the
/// content it was counted from (`InputFingerprint.contentDigest`).
///
/// Counting every page's components by type, and everything made from those counts (the home page's cards, each
/// component page's "Used on" rows), was a fifth of a build that changes nothing. None of it reads templates: while
/// the content digest is the last build's (nothing changed, or only templates), the counts are these, and the
/// catalog's pages are keyed by the digest in place of those members (`CatalogPages`), made only for a page whose
/// key changed for another reason.
struct CatalogUsageMemo: Sendable, Equatable {
    var contentDigest: UInt64
    /// Each type used on some page and how often, in the order of the names.
    var typeTotals: [(type: String, count: Int)]

    static func == (lhs: CatalogUsageMemo, rhs: CatalogUsageMemo) -> Bool {
        lhs.contentDigest == rhs.contentDigest && lhs.typeTotals.elementsEqual(rhs.typeTotals, by: ==)
    }
}
