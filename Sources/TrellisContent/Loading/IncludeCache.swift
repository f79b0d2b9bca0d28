import Foundation

/// Included section files, read, parsed and decoded once however many pages (on however many threads)
/// include them.
///
/// The lock guards only the table: a file is loaded outside it, so pages that include other files go on
/// while one is read. A page that needs a file another thread is loading waits for that result instead of
/// reading the file a second time.
final class IncludeCache: @unchecked Sendable {
    private enum Slot {
        case loading
        case loaded(IncludedSections)
    }

    private let condition = NSCondition()
    private var slots: [String: Slot] = [:]

    /// The file called `name`, loaded with `load` by the first caller.
    func sections(named name: String, load: () -> IncludedSections) -> IncludedSections {
        condition.lock()
        while case .loading? = slots[name] { condition.wait() }
        if case .loaded(let file)? = slots[name] {
            condition.unlock()
            return file
        }
        slots[name] = .loading
        condition.unlock()

        let file = load()

        condition.lock()
        slots[name] = .loaded(file)
        condition.broadcast()
        condition.unlock()
        return file
    }

    /// Every file that was requested, sorted by name, so whatever order threads asked in, the report is the same.
    var loaded: [IncludedSections] {
        condition.lock()
        defer { condition.unlock() }
        return slots.keys.sorted().compactMap { name in
            guard case .loaded(let file)? = slots[name] else { return nil }
            return file
        }
    }
}
