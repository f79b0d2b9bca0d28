/// Measures a build's phases for `--timings`.
struct PhaseTimer {
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    private(set) var phases: [BuildSummary.Phase] = []

    init() { start = clock.now }

    mutating func end(_ name: String) {
        let now = clock.now
        let elapsed = now - start
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        phases.append(BuildSummary.Phase(name: name, milliseconds: milliseconds))
        start = now
    }
}
