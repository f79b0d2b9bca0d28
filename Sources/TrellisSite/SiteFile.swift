import TrellisContent

/// A file of the generated site, held in memory until the whole site is ready to be written, or moved to disk
/// beside the output folder until then (`spilled`).
struct SiteFile: Sendable {
    var path: String
    var contents: [UInt8]
    /// Where the file's bytes wait on disk once nothing reads them again before the site is published (a file of a
    /// `SpillFolder`; `contents` is then empty): the site's pages do not all stay in memory (docs/safety.md).
    var spilled: String? {
        get { spilledPrefix.map { spilledNumber < 0 ? $0 : $0 + String(spilledNumber) } }
        set {
            spilledPrefix = newValue
            spilledNumber = -1
        }
    }
    /// `spilled`, kept as a prefix the files of one page share and a number: a path string of its own for each of
    /// 60,000 files (10,000 pages at three viewports) was megabytes held to the end of the build.
    private var spilledPrefix: String?
    private var spilledNumber: Int32 = -1
    /// How many bytes the spilled file holds, so that comparing it with a previous file usually costs one `lstat`.
    var spilledByteCount = 0
    /// Already checked with libxml2 (page renderings are checked as they are rendered), or needing no check (the
    /// JSON files Trellis writes beside them): such a file may wait on disk until the site is written.
    var isValidated = false
    /// Known to differ from the file at the same path in the previous site (a rendering spliced from that file's
    /// bytes, read a moment ago): an update writes it without reading the previous file again to compare.
    var differsFromPrevious = false
    /// Set when the file is unchanged since the previous build: its bytes are not held (`contents` is empty) and
    /// it is hard-linked from the previous site, which must still hold exactly this file.
    var reused: FileStamp? {
        get { reusedStamp?.stamp }
        set { reusedStamp = newValue.map(ReusedStamp.init) }
    }
    /// `reused` behind a reference: a site file is 64 bytes instead of 112 in the arrays that hold every file of the
    /// site (twice: by page, and all together), and most files of a cold build have none.
    private var reusedStamp: ReusedStamp?

    private final class ReusedStamp: Sendable {
        let stamp: FileStamp
        init(_ stamp: FileStamp) { self.stamp = stamp }
    }

    init(_ path: String, _ text: String) {
        self.path = path
        self.contents = Array(text.utf8)
    }

    /// A file of these bytes (a project asset, a rendering).
    init(_ path: String, bytes: [UInt8]) {
        self.path = path
        self.contents = bytes
    }

    /// A file of the previous site, unchanged, already validated when it was written.
    init(_ path: String, reusing stamp: FileStamp) {
        self.path = path
        self.contents = []
        self.isValidated = true
        self.reused = stamp
    }

    var isHTML: Bool { path.hasSuffix(".html") }

    /// Marks the file as written to `prefix` followed by `number` (`SpillFolder.spill`).
    mutating func spill(to prefix: String, number: Int) {
        spilledPrefix = prefix
        spilledNumber = Int32(number)
    }
}
