import Foundation

/// Documents shared by the tests.
enum Fixtures {
    /// Line on which `polyglotPage(body:)` puts the first line of the body.
    static let firstBodyLine = 8

    /// A minimal polyglot XHTML5 page. The body's first line is line 8 of the document; the document ends with a
    /// newline after `</html>` (so libxml2 reports end-of-file positions as line `10 + bodyLines`, column 1).
    static func polyglotPage(body: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>Test</title>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// A full, valid polyglot XHTML5 page exercising HTML5 elements that libxml2's HTML 4 parser does not know.
    static let validPolyglotPage = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Trellis &#8212; a valid page</title>
        <link rel="stylesheet" href="/style.css"/>
        <style>
        body > header > nav > ul { display: flex; }
        main > section > article:first-child { margin-top: 0; }
        a[href^="https:"]::after { content: "\\2197"; }
        </style>
        <script>//<![CDATA[
        document.addEventListener("DOMContentLoaded", () => {
            if (1 < 2 && 3 > 2) { console.log("ready & set"); }
        });
        //]]></script>
        </head>
        <body>
        <header>
        <nav aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/blog/?page=1&amp;sort=new">Blog</a></li></ul></nav>
        </header>
        <main id="content">
        <section class="posts">
        <h1>Posts</h1>
        <article>
        <h2>First&#160;post</h2>
        <p>Published <time datetime="2024-05-01">May 1, 2024</time> &#169; Trellis. A &lt;tag&gt; &amp; &quot;quotes&quot; &apos;too&apos;.</p>
        <figure>
        <picture>
        <source srcset="/img/a.avif" type="image/avif"/>
        <source srcset="/img/a.webp" type="image/webp"/>
        <img src="/img/a.jpg" alt="A picture" width="640" height="480" loading="lazy"/>
        </picture>
        <figcaption>A caption<br/>on two lines</figcaption>
        </figure>
        <details open="open"><summary>More</summary><p>Hidden text.</p></details>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <defs><linearGradient id="grad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs>
        <path d="M12 2L2 22h20z" fill="url(#grad)"/>
        <circle cx="12" cy="12" r="4"/>
        </svg>
        <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi><mo>=</mo><mn>2</mn></math>
        </article>
        <article>
        <h2>Second post</h2>
        <my-widget data-count="3">Custom <mark>element</mark> content</my-widget>
        <form action="/search"><label>Query <input type="search" name="q" required="required"/></label>
        <input type="checkbox" name="all" checked="checked"/><button type="submit">Go</button></form>
        <table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>
        <video controls="controls" src="/v.mp4"><track kind="captions" src="/v.vtt"/></video>
        <p>Break<wbr/>able <data value="42">forty-two</data> <abbr title="HyperText">HTML</abbr></p>
        </article>
        </section>
        <aside><p>Aside</p></aside>
        <template id="row"><li class="row"><span>template content</span></li></template>
        <dialog id="confirm"><p>Sure?</p><button type="button">OK</button></dialog>
        </main>
        <footer><p>&#169; 2024 Trellis</p></footer>
        </body>
        </html>

        """

    /// A plain (not polyglot) HTML5 page: void elements not self-closed and an omitted `</li>`, both fine in HTML.
    static let validPlainHTML5Page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Plain HTML5</title>
        </head>
        <body>
        <header><h1>Plain</h1></header>
        <main>
        <p>Line one<br>line two</p>
        <ul>
        <li>one
        <li>two
        </ul>
        <img src="/a.png" alt="a">
        <section><p>Section</p></section>
        </main>
        </body>
        </html>

        """
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/trellis-validation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `contents` at `relativePath` (creating folders) and returns the full path.
    @discardableResult
    func write(_ contents: String, to relativePath: String) throws -> String {
        try write(Array(contents.utf8), to: relativePath)
    }

    @discardableResult
    func write(_ bytes: [UInt8], to relativePath: String) throws -> String {
        let full = path + "/" + relativePath
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return full
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
