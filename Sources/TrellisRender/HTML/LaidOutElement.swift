/// One element of a section ready for emission: its HTML and, for items, the component id.
public struct LaidOutElement: Sendable {
    public enum Role: String, Sendable { case header, item, footer }

    public var role: Role
    public var componentID: String
    public var html: String

    public init(role: Role, componentID: String, html: String) {
        self.role = role
        self.componentID = componentID
        self.html = html
    }
}
