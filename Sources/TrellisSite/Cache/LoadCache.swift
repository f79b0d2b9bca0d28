import Foundation
import TrellisContent

/// The page loads of the last successful build (`._site.trellis-cache/loads-0` … `loads-15`), so that a warm build
/// does not read, parse and decode the page files that did not change — half of its time before.
///
/// An entry is a page file's load with the page as a skeleton (`Page.skeleton`): what the whole-site passes (the
/// fingerprints, the catalog's cards, counts and sections, the report, output paths) read of a page. It is used
/// only for a file whose bytes hash the same, including files whose bytes hash the same, under the same key (the
/// Trellis executable, `site.json`, the feature overrides and how the project is named in diagnostics); a page that
/// must be rendered or checked again is read in full (`Page.full()`), as is any page something needs the data of.
/// Entries are spread over `shardCount` files by a hash of the page file's path, like the pages' entries
/// (`BuildCache`), and a file is written only when one of its entries changed.
struct LoadCache: Sendable {
    let folder: String
    let key: UInt64
    /// Each shard's file as read (empty when it could not be used, or once the pages are read: `withoutBytes()`),
    /// and each page file's entry: its shard, the hash of the page's bytes, the file's stamp when they were read
    /// (`PageLoad.fileStamp`) and where its load is.
    private var shards: [[UInt8]]
    private let entries: [String: Entry]

    private struct Entry {
        var shard: Int
        var contentHash: UInt64
        var stamp: FileStamp?
        var range: Range<Int>
    }

    /// A shard's entries as its file holds them.
    private typealias ShardEntries = [String: (contentHash: UInt64, stamp: FileStamp?, range: Range<Int>)]

    static let shardCount = 16

