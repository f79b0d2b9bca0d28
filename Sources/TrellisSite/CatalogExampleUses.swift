import TrellisContent

/// The real uses of one component type that the catalog considered as its examples (a type whose contract gives
/// none), in page order: kept by `trellis serve` so that, after a template edit, the type's component page can be
/// rendered again on its own, choosing among the same uses as a full build would.
struct CatalogExampleUses: Sendable {
    /// The first uses looked at, shown or passed over, with their captions: at most `keptCount`.
    private(set) var candidates: [(component: Component, caption: String)] = []
    /// True when more uses were looked at than are kept (most were passed over: their links lead nowhere from the
    /// component page). A selection that does not finish among the kept ones cannot be made again.
    private(set) var isTruncated = false
    /// True when every page was looked at (fewer uses than the catalog shows were found): no use beyond the
    /// candidates exists.
    var exhausted = false

    /// Enough for the examples a page shows and a dozen passed over; each kept use holds its component's data.
    static let keptCount = 16

    mutating func record(_ component: Component, caption: String) {
        guard candidates.count < Self.keptCount else { return isTruncated = true }
        candidates.append((component, caption))
    }

    /// Whether choosing among the candidates gives what the whole site gives: the choice finished among them
    /// (`complete`), or there was nothing more to look at.
    func choiceIsFinal(complete: Bool) -> Bool {
        complete || (exhausted && !isTruncated)
    }
}
