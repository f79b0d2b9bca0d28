import TrellisContent

/// A component rendered, checked and written as XHTML, with what its page still has to check across components.
public struct RenderedComponent: Sendable {
    /// An `id` attribute the component's markup carries, and the template position that wrote it.
    public struct IDUse: Sendable {
        public var value: String
        public var location: SourceLocation
        /// The component whose template wrote it.
        public var owner: Component?
    }

    /// Polyglot XHTML5, ready to be placed in the page.
    public var html: String
    /// Markup mistakes at the template's line and column, unsafe URLs, partial problems.
    public var diagnostics: [Diagnostic] = []
    /// Every `id` in the markup, for the page's uniqueness check.
    public var ids: [IDUse] = []

    public init(html: String) {
        self.html = html
    }
}
