import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes the rebuild loop as soon as the kernel reports a change in a watched folder, so a saved file is seen within
/// a millisecond or two instead of at the next poll.
///
/// It only says when to look: what changed is still decided by comparing snapshots (`ProjectSnapshot`), which sees
/// every kind of save and cannot overflow, and the loop still polls at its interval, so a lost or unsupported
/// notification costs latency, never a change. On Linux it uses inotify, one watch per folder the last snapshot
/// walked (re-added after every change, which also covers new folders); elsewhere it never fires and polling is
/// all there is.
final class ChangeSignal: @unchecked Sendable {
    /// Guards the fields below (the module does without Foundation, so no `NSLock`).
    private let guardQueue = DispatchQueue(label: "trellis.serve.change-signal")
    private var pending = false
    private var waiter: CheckedContinuation<Void, Never>?
    private var waiterNumber = 0
    private var stopped = false
    #if canImport(Glibc)
        private let descriptor: Int32
    #endif

    init() {
        #if canImport(Glibc)
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { return }
            // A thread of its own, blocked in `poll` most of the time, so that no thread of Swift concurrency is.
            DispatchQueue(label: "trellis.serve.notifications").async { [self] in readEvents() }
        #endif
    }

    /// Watches these folders (absolute paths); folders watched already cost nothing more.
    func watch(_ folders: Set<String>) {
        #if canImport(Glibc)
            guard descriptor >= 0 else { return }
            let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
            for folder in folders { _ = inotify_add_watch(descriptor, folder, events) }
        #endif
    }

    /// Returns when a change is reported (at once if one came since the last call), or after `timeout`.
    func wait(timeout: Duration) async {
        let number: Int? = guardQueue.sync {
            if pending {
                pending = false
                return nil
            }
            waiterNumber += 1
            return waiterNumber
        }
        guard let number else { return }
        await withCheckedContinuation { continuation in
            let notifiedMeanwhile: Bool = guardQueue.sync {
                if pending {
                    pending = false
                    return true
                }
                waiter = continuation
                return false
            }
            if notifiedMeanwhile {
                continuation.resume()
                return
            }
            Task {
                try? await Task.sleep(for: timeout)
                self.resume(number: number)
            }
        }
    }

    /// Stops reading notifications; the reading thread ends within half a second.
    func stop() {
        guardQueue.sync { stopped = true }
        resume(number: nil)
    }

    /// Resumes the waiter: any one (a notification), or the one numbered (its timeout).
    private func resume(number: Int?) {
        let continuation: CheckedContinuation<Void, Never>? = guardQueue.sync {
            guard let current = waiter else {
                if number == nil { pending = true }
                return nil
            }
            if let number, number != waiterNumber { return nil }
            waiter = nil
            return current
        }
        continuation?.resume()
    }

    #if canImport(Glibc)
        private func readEvents() {
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while !(guardQueue.sync { stopped }) {
                guard poll(&watched, 1, 500) > 0 else { continue }
                var notified = false
                while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {
                    notified = true
                }
                if notified { resume(number: nil) }
            }
            close(descriptor)
        }
    #endif
}
