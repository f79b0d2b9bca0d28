import Foundation

/// The first error reported from parallel work: one message is enough, and the first is as good as any.
final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: FastFileSystem.WriteError?

    var error: FastFileSystem.WriteError? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }

    func record(_ error: FastFileSystem.WriteError) {
        lock.lock()
        if first == nil { first = error }
        lock.unlock()
    }
}
