extension String {
    /// `1 error`, `3 errors`: the counts in the commands' closing lines.
    init(counting number: Int, _ noun: String) {
        self = "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
