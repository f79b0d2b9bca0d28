/// A file of the generated site, held in memory until the whole site is ready to be written, or moved to disk
/// beside the output folder until then (`spilled`).
struct SiteFile: Sendable {
    var path: String
    var contents: [UInt8]
    /// Where the file's bytes wait on disk once nothing reads them again before the site is published (a file of a
    /// `SpillFolder`; `contents` is then empty): the site's pages do not all stay in memory (docs/safety.md).
    var spilled: String?
    /// How many bytes the spilled file holds, so that comparing it with a previous file usually costs one `lstat`.
    var spilledByteCount = 0
    /// Already checked with libxml2 (page renderings are checked as they are rendered), or needing no check (the
    /// JSON files Trellis writes beside them): such a file may wait on disk until the site is written.
    var isValidated = false
    /// Set when the file is unchanged since the previous build: its bytes are not held (`contents` is empty) and
    /// it is hard-linked from the previous site, which must still hold exactly this file.
    var reused: FileStamp?

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
}
