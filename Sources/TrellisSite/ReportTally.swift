/// Counts of the items of one report list by a name (a component type, a feature gate), for the line that stands in
/// for the items a big site does not list one by one.
struct ReportTally {
    private var counts: [String: Int] = [:]
    private(set) var total = 0

    mutating func add(_ name: String) {
        counts[name, default: 0] += 1
        total += 1
    }

    /// Nil when every item is listed; otherwise how many more there are and all of them by name, most first (then
    /// by name): `{"more": "1200 more hidden components", "total": "1700 hidden components", "names": [{"name",
    /// "count"}]}`.
    func summary(listed: Int, noun: String) -> [String: Any]? {
        guard total > listed else { return nil }
        let names = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        return [
            "more": BuildSummary.count(total - listed, "more \(noun)"),
            "total": BuildSummary.count(total, noun),
            "names": names.map { ["name": $0.key, "count": $0.value] as [String: Any] },
        ]
    }
}
