/// The open `/_trellis/events` streams, and what is sent to all of them.
///
/// Each stream gets its own buffered `AsyncStream`, so a slow browser never holds up a rebuild or the other
/// browsers; a buffer keeps the newest messages only (one reload is as good as five). A stream leaves the channel
/// when its response ends, whichever side ends it.
actor ReloadChannel {
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0

    /// A new listener: the messages to write, and the continuation that ends them (on a graceful shutdown).
    func subscribe() -> (messages: AsyncStream<String>, end: AsyncStream<String>.Continuation) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        let id = nextID
        nextID += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return (stream, continuation)
    }

    /// Sends one message, already in the event-stream format, to every listener.
    func publish(_ message: String) {
        for listener in listeners.values { listener.yield(message) }
    }

    /// How many streams are open; for tests that need to know a browser is listening before they edit.
    var listenerCount: Int { listeners.count }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }
}
