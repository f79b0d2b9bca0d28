/// Collects the issues of one parse. Reached from the C callbacks through the parser context's `_private`.
final class IssueCollector {
    var file = ""
    var checker = ValidationIssue.Checker.html
    /// Whether the document is plain HTML, for which HTML5's rules apply: a bare `&` (`?a=1&b=2`,
    /// `Tom & Jerry`) is fine there, so the HTML parser's complaints about it are dropped. In a polyglot document
    /// (and a fragment) it is an error, and the XML parser reports it.
    var allowsBareAmpersands = false
    /// The document being parsed; valid only during the parse.
    var document = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var issues: [ValidationIssue] = []

    func reset(
        file: String, checker: ValidationIssue.Checker, allowsBareAmpersands: Bool,
        document: UnsafeBufferPointer<UInt8>
    ) {
        self.file = file
        self.checker = checker
        self.allowsBareAmpersands = allowsBareAmpersands
        self.document = document
        issues.removeAll(keepingCapacity: true)
    }

    /// The 1-based column of a byte offset in the document, counted in characters as libxml2 counts them (UTF-8
    /// continuation bytes do not count); 0 when the offset is outside the document.
    func column(ofOffset offset: Int) -> Int {
        guard offset >= 0, offset <= document.count else { return 0 }
        var lineStart = offset
        while lineStart > 0, document[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return 1 + document[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
    }
}
