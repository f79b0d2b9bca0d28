import Testing
import TrellisLayout

/// Comparison helpers shared by the vector and randomised tests.
enum FrameExpectations {
    static let tolerance = 1e-9

    static func isClose(_ actual: Double?, _ expected: Double?, tolerance: Double = tolerance) -> Bool {
        switch (actual, expected) {
        case (nil, nil): return true
        case (let actual?, let expected?): return abs(actual - expected) <= tolerance * max(1, abs(expected))
        default: return false
        }
    }

    /// `expected` is [x, y, width, height] with `nil` for auto.
    static func matches(_ frame: Frame?, _ expected: [Double?]?) -> Bool {
        guard let frame, let expected else { return frame == nil && expected == nil }
        return expected.count == 4 && isClose(frame.x, expected[0]) && isClose(frame.y, expected[1])
            && isClose(frame.width, expected[2]) && isClose(frame.height, expected[3])
    }

    static func text(_ frame: Frame?) -> String {
        guard let frame else { return "none" }
        func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "auto" }
        return "(\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))"
    }
}
