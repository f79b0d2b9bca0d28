/// The open `/_trellis/events` streams, and what is sent to all of them.
///
/// Each stream gets its own buffered `AsyncStream`, so a slow browser never holds up a rebuild or the other
/// browsers; a buffer keeps the newest messages only (one reload is as good as five). A stream leaves the channel
/// when its response ends, whichever side ends it.
///
/// Each stream may say which page its browser shows (the live-reload script sends its path): those are the pages a
/// template edit is shown on at once, before the rebuild.
actor ReloadChannel {
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var paths: [Int: String] = [:]
    private var nextID = 0

    /// A new listener: the messages to write, and the continuation that ends them (on a graceful shutdown).
    /// - Parameter path: where in the site the page the browser shows is (`pages/home/`), if it said.
    func subscribe(showing path: String? = nil) -> (
        messages: AsyncStream<String>, end: AsyncStream<String>.Continuation
    ) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        let id = nextID
        nextID += 1
        listeners[id] = continuation
        paths[id] = path
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return (stream, continuation)
    }

    /// Sends one message, already in the event-stream format, to every listener.
    func publish(_ message: String) {
        for listener in listeners.values { listener.yield(message) }
    }

    /// How many streams are open; for tests that need to know a browser is listening before they edit.
    var listenerCount: Int { listeners.count }

    /// Where the pages open in a browser are, sorted, each once; at most `shownLimit` of them (a review with more
    /// tabs open than that waits for the rebuild for the others).
    var shownPaths: [String] { Array(Set(paths.values).sorted().prefix(Self.shownLimit)) }

    static let shownLimit = 16

    private func remove(_ id: Int) {
        listeners[id] = nil
        paths[id] = nil
    }
}
