import Hummingbird
import TrellisContent
import TrellisSite

/// Answers every request that is not for the server's own `/_trellis/` paths: a file of the last good site, a
/// redirect to a folder's slash, or a 400, 404, 405 or 503 page.
///
/// Every answer says `Cache-Control: no-store`: during development a cached page is a stale page, and validators
/// would only save bytes on a local connection. `HEAD` gets the headers `GET` would get, `Content-Length` included.
/// HTML pages get the live-reload script and, while the project is broken, the failure overlay
/// (`PageDecorator`); other files are sent as they are on disk.
///
/// After an edit of templates or included sections, until the rebuild that includes it ends, a page of the site or
/// of the catalog that was not shown yet is rendered with the edit when it is requested (`builder`), so that going
/// to another page during a long rebuild never shows it as it was before the edit.
struct SiteResponder: RouterMiddleware {
    typealias Context = BasicRequestContext

    let state: PreviewState
    var builder: (any PreviewBuilder)? = nil

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let rawPath = request.uri.path
        if rawPath.hasPrefix("/_trellis/") {
            do {
                return try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound {
                return Self.page(.notFound, ServerPages.notFound(path: rawPath), method: request.method)
            }
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.page(.methodNotAllowed, ServerPages.methodNotAllowed(), method: request.method)
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        var snapshot = await state.snapshot
        if let builder, let pending = snapshot.pendingEdit, let path = Self.pagePath(rawPath),
            snapshot.savedPages[path] == nil
        {
            var request = pending
            request.shownPaths = [path]
            // A page the builder cannot show alone (an error in the edit, no such page) comes from the last good
            // site; the edit stays pending, as another page may be shown.
            if let files = await builder.preview(request) {
                await state.showSavedPages(files, generation: snapshot.generation)
                snapshot = await state.snapshot
            }
        }
        return respond(to: rawPath, query: request.uri.query, method: request.method, snapshot: snapshot)
    }

    /// The site path of a page preview, a page rendering or a component page (`pages/home/index.html` for
    /// `/pages/home/`): what an edit of templates can be rendered into on request; nil for anything else.
    static func pagePath(_ rawPath: String) -> String? {
        guard case .site(let segments, let endsWithSlash) = SiteRequestPath.parse(rawPath), segments.count >= 2,
            segments[0] == "pages" || segments[0] == "components"
        else { return nil }
        let path = fileName(segments, endsWithSlash: endsWithSlash)
        return path.hasSuffix(".html") ? path : nil
    }

    /// The file a parsed request path names in the site: a folder's `index.html` for a path ending in `/` (or none).
    static func fileName(_ segments: [String], endsWithSlash: Bool) -> String {
        (endsWithSlash || segments.isEmpty ? segments + ["index.html"] : segments).joined(separator: "/")
    }

    func respond(to rawPath: String, query: String?, method: HTTPRequest.Method, snapshot: SiteSnapshot) -> Response {
        let segments: [String]
        let endsWithSlash: Bool
        switch SiteRequestPath.parse(rawPath) {
        case .refused(let reason):
            return Self.page(.badRequest, ServerPages.refused(reason), method: method)
        case .site(let found, let slash):
            segments = found
            endsWithSlash = slash
        }
        guard let root = snapshot.root else {
            return Self.page(
                .serviceUnavailable,
                PageDecorator.decorate(ServerPages.noSiteYet(), failure: snapshot.failure, isLastGoodSite: false),
                method: method)
        }
        // A saved page shown before its rebuild has finished (only pages that exist on disk already).
        let savedName = Self.fileName(segments, endsWithSlash: endsWithSlash)
        if let bytes = snapshot.savedPages[savedName] {
            let contentType = ContentTypes.forFile(named: savedName)
            let isHTML = contentType.hasPrefix("text/html")
            return Self.page(
                .ok, isHTML ? PageDecorator.decorate(bytes, failure: snapshot.failure) : bytes,
                contentType: contentType, method: method)
        }
        switch SiteFileLookup(root: root).find(segments, endsWithSlash: endsWithSlash) {
        case .folderWithoutSlash:
            // The path was checked above, so it is safe to send back as it came, with the slash added.
            let location = rawPath + "/" + (query.map { $0.isEmpty ? "" : "?" + $0 } ?? "")
            var response = Self.page(.found, [], contentType: ContentTypes.plainText, method: method)
            response.headers[.location] = location
            return response
        case .notFound:
            return Self.page(
                .notFound, PageDecorator.decorate(ServerPages.notFound(path: rawPath), failure: snapshot.failure),
                method: method)
        case .file(let realPath, let name):
            guard let bytes = PosixFiles.readRegularFile(realPath) else {
                return Self.page(
                    .notFound, PageDecorator.decorate(ServerPages.notFound(path: rawPath), failure: snapshot.failure),
                    method: method)
            }
            let contentType = ContentTypes.forFile(named: name)
            let isHTML = contentType.hasPrefix("text/html")
            return Self.page(
                .ok, isHTML ? PageDecorator.decorate(bytes, failure: snapshot.failure) : bytes,
                contentType: contentType, method: method)
        }
    }

    /// A complete response with a body known in advance; for `HEAD`, the same headers without the body.
    static func page(
        _ status: HTTPResponse.Status, _ bytes: [UInt8], contentType: String = ContentTypes.html,
        method: HTTPRequest.Method
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentLength] = String(bytes.count)
        headers[.cacheControl] = "no-store"
        let body = method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        return Response(status: status, headers: headers, body: body)
    }
}
