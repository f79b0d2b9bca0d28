/// What becomes of a rendered page's files once they are validated (the link check's part of the preview is read
/// first, `PreviewScan`): kept in memory (the preview of a saved page in `trellis serve`), moved to disk until the site is written
/// (`trellis build`, `SpillFolder`), or let go (`trellis check`, which writes nothing). Either of the last two keeps a
/// large site's pages from all being held at once.
enum ValidatedFiles: Sendable {
    case kept
    case spilled(SpillFolder)
    case dropped
}
