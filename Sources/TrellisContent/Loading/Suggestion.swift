/// "Did you mean …?" for misspelt keys and names: the closest candidate within a small edit distance.
public enum Suggestion {
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased())
        // Walked twice (near misses, then words cut short): a sequence that can be read only once is kept.
        let candidates = Array(candidates)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            let limit = candidate.count <= 3 ? 1 : (candidate.count <= 6 ? 2 : 3)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        // A word cut short (`int` for `integer`, `bool` for `boolean`) is far in edits but plain to a reader: the one
        // candidate it begins.
        guard lowered.count >= 3 else { return nil }
        let word = String(lowered)
        let extended = candidates.filter { $0.lowercased().hasPrefix(word) && $0.count > word.count }
        return extended.count == 1 ? extended.first : nil
    }

    /// `; did you mean "columns"?` or the empty string.
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(match)\"?"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps
    /// (`titel` → `title` is one edit), the typos people actually make.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
