/// A `feature` key on a section or component: `"name"` shows it when the toggle is on, `"!name"` when off.
public struct FeatureGate: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    /// True for `"name"`, false for `"!name"`.
    public var showsWhenOn: Bool
    public var location: SourceLocation

    public init(name: String, showsWhenOn: Bool, location: SourceLocation) {
        self.name = name
        self.showsWhenOn = showsWhenOn
        self.location = location
    }

    public func isShown(featureIsOn: Bool) -> Bool { featureIsOn == showsWhenOn }

    public var description: String { showsWhenOn ? name : "!\(name)" }
}
