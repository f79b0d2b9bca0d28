/// A member of a theme context standing for a value that is made only if the page is rendered: the context's key
/// (`ThemeContextKey`) combines `digest` in its place, which must cover everything the value is made from.
///
/// The home page's cards and each component page's "Used on" rows are made from the pages alone; keyed by the
/// site's content digest (`InputFingerprint.contentDigest`), a build that changed no content finds those pages
/// unchanged without making a card or a row (`CatalogPages.page`).
struct DigestedContextValue: @unchecked Sendable {
    let digest: UInt64
    let make: () -> Any
}
