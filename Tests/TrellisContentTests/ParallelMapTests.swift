import Testing

@testable import TrellisContent

/// Every parallel pass of a build (loading pages, rendering them, the link check, the cache) maps with
/// `parallelMap`: a result out of place or lost is a page written with another page's output, and a result released
/// once too often or too few times is a crash or a leak at 10,000 pages. Each result is made in its slot of the
/// array returned, from two or more threads.
@Suite("Parallel map")
struct ParallelMapTests {
    /// A result that holds references, as a page's output does: each must arrive once, alive, in its place.
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("results come in the order of the input, none lost", arguments: [0, 1, 2, 3, 17, 1_000, 10_007])
    func resultsKeepTheOrder(count: Int) {
        let input = Array(0..<count)
        let mapped = input.parallelMap { number in (text: "page-\(number)", box: Box(number * 3), number: number) }
        #expect(mapped.count == count)
        #expect(mapped.map(\.number) == input)
        #expect(mapped.map(\.text) == input.map { "page-\($0)" })
        #expect(mapped.map(\.box.value) == input.map { $0 * 3 })
    }

    @Test("each result is released with the array")
    func resultsAreReleasedOnce() {
        weak var first: Box?
        weak var last: Box?
        do {
            let mapped = Array(0..<500).parallelMap { Box($0) }
            first = mapped.first
            last = mapped.last
            #expect(first?.value == 0 && last?.value == 499)
        }
        // Held by the array alone: a copy left behind (an extra retain) would keep them alive here, and one release
        // too many would have crashed.
        #expect(first == nil)
        #expect(last == nil)
    }
}
