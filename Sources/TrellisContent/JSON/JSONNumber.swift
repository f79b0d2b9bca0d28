/// A JSON number: its value and the text it was written as.
///
/// Keeping the text lets templates print `3` for `3` and `4.50` the way the server wrote it, and lets
/// messages quote the number exactly.
public struct JSONNumber: Sendable, Equatable {
    public var value: Double
    public var text: String

    public init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    /// The value as an integer when it is one exactly (`3`, `3.0`, `3e2`), else nil.
    public var integerValue: Int? {
        guard value.isFinite, value.rounded() == value, abs(value) < 9_007_199_254_740_992 else { return nil }
        return Int(value)
    }
}
