/// A named alternative layout of a page's sections (a list screen that can switch to a grid).
public struct PageVariant: Sendable, Equatable {
    public struct Override: Sendable, Equatable {
        public var sectionID: String
        /// Layout keys that replace the section's own (an object; validated after merging).
        public var layout: JSONNode
        public var path: String

        public init(sectionID: String, layout: JSONNode, path: String) {
            self.sectionID = sectionID
            self.layout = layout
            self.path = path
        }
    }

    public var name: String
    public var overrides: [Override]
    public var location: SourceLocation

    public init(name: String, overrides: [Override], location: SourceLocation) {
        self.name = name
        self.overrides = overrides
        self.location = location
    }

    public func override(for sectionID: String) -> Override? {
        overrides.first { $0.sectionID == sectionID }
    }
}
