/// One file of the starter project `trellis init` writes: where it goes in the new project, and its text.
public struct ProjectScaffoldFile: Sendable, Equatable {
    /// The path relative to the project folder, `/`-separated (`Content/pages/home.json`).
    public let path: String
    /// The file's text, written as UTF-8, ending with a line end.
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
