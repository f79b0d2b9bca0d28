/// A `Content/sections/NAME.json` file, read, parsed and decoded once however many pages include it.
///
/// What does not depend on the including page is settled here and its problems are reported once, at the
/// file. What does depend on the page (the missing-file error at each `include`, ids that collide with the
/// page's own, which page feature toggles left content out of) each including page reports itself.
struct IncludedSections: Sendable {
    enum State: Sendable {
        case loaded
        /// There is no such file; `hint` suggests a name that exists (`; did you mean "promo"?`) or is empty.
        case missing(hint: String)
        /// The file exists but could not be read or parsed; `diagnostics` says why.
        case unreadable
    }

    var name: String
    /// The file as shown in diagnostics.
    var shownPath: String
    var state: State
    var sections: [Section] = []
    /// Every component id in the file, first use each, in document order, for each including page's registry.
    var componentIDs: [IDRegistry.Entry] = []
    /// What feature toggles left out; `pageID` is filled in for each including page.
    var excluded: [ExcludedContent] = []
    var undeclaredFeatures: [UndeclaredFeatureUse] = []
    /// Problems of the file itself, reported once.
    var diagnostics: [Diagnostic] = []
    /// `StableHasher` of the file's bytes (0 when it could not be read).
    var contentHash: UInt64 = 0
}
