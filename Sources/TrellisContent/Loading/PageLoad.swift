/// What decoding one page file produced, before the pages of a site are merged in file order; kept by the build
/// cache (with the page as a skeleton) so that the next build need not read an unchanged file again.
public struct PageLoad: Sendable {
    /// The file, relative to the project (`Content/pages/home.json`).
    public var relative: String
    /// `StableHasher` of the file's bytes.
    public var contentHash: UInt64
    public var page: Page?
    /// Where the page's id is written (or the file's first value), for a duplicate-id message.
    public var idLocation: SourceLocation?
    public var diagnostics: [Diagnostic]
    public var excluded: [ExcludedContent]
    /// Toggles the page (and the files it includes) uses without `site.json` declaring them, first use each.
    public var undeclaredFeatures: [UndeclaredFeatureUse]
    /// The section files the page includes, by name; nil when one of them is missing (its message suggests names
    /// from the folder's listing, which no hash covers), so that such a load is never taken from the cache.
    public var includes: [IncludeRecord]?
    /// What checking the page's data against its contracts found, when the loader was asked to check each page as
    /// it read it (`ProjectLoader.PageCheck`); nil otherwise.
    public var contractDiagnostics: [Diagnostic]?
    /// The page file's stamp as it was before it was read (or found unchanged by it): the build cache keeps it when it
    /// had settled (`FileStamp.isSettled`), so that the next build need not read the file to know it is unchanged
    /// (`ProjectLoader.UnchangedFiles`).
    public var fileStamp: FileStamp?
    /// True for a load taken from the build cache (`ProjectLoader.KnownLoads`) rather than read from its file. Its
    /// page is a skeleton; so may be a page read from its file, when the build rendered it as it was read.
    public var isFromCache = false

    public init(
        relative: String, contentHash: UInt64, page: Page?, idLocation: SourceLocation?, diagnostics: [Diagnostic],
        excluded: [ExcludedContent], undeclaredFeatures: [UndeclaredFeatureUse], includes: [IncludeRecord]?
    ) {
        self.relative = relative
        self.contentHash = contentHash
        self.page = page
        self.idLocation = idLocation
        self.diagnostics = diagnostics
        self.excluded = excluded
        self.undeclaredFeatures = undeclaredFeatures
        self.includes = includes
    }

    /// The load of a page file that could not be read; `log` says why.
    static func unreadable(_ relative: String, _ log: DiagnosticLog) -> PageLoad {
        PageLoad(
            relative: relative, contentHash: 0, page: nil, idLocation: nil, diagnostics: log.diagnostics, excluded: [],
            undeclaredFeatures: [], includes: nil)
    }
}
