/// A DOCTYPE token. `nil` means "missing", which the spec distinguishes from the empty string because
/// quirks-mode detection depends on it.
public struct HTMLDoctype: Equatable, Sendable {
    /// The name, ASCII-lowercased (`html` for `<!DOCTYPE HTML>`).
    public var name: String?
    public var publicIdentifier: String?
    public var systemIdentifier: String?
    /// Set when the DOCTYPE was malformed; the tree builder then switches the document to quirks mode.
    public var forceQuirks: Bool
    /// Byte offset of the `<` of `<!DOCTYPE`.
    public var start: Int

    public init(
        name: String?, publicIdentifier: String? = nil, systemIdentifier: String? = nil, forceQuirks: Bool = false,
        start: Int
    ) {
        self.name = name
        self.publicIdentifier = publicIdentifier
        self.systemIdentifier = systemIdentifier
        self.forceQuirks = forceQuirks
        self.start = start
    }
}
