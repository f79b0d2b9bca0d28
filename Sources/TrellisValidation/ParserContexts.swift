internal import CLibXML2

// The C callbacks of every parser context. libxml2 calls them with `ctxt->userData`, which
// `htmlNewParserCtxt`/`xmlNewParserCtxt` set to the context itself (libxml2's SAX2 code relies on that, so it is
// left alone), and the error handler gets the context too (see `trellis_set_error_handler`); our state hangs on
// `ctxt->_private`.

/// The structured error handler of every parser context we create.
///
/// Before libxml2 2.14, error 801 ("Tag X invalid") fires for every HTML5, SVG and custom element, hundreds of times
/// per page, so it is filtered here, before any String is built for the message.
private let structuredErrorHandler: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let state = context.pointee._private else { return }
    let collector = Unmanaged<IssueCollector>.fromOpaque(state).takeUnretainedValue()
    if error.pointee.domain == Int32(XML_FROM_HTML.rawValue) {
        let isNoise =
            error.pointee.code == Int32(XML_HTML_UNKNOWN_TAG.rawValue)
            ? trellis_is_accepted_element(context, error.pointee.str1.map(xmlCharacters)) != 0
            : (collector.allowsBareAmpersands && trellis_is_bare_ampersand_error(error) != 0)
                || trellis_is_html4_content_model_error(error) != 0
        if isNoise {
            trellis_forget_error(context)
            return
        }
    }
    let message = error.pointee.message.map { trimmed(String(cString: $0)) } ?? "unknown libxml2 error"
    var column = Int(error.pointee.int2)
    if collector.checker == .html, LibXML2.hasHTML5Tokenizer {
        // The column counter of the 2.14+ HTML parser lags behind; counted from its exact position instead, this
        // is the column 2.9 reports (just after the offending tag).
        let counted = collector.column(ofOffset: trellis_input_offset(context))
        if counted > 0 { column = counted }
    }
    collector.issues.append(
        ValidationIssue(
            file: collector.file,
            line: Int(error.pointee.line),
            column: column,
            checker: collector.checker,
            code: Int(error.pointee.code),
            message: message
        )
    )
}

/// From libxml2 2.14 on, the HTML parser reports no unknown elements, so this start-element callback does, with
/// the same rule, code and message as 2.9's filtered 801s, at the start tag's closing '>' (where 2.9 reports it
/// too).
private let unknownElementReporter: startElementSAXFunc = { userData, name, _ in
    guard let userData, let name else { return }
    let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    guard trellis_is_accepted_element(context, name) == 0, let state = context.pointee._private else { return }
    let collector = Unmanaged<IssueCollector>.fromOpaque(state).takeUnretainedValue()
    collector.issues.append(
        ValidationIssue(
            file: collector.file,
            line: Int(trellis_input_line(context)),
            column: collector.column(ofOffset: trellis_input_offset(context)),
            checker: collector.checker,
            code: Int(XML_HTML_UNKNOWN_TAG.rawValue),
            message: "Tag \(String(cString: name)) invalid"
        )
    )
}

/// `char *` as libxml2's `xmlChar *`: the same UTF-8 bytes.
private func xmlCharacters(_ text: UnsafeMutablePointer<CChar>) -> UnsafePointer<xmlChar> {
    UnsafeRawPointer(text).assumingMemoryBound(to: xmlChar.self)
}

/// libxml2 messages end with a newline, and a few carry extra lines (the start of an unterminated comment, the
/// offending bytes of bad UTF-8): trim every line and join them with single spaces, so that a message is one line.
private func trimmed(_ message: String) -> String {
    message.split(whereSeparator: \.isNewline)
        .map { line in
            var text = line
            while let last = text.last, last.isWhitespace { text.removeLast() }
            while let first = text.first, first.isWhitespace { text.removeFirst() }
            return text
        }
        .filter { !$0.isEmpty }
        .joined(separator: " ")
}

/// One HTML and one XML parser context with their collector. Not thread-safe: one parse at a time. Reused across
/// documents (libxml2 resets a context at the start of every `*CtxtReadMemory`), and handed between threads through
/// `ParserPool`. No C type leaves this file and the callbacks above.
final class ParserContexts: @unchecked Sendable {
    private let html: htmlParserCtxtPtr
    private let xml: xmlParserCtxtPtr
    private let collector = IssueCollector()

