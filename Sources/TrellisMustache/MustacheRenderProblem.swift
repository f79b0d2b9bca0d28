/// Something that made a render print less than the template asked for. Rendering never fails (a page with a
/// missing partial should still be previewable), so these are reported beside the output for the caller to turn
/// into warnings.
public struct MustacheRenderProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// `{{>name}}` named a partial the resolver does not know; nothing was printed for it.
        case missingPartial
        /// Partials nested deeper than the renderer's limit (a partial that includes itself over data that
        /// never ends); the partial at this tag was not rendered.
        case partialDepthLimitReached
        /// The render expanded more partials in total than the renderer's budget (a partial that includes itself
        /// several times grows exponentially); this and later partials were not rendered.
        case partialBudgetExhausted
        /// `{{name}}` printed a child component's rendered markup escaped, so the page shows its HTML as text; the
        /// name is in `partialName`.
        case escapedComponent
    }

    /// What stopped the partial.
    public var kind: Kind
    /// The template holding the partial tag.
    public var template: String
    /// UTF-8 offset of the partial tag's opening delimiter in that template.
    public var sourceOffset: Int
    /// The partial's name (for `escapedComponent`, the tag's name).
    public var partialName: String

    public init(kind: Kind, template: String, sourceOffset: Int, partialName: String) {
        self.kind = kind
        self.template = template
        self.sourceOffset = sourceOffset
        self.partialName = partialName
    }

    public var description: String {
        switch kind {
        case .missingPartial:
            return "no partial named '\(partialName)'; nothing was rendered for it"
        case .partialDepthLimitReached:
            return "partials nest too deeply at '\(partialName)' (does it include itself?); rendering stopped there"
        case .escapedComponent:
            let tag = partialName
            return "{{\(tag)}} prints a child component's markup as text, escaped; write {{{\(tag)}}} to show the "
                + "component"
        case .partialBudgetExhausted:
            return "too many partials rendered at '\(partialName)' (does a partial include itself several times?); "
                + "rendering of partials stopped there"
        }
    }
}
