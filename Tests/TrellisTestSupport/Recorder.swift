import Foundation

/// Collects values that arrive from other threads (server events, stream messages, build progress) and lets a test
/// wait for one.
///
/// Waiting polls every 20 ms up to a generous deadline instead of sleeping a fixed time: the test goes on as soon as
/// the value is there, and a slow machine only makes it slower, not flaky.
public final class Recorder<Value: Sendable>: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var values: [Value] = []

    public func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    public var all: [Value] { lock.withLock { values } }

    /// The first value after the first `skipping` ones that matches, waiting up to `timeout`. The bound is for a
    /// value that never comes, not a speed limit: with the whole suite running on two cores, the tests that block a
    /// thread (builds, Chromium) can hold the server's tasks back for tens of seconds.
    public func first(
        after skipping: Int = 0, timeout: Duration = .seconds(180), where matches: (Value) -> Bool
    ) async throws -> Value {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let found = all.dropFirst(skipping).first(where: matches) { return found }
            guard ContinuousClock.now < deadline else { throw RecorderTimeout() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    public struct RecorderTimeout: Error, CustomStringConvertible {
        public var description: String { "the expected value did not arrive in time" }
    }
}
