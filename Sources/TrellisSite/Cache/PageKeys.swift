/// The keys of one page's work (`InputFingerprint`), held from the start of a build that uses the cache to its end,
/// when they go into the page's cache entry.
struct PageKeys: Sendable, Equatable {
    /// Of its rendering and validation, at every viewport and variant.
    let render: UInt64
    /// Of its contract check, which does not read templates (only which types have one), so that a template edit
    /// does not check contracts again.
    let contract: UInt64
    /// The types the page shows, in the order of their names, as positions in `InputFingerprint.typeNames`: a
    /// number each, where a list of names and one of their keys per page were 7 MB at 10,000 pages.
    let types: [UInt32]
    /// How many components of each of `types` the page shows (headers, footers, children and hidden ones included):
    /// the catalog's counts by type and page (`SiteUsage`), found in the same reading of the page as its types.
    let typeCounts: [UInt32]
}
