/// What the preview server tells its caller (the `serve` command prints these; tests wait for them).
public enum PreviewEvent: Sendable {
    /// A build finished: the one at start, or a rebuild after changes.
    case rebuilt(RebuildReport)
    /// Saved pages are shown, rendered on their own, `milliseconds` after their change was seen; the rebuild that
    /// includes them follows.
    case previewed(changedFiles: [String], milliseconds: Int)
    /// The server accepts connections at `url`. `requestedPort` differs from `port` when it was taken.
    case listening(url: String, host: String, port: Int, requestedPort: Int, siteTitle: String)
    /// Ctrl-C (or SIGTERM) was received, or the server was cancelled; it stops once open responses end.
    case stopping
}
