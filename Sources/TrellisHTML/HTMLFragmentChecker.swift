/// Checks a fragment of HTML5 as a browser's parser would read it, and rewrites it as polyglot XHTML5.
///
/// Templates are written in ordinary HTML5 (`<br>`, `checked`, `&nbsp;`, `<li>` without `</li>`), and all of that
/// is accepted. What is reported is what the WHATWG tree builder would silently repair into a different page: an
/// element never closed, mis-nested or stray end tags, content foster-parented out of a table, a `<div>` that
/// closes a `<p>`, `<a>` in `<a>`, unknown elements, and every tokenizer parse error. This is a focused subset of
/// the tree-construction rules ("in body" and the table modes, foreign content), not a DOM builder: it keeps a
/// stack of open elements and nothing else.
public struct HTMLFragmentChecker {
    private var tokenizer: HTMLTokenizer
    private let input: [UInt8]
    private var stack: [HTMLOpenElement]
    private var writer: XHTMLWriter
    private var problems: [HTMLFragmentProblem] = []
    private var ids: [HTMLFragmentAttribute] = []
    private var urls: [HTMLFragmentAttribute] = []
    /// Where every attribute name starts, so the caller can refuse one that data wrote.
    private var attributeNameStarts: [Int] = []
    /// Where every unquoted attribute value starts, so a shape (`HTMLFragmentShape`) can refuse data there.
    private var unquotedValueStarts: [Int] = []
    /// Elements closed implicitly because of a reported mistake; their own end tag, when it comes, is not a
    /// second mistake.
    private var closedByMistake: [String: Int] = [:]
    /// The last `<p>` a block start tag closed, so a following `</p>` can say what happened.
    private var lastClosedParagraph: (start: Int, closer: String, closerStart: Int)?
    /// Tags whose syntax errors are already explained by one problem (a missing closing quote).
    private var explainedRanges: [Range<Int>] = []
    /// Whether the last start tag was a table part dropped outside a table, so the cells inside it are not
    /// reported once more.
    private var droppingTableParts = false

    /// Checks `input` (UTF-8) as the content of a `context` element (`div` for a component's layout box).
    public static func check(_ input: [UInt8], context: String = "div") -> HTMLFragmentResult {
        var checker = HTMLFragmentChecker(input: input, context: context)
        checker.run()
        var result = HTMLFragmentResult(
            xhtml: checker.writer.bytes, problems: checker.problems, ids: checker.ids, urls: checker.urls,
            attributeNameStarts: checker.attributeNameStarts)
        result.unquotedValueStarts = checker.unquotedValueStarts
        return result
    }

    /// The element a fragment needs around it to parse as written: `tbody` for a fragment that starts with
    /// `<tr>`, `tr` for `<td>`, `ul` for `<li>`, `dl` for `<dt>`, `select` for `<option>`; `div` otherwise.
    /// Used where a template's output is shown on its own (a catalog example of a table row type).
    public static func naturalContext(of input: [UInt8]) -> String {
        var tokenizer = HTMLTokenizer(input)
        while true {
            switch tokenizer.next() {
            case .characters(let text, _) where text.allSatisfy(\.isHTMLWhitespace): continue
            case .comment: continue
            case .startTag(let tag):
                switch tag.name {
                case "tr": return "tbody"
                case "td", "th": return "tr"
                case "tbody", "thead", "tfoot", "caption", "colgroup": return "table"
                case "col": return "colgroup"
                case "li": return "ul"
                case "dt", "dd": return "dl"
                case "option", "optgroup": return "select"
                case "rt", "rp": return "ruby"
                default: return "div"
                }
            default: return "div"
            }
        }
    }

    /// Checks a whole HTML5 document (as `trellis validate` does) by the same rules: a doctype, `<html>`, `<head>`
    /// and `<body>` are structure here, not mistakes, and Trellis's template policies (no `<script>`, no event
    /// handlers) do not apply, since a page may carry them; everything a browser would repair is still reported.
    public static func checkDocument(_ input: [UInt8]) -> HTMLFragmentResult {
        var checker = HTMLFragmentChecker(input: input, context: "#document")
        checker.isDocument = true
        checker.run()
        return HTMLFragmentResult(
            xhtml: checker.writer.bytes, problems: checker.problems, ids: checker.ids, urls: checker.urls,
            attributeNameStarts: checker.attributeNameStarts)
    }

