import Foundation
import TrellisContent

/// The page loads of the last successful build (`._site.trellis-cache/loads`), so that a warm build does not read,
/// parse and decode the page files that did not change — half of its time before.
///
/// An entry is a page file's load with the page as a skeleton (`Page.skeleton`): what the whole-site passes (the
/// fingerprints, the catalog's cards, counts and sections, the report, output paths) read of a page. It is used
/// only for a file whose bytes hash the same, including files whose bytes hash the same, under the same key (the
/// Trellis executable, `site.json`, the feature overrides and how the project is named in diagnostics); a page that
/// must be rendered or checked again is read in full (`Page.full()`), as is any page something needs the data of.
struct LoadCache: Sendable {
    let path: String
    let key: UInt64
    /// The file as read, and each page file's entry in it: the hash of the page's bytes and where its load is.
    private let bytes: [UInt8]
    private let entries: [String: (contentHash: UInt64, range: Range<Int>)]

    private static let magic = Array("trellis page loads\n".utf8)

    init(folder: String, project: ProjectLoader, featureOverrides: [String: Bool]) {
        self.path = folder + "/loads"
        var hasher = StableHasher()
        hasher.combine(InputFingerprint.formatVersion)
        hasher.combine(InputFingerprint.executableIdentity)
        hasher.combine(project.displayPath(""))
        hasher.combine(InputFingerprint.hash(ofFile: project.displayPath("Content/site.json")))
        for (name, isOn) in featureOverrides.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name + (isOn ? "=on" : "=off"))
        }
        self.key = hasher.finalize()
        let (bytes, entries) = Self.read(path, key: key) ?? ([], [:])
        self.bytes = bytes
        self.entries = entries
    }

    /// The previous load of `relative` when its bytes hashed `contentHash`, its page a skeleton.
    func load(_ relative: String, contentHash: UInt64) -> PageLoad? {
        guard let entry = entries[relative], entry.contentHash == contentHash else { return nil }
        var reader = PageLoadReader(CacheReader(bytes, range: entry.range))
        return reader.load(relative: relative)
    }

    /// Writes every page's load (an unchanged entry copied as it was read) through a temporary file; false when
    /// that failed (the file is then the old one or missing: the next build reads more, nothing else).
    func write(_ loads: [PageLoad]) -> Bool {
        let encoded = loads.parallelMap { load -> (String, UInt64, [UInt8])? in
            guard load.includes != nil, load.page != nil else { return nil }
            if load.page?.isSkeleton == true, let entry = entries[load.relative], entry.contentHash == load.contentHash
            {
                return (load.relative, load.contentHash, Array(bytes[entry.range]))
            }
            return (load.relative, load.contentHash, PageLoadWriter(load).writer.bytes)
        }
        // Every entry as it was read, and no other: the file already holds exactly this.
        if loads.count == entries.count,
            loads.allSatisfy({ $0.page?.isSkeleton == true && entries[$0.relative]?.contentHash == $0.contentHash })
        {
            return true
        }
        var writer = CacheWriter()
        writer.append(raw: Self.magic)
        writer.append(raw: repeatElement(0, count: 8))
        writer.write(key)
        let kept = encoded.compactMap { $0 }
        writer.write(UInt64(kept.count))
        for (relative, hash, bytes) in kept {
            writer.write(relative)
            writer.write(hash)
            writer.write(UInt64(bytes.count))
            writer.append(raw: bytes)
        }
        var hasher = StableHasher()
        writer.bytes.withUnsafeBytes {
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[(Self.magic.count + 8)...]))
        }
        writer.overwrite(hasher.finalize(), at: Self.magic.count)
        let temporary = path + ".\(FastFileSystem.processID).tmp"
        _ = FastFileSystem.removeTree(atPath: temporary)
        guard FastFileSystem.writeFile(writer.bytes, to: temporary) == nil,
            (try? FastFileSystem.move(temporary, to: path)) != nil
        else {
            _ = FastFileSystem.removeTree(atPath: temporary)
            return false
        }
        return true
    }

    private static func read(_ path: String, key: UInt64) -> (
        [UInt8], [String: (contentHash: UInt64, range: Range<Int>)]
    )? {
        let start = magic.count + 8
        guard let bytes = FastFileSystem.readFile(path), bytes.starts(with: magic), bytes.count >= start else {
            return nil
        }
        var stored: UInt64 = 0
        for (index, byte) in bytes[magic.count..<start].enumerated() {
            stored |= UInt64(byte) << (8 * UInt64(index))
        }
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[start...])) }
        guard hasher.finalize() == stored else { return nil }
        var reader = CacheReader(bytes, range: start..<bytes.count)
        guard reader.number() == key, let count = reader.count() else { return nil }
        var entries: [String: (contentHash: UInt64, range: Range<Int>)] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let relative = reader.text(), let hash = reader.number(), let length = reader.count(),
                let range = reader.skip(length)
            else { return nil }
            entries[relative] = (hash, range)
        }
        return reader.isAtEnd ? (bytes, entries) : nil
    }
}
