/// A variable or section name split on `.` once at compile time, so rendering never parses names.
struct MustacheName: Sendable {
    /// The dotted parts; empty for the implicit iterator `.`.
    let parts: [String]

    /// `name` must already be validated: `.` or non-empty parts separated by single dots.
    init(_ name: String) {
        if name == "." {
            parts = []
        } else {
            parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Whether `name` is `.` or made of non-empty parts separated by single dots (`a..b`, `.a` and `a.` are not).
    static func isWellFormed(_ name: String) -> Bool {
        if name == "." { return true }
        return !name.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }
}