    /// Whether a whole document is checked (`checkDocument`) rather than a template's fragment.
    private var isDocument = false
    /// Whether the document's content started, after which a doctype is out of place.
    private var hasContent = false

    private init(input: [UInt8], context: String) {
        self.input = input
        tokenizer = HTMLTokenizer(input)
        stack = [HTMLOpenElement(name: context, namespace: .html, start: -1, isImplied: true)]
        writer = XHTMLWriter(capacity: input.count)
    }

    private var current: HTMLOpenElement { stack[stack.count - 1] }

    /// Whether the current node is SVG or MathML outside an integration point, where foreign rules apply.
    private var inForeignContent: Bool {
        let node = current
        return node.namespace != .html && !node.isHTMLIntegrationPoint
    }

    /// Browsers stop nesting elements at about this depth; past it the check stops (and it keeps every scope
    /// walk short, whatever a self-including partial renders).
    static let maximumDepth = 512

    private mutating func run() {
        loop: while true {
            if stack.count > Self.maximumDepth {
                problems.append(HTMLFragmentProblem(.nestedTooDeeply(Self.maximumDepth), at: current.start))
                while stack.count > 1 { popAndWrite() }
                problems.sort { $0.offset < $1.offset }
                return
            }
            tokenizer.allowsCDATA = current.namespace != .html
            switch tokenizer.next() {
            case .characters(let text, let start): characters(text, at: start)
            case .comment: break
            case .doctype(let doctype):
                if !isDocument || hasContent {
                    problems.append(HTMLFragmentProblem(.documentStructure("<!DOCTYPE>"), at: doctype.start))
                }
            case .startTag(let tag):
                hasContent = true
                startTag(tag)
            case .endTag(let tag): endTag(tag)
            case .endOfFile: break loop
            }
        }
        for error in tokenizer.errors where !explainedRanges.contains(where: { $0.contains(error.offset) }) {
            problems.append(syntaxProblem(error))
        }
        // Text-only elements (`<textarea>`, `<title>`, `<style>`) left open swallow the rest of the template; the
        // elements around them are then not separate mistakes.
        let swallowed =
            current.namespace == .html
            && (HTMLElementCatalog.rcdata.contains(current.name) || HTMLElementCatalog.rawText.contains(current.name)
                || current.name == "script")
        if swallowed {
            problems.append(HTMLFragmentProblem(.neverClosed(element: current.name, closedBy: nil), at: current.start))
            while stack.count > 1 { writer.endTag(stack.removeLast().name) }
        }
        while stack.count > 1 {
            let element = stack.removeLast()
            if !Self.mayBeLeftOpen(element) {
                problems.append(
                    HTMLFragmentProblem(.neverClosed(element: element.name, closedBy: nil), at: element.start))
            }
            writer.endTag(element.name)
        }
        problems.sort { $0.offset < $1.offset }
    }

    // MARK: - Text

