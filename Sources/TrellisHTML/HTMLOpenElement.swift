/// An element on the fragment checker's stack of open elements.
struct HTMLOpenElement {
    enum Namespace { case html, svg, mathML }

    /// The name as written to the output (SVG names in their proper case).
    var name: String
    var namespace: Namespace
    /// Byte offset of the start tag's `<`; for an element the parser inserted itself (`<tbody>`), of the tag
    /// that made it insert it.
    var start: Int
    /// Inserted by the parser (an implied `<tbody>`, `<tr>` or `<colgroup>`), so never closed by the author.
    var isImplied = false
    /// MathML `annotation-xml` holds HTML only when its `encoding` says so (`text/html`,
    /// `application/xhtml+xml`); otherwise an HTML element inside it closes the `<math>`.
    var annotationHoldsHTML = false

    /// SVG `foreignObject`/`desc`/`title` and MathML text elements, inside which HTML rules apply again.
    var isHTMLIntegrationPoint: Bool {
        switch namespace {
        case .html: false
        case .svg: name == "foreignObject" || name == "desc" || name == "title"
        case .mathML:
            ["mi", "mo", "mn", "ms", "mtext"].contains(name) || (name == "annotation-xml" && annotationHoldsHTML)
        }
    }
}
