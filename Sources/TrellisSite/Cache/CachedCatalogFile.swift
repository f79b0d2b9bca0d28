import TrellisContent

/// One of the catalog's own HTML files (the index, a component page, the report) as the last successful build wrote
/// it. A file with the same bytes needs neither libxml2 again (it passed when it was written) nor the link check's
/// scan (its ids are these); its broken links are these diagnostics while the site's files and anchors are those the
/// check saw (`shape`, as in `PageLinks`).
struct CachedCatalogFile: Sendable, Equatable {
    /// `StableHasher` of the file's bytes.
    var contentHash: UInt64
    /// The file's `id`s, sorted.
    var ids: [String]
    /// `LinkCheck`'s fingerprint of the site's paths and ids when `diagnostics` were found.
    var shape: UInt64
    /// The file's broken-link warnings.
    var diagnostics: [Diagnostic]
    /// `ThemeContextKey` of what the theme rendered the file from; 0 for a file not rendered by the theme.
    var contextKey: UInt64 = 0
    /// The key of that context with the members made from the pages alone in the place of the content digest
    /// (`CatalogPages.page`); `contextKey` when it has none.
    var digestKey: UInt64 = 0
    /// For the index and the report when they were rendered again with the link check's warnings: a key of the
    /// first rendering's context and those warnings (the bytes are the second rendering's); 0 otherwise.
    var linkedContextKey: UInt64 = 0

    /// The hash `contentHash` holds for these bytes.
    static func contentHash(of bytes: [UInt8]) -> UInt64 {
        StableHasher.hash(bytes)
    }
}
