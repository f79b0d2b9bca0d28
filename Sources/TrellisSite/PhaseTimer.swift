/// Measures a build: its whole duration for the summary, and each phase for `--timings`.
struct PhaseTimer {
    private let clock = ContinuousClock()
    private let began: ContinuousClock.Instant
    private var start: ContinuousClock.Instant
    private(set) var phases: [BuildSummary.Phase] = []

    init() {
        began = clock.now
        start = began
    }

    /// Milliseconds since the timer was made: the whole build.
    var totalMilliseconds: Int { Self.milliseconds(clock.now - began) }

    mutating func end(_ name: String) {
        let now = clock.now
        phases.append(BuildSummary.Phase(name: name, milliseconds: Self.milliseconds(now - start)))
        start = now
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
