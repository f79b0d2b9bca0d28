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

    /// A URL the component's markup carries (`href`, `src`, every `srcset` candidate), with the template
    /// position that wrote it and the component that showed it, for the site's link check.
    public struct LinkUse: Sendable, Equatable {
        public var attribute: String
        public var value: String
        public var location: SourceLocation
        /// " (in component "x" at …)", or empty.
        public var ownerNote: String

        public init(attribute: String, value: String, location: SourceLocation, ownerNote: String) {
            self.attribute = attribute
            self.value = value
            self.location = location
            self.ownerNote = ownerNote
        }
    }

    /// Polyglot XHTML5, ready to be placed in the page.
    public var html: String
    /// Markup mistakes at the template's line and column, unsafe URLs, partial problems.
    public var diagnostics: [Diagnostic] = []
    /// Whether `html` was validated on its own where a page places it (`ComponentRenderer`'s fragment
    /// validator), so the page's validation may skip it.
    public var isCheckedApart = false
    /// Every `id` in the markup, for the page's uniqueness check.
    public var ids: [IDUse] = []
    /// Every URL, in document order.
    public var links: [LinkUse] = []

    public init(html: String) {
        self.html = html
    }
}
