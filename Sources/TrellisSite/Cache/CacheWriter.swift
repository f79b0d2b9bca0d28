import TrellisContent
import TrellisRender

/// Writes the build cache's binary form: little-endian variable-length integers and length-prefixed UTF-8.
///
/// A private format rather than JSON: the cache of a 1,000-page site holds about 100,000 link records, which
/// Foundation's coders would spend longer reading than the pages they stand for take to render.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    /// Appends bytes as they are (an entry encoded before, a header).
    mutating func append<Bytes: Collection>(raw: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: raw)
    }

    /// Removes the first `count` bytes (written out by `CacheFileStream`), keeping the buffer's capacity.
    mutating func removeFirst(_ count: Int) {
        bytes.removeFirst(count)
    }

    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func write(_ number: UInt64) {
        LEB128.append(number, to: &bytes)
    }

    mutating func write(_ number: Int) {
        // Zig-zag, so small negative numbers stay short.
        write(UInt64(bitPattern: Int64((number << 1) ^ (number >> 63))))
    }

    mutating func write(_ text: String) {
        let utf8 = text.utf8
        write(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Text already as UTF-8 bytes, written as `write(_ text: String)` writes it.
    mutating func write(utf8 bytes: [UInt8]) {
        write(UInt64(bytes.count))
        self.bytes += bytes
    }

    mutating func write(_ text: String?) {
        write(UInt64(text == nil ? 0 : 1))
        if let text { write(text) }
    }

    mutating func write(_ location: SourceLocation) {
        write(location.file)
        write(location.line)
        write(location.column)
    }

    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.severity.rawValue)
        write(diagnostic.code)
        write(UInt64(diagnostic.location == nil ? 0 : 1))
        if let location = diagnostic.location { write(location) }
        write(diagnostic.path)
        write(diagnostic.message)
    }

    mutating func write(_ diagnostics: [Diagnostic]) {
        write(UInt64(diagnostics.count))
        for diagnostic in diagnostics { write(diagnostic) }
    }

    mutating func write(_ file: CachedCatalogFile) {
        write(file.contentHash)
        write(UInt64(file.ids.count))
        for id in file.ids { write(id) }
        write(file.shape)
        write(file.diagnostics)
        write(file.contextKey)
        write(file.digestKey)
        write(file.linkedContextKey)
    }

    mutating func write(_ memo: CatalogUsageMemo) {
        write(memo.contentDigest)
        write(UInt64(memo.typeTotals.count))
        for (type, count) in memo.typeTotals {
            write(type)
            write(count)
        }
    }

    /// A page's entry without its rendering part (`CachedPage.analysis`), as the `pages-` files hold it.
    mutating func write(analysisOf page: CachedPage) {
        write(page.contractKey)
        write(page.contractDiagnostics)
        write(page.renderDiagnostics)
        write(UInt64(page.unknownTypes.count))
        for use in page.unknownTypes {
            write(use.type)
            write(use.componentID)
            write(use.location)
            write(use.path)
        }
        write(page.renderings)
        page.links.write(to: &self)
        write(UInt64(page.ids.count))
        for id in page.ids { write(id) }
        write(utf8: page.searchEntry.bytes)
        write(UInt64(page.boxes.count))
        for boxes in page.boxes {
            write(UInt64(boxes.count))
            for box in boxes {
                write(box.type)
                write(box.width.bitPattern)
                write(UInt64(box.height == nil ? 0 : 1))
                if let height = box.height { write(height.bitPattern) }
            }
        }
        write(page.linkCheck.shape)
        write(page.linkCheck.problems)
        write(UInt64(page.linkCheck.previewIDs.count))
        for id in page.linkCheck.previewIDs { write(id) }
        write(page.linkCheck.previewProblems)
        write(page.linkCheck.renderingIDsHash)
        write(page.layoutFindings)
    }

    /// A file's stamp: its size, times and inode.
    mutating func write(_ stamp: FileStamp) {
        write(stamp.size)
        write(Int(stamp.modifiedSeconds))
        write(Int(stamp.modifiedNanoseconds))
        write(Int(stamp.changedSeconds))
        write(Int(stamp.changedNanoseconds))
        write(stamp.inode)
    }

    /// Paths and their stamps, a missing path's as none (`BuildRecord`).
    mutating func write(_ tree: FileTreeStamps) {
        write(UInt64(tree.entries.count))
        for entry in tree.entries {
            write(entry.path)
            write(UInt64(entry.stamp == nil ? 0 : 1))
            if let stamp = entry.stamp { write(stamp) }
        }
    }

    /// A page's rendering part (`CachedPageRendering`), as the `renderings-` files hold it.
    mutating func write(_ rendering: CachedPageRendering) {
        write(rendering.key)
        write(UInt64(rendering.files.count))
        for file in rendering.files {
            write(file.path)
            write(file.stamp)
            // The number of starts plus one, or 0 for a file without.
            write(UInt64(file.componentStarts.map { $0.count + 1 } ?? 0))
            if let starts = file.componentStarts {
                write(UInt64(starts.packed.count))
                bytes += starts.packed
            }
        }
        write(UInt64(rendering.typeKeys.count))
        for key in rendering.typeKeys { write(key) }
        write(UInt64(rendering.components.count))
        write(UInt64(rendering.components.packed.count))
        bytes += rendering.components.packed
    }

    /// Broken links: indices into a page's links or its preview's URLs.
    mutating func write(_ problems: [Int]) {
        write(UInt64(problems.count))
        for index in problems { write(index) }
    }

    mutating func write(_ findings: LayoutFindings) {
        write(findings.problems)
        write(UInt64(findings.findings.count))
        for finding in findings.findings {
            write(finding.diagnostic)
            write(UInt64(finding.viewports.count))
            for viewport in finding.viewports { write(viewport) }
            write(UInt64(finding.variants.count))
            for variant in finding.variants { write(variant) }
        }
    }
}
