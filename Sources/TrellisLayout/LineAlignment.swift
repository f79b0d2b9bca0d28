/// How a flow line's spare length is spread along the line (F6).
public enum LineAlignment: String, Sendable, CaseIterable {
    /// UIKit's own behaviour, quirks included (F6.1–F6.7).
    case uikit
    /// Every line at the leading edge, minimum spacing.
    case leading
    /// Every line centred, minimum spacing.
    case center
    /// Every line at the trailing edge, minimum spacing.
    case trailing
    /// F6.1/F6.2 for every line, the last included.
    case justified
}
