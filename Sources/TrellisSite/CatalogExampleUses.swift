import TrellisContent

/// The real uses of one component type that the catalog considered as its examples (a type whose contract gives
/// none), in page order: kept by `trellis serve` so that, after a template edit, the type's component page can be
/// rendered again on its own, choosing among the same uses as a full build would.
struct CatalogExampleUses: Sendable {
    /// Each use looked at, shown or passed over, with its caption.
    var candidates: [(component: Component, caption: String)] = []
    /// True when every page was looked at (fewer uses than the catalog shows were found): no use beyond the
    /// candidates exists.
    var exhausted = false
}
