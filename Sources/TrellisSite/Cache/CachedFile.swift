import TrellisContent

/// One file a page wrote, as the build cache remembers it: where it is in the site and how it looked on disk.
struct CachedFile: Sendable, Equatable {
    var path: String
    var stamp: FileStamp
    /// For a rendering, where each component's markup starts in it (`ComponentStarts`).
    var componentStarts: ComponentStarts?
}
