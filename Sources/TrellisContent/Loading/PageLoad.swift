/// What decoding one page file produced, before the pages of a site are merged in file order.
struct PageLoad: Sendable {
    var page: Page?
    /// Where the page's id is written (or the file's first value), for a duplicate-id message.
    var idLocation: SourceLocation?
    var diagnostics: [Diagnostic]
    var excluded: [ExcludedContent]
    /// Toggles the page (and the files it includes) uses without `site.json` declaring them, first use each.
    var undeclaredFeatures: [UndeclaredFeatureUse]
}
