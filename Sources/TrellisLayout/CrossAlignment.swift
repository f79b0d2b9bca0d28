/// Where an item sits across its line when the line is longer across than the item (F7, FH2, K3).
public enum CrossAlignment: String, Sendable, CaseIterable {
    /// UIKit's behaviour: centred.
    case center
    /// At the line's top (vertical sections) or left (horizontal flow columns).
    case start
    /// At the line's bottom (vertical sections) or right (horizontal flow columns).
    case end
}
