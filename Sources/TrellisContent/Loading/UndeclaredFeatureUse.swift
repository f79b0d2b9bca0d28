/// The first use, in one page or included file, of a feature toggle `site.json` does not declare.
public struct UndeclaredFeatureUse: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    public var path: String

    public init(name: String, location: SourceLocation, path: String) {
        self.name = name
        self.location = location
        self.path = path
    }
}
