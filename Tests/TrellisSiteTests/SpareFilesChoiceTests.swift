import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// Which spare file a write gets (`SpareFiles.take`): each file once, whichever phase the build is in — the first
/// takes, which read the sizes of a few files each, and the rest, which read all the others' — and, once all sizes
/// are read, the largest not larger than what is written, else the smallest larger.
@Suite struct SpareFilesChoiceTests {
    @Test(arguments: [10, 64, 65, 300]) func eachFileIsHandedOutOnceAndTheLastTakesFitBest(takes: Int) throws {
        let project = try TemporaryProject()
        var generator = SeededGenerator(seed: UInt64(takes))
        var sizes: [String: Int] = [:]
        for index in 0..<200 {
            let size = Int.random(in: 0..<4_000, using: &generator)
            let name = "trash/\(index)"
            try project.write(name, String(repeating: "x", count: size))
            sizes[project.url(name).path] = size
        }
        let spares = SpareFiles(paths: sizes.keys.sorted())
        var handedOut: Set<String> = []
        for take in 0..<takes {
            let wanted = Int.random(in: 0..<4_000, using: &generator)
            let left = sizes.filter { !handedOut.contains($0.key) }
            let path = spares.take(fitting: wanted)
            guard take < sizes.count else {
                #expect(path == nil)
                continue
            }
            let taken = try #require(path)
            #expect(handedOut.insert(taken).inserted, "\(taken) handed out twice")
            guard take >= SpareFiles.sampledTakes, let size = sizes[taken] else { continue }
            // Every size is read: the best fit among those left.
            let best = left.values.filter { $0 <= wanted }.max() ?? left.values.min()
            #expect(size == best, "take \(take): \(size) for \(wanted), best \(String(describing: best))")
        }
    }

    @Test func allTakenThenNone() throws {
        let project = try TemporaryProject()
        var paths: [String] = []
        for index in 0..<5 {
            try project.write("trash/\(index)", String(repeating: "x", count: index * 10))
            paths.append(project.url("trash/\(index)").path)
        }
        // One missing file is left out.
        paths.append(project.url("trash/gone").path)
        let spares = SpareFiles(paths: paths)
        let taken = (0..<7).map { _ in spares.take(fitting: 25) }
        #expect(Set(taken.compactMap { $0 }) == Set(paths.dropLast()))
        #expect(taken.suffix(2) == [nil, nil])
        // The first take reads eight sizes — all five here — and takes the largest not larger than 25.
        #expect(taken.first == paths[2])
    }
}
