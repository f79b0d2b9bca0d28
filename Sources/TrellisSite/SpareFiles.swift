import Foundation
import TrellisContent

/// Files that earlier updates replaced (the trash beside the site), written over instead of new files being made.
///
/// A changed file goes into the site whole, through a new name (`InPlaceUpdate`), so each one needs a file the site
/// does not have yet. Making a file is the slowest step of writing it on common disks: an `ext4` without a journal
/// scans past every file deleted in the last minutes to find a free one (a template edit's 1,800 renderings took
/// 0.2–1 s of kernel time), and deleting the files the update replaced cost as much again. The files the last
/// update replaced are of the same kind and size; a build takes them over one by one (written over where they are
/// when a rendered page's files wait for the update in them, else moved to the new name, then written over), and
/// neither makes nor deletes a file for them. docs/safety.md.
///
/// Shared by the threads that write; each file is handed out once, the one closest in size to what is written
/// over it and not larger where there is one: a file cut shorter costs a `ftruncate` as slow as making a file.
final class SpareFiles: @unchecked Sendable {
    private let lock = NSLock()
    private let paths: [String]
    /// `paths` by size, smallest first, once the build has taken `sampledTakes` of them: all their sizes are then
    /// read (on all cores), and each take finds the closest by a binary search.
    private var files: [(size: Int, path: String)]?
    private var taken: [Bool] = []
    /// How many are not taken: once none is, a `take` answers at once.
    private var left = 0
    /// Until then, the paths whose sizes were read, by index, that are not taken, and where the next ones to read
    /// start (every path before `cursor` was read): a build that writes a few files (a page edit) reads a few sizes, not those of every spare file (4,000
    /// `stat`s at 1,000 pages, on one thread inside the page's own rendering: 5 % of the edit).
    private var sampled: [(size: Int, index: Int)] = []
    private var cursor = 0
    private var takes = 0
    static let sampledTakes = 64
    static let samplesPerTake = 8

    /// No spare files: every file is made new.
    static let empty = SpareFiles(paths: [])

    /// The files at `paths` (one gone by the time its size is read is left out).
    init(paths: [String]) {
        self.paths = paths
    }

    /// The path of a spare file for `size` bytes, each once: the largest not larger, else the smallest larger, among
    /// those whose sizes were read (a few more each time, for the first `sampledTakes`; all of them after); nil when
    /// none is left.
    func take(fitting size: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard !paths.isEmpty else { return nil }
        takes += 1
        if files == nil, takes <= Self.sampledTakes { return sampleAndTake(fitting: size) }
        let files = self.files ?? sortBySize()
        guard left > 0 else { return nil }
        // The first file larger than `size`.
        var low = 0
        var high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].size <= size { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0, taken[index] { index -= 1 }
        if index < 0 {
            index = low
            while index < files.count, taken[index] { index += 1 }
        }
        guard index < files.count else { return nil }
        taken[index] = true
        left -= 1
        return files[index].path
    }

    /// Reads the sizes of up to `samplesPerTake` more paths and takes the best fit among all those read and not
    /// taken; called under the lock.
    private func sampleAndTake(fitting size: Int) -> String? {
        var read = 0
        while read < Self.samplesPerTake, cursor < paths.count {
            let index = cursor
            cursor += 1
            guard let stamp = FastFileSystem.stamp(ofFile: paths[index]) else { continue }
            sampled.append((Int(stamp.size), index))
            read += 1
        }
        let fitting = sampled.indices.filter { sampled[$0].size <= size }
        let chosen =
            fitting.max { sampled[$0].size < sampled[$1].size }
            ?? sampled.indices.min { sampled[$0].size < sampled[$1].size }
        guard let chosen else { return nil }
        return paths[sampled.remove(at: chosen).index]
    }

    /// Reads the sizes of the files not taken yet (on all cores) and keeps them sorted, smallest first; called once,
    /// under the lock. Those read while sampling are not read again.
    private func sortBySize() -> [(size: Int, path: String)] {
        let sized = Array(cursor..<paths.count).parallelMap { index in
            FastFileSystem.stamp(ofFile: paths[index]).map { (size: Int($0.size), path: paths[index]) }
        }
        let sorted = (sized.compactMap { $0 } + sampled.map { (size: $0.size, path: paths[$0.index]) })
            .sorted { $0.size < $1.size || ($0.size == $1.size && $0.path < $1.path) }
        sampled = []
        files = sorted
        taken = Array(repeating: false, count: sorted.count)
        left = sorted.count
        return sorted
    }

    /// A spare file opened where it is, in the trash, for writing `size` bytes over it (`FastFileSystem.openSpareInPlace`):
    /// its path, descriptor and size; nil when none is left usable. A rendered page's files wait there for the
    /// update (`SpillFolder`), which moves them into the site from there: one rename a file fewer than moving each
    /// into the spill folder first (a cross-folder rename cost 20 µs of CPU, 40 ms of a template edit's).
    func openInPlace(toHold size: Int) -> (path: String, descriptor: Int32, size: Int)? {
        while let spare = take(fitting: size) {
            if let opened = FastFileSystem.openSpareInPlace(spare) { return (spare, opened.descriptor, opened.size) }
        }
        return nil
    }

    /// A spare file moved to `path` and opened for writing `size` bytes over it, and its size, where one is left and
    /// usable (`FastFileSystem.openSpare`); nil otherwise, and the caller makes the file new.
    func open(as path: String, toHold size: Int) -> (descriptor: Int32, size: Int)? {
        while let spare = take(fitting: size) {
            switch FastFileSystem.openSpare(spare, as: path) {
            case .opened(let descriptor, let size): return (descriptor, size)
            case .unusable: continue
            case .pathTaken: return nil
            }
        }
        return nil
    }
}
