/// Compiles template source into operations in one pass, applying the spec's standalone-line rules as it goes
/// (a section, comment, partial or delimiter tag alone on its line removes the whole line from the output).
struct MustacheParser {
    private let bytes: [UInt8]
    private let name: String
    private let lines: SourceLineIndex
    private var operations: [MustacheOperation] = []
    private var tags: [MustacheTagInfo] = []
    private var openSections: [MustacheOpenSection] = []
    private var names: [MustacheName] = []
    private var nameIndices: [String: Int] = [:]
    private var partialNames: [String] = []
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    /// A source line has started but no `.lineStart` has been emitted for it yet; emitted only once the line
    /// turns out to print something, so removed standalone lines and a final empty line get no indentation.
    private var lineStartPending = true
    private var position = 0
    private var lastTagEnd = 0

    init(bytes: [UInt8], name: String, lines: SourceLineIndex) {
        self.bytes = bytes
        self.name = name
        self.lines = lines
    }

    mutating func parse() throws(MustacheSyntaxError) -> (program: MustacheProgram, tags: [MustacheTagInfo]) {
        while position < bytes.count {
            guard let tagStart = find(openDelimiter, from: position) else {
                emitText(upTo: bytes.count)
                break
            }
            let tag = try scanTag(at: tagStart)
            tags.append(MustacheTagInfo(kind: tag.kind, name: tag.content, offset: tag.start, endOffset: tag.end))
            if let line = standaloneLine(of: tag) {
                emitText(upTo: line.start)
                lineStartPending = false
                try emit(tag, indentation: line.start..<tag.start)
                position = line.end
                lineStartPending = line.end > tag.end
            } else {
                emitText(upTo: tag.start)
                if lineStartPending && tag.kind != .comment && tag.kind != .delimiterChange {
                    operations.append(.lineStart)
                    lineStartPending = false
                }
                try emit(tag, indentation: nil)
                position = tag.end
            }
            lastTagEnd = tag.end
        }
        if let unclosed = openSections.last {
            throw error(
                "the section \(unclosed.written) opened at \(place(unclosed.tagOffset)) is never closed; "
                    + "add \(unclosed.suggestedClose)",
                at: unclosed.tagOffset)
        }
        let program = MustacheProgram(
            name: name, bytes: bytes, operations: operations, names: names, partialNames: partialNames)
        return (program, tags)
    }

    /// The index of `name` in the program's name table, adding it on first use.
    private mutating func nameIndex(_ name: String) -> Int {
        if let index = nameIndices[name] { return index }
        names.append(MustacheName(name))
        nameIndices[name] = names.count - 1
        return names.count - 1
    }

    // MARK: Text

    /// Emits `position..<end` as literal operations split after each line end, with a `.lineStart` before the
    /// first byte of each line.
    private mutating func emitText(upTo end: Int) {
        var start = position
        while start < end {
            if lineStartPending {
                operations.append(.lineStart)
                lineStartPending = false
            }
            var stop = start
            while stop < end && bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
            if stop < end {
                stop += 1
                lineStartPending = true
            }
            operations.append(.literal(start: start, end: stop))
            start = stop
        }
        position = end
    }

    // MARK: Standalone lines

