/// The few pages the server writes itself, for requests the site has no file for. They are decorated like site
/// pages, so a 404 for a page that is being added, or the stand-in for a site that never built, reloads by itself
/// when the next rebuild brings the real page.
enum ServerPages {
    /// The 404 page: says what was not found and links the site's home.
    static func notFound(path: String) -> [UInt8] {
        page(
            title: "Not found",
            body: """
                <h1>Not found</h1>
                <p>There is no <code>\(FailureOverlay.escape(path))</code> in this site.</p>
                <p><a href="/">Go to the home page</a></p>
                """)
    }

    /// Served for every page while no build has succeeded since `trellis serve` started: there is no last good site
    /// to show, only the overlay that says why.
    static func noSiteYet() -> [UInt8] {
        page(
            title: "No site yet",
            body: """
                <h1>No site yet</h1>
                <p>The project has not built since <code>trellis serve</code> started. Fix the errors listed below; \
                this page reloads by itself when the site builds.</p>
                """)
    }

    /// The 400 page for a path that is never served.
    static func refused(_ reason: String) -> [UInt8] {
        page(
            title: "Bad request",
            body: """
                <h1>Bad request</h1>
                <p>This path is not served: \(FailureOverlay.escape(reason)).</p>
                <p><a href="/">Go to the home page</a></p>
                """)
    }

    /// The 405 page for a method other than GET and HEAD.
    static func methodNotAllowed() -> [UInt8] {
        page(
            title: "Method not allowed",
            body: """
                <h1>Method not allowed</h1>
                <p>This server only answers GET and HEAD: it serves a preview, and nothing can be changed through it.</p>
                """)
    }

    private static func page(title: String, body: String) -> [UInt8] {
        Array(
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"/><title>\(title) · trellis serve</title>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem}</style>
            </head><body>
            \(body)
            </body></html>

            """.utf8)
    }
}
