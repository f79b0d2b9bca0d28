/// A mistake in a fragment of HTML: something a browser would silently repair into a different page.
///
/// Offsets are UTF-8 byte offsets into the checked input; the caller turns them into `file:line:column` (through a
/// template's source map), so the message refers to other places by placeholder and `message(locating:)` fills
/// them in.
public struct HTMLFragmentProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An element left open: closed implicitly by the tag `closedBy` (`</article>` or `<div>`, at
        /// `related[0]`), or by the end of the template.
        case neverClosed(element: String, closedBy: String?)
        /// `<b><i></b>`: a formatting element closed while another one opened inside it is still open.
        case misnested(closed: String, stillOpen: String)
        /// An attribute value whose closing quote is missing: the value ran on into the next attribute.
        case unterminatedQuote
        /// An end tag with no open element of its name.
        case strayEndTag(String)
        /// `</p>` after the `<p>` was already closed by a block element that cannot stand inside it.
        case paragraphClosedEarly(closer: String)
        /// `<p><span><div>`: a block element inside a paragraph closes it, and the elements open inside it
        /// (`related`: the `<p>`, then the first of them).
        case blockInParagraph(block: String, inner: String)
        /// `<h2>` closed by `</h3>`.
        case headingMismatch(opened: String, closed: String)
        /// A heading started inside another heading.
        case nestedHeading(inner: String, outer: String)
        /// `<a>` in `<a>`, `<button>` in `<button>` (the browser closes the outer one first), `<form>` in `<form>` (the
        /// browser ignores the inner one's start tag).
        case nestedElement(String)
        /// Content directly inside a table that the browser moves out in front of the table.
        case fosterParented(what: String, table: String)
        /// `<tr>`, `<td>` and other table parts outside any table: the browser drops the tag.
        case tableElementOutsideTable(String)
        /// `</img>`, `</br>`.
        case voidEndTag(String)
        /// `<div/>`: the slash means nothing in HTML, the element stays open.
        case selfClosingNonVoid(String)
        /// `<secton>`.
        case unknownElement(String, suggestion: String?)
        /// `<center>`, `<font>`.
        case obsoleteElement(String)
        /// `<script>`: the preview is static, and a template's script would run once per component.
        case script
        /// `onclick` and the other event-handler attributes, and `srcdoc`: script by another name.
        case scriptAttribute(String)
        /// `<meta http-equiv="refresh">`: navigates the preview away, to any URL, `javascript:` included.
        case refresh
        /// `<form>` directly in a table: the browser empties it at once and moves its rows out.
        case formInTable
        /// Elements nested deeper than browsers keep (they stop nesting around 512 levels).
        case nestedTooDeeply(Int)
        /// `<html>`, `<head>`, `<body>`, `<!DOCTYPE>`: a template writes part of a page, not a page.
        case documentStructure(String)
        /// An HTML element in the middle of SVG or MathML: the browser closes the `<svg>` before it.
        case breaksOutOfForeignContent(element: String, root: String)
        /// An attribute name that no XHTML document can carry (`@click`, `v-on:click`).
        case unwritableAttributeName(String)
        /// `<` or `&` in a `<style>` element, which polyglot XHTML cannot hold.
        case unwritableStyleText
        /// A tokenizer parse error, by the WHATWG code, with a plain explanation.
        case syntax(code: String, detail: String)
    }

    /// What is wrong, with the names the message needs.
    public var kind: Kind
    /// Where the mistake is: the start of the offending tag, attribute, reference or text.
    public var offset: Int
    /// Other places the message names, in the order it names them.
    public var related: [Int]

    public init(_ kind: Kind, at offset: Int, related: [Int] = []) {
        self.kind = kind
        self.offset = offset
        self.related = related
    }

    /// A stable identifier for the kind of mistake, for `--diagnostics json` and tests.
    public var code: String {
        switch kind {
        case .neverClosed: "unclosed-element"
        case .misnested: "misnested-tags"
        case .unterminatedQuote: "unterminated-attribute-quote"
        case .strayEndTag, .paragraphClosedEarly: "stray-end-tag"
        case .blockInParagraph: "block-in-paragraph"
        case .headingMismatch, .nestedHeading: "misnested-heading"
        case .nestedElement: "nested-element"
        case .fosterParented: "foster-parented"
        case .tableElementOutsideTable: "table-part-outside-table"
        case .voidEndTag: "void-end-tag"
        case .selfClosingNonVoid: "self-closing-non-void"
        case .unknownElement: "unknown-element"
        case .obsoleteElement: "obsolete-element"
        case .script: "script-element"
        case .scriptAttribute: "script-attribute"
        case .refresh: "meta-refresh"
        case .formInTable: "foster-parented"
        case .nestedTooDeeply: "nested-too-deeply"
        case .documentStructure: "document-structure"
        case .breaksOutOfForeignContent: "breaks-out-of-foreign-content"
        case .unwritableAttributeName: "invalid-attribute-name"
        case .unwritableStyleText: "invalid-style-text"
        case .syntax(let code, _): code
        }
    }

    /// The message in plain words with the fix; `locating` turns a related offset into "5:1" or "file:5:1".
    public func message(locating: (Int) -> String) -> String {
        func at(_ index: Int) -> String { index < related.count ? " at " + locating(related[index]) : "" }
        switch kind {
        case .neverClosed(let element, let closer?):
            return "<\(element)> is never closed; close it with </\(element)> before \(closer)\(at(0))"
        case .neverClosed(let element, nil):
            return "<\(element)> is never closed; add </\(element)>"
        case .misnested(let closed, let stillOpen):
            return
                "</\(closed)> closes <\(closed)> while <\(stillOpen)>\(at(0)) inside it is still open; close </\(stillOpen)> first"
        case .unterminatedQuote:
            return
                "this attribute value's closing quote is missing, so the value runs on into the next attribute; add the closing quote"
        case .strayEndTag(let name):
            return "</\(name)> has no open <\(name)> to close; remove it or add the missing <\(name)>"
        case .paragraphClosedEarly(let closer):
            return
                "</p> has no open <p> to close: the <p>\(at(0)) was already closed by <\(closer)>\(at(1)), which cannot stand inside a paragraph; use a <div> instead of the <p>"
        case .blockInParagraph(let block, let inner):
            // A formatting element (`<b>`, `<em>`) the browser opens again inside the block; any other it ends.
            let what =
                HTMLElementCatalog.formatting.contains(inner)
                ? "and opens the <\(inner)>\(at(1)) again inside the <\(block)>"
                : "and the <\(inner)>\(at(1)) inside it"
            let fix =
                switch block {
                case "p": "close the first paragraph, and what is open in it, before the second"
                case "div": "use a <div> instead of the <p>, or a <span> instead of the <div>"
                default: "use a <div> instead of the <p>"
                }
            return
                "<\(block)> cannot stand inside a paragraph: the browser closes the <p>\(at(0)) here, \(what); \(fix)"
        case .headingMismatch(let opened, let closed):
            return "<\(opened)>\(at(0)) is closed by </\(closed)>; close it with </\(opened)>"
        case .nestedHeading(let inner, let outer):
            return "<\(inner)> inside <\(outer)>\(at(0)): the browser closes the <\(outer)> first; close it before"
        case .nestedElement("form"):
            // A form is the one of these a browser does not close: it ignores the inner start tag, and the inner
            // `</form>` then ends the outer form.
            return
                "<form> inside another <form>\(at(0)): the browser ignores this tag, so what follows belongs to the outer form, and the next </form> ends the outer one; close the outer form before, or use another element"
        case .nestedElement(let name):
            return
                "<\(name)> inside another <\(name)>\(at(0)): the browser closes the outer one first; close it before, or use another element"
        case .fosterParented(let what, let table):
            return
                "\(what) directly inside <\(table)>\(at(0)) is moved in front of the table by the browser; put it inside a <td> or <th>"
        case .tableElementOutsideTable(let name):
            return "<\(name)> outside a <table> is dropped by the browser; put it inside a table"
        case .voidEndTag(let name):
            return "</\(name)>: <\(name)> is a void element and has no end tag; remove </\(name)>"
        case .selfClosingNonVoid(let name):
            return
                "<\(name)/> does not close itself in HTML (only void elements such as <br> do), so everything after it ends up inside it; write <\(name)></\(name)>"
        case .unknownElement(let name, let suggestion):
            let hint = suggestion.map { "; did you mean <\($0)>?" } ?? " (custom elements need a '-' in their name)"
            return "<\(name)> is not an HTML element\(hint)"
        case .obsoleteElement(let name):
            return "<\(name)> is obsolete in HTML5; use CSS or a current element instead"
        case .script:
            return
                "templates cannot contain <script>: the preview is static HTML and a script would run once per component"
        case .refresh:
            return
                "templates cannot carry <meta http-equiv=\"refresh\">: it navigates the preview away, to any URL "
                + "(javascript: included); remove it"
        case .scriptAttribute(let name):
            return
                "templates cannot carry the \(name) attribute: it runs script, and the preview is static HTML; remove it"
        case .formInTable:
            return
                "<form> directly inside <table>\(at(0)) is emptied by the browser, its rows moved out of it; put the whole <table> inside the <form>"
        case .nestedTooDeeply(let depth):
            return
                "elements are nested more than \(depth) deep here, deeper than browsers keep; the rest of this markup was not checked"
        case .documentStructure(let name):
            return "\(name) in a component template: a template writes a fragment of the page body, not a whole page"
        case .breaksOutOfForeignContent(let element, let root):
            return
                "<\(element)> inside <\(root)>\(at(0)): the browser closes the <\(root)> before it; close </\(root)> first or use <foreignObject>"
        case .unwritableAttributeName(let name):
            return "the attribute name \"\(name)\" is not valid in HTML; Trellis writes XHTML-compatible pages"
        case .unwritableStyleText:
            return
                "a <style> element in a template cannot contain '<', '&' or ']]>' (the page is XHTML too, where they "
                + "mean something else); move the rule to the type's .css file"
        case .syntax(_, let detail):
            return detail
        }
    }
}
