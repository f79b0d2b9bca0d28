import Foundation

/// The pages a build rendered as soon as it read them (on the loading threads), by page file: their output and
/// search entry. The loader keeps only a skeleton of such a page, so that a large site is never held whole in
/// memory: each page's data goes once its files are validated and waiting on disk.
final class StreamedPages: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [String: (output: PageOutput, searchEntry: String)] = [:]
    private var spilled = 0

    /// A name for a page's files in the spill folder that no other page of the build uses (`renderPages` names
    /// them by page number).
    func nextSpillName() -> String {
        lock.withLock {
            spilled += 1
            return "read-\(spilled)"
        }
    }

    func keep(_ output: PageOutput, searchEntry: String, for file: String) {
        lock.withLock { outputs[file] = (output, searchEntry) }
    }

    /// The output and search entry of the page read from `file`, if it was rendered as it was read.
    func take(_ file: String) -> (output: PageOutput, searchEntry: String)? {
        lock.withLock { outputs.removeValue(forKey: file) }
    }
}
