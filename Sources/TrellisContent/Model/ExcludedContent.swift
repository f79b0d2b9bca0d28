/// A section or component that a feature toggle left out of this build, kept for the build report.
public struct ExcludedContent: Sendable, Equatable {
    public enum Kind: String, Sendable { case section, component }

    public var kind: Kind
    public var id: String
    public var pageID: String
    public var gate: FeatureGate
    public var location: SourceLocation

    public init(kind: Kind, id: String, pageID: String, gate: FeatureGate, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.pageID = pageID
        self.gate = gate
        self.location = location
    }
}
