/// A flow section's scroll direction (F-H). Only `flow` sections honour `horizontal`.
public enum ScrollDirection: String, Sendable, CaseIterable {
    /// Lines run left to right and stack downwards.
    case vertical
    /// Columns run top to bottom and stack rightwards inside a horizontal scroller of the section's `height`.
    case horizontal
}