    init(folder: String, project: ProjectLoader, featureOverrides: [String: Bool]) {
        self.folder = folder
        var hasher = StableHasher()
        hasher.combine(InputFingerprint.formatVersion)
        hasher.combine(InputFingerprint.executableIdentity)
        hasher.combine(project.displayPath(""))
        hasher.combine(InputFingerprint.hash(ofFile: project.displayPath("Content/site.json")))
        for (name, isOn) in featureOverrides.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name + (isOn ? "=on" : "=off"))
        }
        let key = hasher.finalize()
        self.key = key
        let read = Array(0..<Self.shardCount).parallelMap { shard in
            Self.read(Self.path(folder, shard), key: key, shard: shard)
        }
        var entries: [String: Entry] = [:]
        for (shard, found) in read.enumerated() {
            for (relative, entry) in found?.entries ?? [:] {
                entries[relative] = Entry(
                    shard: shard, contentHash: entry.contentHash, stamp: entry.stamp, range: entry.range)
            }
        }
        self.shards = read.map { $0?.bytes ?? [] }
        self.entries = entries
    }

    static func path(_ folder: String, _ shard: Int) -> String { folder + "/loads-\(shard)" }

    static func shard(of relative: String) -> Int {
        var hasher = StableHasher()
        hasher.combine(relative)
        return Int(hasher.finalize() % UInt64(shardCount))
    }

    /// The previous load of `relative` when its bytes hashed `contentHash`, its page a skeleton.
    func load(_ relative: String, contentHash: UInt64) -> PageLoad? {
        guard let entry = entries[relative], entry.contentHash == contentHash, !shards[entry.shard].isEmpty else {
            return nil
        }
        var reader = PageLoadReader(CacheReader(shards[entry.shard], range: entry.range))
        return reader.load(relative: relative)
    }

    /// The hash of `relative`'s bytes when the last build read them, if the file still has the stamp it had then.
    func contentHash(of relative: String, stamped stamp: FileStamp) -> UInt64? {
        guard let entry = entries[relative], entry.stamp == stamp else { return nil }
        return entry.contentHash
    }

    /// The cache without the shards' bytes, for the write at the end of the build: they serve `load` while the
    /// pages are read and were held until the write for nothing else (57 MB at 10,000 pages). A shard that must be
    /// written is then read again to copy its unchanged entries.
    func withoutBytes() -> LoadCache {
        var copy = self
        copy.shards = shards.map { _ in [] }
        return copy
    }

    /// Writes the shards whose entries changed (an unchanged entry copied as it was read), each through a temporary
    /// file; false when one failed (that file is then the old one or missing: the next build reads more pages).
    ///
    /// A page file's stamp is kept only when the file had last changed a few seconds before `loadStart` (the wall
    /// clock's seconds when the build began reading pages; `FileStamp.isSettled`): any later change gives it a newer
    /// status-change time, so the stamp tells it. A file changed just before could be changed again within the same
    /// tick of the file system's clock and keep its stamp; the next build reads it.
    func write(_ loads: [PageLoad], loadStart: Int64) -> Bool {
        @Sendable func trusted(_ load: PageLoad) -> FileStamp? {
            guard let stamp = load.fileStamp, stamp.isSettled(now: loadStart) else { return nil }
            return stamp
        }
        var byShard: [[PageLoad]] = Array(repeating: [], count: Self.shardCount)
        for load in loads where load.includes != nil && load.page != nil {
            byShard[Self.shard(of: load.relative)].append(load)
        }
        var counts = Array(repeating: 0, count: Self.shardCount)
        for entry in entries.values { counts[entry.shard] += 1 }
        let previousCounts = counts
        let grouped = byShard
        let written = Array(0..<Self.shardCount).parallelMap { shard -> Bool in
            let loads = grouped[shard]
            // Every entry as it was read, and no other: the file already holds exactly this.
            let isUnchanged =
                loads.count == previousCounts[shard]
                && loads.allSatisfy {
                    $0.isFromCache && entries[$0.relative]?.contentHash == $0.contentHash
                        && entries[$0.relative]?.stamp == trusted($0)
                }
            if isUnchanged { return true }
            // The shard's entries as its file holds them: in memory while the pages are read, read again after.
            let previous: (bytes: [UInt8], entries: ShardEntries)? =
                shards[shard].isEmpty
                ? Self.read(Self.path(folder, shard), key: key, shard: shard)
                : (
                    shards[shard],
                    entries.filter { $0.value.shard == shard }.mapValues { ($0.contentHash, $0.stamp, $0.range) }
                )
            var stream = CacheFileStream(path: Self.path(folder, shard), key: key)
            stream.writer.write(UInt64(loads.count))
            for load in loads {
                stream.writer.write(load.relative)
                stream.writer.write(load.contentHash)
                if let stamp = trusted(load) {
                    stream.writer.write(UInt64(1))
                    stream.writer.write(stamp)
                } else {
                    stream.writer.write(UInt64(0))
                }
                if load.isFromCache, let previous, let entry = previous.entries[load.relative],
                    entry.contentHash == load.contentHash
                {
                    stream.writer.write(UInt64(entry.range.count))
                    stream.writer.append(raw: previous.bytes[entry.range])
                } else {
                    let encoded = PageLoadWriter(load).writer.bytes
                    stream.writer.write(UInt64(encoded.count))
                    stream.writer.append(raw: encoded)
                }
                stream.writeFullChunks()
            }
            return stream.finish()
        }
        return written.allSatisfy { $0 }
    }

    /// A shard's entries, each in the shard it belongs to; nil when the file is missing, damaged (its payload's hash
    /// is checked) or was written under another key.
    private static func read(_ path: String, key: UInt64, shard: Int) -> (bytes: [UInt8], entries: ShardEntries)? {
        guard let (bytes, start) = CacheFileStream.payload(of: path) else { return nil }
        var reader = CacheReader(bytes, range: start..<bytes.count)
        guard reader.number() == key, let count = reader.count() else { return nil }
        var entries: ShardEntries = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let relative = reader.text(), let hash = reader.number(), let hasStamp = reader.number(),
                hasStamp <= 1
            else { return nil }
            var stamp: FileStamp?
            if hasStamp == 1 {
                guard let read = reader.stamp() else { return nil }
                stamp = read
            }
            guard let length = reader.count(), let range = reader.skip(length) else { return nil }
            if Self.shard(of: relative) == shard { entries[relative] = (hash, stamp, range) }
        }
        return reader.isAtEnd ? (bytes, entries) : nil
    }
}
