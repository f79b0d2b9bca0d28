/// One element of a section ready for emission: its HTML and, for items, the component id.
public struct LaidOutElement: Sendable {
    public enum Role: String, Sendable { case header, item, footer }

    public var role: Role
    public var componentID: String
    public var html: String
    /// Whether `html` was validated on its own where a page places it, so a page's validation may skip it.
    public var isCheckedApart: Bool
    /// The component's place among those its page shows (each section's header, visible items and footer, in page
    /// order), when the rendering notes where each component's markup starts (`SectionMarkup.componentStarts`).
    public var position: Int?

    public init(
        role: Role, componentID: String, html: String, isCheckedApart: Bool = false, position: Int? = nil
    ) {
        self.role = role
        self.componentID = componentID
        self.html = html
        self.isCheckedApart = isCheckedApart
        self.position = position
    }
}
