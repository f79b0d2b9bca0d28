/// A problem found in a layout or in an item's size.
///
/// The engine knows neither files nor JSON paths of the page, so an issue says where it is *relative to the layout
/// object* (`keyPath`) or *which item* (`itemIndex`); the caller turns that into "file: path: message".
public struct LayoutIssue: Sendable, Equatable {
    public enum Severity: Sendable, Equatable {
        case error
        case warning
    }

    /// A stable code such as `E_NEGATIVE` or `W_ITEM_OVERFLOW` (listed in docs/layout.md).
    public var code: String
    public var severity: Severity
    /// Path inside the layout object, e.g. `["insets", "left"]`; empty when the issue is about an item.
    /// `["header"]` / `["footer"]` name the section's header or footer element.
    public var keyPath: [String]
    /// The item the issue is about (its own size); the caller maps it to the component.
    public var itemIndex: Int?
    /// Human text without any file or path prefix, e.g. "expected a number ≥ 0, found -4".
    public var message: String

    public init(code: String, severity: Severity, keyPath: [String] = [], itemIndex: Int? = nil, message: String) {
        self.code = code
        self.severity = severity
        self.keyPath = keyPath
        self.itemIndex = itemIndex
        self.message = message
    }
}