    /// The whole line (`start` = its first byte, `end` = past its line end) when `tag` may stand alone and is
    /// the only thing on its line apart from spaces and tabs.
    private func standaloneLine(of tag: MustacheScannedTag) -> (start: Int, end: Int)? {
        switch tag.kind {
        case .variable, .rawVariable: return nil
        default: break
        }
        var lineStart = tag.start
        while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") {
            guard isSpaceOrTab(bytes[lineStart - 1]) else { return nil }
            lineStart -= 1
        }
        guard lineStart >= lastTagEnd else { return nil }
        var lineEnd = tag.end
        while lineEnd < bytes.count && isSpaceOrTab(bytes[lineEnd]) { lineEnd += 1 }
        if lineEnd == bytes.count { return (lineStart, lineEnd) }
        if bytes[lineEnd] == UInt8(ascii: "\n") { return (lineStart, lineEnd + 1) }
        if bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.count
            && bytes[lineEnd + 1] == UInt8(ascii: "\n")
        {
            return (lineStart, lineEnd + 2)
        }
        return nil
    }

    private func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    // MARK: Tags

    /// Reads the tag whose opening delimiter starts at `start`, in the delimiters currently in force.
    private mutating func scanTag(at start: Int) throws(MustacheSyntaxError) -> MustacheScannedTag {
        let afterOpen = start + openDelimiter.count
        let close = String(decoding: closeDelimiter, as: UTF8.self)
        guard afterOpen < bytes.count else {
            throw error("unclosed tag: expected \(close)", at: start)
        }
        let sigil = bytes[afterOpen]
        let kind: MustacheTagInfo.Kind
        var contentStart = afterOpen + 1
        var closing = closeDelimiter
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .rawVariable
            closing = [UInt8(ascii: "}")] + closeDelimiter
        case UInt8(ascii: "&"): kind = .rawVariable
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .sectionEnd
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="):
            kind = .delimiterChange
            closing = [UInt8(ascii: "=")] + closeDelimiter
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            throw error(
                "template inheritance (\(String(decoding: openDelimiter, as: UTF8.self))"
                    + "\(Character(Unicode.Scalar(sigil)))…) is not supported; include a partial with "
                    + "\(String(decoding: openDelimiter, as: UTF8.self))>name\(close) instead",
                at: start)
        default:
            kind = .variable
            contentStart = afterOpen
        }
        guard let contentEnd = find(closing, from: contentStart) else {
            let expected = String(decoding: closing, as: UTF8.self)
            if kind == .delimiterChange {
                throw error("malformed delimiter change: expected \(expected) to end it", at: start)
            }
            throw error("unclosed tag: expected \(expected)", at: start)
        }
        if kind != .comment, find(openDelimiter, from: contentStart, before: contentEnd) != nil {
            throw error("unclosed tag: expected \(String(decoding: closing, as: UTF8.self))", at: start)
        }
        let end = contentEnd + closing.count
        if kind == .partial, let star = firstNonWhitespace(in: contentStart..<contentEnd),
            bytes[star] == UInt8(ascii: "*")
        {
            return MustacheScannedTag(
                kind: .dynamicPartial, content: trimmed(star + 1..<contentEnd), start: start, end: end)
        }
        return MustacheScannedTag(kind: kind, content: trimmed(contentStart..<contentEnd), start: start, end: end)
    }

    /// Turns a scanned tag into operations (or a delimiter change or section bookkeeping).
    private mutating func emit(_ tag: MustacheScannedTag, indentation: Range<Int>?) throws(MustacheSyntaxError) {
        switch tag.kind {
        case .comment:
            return
        case .delimiterChange:
            try changeDelimiters(tag)
        case .variable, .rawVariable:
            let name = try validatedName(tag)
            operations.append(.interpolate(name: nameIndex(name), escaped: tag.kind == .variable, tagOffset: tag.start))
        case .section, .invertedSection:
            let name = try validatedName(tag)
            let open = String(decoding: openDelimiter, as: UTF8.self)
            let close = String(decoding: closeDelimiter, as: UTF8.self)
            openSections.append(
                MustacheOpenSection(
                    operationIndex: operations.count, name: name, tagOffset: tag.start, written: written(tag),
                    suggestedClose: "\(open)/\(name)\(close)"))
            operations.append(
                .section(
                    name: nameIndex(name), inverted: tag.kind == .invertedSection, bodyEnd: -1, tagOffset: tag.start))
        case .sectionEnd:
            try closeSection(tag)
        case .partial:
            guard !tag.content.isEmpty else {
                throw error("the partial tag \(written(tag)) names no partial; write its name after >", at: tag.start)
            }
            partialNames.append(tag.content)
            operations.append(.partial(name: partialNames.count - 1, indentation: indentation, tagOffset: tag.start))
        case .dynamicPartial:
            let name = try validatedName(tag)
            operations.append(
                .dynamicPartial(name: nameIndex(name), indentation: indentation, tagOffset: tag.start))
        }
    }

    private mutating func closeSection(_ tag: MustacheScannedTag) throws(MustacheSyntaxError) {
        guard let open = openSections.popLast() else {
            throw error(
                "\(written(tag)) closes no open section; remove it or open the section before it", at: tag.start)
        }
        guard open.name == tag.content else {
            throw error(
                "\(written(tag)) closes \(open.written) opened at \(place(open.tagOffset)); "
                    + "close it with \(open.suggestedClose)",
                at: tag.start)
        }
        guard case .section(let sectionName, let inverted, _, let tagOffset) = operations[open.operationIndex] else {
            return
        }
        operations[open.operationIndex] = .section(
            name: sectionName, inverted: inverted, bodyEnd: operations.count, tagOffset: tagOffset)
    }

    private mutating func changeDelimiters(_ tag: MustacheScannedTag) throws(MustacheSyntaxError) {
        let parts = tag.content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, parts.allSatisfy({ !$0.contains("=") }) else {
            throw error(
                "malformed delimiter change \(written(tag)): write two delimiters separated by a space, "
                    + "neither containing '=' or spaces, e.g. {{=<% %>=}}",
                at: tag.start)
        }
        openDelimiter = Array(parts[0].utf8)
        closeDelimiter = Array(parts[1].utf8)
    }

    /// A variable or section name: not empty, no spaces, `.` or dot-separated non-empty parts.
    private func validatedName(_ tag: MustacheScannedTag) throws(MustacheSyntaxError) -> String {
        let name = tag.content
        if name.isEmpty {
            throw error("the tag \(written(tag)) has no name; write a name between the delimiters", at: tag.start)
        }
        if name.unicodeScalars.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            throw error(
                "the tag \(written(tag)) has a space inside its name; names cannot contain spaces "
                    + "(is a closing delimiter missing?)",
                at: tag.start)
        }
        if !MustacheName.isWellFormed(name) {
            throw error(
                "the name '\(name)' in \(written(tag)) is malformed; use '.' or parts separated by single dots, "
                    + "like 'author.name'",
                at: tag.start)
        }
        return name
    }

    // MARK: Helpers

    private func written(_ tag: MustacheScannedTag) -> String {
        String(decoding: bytes[tag.start..<tag.end], as: UTF8.self)
    }

    private func firstNonWhitespace(in range: Range<Int>) -> Int? {
        range.first { !isWhitespace(bytes[$0]) }
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// The first occurrence of `needle` starting at or after `start` and ending at or before `limit`.
    private func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
        let end = (limit ?? bytes.count) - needle.count
        guard !needle.isEmpty, start <= end else { return nil }
        let first = needle[0]
        var index = start
        while index <= end {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    private func place(_ offset: Int) -> String {
        let (line, column) = lines.lineAndColumn(ofOffset: offset, in: bytes)
        return "\(line):\(column)"
    }

    private func error(_ message: String, at offset: Int) -> MustacheSyntaxError {
        let (line, column) = lines.lineAndColumn(ofOffset: offset, in: bytes)
        return MustacheSyntaxError(message: message, offset: offset, line: line, column: column, templateName: name)
    }
}
