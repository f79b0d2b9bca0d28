import Foundation
import TrellisContent

/// The pages a build rendered as soon as it read them (on the loading threads), by page file: their output and
/// search entry. The loader keeps only a skeleton of such a page, so that a large site is never held whole in
/// memory: each page's data goes once its files are validated and waiting on disk.
final class StreamedPages: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [String: (output: PageOutput, searchEntry: String)] = [:]
    private var spilled = 0
    /// The skeleton of each included section as the first page that showed it kept it, by where it starts.
    private var includedSections: [SourceLocation: Section] = [:]

    /// A name for a page's files in the spill folder that no other page of the build uses (`renderPages` names
    /// them by page number).
    func nextSpillName() -> String {
        lock.withLock {
            spilled += 1
            return "read-\(spilled)"
        }
    }

    /// `skeleton` (a section of a page skeleton), or an equal one another page kept before: an included section
    /// (a shared footer, a promo strip) is the same on every page that includes it, and each page's own copy of its
    /// components was a fifth of what a 10,000-page site's skeletons held.
    func shared(_ skeleton: Section) -> Section {
        guard skeleton.includedFrom != nil else { return skeleton }
        return lock.withLock {
            guard let kept = includedSections[skeleton.location] else {
                includedSections[skeleton.location] = skeleton
                return skeleton
            }
            return kept == skeleton ? kept : skeleton
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