    private static let htmlOptions = Int32(
        HTML_PARSE_NONET.rawValue | HTML_PARSE_RECOVER.rawValue
            | (LibXML2.noErrorOptionSilencesHandlers ? 0 : HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue)
    )
    private static let xmlOptions = Int32(
        XML_PARSE_NONET.rawValue
            | (LibXML2.noErrorOptionSilencesHandlers ? 0 : XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    )

    /// Documents above this size are let go of as soon as they are checked. libxml2 2.9 copies the document into
    /// the context's input, which stays until the next parse: the pooled contexts held 17 MB of the largest pages
    /// (the home page, the report) until the end of a 10,000-page build.
    private static let largeDocument = 1 << 16

    init?() {
        _ = LibXML2.initialized
        guard let html = htmlNewParserCtxt() else { return nil }
        guard let xml = xmlNewParserCtxt() else {
            htmlFreeParserCtxt(html)
            return nil
        }
        self.html = html
        self.xml = xml
        let state = Unmanaged.passUnretained(collector).toOpaque()
        for context in [html, xml] {
            context.pointee._private = state
            trellis_set_error_handler(context, structuredErrorHandler)
            Self.dropTreeBuilding(context.pointee.sax)
        }
        if LibXML2.hasHTML5Tokenizer {
            html.pointee.sax.pointee.startElement = unknownElementReporter
        }
    }

    /// Removes the SAX callbacks that build a document tree. Both parsers then check syntax only, which doubles
    /// throughput: well-formedness, the open-element stack and every error are the parser's own work, not the tree
    /// builder's. Over 3,000 randomly mutated pages the issues were identical to a tree-building parse, except one
    /// "Double hyphen within comment" message that no longer quotes the comment.
    private static func dropTreeBuilding(_ sax: UnsafeMutablePointer<xmlSAXHandler>) {
        sax.pointee.internalSubset = nil
        sax.pointee.externalSubset = nil
        sax.pointee.startDocument = nil
        sax.pointee.endDocument = nil
        sax.pointee.startElement = nil
        sax.pointee.endElement = nil
        sax.pointee.startElementNs = nil
        sax.pointee.endElementNs = nil
        sax.pointee.characters = nil
        sax.pointee.ignorableWhitespace = nil
        sax.pointee.cdataBlock = nil
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.reference = nil
    }

    deinit {
        htmlFreeParserCtxt(html)
        xmlFreeParserCtxt(xml)
    }

    /// Runs one parser over the bytes and returns what it reported, in report order. `isPlainHTML` selects HTML5's
    /// rules for a bare `&` (see `IssueCollector.allowsBareAmpersands`).
    func check(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, checker: ValidationIssue.Checker, isPlainHTML: Bool = false
    ) -> [ValidationIssue] {
        guard bytes.count <= Int(Int32.max) else {
            return [
                ValidationIssue(
                    file: file, line: 0, column: 0, checker: checker, code: Int(XML_ERR_INTERNAL_ERROR.rawValue),
                    message: "document too large for libxml2 (\(bytes.count) bytes)")
            ]
        }
        collector.reset(
            file: file, checker: checker, allowsBareAmpersands: isPlainHTML && checker == .html, document: bytes)
        defer { collector.document = UnsafeBufferPointer(start: nil, count: 0) }
        let length = Int32(bytes.count)
        withEmptyFallback(bytes) { pointer in
            switch checker {
            case .html:
                html.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
                if let document = htmlCtxtReadMemory(html, pointer, length, nil, "UTF-8", Self.htmlOptions) {
                    xmlFreeDoc(document)
                }
                if bytes.count > Self.largeDocument { htmlCtxtReset(html) }
            case .xml:
                xml.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
                if let document = xmlCtxtReadMemory(xml, pointer, length, nil, "UTF-8", Self.xmlOptions) {
                    xmlFreeDoc(document)
                }
                if bytes.count > Self.largeDocument { xmlCtxtReset(xml) }
            case .html5:
                break  // not a libxml2 parser: the caller's own check (`HTMLValidator(documentCheck:)`)
            }
        }
        if checker == .html, LibXML2.hasHTML5Tokenizer, let empty = emptyDocumentIssue(bytes, file: file) {
            collector.issues.append(empty)
        }
        var issues: [ValidationIssue] = []
        swap(&issues, &collector.issues)
        return issues
    }

    /// Before 2.14 the HTML parser reports a document of nothing but blanks as "Document is empty" (code 4), at the
    /// end of the blanks; later releases accept it silently, so Trellis reports it the same way itself.
    private func emptyDocumentIssue(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> ValidationIssue? {
        var line = 1
        var column = 1
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): column += 1
            default: return nil
            }
        }
        return ValidationIssue(
            file: file, line: line, column: column, checker: .html, code: Int(XML_ERR_DOCUMENT_EMPTY.rawValue),
            message: "Document is empty")
    }

    /// libxml2 returns early, without reporting "Document is empty", for a NULL buffer; an empty Swift array has no
    /// base address, so hand it a valid pointer to zero bytes instead.
    private func withEmptyFallback(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> Void) {
        if let base = bytes.baseAddress {
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { body($0) }
        } else {
            var zero: CChar = 0
            withUnsafePointer(to: &zero) { body($0) }
        }
    }
}
