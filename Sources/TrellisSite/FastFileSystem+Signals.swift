#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that arrived while interruptions were held (`FastFileSystem.holdingInterruptions`), 0 for none. Written
/// only by `recordInterruption`, read once the handlers are put back.
nonisolated(unsafe) private var heldSignal: Int32 = 0

/// Remembers a signal instead of acting on it: a plain store, as a signal handler may do.
private func recordInterruption(_ signal: Int32) {
    heldSignal = signal
}

extension FastFileSystem {
    /// The signals that end a build when a user or a supervisor stops it: Ctrl-C, `kill`, a closed terminal.
    private static let interruptions: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` — the few milliseconds in which an update puts its files in place — with Ctrl-C, SIGTERM and
    /// SIGHUP held: one that arrives meanwhile takes effect as soon as `body` is done, with whatever the process
    /// had set up for it (the default ends the process), so a stopped build never leaves half its files in place.
    /// Only these three: SIGKILL cannot be held, and the next build undoes what it interrupts (`InPlaceUpdate`).
    static func holdingInterruptions<T>(_ body: () throws -> T) rethrows -> T {
        var previous: [sigaction] = []
        for signal in interruptions {
            var hold = sigaction()
            #if canImport(Darwin)
                hold.__sigaction_u.__sa_handler = recordInterruption
            #elseif canImport(Glibc)
                hold.__sigaction_handler.sa_handler = recordInterruption
            #else
                hold.__sa_handler.sa_handler = recordInterruption
            #endif
            sigemptyset(&hold.sa_mask)
            var old = sigaction()
            sigaction(signal, &hold, &old)
            previous.append(old)
        }
        defer {
            for (signal, old) in zip(interruptions, previous) {
                var restored = old
                sigaction(signal, &restored, nil)
            }
            let arrived = heldSignal
            heldSignal = 0
            if arrived != 0 { raise(arrived) }
        }
        return try body()
    }
}
