/// Keeps values alive until the process ends, so that freeing them (a serial walk over every object of a large
/// site model) is left to the operating system, which reclaims the whole address space at once.
enum ProcessLifetime {
    /// A box that is retained once and never released.
    private final class Kept<Value>: Sendable {
        nonisolated(unsafe) let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Leaks `value` on purpose: only for commands that end the process right after (BuildOptions.endsProcess).
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
