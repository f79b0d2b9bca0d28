/// The included files one page's decoder asked for, first request each, in order: what the page's load records
/// (the decoder runs on one thread, so no lock).
final class IncludedNames: @unchecked Sendable {
    private(set) var names: [String] = []

    func note(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}
