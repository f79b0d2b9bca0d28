import Hummingbird
import ServiceLifecycle

/// The routes of `trellis serve`: the live-reload script and event stream under `/_trellis/`, and the site for
/// everything else (`SiteResponder`, a middleware, so that it sees every path exactly as it was sent).
enum PreviewRouter {
    static func make(state: PreviewState, channel: ReloadChannel, builder: (any PreviewBuilder)? = nil)
        -> Router<BasicRequestContext>
    {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: SiteResponder(state: state, builder: builder))
        let script = Array(LiveReloadScript.source.utf8)
        router.get(RouterPath(LiveReloadScript.path)) { request, _ in
            SiteResponder.page(.ok, script, contentType: ContentTypes.javascript, method: request.method)
        }
        router.head(RouterPath(LiveReloadScript.path)) { request, _ in
            SiteResponder.page(.ok, script, contentType: ContentTypes.javascript, method: request.method)
        }
        router.get("/_trellis/events") { request, _ in
            await eventStream(channel: channel, showing: request.uri.queryParameters["page"].flatMap(shownPath))
        }
        return router
    }

    /// Where in the site the page a browser shows is (`pages/café/phone.html`, `pages/home/`), from the `page`
    /// parameter of its event stream (the page's path as the browser has it: `/pages/caf%C3%A9/phone.html`); nil
    /// for the home page and for anything that is not a path in the site.
    static func shownPath(_ page: some StringProtocol) -> String? {
        guard case .site(let segments, let endsWithSlash) = SiteRequestPath.parse(String(page)), !segments.isEmpty
        else { return nil }
        return segments.joined(separator: "/") + (endsWithSlash ? "/" : "")
    }

    /// `text/event-stream`: the opening lines, then every message the channel publishes, until the browser goes
    /// away or the server shuts down. A graceful shutdown ends the stream, or the server would wait for the browser
    /// to close it, which an `EventSource` never does.
    static func eventStream(channel: ReloadChannel, showing path: String? = nil) async -> Response {
        let (messages, end) = await channel.subscribe(showing: path)
        var headers = HTTPFields()
        headers[.contentType] = ContentTypes.eventStream
        headers[.cacheControl] = "no-store"
        let body = ResponseBody { writer in
            try await withGracefulShutdownHandler {
                try await writer.write(ByteBuffer(string: ServerSentEvent.opening))
                for await message in messages {
                    try await writer.write(ByteBuffer(string: message))
                }
            } onGracefulShutdown: {
                end.finish()
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
