import TrellisContent

/// The messages of `/_trellis/events`, in the `text/event-stream` format: fields, one per line, and an empty line
/// to end each message.
enum ServerSentEvent {
    /// Sent first on every stream: browsers retry a lost stream after `retry` milliseconds (their default is
    /// several seconds, too slow for "the server is back"), and a first line makes proxies and clients see the
    /// response start at once.
    static let opening = "retry: 1000\n: trellis live reload\n\n"

    /// A comment line, ignored by `EventSource`; it keeps idle connections from being closed by whatever sits in
    /// between, and lets the server notice a browser that went away.
    static let heartbeat = ": heartbeat\n\n"

    /// `event: rebuild` with the rebuild's outcome as one line of JSON.
    static func rebuild(_ report: RebuildReport) -> String {
        "event: rebuild\ndata: \(report.json)\n\n"
    }

    /// `event: preview`: pages an edit concerns are shown before the rebuild that includes it has finished;
    /// `{"changed":["Content/pages/home.json"],"previewed":["pages/home"],"milliseconds":12}`. Browsers showing
    /// one of the `previewed` places (`RebuildLoop.previewedPlaces`) reload; the others wait for the rebuild.
    static func preview(changedFiles: [String], previewedPlaces: [String], milliseconds: Int) -> String {
        let changed = changedFiles.map { JSONWriter.string($0) }.joined(separator: ",")
        let previewed = previewedPlaces.map { JSONWriter.string($0) }.joined(separator: ",")
        return "event: preview\ndata: {\"changed\":[\(changed)],\"previewed\":[\(previewed)],"
            + "\"milliseconds\":\(milliseconds)}\n\n"
    }
}
