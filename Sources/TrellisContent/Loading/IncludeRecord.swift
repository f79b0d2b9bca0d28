/// An included section file as one page load used it: what the site reports of the file itself (once, however many
/// pages include it), and a hash of its bytes, so that a page taken from the build cache is known to have included
/// the same file.
public struct IncludeRecord: Sendable, Equatable {
    /// The name in `"include"`: `Content/sections/NAME.json`.
    public var name: String
    /// The file as shown in diagnostics.
    public var shownPath: String
    /// `StableHasher` of the file's bytes.
    public var contentHash: UInt64
    /// Problems of the file itself.
    public var diagnostics: [Diagnostic]

    public init(name: String, shownPath: String, contentHash: UInt64, diagnostics: [Diagnostic]) {
        self.name = name
        self.shownPath = shownPath
        self.contentHash = contentHash
        self.diagnostics = diagnostics
    }
}
