/// Renders compiled templates over `MustacheValue`s into UTF-8 with a source map.
///
/// Printing rules: `.text` as is, `.number` as given, `.bool` as `true`/`false`; `.null`, `.list` and `.object`
/// print nothing (a list or object in a `{{x}}` tag is a template mistake that should not leak Swift
/// descriptions into a page). `.markup` is escaped by `{{x}}` and printed raw, with its source map, by
/// `{{{x}}}` / `{{&x}}`.
///
/// Rendering never fails: a missing partial prints nothing (as the spec says) and partial recursion is cut off
/// at `maximumPartialDepth` levels and `maximumPartialExpansions` partials per render; each such event is listed
/// in `RenderedMarkup.problems`.
public struct MustacheRenderer: Sendable {
    /// When true, `{{{x}}}` and `{{&x}}` print only `.markup` values raw and escape every other value like `{{x}}`:
    /// Trellis lets only child components (already-rendered HTML) through unescaped. The spec tests use false.
    public let escapesRawPlainValues: Bool
    /// How deeply partials may nest before the next one is skipped (recorded as a problem).
    public let maximumPartialDepth: Int
    /// How many partials one render may expand in total; guards against partials that include themselves
    /// several times, whose output would grow exponentially before the depth limit stops it.
    public let maximumPartialExpansions: Int
    /// When false, renders keep no source map (`RenderedMarkup.segments` is empty): for output whose mistakes are
    /// never traced back to a template position. A catalog page of a 10,000-page site is tens of megabytes of map.
    public let keepsSourceMap: Bool
    /// Values printed as markup made from their text (`{{{trellis.markdown.text}}}`); nil for none.
    public let textTransforms: MustacheTextTransforms?
    private let partial: @Sendable (String) -> MustacheTemplate?

    /// `partial` resolves `{{> name}}`; returning nil renders nothing for the tag (as the spec says) and records a
    /// `.missingPartial` problem.
    public init(
        partial: @escaping @Sendable (String) -> MustacheTemplate?,
        escapesRawPlainValues: Bool,
        maximumPartialDepth: Int = 64,
        maximumPartialExpansions: Int = 100_000,
        keepsSourceMap: Bool = true,
        textTransforms: MustacheTextTransforms? = nil
    ) {
        self.keepsSourceMap = keepsSourceMap
        self.textTransforms = textTransforms
        self.partial = partial
        self.escapesRawPlainValues = escapesRawPlainValues
        self.maximumPartialDepth = maximumPartialDepth
        self.maximumPartialExpansions = maximumPartialExpansions
    }

    /// Renders `template` with `context` as the bottom of the context stack; partials render in the caller's
    /// context. `owner` is stamped on every segment this render writes (see `MarkupSegment.owner`).
    public func render(_ template: MustacheTemplate, context: MustacheValue, owner: Int = 0) -> RenderedMarkup {
        var session = MustacheRenderSession(
            root: template.program, context: context, partial: partial,
            escapesRawPlainValues: escapesRawPlainValues, maximumPartialDepth: maximumPartialDepth,
            maximumPartialExpansions: maximumPartialExpansions, owner: owner, keepsSourceMap: keepsSourceMap,
            textTransforms: textTransforms)
        return session.run()
    }
}
