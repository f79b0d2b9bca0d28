import Dispatch
import Foundation
import Testing

@testable import TrellisContent

@Suite("Include cache")
struct IncludeCacheTests {
    /// The cache hands out one result per name, and reading one file does not hold up pages that need another:
    /// `a` can only finish once `b` has started loading.
    @Test func theCacheDoesNotHoldItsLockWhileAFileLoads() {
        let cache = IncludeCache()
        let bStarted = DispatchSemaphore(value: 0)
        let aSawB = LockedFlag()
        let finished = DispatchSemaphore(value: 0)
        // Two real threads: a thread pool may run both closures one after the other on a busy machine.
        Thread {
            _ = cache.sections(named: "a") {
                aSawB.set(bStarted.wait(timeout: .now() + 5) == .success)
                return IncludedSections(name: "a", shownPath: "a.json", state: .loaded)
            }
            finished.signal()
        }.start()
        Thread {
            Thread.sleep(forTimeInterval: 0.05)
            _ = cache.sections(named: "b") {
                bStarted.signal()
                return IncludedSections(name: "b", shownPath: "b.json", state: .loaded)
            }
            finished.signal()
        }.start()
        finished.wait()
        finished.wait()
        #expect(aSawB.value)
        var loads = 0
        for _ in 1...3 {
            _ = cache.sections(named: "a") {
                loads += 1
                return IncludedSections(name: "a", shownPath: "a.json", state: .loaded)
            }
        }
        #expect(loads == 0, "a name is loaded once")
        #expect(cache.loaded.map(\.name) == ["a", "b"])
    }
}

/// A flag set from one thread and read after the threads are joined.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false

    func set(_ value: Bool) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
