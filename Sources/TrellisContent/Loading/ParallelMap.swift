import Dispatch

extension Array where Element: Sendable {
    /// Maps on all cores, keeping the order of the input, so parallel work still gives identical output.
    ///
    /// Each result is made in its place in the array returned: results were first kept as optionals behind a lock,
    /// then copied out, which on one core retained and released every reference a result holds (a page's output
    /// holds dozens) — 6 % of a warm build's single-threaded time.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            let slots = ParallelSlots(base: base)
            // `concurrentPerform` returns when every iteration has: each slot is then initialized, once.
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.base.advanced(by: index).initialize(to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}

/// The results' storage, written at distinct indices from `concurrentPerform`'s threads (no two write one slot).
private struct ParallelSlots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>
}
