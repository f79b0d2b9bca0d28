/// A file of the generated site, held in memory until the whole site is ready to be written.
struct SiteFile: Sendable {
    var path: String
    var contents: [UInt8]
    /// Already checked with libxml2 (page renderings are checked as they are rendered).
    var isValidated = false

    init(_ path: String, _ text: String) {
        self.path = path
        self.contents = Array(text.utf8)
    }

    /// A file copied as it is (a project asset).
    init(_ path: String, bytes: [UInt8]) {
        self.path = path
        self.contents = bytes
    }

    var isHTML: Bool { path.hasSuffix(".html") }
}
