import TrellisContent

/// A component whose type has no template: rendered as a placeholder and reported once per type.
public struct UnknownTypeUse: Sendable, Equatable {
    public var type: String
    public var componentID: String
    public var location: SourceLocation
    public var path: String

    public init(type: String, componentID: String, location: SourceLocation, path: String) {
        self.type = type
        self.componentID = componentID
        self.location = location
        self.path = path
    }
}
