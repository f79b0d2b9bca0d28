import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps on all cores, keeping the order of the input, so parallel work still gives identical output.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let storage = ParallelResults<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            storage.set(index, transform(self[index]))
        }
        return storage.values
    }
}

/// Slots written once each from `concurrentPerform`, read after it returns.
private final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { slots.compactMap { $0 } }
}
