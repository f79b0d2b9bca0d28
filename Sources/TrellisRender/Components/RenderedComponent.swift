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
        /// Who showed the link: its id and place, put into words only for the few links that are reported — a large
        /// site carries a million links, and a note is a hundred bytes. Not the component itself: a page let go after
        /// rendering must keep none of its components alive through its links.
        private var owner: Owner

        private enum Owner: Sendable {
            case none
            case place(id: String, location: SourceLocation)
            /// As the build cache keeps it.
            case note(String)
        }

        public init(attribute: String, value: String, location: SourceLocation, ownerNote: String) {
            self.attribute = attribute
            self.value = value
            self.location = location
            self.owner = .note(ownerNote)
        }

        public init(attribute: String, value: String, location: SourceLocation, owner: Component?) {
            self.init(attribute: attribute, value: value, location: location, ownerID: owner?.id, at: owner?.location)
        }

        /// A link shown by the component `ownerID` at `ownerLocation` (none when `ownerID` is nil).
        public init(
            attribute: String, value: String, location: SourceLocation, ownerID: String?,
            at ownerLocation: SourceLocation?
        ) {
            self.attribute = attribute
            self.value = value
            self.location = location
            if let ownerID, let ownerLocation {
                self.owner = .place(id: ownerID, location: ownerLocation)
            } else {
                self.owner = .none
            }
        }

        /// The id and place of the component that showed the link; nil when there is none, or the build cache gave
        /// its note only.
        public var ownerPlace: (id: String, location: SourceLocation)? {
            if case .place(let id, let location) = owner { (id, location) } else { nil }
        }

        /// " (in component "x" at …)", or empty.
        public var ownerNote: String {
            switch owner {
            case .none: ""
            case .note(let note): note
            case .place(let id, let location): Self.note(id: id, location: location)
            }
        }

        /// " (in component "x" at Content/pages/home.json:3:5)", naming the data that showed a mistake; without the
        /// place when the component has none, empty without a component.
        static func note(for owner: Component?) -> String {
            owner.map { note(id: $0.id, location: $0.location) } ?? ""
        }

        private static func note(id: String, location: SourceLocation) -> String {
            location.file.isEmpty ? " (in component \"\(id)\")" : " (in component \"\(id)\" at \(location))"
        }

        public static func == (lhs: LinkUse, rhs: LinkUse) -> Bool {
            lhs.attribute == rhs.attribute && lhs.value == rhs.value && lhs.location == rhs.location
                && lhs.ownerNote == rhs.ownerNote
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
    /// The files under `Assets/` the markup names that the project does not have, each already a
    /// `template-missing-asset` warning at the template: a catalog page that shows the component does not report
    /// them again as broken links.
    public var missingAssets: [String] = []

    public init(html: String) {
        self.html = html
    }
}
