import Foundation

/// A small pool of parser contexts so that every thread reuses contexts instead of allocating two per document.
enum ParserPool {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [ParserContexts] = []
    private static let maximumIdle = max(4, ProcessInfo.processInfo.activeProcessorCount * 2)

    static func withContexts<Result>(_ body: (ParserContexts) -> Result) -> Result? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        guard let contexts = reused ?? ParserContexts() else { return nil }
        let result = body(contexts)
        lock.lock()
        if idle.count < maximumIdle { idle.append(contexts) }
        lock.unlock()
        return result
    }
}
