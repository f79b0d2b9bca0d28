import TrellisContent
import TrellisRender

/// Reads what `CacheWriter` wrote. Every read is bounds-checked: a truncated or foreign file is `nil`, never a
/// crash, and the build then simply does all its work.
struct CacheReader {
    private let bytes: [UInt8]
    private var offset: Int
    /// The files of the last locations read (`fileName()`).
    private var recentFiles: [String] = []
    private let end: Int

    /// Reads `bytes` from `range` (all of them by default).
    init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        self.offset = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? bytes.count
    }

    var isAtEnd: Bool { offset == end }

    /// The next `length` bytes' range, skipped; nil when fewer are left.
    mutating func skip(_ length: Int) -> Range<Int>? {
        guard length <= end - offset else { return nil }
        offset += length
        return (offset - length)..<offset
    }

    /// The bytes of a range `skip` gave.
    func bytes(in range: Range<Int>) -> [UInt8] {
        Array(bytes[range])
    }

    mutating func number() -> UInt64? {
        // Most numbers of a cache (counts, indices, lines and columns) take one byte.
        if offset < end, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < end, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func count() -> Int? {
        // No count can exceed the bytes left: each element takes at least one.
        guard let value = number(), value <= UInt64(end - offset) else { return nil }
        return Int(value)
    }

    mutating func integer() -> Int? {
        guard let raw = number() else { return nil }
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        return Int(exactly: value)
    }

    mutating func text() -> String? {
        guard let length = count() else { return nil }
        let text = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
        }
        offset += length
        return text
    }

    mutating func optionalText() -> String?? {
        guard let flag = number() else { return nil }
        if flag == 0 { return .some(nil) }
        guard let value = text() else { return nil }
        return .some(value)
    }

    mutating func location() -> SourceLocation? {
        guard let file = fileName(), let line = integer(), let column = integer() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// A location's file: the same few files (the page's, its templates') stand in every location of an entry, so
    /// the last ones read are shared rather than made again (each was its own string: 63 MB of a 10,000-page
    /// site's cache read back).
    private mutating func fileName() -> String? {
        guard let length = count(), length <= end - offset else { return nil }
        let start = offset
        offset += length
        let known = bytes.withUnsafeBufferPointer { buffer -> String? in
            let read = UnsafeBufferPointer(rebasing: buffer[start..<start + length])
            for var file in recentFiles where file.utf8.count == length {
                if file.withUTF8({ $0.elementsEqual(read) }) { return file }
            }
            return nil
        }
        if let known { return known }
        let file = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + length]), as: UTF8.self)
        }
        if recentFiles.count == Self.recentFileLimit { recentFiles.removeFirst() }
        recentFiles.append(file)
        return file
    }

    private static let recentFileLimit = 8

    mutating func diagnostic() -> Diagnostic? {
        guard let severityName = text(), let severity = Diagnostic.Severity(rawValue: severityName),
            let code = text(), let hasLocation = number()
        else { return nil }
        var location: SourceLocation?
        if hasLocation != 0 {
            guard let read = self.location() else { return nil }
            location = read
        }
        guard let path = optionalText(), let message = text() else { return nil }
        return Diagnostic(severity, code: code, at: location, path: path, message)
    }

    mutating func diagnostics() -> [Diagnostic]? {
        guard let count = count() else { return nil }
        var result: [Diagnostic] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let diagnostic = diagnostic() else { return nil }
            result.append(diagnostic)
        }
        return result
    }

    /// A page's entry without its rendering part (`CachedPage.analysis`; `CacheWriter.write(analysisOf:)`). Its links
    /// name their owners by position in `skeletonSections` (the page's, this build) when given, and its search entry
    /// waits in `searchEntries` when given: a warm build reads every page's entry at once, and holding each owner and
    /// search text until the entries are sorted out was 90 MB at 10,000 pages.
    mutating func pageAnalysis(skeletonSections: [Section]? = nil, searchEntries: SearchEntryStore? = nil)
        -> CachedPage?
    {
        guard let contractKey = number(), let contract = diagnostics(), let render = diagnostics(),
            let unknownCount = count()
        else { return nil }
        var unknown: [UnknownTypeUse] = []
        for _ in 0..<unknownCount {
            guard let type = text(), let id = text(), let location = location(), let path = text() else { return nil }
            unknown.append(UnknownTypeUse(type: type, componentID: id, location: location, path: path))
        }
        guard let renderings = integer(), let linkTable = LinkTable(reading: &self, skeletonSections: skeletonSections)
        else { return nil }
        guard let idCount = count() else { return nil }
        var ids: [String] = []
        for _ in 0..<idCount {
            guard let id = text() else { return nil }
            ids.append(id)
        }
        guard let searchEntryLength = count(), let searchEntryRange = skip(searchEntryLength),
            let viewportCount = count()
        else { return nil }
        let searchEntry =
            searchEntries?.keep(bytes[searchEntryRange])
            ?? SearchEntry(String(decoding: bytes[searchEntryRange], as: UTF8.self))
        var boxes: [[ComponentBox]] = []
        for _ in 0..<viewportCount {
            guard let boxCount = count() else { return nil }
            var viewportBoxes: [ComponentBox] = []
            for _ in 0..<boxCount {
                guard let type = text(), let width = number(), let hasHeight = number() else { return nil }
                var height: Double?
                if hasHeight != 0 {
                    guard let bits = number() else { return nil }
                    height = Double(bitPattern: bits)
                }
                viewportBoxes.append(ComponentBox(type: type, width: Double(bitPattern: width), height: height))
            }
            boxes.append(viewportBoxes)
        }
        guard let linkCheck = pageLinks(), let layoutFindings = layoutFindings() else { return nil }
        return CachedPage(
            contractKey: contractKey, contractDiagnostics: contract, renderDiagnostics: render, unknownTypes: unknown,
            renderings: renderings, links: linkTable, ids: ids, searchEntry: searchEntry, boxes: boxes,
            linkCheck: linkCheck, layoutFindings: layoutFindings, rendering: CachedPageRendering())
    }

    /// A file's stamp (`CacheWriter.write(_:)` of a `FileStamp`).
    mutating func stamp() -> FileStamp? {
        guard let size = number(), let seconds = integer(), let nanoseconds = integer(),
            let changedSeconds = integer(), let changedNanoseconds = integer(), let inode = number()
        else { return nil }
        return FileStamp(
            size: size, modifiedSeconds: Int64(seconds), modifiedNanoseconds: Int64(nanoseconds),
            changedSeconds: Int64(changedSeconds), changedNanoseconds: Int64(changedNanoseconds), inode: inode)
    }

    /// Paths and their stamps (`CacheWriter.write(_:)` of a `FileTreeStamps`).
    mutating func treeStamps() -> FileTreeStamps? {
        guard let count = count() else { return nil }
        var entries: [FileTreeStamps.Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = text(), let flag = number(), flag <= 1 else { return nil }
            var stamp: FileStamp?
            if flag == 1 {
                guard let read = self.stamp() else { return nil }
                stamp = read
            }
            entries.append(FileTreeStamps.Entry(path: path, stamp: stamp))
        }
        return FileTreeStamps(entries: entries)
    }

    /// A page's rendering part (`CacheWriter.write(_:)` of a `CachedPageRendering`).
    mutating func pageRendering() -> CachedPageRendering? {
        guard let key = number(), let fileCount = count() else { return nil }
        var files: [CachedFile] = []
        for _ in 0..<fileCount {
            guard let path = text(), let stamp = stamp(), let startCount = count() else { return nil }
            var starts: ComponentStarts?
            if startCount > 0 {
                guard let packedCount = count(), let packedRange = skip(packedCount),
                    let read = ComponentStarts(packed: Array(bytes[packedRange]), count: startCount - 1)
                else { return nil }
                starts = read
            }
            files.append(CachedFile(path: path, stamp: stamp, componentStarts: starts))
        }
        guard let typeCount = count() else { return nil }
        var typeKeys: [UInt64] = []
        typeKeys.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            guard let key = number() else { return nil }
            typeKeys.append(key)
        }
        guard let componentCount = count(), let packedCount = count(), let packedRange = skip(packedCount),
            let components = ComponentMarkupLengths(packed: Array(bytes[packedRange]), count: componentCount)
        else { return nil }
        return CachedPageRendering(key: key, files: files, typeKeys: typeKeys, components: components)
    }

    mutating func layoutFindings() -> LayoutFindings? {
        guard let problems = diagnostics(), let findingCount = count() else { return nil }
        var findings: [LayoutFindings.Finding] = []
        for _ in 0..<findingCount {
            guard let diagnostic = diagnostic(), let viewportCount = count() else { return nil }
            var viewports: [String] = []
            for _ in 0..<viewportCount {
                guard let name = text() else { return nil }
                viewports.append(name)
            }
            guard let variantCount = count() else { return nil }
            var variants: [String?] = []
            for _ in 0..<variantCount {
                guard let variant = optionalText() else { return nil }
                variants.append(variant)
            }
            findings.append(LayoutFindings.Finding(diagnostic: diagnostic, viewports: viewports, variants: variants))
        }
        return LayoutFindings(problems: problems, findings: findings)
    }

    mutating func catalogFile() -> CachedCatalogFile? {
        guard let contentHash = number(), let idCount = count() else { return nil }
        var ids: [String] = []
        for _ in 0..<idCount {
            guard let id = text() else { return nil }
            ids.append(id)
        }
        guard let shape = number(), let diagnostics = diagnostics(), let contextKey = number(),
            let digestKey = number(), let linkedContextKey = number()
        else { return nil }
        return CachedCatalogFile(
            contentHash: contentHash, ids: ids, shape: shape, diagnostics: diagnostics, contextKey: contextKey,
            digestKey: digestKey, linkedContextKey: linkedContextKey)
    }

    mutating func catalogUsageMemo() -> CatalogUsageMemo? {
        guard let contentDigest = number(), let typeCount = count() else { return nil }
        var totals: [(type: String, count: Int)] = []
        for _ in 0..<typeCount {
            guard let type = text(), let total = integer() else { return nil }
            totals.append((type, total))
        }
        return CatalogUsageMemo(contentDigest: contentDigest, typeTotals: totals)
    }

    /// What `CacheWriter.write(_: [Int])` wrote.
    mutating func linkProblems() -> [Int]? {
        guard let problemCount = count() else { return nil }
        var problems: [Int] = []
        for _ in 0..<problemCount {
            guard let index = integer() else { return nil }
            problems.append(index)
        }
        return problems
    }

    mutating func pageLinks() -> PageLinks? {
        guard let shape = number(), let problems = linkProblems() else { return nil }
        guard let idCount = count() else { return nil }
        var ids: [String] = []
        for _ in 0..<idCount {
            guard let id = text() else { return nil }
            ids.append(id)
        }
        guard let previewProblems = linkProblems(), let renderingIDsHash = number() else { return nil }
        return PageLinks(
            shape: shape, problems: problems, previewIDs: ids, previewProblems: previewProblems,
            renderingIDsHash: renderingIDsHash)
    }
}
