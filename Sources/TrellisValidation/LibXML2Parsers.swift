internal import CLibXML2
import Foundation

// Everything that touches libxml2 lives in this file. No C type leaves it.

/// Calls `xmlInitParser()` exactly once, before any thread parses. `xmlCleanupParser()` is never called: other
/// threads may still parse, and libxml2 cleans up in its library destructor anyway.
enum LibXML2 {
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()
}

/// Collects the issues of one parse. Reached from the C error callback through the parser context's `_private`.
final class IssueCollector {
    var file = ""
    var checker = ValidationIssue.Checker.html
    var issues: [ValidationIssue] = []

    func reset(file: String, checker: ValidationIssue.Checker) {
        self.file = file
        self.checker = checker
        issues.removeAll(keepingCapacity: true)
    }
}

/// The structured error handler of every parser context we create.
///
/// libxml2 calls it with `ctxt->userData`, which `htmlNewParserCtxt`/`xmlNewParserCtxt` set to the context itself
/// (libxml2's SAX2 code relies on that, so it is left alone); our state hangs on `ctxt->_private`.
/// Error 801 ("Tag X invalid") fires for every HTML5, SVG and custom element, hundreds of times per page, so it is
/// filtered here, before any String is built for the message.
private let structuredErrorHandler: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let state = context.pointee._private else { return }
    if error.pointee.domain == Int32(XML_FROM_HTML.rawValue),
        error.pointee.code == Int32(XML_HTML_UNKNOWN_TAG.rawValue),
        isExpectedUnknownTag(error.pointee.str1, context: context)
    {
        return
    }
    let collector = Unmanaged<IssueCollector>.fromOpaque(state).takeUnretainedValue()
    let message = error.pointee.message.map { trimmed(String(cString: $0)) } ?? "unknown libxml2 error"
    collector.issues.append(
        ValidationIssue(
            file: collector.file,
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            checker: collector.checker,
            code: Int(error.pointee.code),
            message: message
        )
    )
}

/// Whether an 801 is noise: an HTML5 element, a custom element (name with '-'), or anything inside svg/math.
private func isExpectedUnknownTag(_ name: UnsafeMutablePointer<CChar>?, context: UnsafeMutablePointer<xmlParserCtxt>)
    -> Bool
{
    guard let name else { return false }
    if strchr(name, Int32(UInt8(ascii: "-"))) != nil { return true }
    // The parser's open-element stack (its last entry is the unknown tag itself).
    if let stack = context.pointee.nameTab {
        for depth in 0..<Int(context.pointee.nameNr) {
            guard let open = stack[depth] else { continue }
            if isForeignRoot(open) { return true }
        }
    }
    // Tag names are short, so this String is stored inline (no allocation).
    return html5ElementNames.contains(String(cString: name))
}

/// `svg` or `math`, compared without building a String.
private func isForeignRoot(_ name: UnsafePointer<xmlChar>) -> Bool {
    switch name[0] {
    case UInt8(ascii: "s"): name[1] == UInt8(ascii: "v") && name[2] == UInt8(ascii: "g") && name[3] == 0
    case UInt8(ascii: "m"):
        name[1] == UInt8(ascii: "a") && name[2] == UInt8(ascii: "t") && name[3] == UInt8(ascii: "h") && name[4] == 0
    default: false
    }
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
/// `ParserPool`.
final class ParserContexts: @unchecked Sendable {
    private let html: htmlParserCtxtPtr
    private let xml: xmlParserCtxtPtr
    private let collector = IssueCollector()

    private static let htmlOptions = Int32(
        HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
            | HTML_PARSE_RECOVER.rawValue
    )
    private static let xmlOptions = Int32(
        XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NONET.rawValue
    )

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
            // Required for HTML contexts: their SAX block is the SAX1-era default with `initialized = 1`, and
            // libxml2 only consults `serror` when `initialized == XML_SAX2_MAGIC` (errors would go to stderr).
            context.pointee.sax.pointee.initialized = XML_SAX2_MAGIC
            context.pointee.sax.pointee.serror = structuredErrorHandler
            Self.dropTreeBuilding(context.pointee.sax)
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

    /// Runs one parser over the bytes and returns what it reported, in report order.
    func check(_ bytes: UnsafeBufferPointer<UInt8>, file: String, checker: ValidationIssue.Checker)
        -> [ValidationIssue]
    {
        guard bytes.count <= Int(Int32.max) else {
            return [
                ValidationIssue(
                    file: file, line: 0, column: 0, checker: checker, code: Int(XML_ERR_INTERNAL_ERROR.rawValue),
                    message: "document too large for libxml2 (\(bytes.count) bytes)")
            ]
        }
        collector.reset(file: file, checker: checker)
        let length = Int32(bytes.count)
        withEmptyFallback(bytes) { pointer in
            switch checker {
            case .html:
                html.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
                if let document = htmlCtxtReadMemory(html, pointer, length, nil, "UTF-8", Self.htmlOptions) {
                    xmlFreeDoc(document)
                }
            case .xml:
                xml.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
                if let document = xmlCtxtReadMemory(xml, pointer, length, nil, "UTF-8", Self.xmlOptions) {
                    xmlFreeDoc(document)
                }
            }
        }
        var issues: [ValidationIssue] = []
        swap(&issues, &collector.issues)
        return issues
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

/// A small pool of parser contexts so that every thread reuses contexts instead of allocating two per document.
enum ParserPool {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [ParserContexts] = []
    private static let maximumIdle = max(4, ProcessInfo.processInfo.activeProcessorCount * 2)

    static func withContexts<Result>(_ body: (ParserContexts) -> Result) -> Result? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        guard let contexts = reused ?? ParserContexts() else { return nil }
        let result = body(contexts)
        lock.lock()
        if idle.count < maximumIdle { idle.append(contexts) }
        lock.unlock()
        return result
    }
}
