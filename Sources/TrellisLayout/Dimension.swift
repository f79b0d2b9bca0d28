/// A length that is either known at build time or left to the browser.
///
/// `auto` exists because a server-driven component often sizes itself from its content (a text block of
/// unknown length). The engine still decides everything that does not depend on such a length, and reports
/// `nil` for every coordinate that does, rather than guessing.
public enum Dimension: Sendable, Equatable {
    /// A length in CSS px (= UIKit points).
    case points(Double)
    /// Decided by the content in the browser.
    case auto

    /// The length when it is known, `nil` for `auto`.
    public var value: Double? {
        switch self {
        case .points(let length): length
        case .auto: nil
        }
    }
}

extension Dimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Lets callers and tests write `ItemSize(width: 100, height: 40)`.
    public init(integerLiteral value: Int) {
        self = .points(Double(value))
    }

    /// Lets callers and tests write `ItemSize(width: 177.5, height: 40)`.
    public init(floatLiteral value: Double) {
        self = .points(value)
    }
}