    private mutating func characters(_ text: String, at start: Int) {
        if HTMLElementCatalog.tableStructure.contains(current.name) || current.name == "colgroup",
            current.namespace == .html,
            let firstVisible = text.utf8.firstIndex(where: { !$0.isHTMLWhitespace })
        {
            let offset = start + text.utf8.distance(from: text.utf8.startIndex, to: firstVisible)
            problems.append(
                HTMLFragmentProblem(
                    .fosterParented(what: "text", table: current.name), at: offset, related: [tableStart()]))
        }
        if current.name == "style", current.namespace == .html {
            if text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) || text.contains("]]>")
            {
                problems.append(HTMLFragmentProblem(.unwritableStyleText, at: start))
            } else {
                writer.rawText(text)
                return
            }
        }
        writer.text(text)
    }

    // MARK: - Start tags

    private mutating func startTag(_ tag: HTMLTag) {
        if let quote = Self.runawayQuote(in: tag) {
            problems.append(HTMLFragmentProblem(.unterminatedQuote, at: quote))
            explainedRanges.append(tag.start..<max(tag.end, tag.start + 1))
        }
        let isTablePart =
            tag.name != "table"
            && (HTMLElementCatalog.tableStructure.contains(tag.name)
                || HTMLElementCatalog.tableImpliedEnd.contains(tag.name) || tag.name == "col")
        if !isTablePart { droppingTableParts = false }
        if inForeignContent {
            if Self.breaksOut(tag) {
                let foreignRoot = outermostForeignElement() ?? current
                problems.append(
                    HTMLFragmentProblem(
                        .breaksOutOfForeignContent(element: tag.name, root: foreignRoot.name), at: tag.start,
                        related: [foreignRoot.start]))
                while stack.count > 1, current.namespace != .html, !current.isHTMLIntegrationPoint {
                    let popped = stack.removeLast()
                    closedByMistake[popped.name.lowercasedASCII, default: 0] += 1
                    writer.endTag(popped.name)
                }
            } else {
                foreignStartTag(tag, namespace: current.namespace)
                return
            }
        }
        htmlStartTag(tag)
    }

    private mutating func foreignStartTag(_ tag: HTMLTag, namespace: HTMLOpenElement.Namespace) {
        var namespace = namespace
        if tag.name == "svg" { namespace = .svg }
        if tag.name == "math" { namespace = .mathML }
        let written = namespace == .svg ? HTMLElementCatalog.svgElementNames[tag.name] ?? tag.name : tag.name
        let name = XMLName.sanitized(written)
        if name != written {
            problems.append(HTMLFragmentProblem(.unknownElement(tag.name, suggestion: nil), at: tag.start))
        }
        // SVG has its own <script>, which a browser runs in an HTML page as it runs HTML's.
        if name.lowercasedASCII == "script", !isDocument {
            problems.append(HTMLFragmentProblem(.script, at: tag.start))
        }
        writer.startTag(
            name, attributes: attributes(of: tag, element: name, namespace: namespace), selfClosing: tag.selfClosing)
        if !tag.selfClosing {
            var element = HTMLOpenElement(name: name, namespace: namespace, start: tag.start)
            if namespace == .mathML, name == "annotation-xml" {
                let encoding = tag.value(of: "encoding")?.lowercasedASCII
                element.annotationHoldsHTML = encoding == "text/html" || encoding == "application/xhtml+xml"
            }
            stack.append(element)
        }
    }

    private mutating func htmlStartTag(_ tag: HTMLTag) {
        let name = XMLName.sanitized(tag.name)
        switch name {
        case "html" where isDocument, "head" where isDocument, "body" where isDocument:
            documentStructureStartTag(tag)
            return
        case "html", "head", "body", "frameset":
            problems.append(HTMLFragmentProblem(.documentStructure("<\(name)>"), at: tag.start))
            return
        case "svg", "math":
            foreignStartTag(tag, namespace: name == "svg" ? .svg : .mathML)
            return
        default: break
        }
        if name == "script" {
            if !isDocument { problems.append(HTMLFragmentProblem(.script, at: tag.start)) }
        } else if HTMLElementCatalog.obsolete.contains(name) {
            problems.append(HTMLFragmentProblem(.obsoleteElement(name), at: tag.start))
        } else if !HTMLElementCatalog.known.contains(name) && !Self.isCustomElementName(tag.name) {
            problems.append(
                HTMLFragmentProblem(
                    .unknownElement(tag.name, suggestion: Self.suggestion(for: tag.name)), at: tag.start))
        }
        let isVoid = HTMLElementCatalog.void.contains(name)
        // `<div/>` leaves the div open in a browser; it is reported, and then read as the author meant it
        // (`<div></div>`), so the rest of the template is not reported once more.
        let closesItself = tag.selfClosing && !isVoid
        if closesItself {
            problems.append(HTMLFragmentProblem(.selfClosingNonVoid(name), at: tag.start))
        }

        if HTMLElementCatalog.tableStructure.contains(current.name), current.namespace == .html {
            guard tableStructureStartTag(tag) else { return }
        } else if name != "table",
            HTMLElementCatalog.tableStructure.contains(name) || HTMLElementCatalog.tableImpliedEnd.contains(name)
                || name == "col"
        {
            guard tablePartStartTag(tag) else { return }
        }

        if HTMLElementCatalog.closesParagraph.contains(name), let index = indexInScope("p", boundary: .button) {
            let paragraph = stack[index]
            // `<p><span><div>`: the mistake is the block in the paragraph, not the span's missing end tag.
            let inner = stack[(index + 1)...].first { !Self.mayBeLeftOpen($0) }
            if let inner {
                problems.append(
                    HTMLFragmentProblem(
                        .blockInParagraph(block: name, inner: inner.name), at: tag.start,
                        related: [paragraph.start, inner.start]))
            }
            close(above: index, by: "<\(name)>", at: tag.start, reporting: inner == nil)
            popAndWrite()
            lastClosedParagraph = (paragraph.start, name, tag.start)
        } else if name == "p" {
            lastClosedParagraph = nil
        }
        switch name {
        case _ where HTMLElementCatalog.headings.contains(name):
            if current.namespace == .html, HTMLElementCatalog.headings.contains(current.name) {
                let outer = stack.removeLast()
                problems.append(
                    HTMLFragmentProblem(
                        .nestedHeading(inner: name, outer: outer.name), at: tag.start, related: [outer.start]))
                closedByMistake[outer.name, default: 0] += 1
                writer.endTag(outer.name)
            }
        case "li":
            closeListItem(matching: ["li"], at: tag.start)
        case "dd", "dt":
            closeListItem(matching: ["dd", "dt"], at: tag.start)
        case "a", "button", "form", "nobr":
            if let index = indexInScope(name, boundary: .normal) {
                let outer = stack[index]
                problems.append(HTMLFragmentProblem(.nestedElement(name), at: tag.start, related: [outer.start]))
                closedByMistake[name, default: 0] += 1
                close(above: index, by: "<\(name)>", at: tag.start, reporting: false)
                popAndWrite()
            }
        case "option":
            if current.name == "option" { popAndWrite() }
        case "optgroup":
            if current.name == "option" { popAndWrite() }
            if current.name == "optgroup" { popAndWrite() }
        case "rb", "rtc", "rt", "rp":
            if indexInScope("ruby", boundary: .normal) != nil {
                let keep: HTMLNameSet = name == "rt" || name == "rp" ? ["rtc"] : []
                while HTMLElementCatalog.impliedEnd.contains(current.name), !keep.contains(current.name),
                    current.namespace == .html
                {
                    popAndWrite()
                }
            }
        default: break
        }

        writer.startTag(name, attributes: attributes(of: tag, element: name, namespace: .html), selfClosing: isVoid)
        if isVoid { return }
        if closesItself {
            writer.endTag(name)
            return
        }
        stack.append(HTMLOpenElement(name: name, namespace: .html, start: tag.start))
        if let state = HTMLElementCatalog.tokenizerState(after: name) { tokenizer.state = state }
    }

    /// `<html>`, `<head>` and `<body>` of a whole document: each once, `<body>` closing an open `<head>`.
    private mutating func documentStructureStartTag(_ tag: HTMLTag) {
        let name = tag.name
        guard !stack.contains(where: { $0.name == name && $0.namespace == .html }) else {
            problems.append(HTMLFragmentProblem(.documentStructure("a second <\(name)>"), at: tag.start))
            return
        }
        if name == "body", current.name == "head" { popAndWrite() }
        writer.startTag(name, attributes: attributes(of: tag, element: name, namespace: .html), selfClosing: false)
        stack.append(HTMLOpenElement(name: name, namespace: .html, start: tag.start))
    }

    /// A start tag while the current node is `table`, `tbody`, `thead`, `tfoot` or `tr`. Returns whether the
    /// tag is then inserted as usual.
    private mutating func tableStructureStartTag(_ tag: HTMLTag) -> Bool {
        let name = tag.name
        let isHiddenInput =
            name == "input"
            && tag.attributes.contains { $0.name == "type" && $0.value.lowercasedASCII == "hidden" }
        if name == "form" {
            problems.append(HTMLFragmentProblem(.formInTable, at: tag.start, related: [tableStart()]))
            closedByMistake["form", default: 0] += 1
            return false
        }
        guard HTMLElementCatalog.allowedInTable.contains(name) || isHiddenInput else {
            problems.append(
                HTMLFragmentProblem(
                    .fosterParented(what: "<\(name)>", table: current.name), at: tag.start, related: [tableStart()]))
            return true
        }
        switch name {
        case "td", "th":
            if current.name == "table" { insertImplied("tbody", at: tag.start) }
            if HTMLElementCatalog.tableSections.contains(current.name) { insertImplied("tr", at: tag.start) }
        case "tr":
            if current.name == "table" { insertImplied("tbody", at: tag.start) }
            if current.name == "tr" { popAndWrite() }
        case "tbody", "thead", "tfoot":
            if current.name == "tr" { popAndWrite() }
            if HTMLElementCatalog.tableSections.contains(current.name) { popAndWrite() }
        case "caption", "colgroup":
            while current.name != "table", stack.count > 1 { popAndWrite() }
        case "col":
            while current.name != "table", stack.count > 1 { popAndWrite() }
            if current.name == "table" { insertImplied("colgroup", at: tag.start) }
        default: break
        }
        return true
    }

    /// A table part (`tr`, `td`, `tbody`, …) where the current node is not table structure: inside a cell it
    /// closes the cell; outside any table the browser drops it. Returns whether the tag is then inserted.
    private mutating func tablePartStartTag(_ tag: HTMLTag) -> Bool {
        // `<template>` holds table parts as they are (its contents are parsed in the mode its first tag needs).
        if current.name == "template" { return true }
        if let cell = indexInScope(["td", "th", "caption"], boundary: .table) {
            close(above: cell, by: "<\(tag.name)>", at: tag.start, reporting: true)
            popAndWrite()
            return tableStructureStartTag(tag)
        }
        if current.name == "colgroup" && tag.name == "col" { return true }
        if current.name == "colgroup" {
            popAndWrite()
            return HTMLElementCatalog.tableStructure.contains(current.name) ? tableStructureStartTag(tag) : false
        }
        if !droppingTableParts {
            problems.append(HTMLFragmentProblem(.tableElementOutsideTable(tag.name), at: tag.start))
        }
        droppingTableParts = true
        closedByMistake[tag.name, default: 0] += 1
        return false
    }

    private mutating func insertImplied(_ name: String, at offset: Int) {
        writer.startTag(name, attributes: [], selfClosing: false)
        stack.append(HTMLOpenElement(name: name, namespace: .html, start: offset, isImplied: true))
    }

    /// `<li>` closes an open `<li>` (and `<dd>`/`<dt>` each other) unless a special element stands between.
    private mutating func closeListItem(matching names: HTMLNameSet, at offset: Int) {
        var index = stack.count - 1
        while index > 0 {
            let node = stack[index]
            if node.namespace == .html, names.contains(node.name) {
                close(above: index, by: "<\(stack[index].name)>", at: offset, reporting: true)
                popAndWrite()
                return
            }
            if node.namespace != .html || Self.isSpecial(node.name), !["address", "div", "p"].contains(node.name) {
                return
            }
            index -= 1
        }
    }

    // MARK: - End tags

    private mutating func endTag(_ tag: HTMLTag) {
        let name = XMLName.sanitized(tag.name)
        if HTMLElementCatalog.void.contains(name) {
            problems.append(HTMLFragmentProblem(.voidEndTag(name), at: tag.start))
            return
        }
        if inForeignContent || current.namespace != .html {
            // Foreign content: the nearest open element of that name (case-insensitively), SVG or HTML.
            var index = stack.count - 1
            while index > 0 {
                if stack[index].name.lowercasedASCII == name {
                    close(above: index, by: "</\(name)>", at: tag.start, reporting: true)
                    popAndWrite()
                    return
                }
                if stack[index].namespace == .html { break }
                index -= 1
            }
        }
        if HTMLElementCatalog.headings.contains(name), indexInScope(name, boundary: .normal) == nil,
            let index = indexInScope(HTMLElementCatalog.headings, boundary: .normal)
        {
            let opened = stack[index]
            problems.append(
                HTMLFragmentProblem(
                    .headingMismatch(opened: opened.name, closed: name), at: tag.start, related: [opened.start]))
            close(above: index, by: "</\(name)>", at: tag.start, reporting: false)
            popAndWrite()
            return
        }
        let boundary: ScopeBoundary =
            switch name {
            case "p": .button
            case "li": .listItem
            case "tr", "tbody", "thead", "tfoot", "table", "td", "th", "caption", "colgroup": .table
            case _
            where HTMLElementCatalog.closedInScope.contains(name) || HTMLElementCatalog.formatting.contains(name):
                .normal
            default: .special
            }
        guard let index = indexInScope(name, boundary: boundary) else {
            if let count = closedByMistake[name], count > 0 {
                closedByMistake[name] = count - 1
            } else if name == "p", let closed = lastClosedParagraph {
                problems.append(
                    HTMLFragmentProblem(
                        .paragraphClosedEarly(closer: closed.closer), at: tag.start,
                        related: [closed.start, closed.closerStart]))
                lastClosedParagraph = nil
            } else {
                problems.append(HTMLFragmentProblem(.strayEndTag(name), at: tag.start))
            }
            return
        }
        // A formatting element closed over any open element (even a `<p>` whose end tag may be left out) is
        // repaired by the adoption agency, which moves the inner element out of it.
        if HTMLElementCatalog.formatting.contains(name), let stillOpen = stack[(index + 1)...].first {
            problems.append(
                HTMLFragmentProblem(
                    .misnested(closed: name, stillOpen: stillOpen.name), at: tag.start, related: [stillOpen.start]))
            close(above: index, by: "</\(name)>", at: tag.start, reporting: false)
        } else {
            close(above: index, by: "</\(name)>", at: tag.start, reporting: true)
        }
        if name == "p" { lastClosedParagraph = nil }
        popAndWrite()
    }

    /// Pops and writes the end tags of every element above `index`, reporting (when `reporting`) each one whose
    /// end tag cannot be left out there: `closerTag` (`</article>`, `<div>`) closed it implicitly.
    private mutating func close(above index: Int, by closerTag: String, at closerStart: Int, reporting: Bool) {
        // An element closed while something inside it is still open was usually closed too early (`<span>…
        // </div>` meant `</span>`): its own end tag, when it comes later, is part of the same mistake.
        if stack[(index + 1)...].contains(where: { !Self.mayBeLeftOpen($0) }) {
            closedByMistake[stack[index].name.lowercasedASCII, default: 0] += 1
        }
        while stack.count - 1 > index {
            let element = stack.removeLast()
            if !Self.mayBeLeftOpen(element) {
                if reporting {
                    problems.append(
                        HTMLFragmentProblem(
                            .neverClosed(element: element.name, closedBy: closerTag), at: element.start,
                            related: [closerStart]))
                }
                closedByMistake[element.name.lowercasedASCII, default: 0] += 1
            }
            writer.endTag(element.name)
        }
    }

    private mutating func popAndWrite() {
        guard stack.count > 1 else { return }
        writer.endTag(stack.removeLast().name)
    }

    // MARK: - Scope

    enum ScopeBoundary { case normal, button, listItem, table, special }

    private func indexInScope(_ name: String, boundary: ScopeBoundary) -> Int? {
        indexInScope(boundary: boundary) { $0 == name }
    }

    /// The topmost open HTML element named in `names` that is "in scope" by the spec's definition for
    /// `boundary`; the fragment's context element is never returned.
    private func indexInScope(_ names: HTMLNameSet, boundary: ScopeBoundary) -> Int? {
        indexInScope(boundary: boundary) { names.contains($0) }
    }

    private func indexInScope(boundary: ScopeBoundary, where isWanted: (String) -> Bool) -> Int? {
        var index = stack.count - 1
        while index > 0 {
            let node = stack[index]
            if node.namespace == .html, isWanted(node.name) { return index }
            if isBoundary(node, boundary) { return nil }
            index -= 1
        }
        return nil
    }

    private func isBoundary(_ node: HTMLOpenElement, _ boundary: ScopeBoundary) -> Bool {
        if node.namespace != .html {
            return HTMLElementCatalog.foreignScope.contains(node.name)
        }
        switch boundary {
        case .normal: return HTMLElementCatalog.scope.contains(node.name)
        case .button: return HTMLElementCatalog.scope.contains(node.name) || node.name == "button"
        case .listItem:
            return HTMLElementCatalog.scope.contains(node.name) || node.name == "ol" || node.name == "ul"
        case .table: return node.name == "table" || node.name == "template" || node.name == "html"
        case .special: return Self.isSpecial(node.name)
        }
    }

    private func tableStart() -> Int {
        stack.last { $0.name == "table" }?.start ?? current.start
    }

    private func outermostForeignElement() -> HTMLOpenElement? {
        var index = stack.count - 1
        var found: HTMLOpenElement?
        while index > 0, stack[index].namespace != .html {
            found = stack[index]
            index -= 1
        }
        return found
    }

    /// Elements of the spec's "special" category (those that stop "any other end tag" from reaching further).
    static func isSpecial(_ name: String) -> Bool {
        specialElements.contains(name)
    }

    private static let specialElements: HTMLNameSet = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br",
        "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl", "dt", "embed",
        "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6",
        "head", "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main",
        "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript", "object", "ol", "p", "param",
        "plaintext", "pre", "script", "search", "section", "select", "source", "style", "summary", "table", "tbody",
        "td", "template", "textarea", "tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp",
    ]

    private static func mayBeLeftOpen(_ element: HTMLOpenElement) -> Bool {
        element.isImplied || (element.namespace == .html && ["html", "head", "body"].contains(element.name))
            || element.namespace == .html
                && (HTMLElementCatalog.impliedEnd.contains(element.name)
                    || HTMLElementCatalog.tableImpliedEnd.contains(element.name))
    }

    private static func breaksOut(_ tag: HTMLTag) -> Bool {
        if HTMLElementCatalog.breaksOutOfForeignContent.contains(tag.name) { return true }
        return tag.name == "font" && tag.attributes.contains { ["color", "face", "size"].contains($0.name) }
    }

    // MARK: - Attributes

    private mutating func attributes(of tag: HTMLTag, element: String, namespace: HTMLOpenElement.Namespace)
        -> [(name: String, value: String)]
    {
        var written: [(name: String, value: String)] = []
        written.reserveCapacity(tag.attributes.count + 2)
        for attribute in tag.attributes {
            var name = attribute.name
            switch namespace {
            case .svg: name = HTMLElementCatalog.svgAttributeNames[name] ?? name
            case .mathML: name = HTMLElementCatalog.mathMLAttributeNames[name] ?? name
            case .html: break
            }
            guard Self.isWritableAttributeName(name, foreign: namespace != .html) else {
                // Inside a tag whose closing quote is missing, the odd name is part of that one mistake.
                if !explainedRanges.contains(where: { $0.contains(attribute.nameStart) }) {
                    problems.append(HTMLFragmentProblem(.unwritableAttributeName(name), at: attribute.nameStart))
                }
                continue
            }
            let offset = attribute.valueStart ?? attribute.nameStart
            attributeNameStarts.append(attribute.nameStart)
            if let valueStart = attribute.valueStart, valueStart > 0, input[valueStart - 1] != UInt8(ascii: "\""),
                input[valueStart - 1] != UInt8(ascii: "'")
            {
                unquotedValueStarts.append(valueStart)
            }
            if !isDocument, (name.hasPrefix("on") && name.count > 2) || (name == "srcdoc" && namespace == .html) {
                problems.append(HTMLFragmentProblem(.scriptAttribute(name), at: attribute.nameStart))
            }
            // Script by other names: an SVG animation that sets an event handler (`<set attributeName="onload"
            // to="…">`), and a refresh that navigates (`<meta http-equiv="refresh" content="0;url=javascript:…">`).
            if !isDocument, namespace == .svg, ["set", "animate"].contains(element), name == "attributeName",
                case let target = attribute.value.trimmingHTMLWhitespace.lowercasedASCII,
                target.hasPrefix("on"), target.count > 2
            {
                problems.append(
                    HTMLFragmentProblem(.scriptAttribute("attributeName=\"\(target)\""), at: attribute.nameStart))
            }
            if !isDocument, namespace == .html, element == "meta", name == "http-equiv",
                attribute.value.trimmingHTMLWhitespace.lowercasedASCII == "refresh"
            {
                problems.append(HTMLFragmentProblem(.refresh, at: attribute.nameStart))
            }
            if namespace == .svg, ["set", "animate"].contains(element), ["to", "from", "values"].contains(name),
                let target = tag.value(of: "attributename"), target == "href" || target == "xlink:href"
            {
                for value in attribute.value.split(separator: ";") {
                    urls.append(
                        HTMLFragmentAttribute(
                            element: element, name: name, value: String(value).trimmingHTMLWhitespace, offset: offset))
                }
            }
            if name == "id" {
                ids.append(
                    HTMLFragmentAttribute(
                        element: element, name: name, value: attribute.value, offset: attribute.nameStart))
            }
            if HTMLElementCatalog.urlAttributes.contains(name) {
                urls.append(HTMLFragmentAttribute(element: element, name: name, value: attribute.value, offset: offset))
            }
            written.append((name, attribute.value))
        }
        // An element in another namespace than its parent declares it, as XML needs and HTML allows: the
        // outermost <svg> or <math>, and HTML inside <foreignObject> or a MathML text element.
        let parentNamespace = stack.count > 1 ? current.namespace : .html
        if namespace != parentNamespace, !written.contains(where: { $0.name == "xmlns" }) {
            let uri =
                switch namespace {
                case .html: HTMLElementCatalog.htmlNamespace
                case .svg: HTMLElementCatalog.svgNamespace
                case .mathML: HTMLElementCatalog.mathMLNamespace
                }
            written.insert(("xmlns", uri), at: 0)
            if namespace == .svg, !written.contains(where: { $0.name == "xmlns:xlink" }) {
                written.insert(("xmlns:xlink", HTMLElementCatalog.xlinkNamespace), at: 1)
            }
        }
        return written
    }

    /// Names an XML parser accepts without a namespace declaration: letters, digits, `-`, `_`, `.`, and a colon
    /// only in the prefixes HTML itself maps (`xlink:`, `xml:`, `xmlns:` on foreign elements, `xml:lang`).
    static func isWritableAttributeName(_ name: String, foreign: Bool) -> Bool {
        guard let first = name.utf8.first, first >= 0x80 || first.isASCIIAlpha || first == UInt8(ascii: "_") else {
            return false
        }
        if name.utf8.contains(UInt8(ascii: ":")) {
            if name == "xml:lang" || name == "xml:space" { return true }
            return foreign && (name.hasPrefix("xlink:") || name == "xmlns:xlink")
        }
        return XMLName.isValid(name)
    }

    /// The opening quote of a value that ran on into the next attribute (`class="btn href="`): the value
    /// ends with ` name=`, which only happens when its own closing quote is missing.
    static func runawayQuote(in tag: HTMLTag) -> Int? {
        for attribute in tag.attributes {
            guard let valueStart = attribute.valueStart, attribute.value.hasSuffix("=") else { continue }
            let beforeEquals = attribute.value.utf8.dropLast()
            let name = beforeEquals.reversed().prefix { $0.isASCIIAlpha || $0 == UInt8(ascii: "-") }
            guard !name.isEmpty, beforeEquals.count > name.count,
                beforeEquals[beforeEquals.index(beforeEquals.endIndex, offsetBy: -name.count - 1)].isHTMLWhitespace
            else { continue }
            return valueStart - 1
        }
        return nil
    }

    /// A valid custom element name: a lowercase ASCII letter first, a hyphen, and nothing an XML name could not
    /// hold (the standard's `PotentialCustomElementName`, narrowed to what polyglot markup can carry).
    static func isCustomElementName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first.isASCIILowerAlpha, name.contains("-") else { return false }
        return XMLName.isValid(name) && !name.utf8.contains(where: \.isASCIIUpperAlpha)
    }

    // MARK: - Suggestions

    static func suggestion(for name: String) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in HTMLElementCatalog.known {
            let distance = editDistance(name, candidate)
            if distance <= max(1, name.count / 3),
                distance < (best?.distance ?? .max)
                    || (distance == best?.distance && candidate < best!.name)
            {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = previous
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }

    // MARK: - Tokenizer errors

    private func syntaxProblem(_ error: HTMLParseError) -> HTMLFragmentProblem {
        HTMLSyntaxExplanation.problem(for: error, in: input)
    }
}

extension Character {
    var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\u{0C}" || self == "\r" || self == "\r\n"
    }
}

extension String {
    var trimmingHTMLWhitespace: String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { !$0.isHTMLWhitespace }),
            let last = bytes.lastIndex(where: { !$0.isHTMLWhitespace })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    var lowercasedASCII: String {
        guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return self }
        return String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
