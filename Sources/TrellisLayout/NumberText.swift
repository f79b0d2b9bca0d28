/// Formats numbers for issue messages without Foundation: integers without ".0", everything else as Swift's
/// shortest round-tripping form, so a message quotes exactly what the author wrote.
enum NumberText {
    static func describe(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value.magnitude < 1e15, value == Rounding.down(value) { return String(Int64(value)) }
        return "\(value)"
    }

    static func describe(_ dimension: Dimension) -> String {
        switch dimension {
        case .points(let value): describe(value)
        case .auto: "\"auto\""
        }
    }

    static func describe(_ size: ItemSize) -> String {
        "\(describe(size.width))×\(describe(size.height))"
    }
}
