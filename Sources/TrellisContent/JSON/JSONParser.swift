#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A strict RFC 8259 parser that records the line and column of every value.
///
/// It is strict where servers and people most often go wrong (trailing commas, comments, single quotes,
/// duplicate keys, UTF-16, invalid UTF-8), and each error says what was expected, so a
/// message can point at the exact character like a compiler does.
public struct JSONParser {
    /// Deeper nesting than this is refused with a message instead of risking the stack.
    public static let maximumDepth = 200

    /// The document's bytes; parsing runs inside `withUnsafeBufferPointer`, free of array bounds and
    /// uniqueness checks on every byte.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var position = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    private var warnings: [Diagnostic] = []
    /// The items of the arrays and the members of the objects being read, innermost last: each array or object is
    /// made at its end with exactly its elements (one allocation, none wasted), where appending to its own array
    /// grew it through several sizes and left it up to half empty. A loaded site keeps every one of them.
    private var openItems: [JSONNode] = []
    private var openMembers: [JSONObject.Member] = []

    /// Members of one object found by a linear search up to this count, by hashing beyond.
    private static let linearSearchLimit = 12

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses a whole document: exactly one JSON value, surrounded by optional white space.
    public static func parse(_ bytes: [UInt8], file: String) throws(JSONSyntaxError) -> JSONNode {
        var warnings: [Diagnostic] = []
        return try parse(bytes, file: file, warnings: &warnings)
    }

    /// Parses a document and also reports what is legal JSON but probably a mistake (duplicate keys).
    public static func parse(_ bytes: [UInt8], file: String, warnings: inout [Diagnostic]) throws(JSONSyntaxError)
        -> JSONNode
    {
        let (node, found) = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var parser = JSONParser(bytes: buffer, file: file)
            let node = try parser.parseDocument()
            return (node, parser.warnings)
        }
        warnings += found
        return node
    }

    public static func parse(_ text: String, file: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8), file: file)
    }

    /// Parses only the values that start at `locations` (their lines and columns, as this parser counts them) of a
    /// document parsed whole before: how some components of a page are read again without the rest of its file.
    /// Each is nil when the document has no such line and column, holds no valid value there, or when the bytes from
    /// that line's start to the value's end are not valid UTF-8 (only what is read is checked: the rest of a page
    /// file is not the value's). The document's lines are counted once, however many values.
    public static func parseValues(in bytes: [UInt8], at locations: [SourceLocation]) -> [JSONNode?] {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: locations.first?.file ?? "")
            // Where the line of the last value starts: values are mostly asked for in the order they were written.
            let firstLine = (line: 1, offset: parser.contentStart)
            var cursor = firstLine
            // Lines are found by their LFs alone unless a CR is anywhere (one search of the file).
            let hasCarriageReturns = buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
            return locations.map { location in
                if location.line < cursor.line { cursor = firstLine }
                guard
                    let lineStart = parser.offset(
                        ofLine: location.line, from: cursor, carriageReturns: hasCarriageReturns)
                else { return nil }
                cursor = (location.line, lineStart)
                guard parser.move(to: lineStart, line: location.line, column: location.column) else { return nil }
                parser.depth = 0
                guard let value = try? parser.parseValue(),
                    parser.firstInvalidUTF8Offset(in: lineStart..<parser.position) == nil
                else { return nil }
                return value
            }
        }
    }

    /// The offset at which line `target` starts, counting line breaks (LF, CR LF, or a CR alone, as the parser
    /// does) on from a line start already known: with the C library's `memchr`, as a changed component is found
    /// again in a page file of thousands of lines. `carriageReturns`: whether the document holds any CR, to look for.
    private func offset(ofLine target: Int, from known: (line: Int, offset: Int), carriageReturns: Bool) -> Int? {
        guard target >= known.line, let base = bytes.baseAddress else { return target == known.line ? 0 : nil }
        var index = known.offset
        var lineNumber = known.line
        while lineNumber < target {
            guard index < bytes.count else { return nil }
            let lineFeed = memchr(base + index, 0x0A, bytes.count - index).map {
                UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base
            }
            // A CR before that LF ends the line itself unless the LF follows it.
            let end = lineFeed ?? bytes.count
            let carriageReturn =
                carriageReturns
                ? memchr(base + index, 0x0D, end - index).map {
                    UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base
                } : nil
            if let carriageReturn, carriageReturn + 1 != lineFeed {
                index = carriageReturn + 1
            } else if let lineFeed {
                index = lineFeed + 1
            } else {
                return nil
            }
            lineNumber += 1
        }
        return index
    }

    /// Puts the parser at a column of the line that starts at `lineStart`, counting characters (not bytes). False
    /// when the line is shorter.
    private mutating func move(to lineStart: Int, line targetLine: Int, column targetColumn: Int) -> Bool {
        guard targetColumn >= 1 else { return false }
        var index = lineStart
        var column = 1
        while column < targetColumn {
            guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else { return false }
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        position = index
        line = targetLine
        self.column = targetColumn
        return true
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Where the document's text starts: after a UTF-8 byte-order mark, which is not part of it.
    private var contentStart: Int { bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0 }

    /// UTF-8's byte-order mark, U+FEFF.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(at: location, message) }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        // A UTF-8 byte-order mark is skipped, as RFC 8259 lets a parser do: editors on Windows write one, and
        // no editor shows it, so the first character after it is line 1, column 1.
        position = contentStart
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw error("the file is UTF-16; JSON files must be UTF-8")
        }
        try checkEncoding()
        skipWhitespace()
        if position == bytes.count {
            throw error("the file is empty; expected a JSON value")
        }
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    /// Finds the first byte that is not valid UTF-8, so the message can point at it. The bytes are checked eight
    /// ASCII bytes at a time; lines and columns are counted only when there is an error to place.
    private mutating func checkEncoding() throws(JSONSyntaxError) {
        guard let (location, byte) = invalidUTF8() else { return }
        let hex = String(byte, radix: 16, uppercase: true)
        throw JSONSyntaxError(at: location, "invalid UTF-8 (byte 0x\(hex)); JSON files must be UTF-8")
    }

    /// Where the first byte that is not valid UTF-8 is, and the byte; nil when the document is valid UTF-8.
    private func invalidUTF8() -> (location: SourceLocation, byte: UInt8)? {
        guard let invalid = firstInvalidUTF8Offset() else { return nil }
        var scanLine = 1
        var scanColumn = 1
        for index in min(contentStart, invalid)..<invalid {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                scanLine += 1
                scanColumn = 1
            } else if byte & 0xC0 != 0x80 {
                scanColumn += 1
            }
        }
        return (SourceLocation(file: file, line: scanLine, column: scanColumn), bytes[invalid])
    }

    /// The line and column of the first byte of `bytes` that is not valid UTF-8, as JSON files' are placed; nil when
    /// they are valid UTF-8. For the other text files a project holds (templates).
    public static func firstInvalidUTF8(in bytes: [UInt8], file: String) -> SourceLocation? {
        bytes.withUnsafeBufferPointer { JSONParser(bytes: $0, file: file).invalidUTF8()?.location }
    }

    /// The offset of the first byte that starts no valid UTF-8 sequence in `range` (the whole document by default);
    /// nil when it is valid UTF-8.
    private func firstInvalidUTF8Offset(in range: Range<Int>? = nil) -> Int? {
        let count = range?.upperBound ?? bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = range?.lowerBound ?? 0
        while index < count {
            if index + 8 <= count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            switch byte {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }

    /// A line ends at an LF, or at a CR the LF does not follow (as editors count a file saved with CR line ends).
    private mutating func advance() {
        let byte = bytes[position]
        position += 1
        if byte == 0x0A || (byte == 0x0D && (position == bytes.count || bytes[position] != 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// White space is ASCII, so each byte is one column; a line break restarts the count. Indented documents are
    /// mostly white space, hence the one tight loop instead of `advance()` per byte.
    private mutating func skipWhitespace() {
        var index = position
        let count = bytes.count
        var column = self.column
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                column += 1
            } else if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                // A CR alone ends a line; before an LF, the LF does.
                if index + 1 < count, bytes[index + 1] == 0x0A {
                    column += 1
                } else {
                    line += 1
                    column = 1
                }
            } else {
                break
            }
            index += 1
        }
        position = index
        self.column = column
    }

    private func describeCurrent() -> String {
        guard position < bytes.count else { return "end of file" }
        if bytes[position] == UInt8(ascii: "\"") { return "string" }
        return describeCharacter(at: position)
    }

    /// The character that starts at `index`, as a message shows it: `'é'` (the whole UTF-8 sequence, which
    /// `checkEncoding` has already proved valid, not its first byte), or `control character U+0009` for a
    /// character that would not be visible.
    private func describeCharacter(at index: Int) -> String {
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "end of file" }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return "control character \(Self.codePoint(scalar.value))"
        }
        return "'\(text)'"
    }

    /// `U+0009`, `U+00E9`, `U+1F600`: at least four uppercase hex digits, as Unicode writes code points.
    public static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard position < bytes.count else {
            throw error("unexpected end of file; expected a value")
        }
        let start = location
        switch bytes[position] {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject(start: start)), at: start)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray(start: start)), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return JSONNode(try parseLiteral(), at: start)
        case UInt8(ascii: "'"):
            throw error("strings must be in double quotes, not single quotes")
        case UInt8(ascii: "/"):
            throw error("comments are not allowed in JSON")
        default:
            let word = peekWord()
            if ["NaN", "Infinity", "undefined"].contains(word) {
                throw error(
                    "'\(word)' is not a JSON value; expected a number, string, object, array, true, false or null")
            }
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private func peekWord() -> String {
        var end = position
        while end < bytes.count, end - position < 20,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20)
        {
            end += 1
        }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        let word = peekWord()
        let value: JSONValue
        switch word {
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case "null": value = .null
        default:
            throw error("invalid literal '\(word)'; expected true, false or null")
        }
        for _ in 0..<word.utf8.count { advance() }
        return value
    }

    private mutating func enter(_ start: SourceLocation) throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(at: start, "nesting is deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseArray(start: SourceLocation) throws(JSONSyntaxError) -> [JSONNode] {
        try enter(start)
        defer { depth -= 1 }
        advance()  // [
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            advance()
            return []
        }
        let base = openItems.count
        // Where the last comma was: a trailing comma is reported there, where the fix is.
        var comma = start
        while true {
            skipWhitespace()
            if position == bytes.count {
                throw error("unexpected end of file; the array opened at \(start.line):\(start.column) is not closed")
            }
            if bytes[position] == UInt8(ascii: "]") {
                throw JSONSyntaxError(at: comma, "trailing comma before ']' (at \(line):\(column)); remove the comma")
            }
            let item = try parseValue()
            openItems.append(item)
            skipWhitespace()
            guard position < bytes.count else {
                throw error("unexpected end of file; the array opened at \(start.line):\(start.column) is not closed")
            }
            switch bytes[position] {
            case UInt8(ascii: ","):
                comma = location
                advance()
            case UInt8(ascii: "]"):
                advance()
                let items = Array(openItems[base...])
                openItems.removeSubrange(base...)
                return items
            default:
                throw error("unexpected \(describeCurrent()) in an array; expected ',' or ']'")
            }
        }
    }

    private mutating func parseObject(start: SourceLocation) throws(JSONSyntaxError) -> JSONObject {
        try enter(start)
        defer { depth -= 1 }
        advance()  // {
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            advance()
            return JSONObject()
        }
        let base = openMembers.count
        // Key → position among this object's members, made once it is too large for a linear search.
        var positions: [String: Int] = [:]
        var comma = start
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw error("unexpected end of file; the object opened at \(start.line):\(start.column) is not closed")
            }
            switch bytes[position] {
            case UInt8(ascii: "\""): break
            case UInt8(ascii: "}"):
                throw JSONSyntaxError(at: comma, "trailing comma before '}' (at \(line):\(column)); remove the comma")
            case UInt8(ascii: "'"): throw error("keys must be in double quotes, not single quotes")
            case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
            default: throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()) after the key \"\(key)\"; expected ':'")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            let count = openMembers.count - base
            let existing: Int? =
                count > Self.linearSearchLimit
                ? positions[key] : openMembers[base...].firstIndex { $0.key == key }.map { $0 - base }
            if let existing {
                // RFC 8259 only says names SHOULD be unique; JavaScript keeps the last value, and real
                // payloads (an Adaptive Cards sample among them) rely on that. Warn, and do the same.
                let first = openMembers[base + existing].keyLocation
                warnings.append(
                    .warning(
                        "duplicate-key", at: keyLocation,
                        "duplicate key \"\(key)\" (first at \(first.line):\(first.column)); the last value is used"))
                openMembers[base + existing].value = value
                openMembers[base + existing].keyLocation = keyLocation
            } else {
                openMembers.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
                if count + 1 > Self.linearSearchLimit {
                    if positions.isEmpty {
                        for offset in 0...count { positions[openMembers[base + offset].key] = offset }
                    } else {
                        positions[key] = count
                    }
                }
            }
            skipWhitespace()
            guard position < bytes.count else {
                throw error("unexpected end of file; the object opened at \(start.line):\(start.column) is not closed")
            }
            switch bytes[position] {
            case UInt8(ascii: ","):
                comma = location
                advance()
            case UInt8(ascii: "}"):
                advance()
                let object = JSONObject(distinctMembers: Array(openMembers[base...]))
                openMembers.removeSubrange(base...)
                return object
            default:
                throw error("unexpected \(describeCurrent()) in an object; expected ',' or '}'")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        // Where the string starts, as numbers: a location (which holds the file name) is made only for an error.
        let (startLine, startColumn) = (line, column)
        advance()  // opening quote
        // Most strings have no escape: they are made straight from the document's bytes, with no buffer.
        var buffer: [UInt8]?
        var segmentStart = position
        while true {
            guard position < bytes.count else {
                throw JSONSyntaxError(
                    at: SourceLocation(file: file, line: startLine, column: startColumn), "unterminated string")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<position])
                advance()
                guard var escaped = buffer else { return String(decoding: segment, as: UTF8.self) }
                escaped.append(contentsOf: segment)
                return String(decoding: escaped, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                var escaped = buffer ?? []
                escaped.append(contentsOf: bytes[segmentStart..<position])
                try parseEscape(into: &escaped)
                buffer = escaped
                segmentStart = position
                continue
            }
            if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    throw JSONSyntaxError(
                        at: SourceLocation(file: file, line: startLine, column: startColumn),
                        "unterminated string (a line break must be written as \\n)")
                }
                throw error("control character \(Self.codePoint(UInt32(byte))) in a string must be escaped")
            }
            // Inside a string there is no line break: only the column moves (once per character).
            position += 1
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeLocation = location
        advance()  // backslash
        guard position < bytes.count else { throw JSONSyntaxError(at: escapeLocation, "unterminated string") }
        let byte = bytes[position]
        let escaped = describeCharacter(at: position)
        advance()
        switch byte {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4(escapeLocation)
            if (0xD800...0xDBFF).contains(scalar) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError(at: escapeLocation, "unpaired surrogate \\u\(String(scalar, radix: 16))")
                }
                advance()
                advance()
                let low = try parseHex4(escapeLocation)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(at: escapeLocation, "unpaired surrogate \\u\(String(scalar, radix: 16))")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw JSONSyntaxError(at: escapeLocation, "unpaired surrogate \\u\(String(scalar, radix: 16))")
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw JSONSyntaxError(at: escapeLocation, "invalid escape \\u\(String(scalar, radix: 16))")
            }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            let what =
                escaped.hasPrefix("'")
                ? "invalid escape '\\\(escaped.dropFirst())" : "invalid escape: a backslash followed by \(escaped)"
            throw JSONSyntaxError(
                at: escapeLocation,
                "\(what); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private mutating func parseHex4(_ escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw JSONSyntaxError(at: escapeLocation, "unterminated \\u escape") }
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(at: escapeLocation, "\\u must be followed by four hex digits")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = position
        let startLocation = location
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while parser.position < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.position])
            {
                parser.advance()
                count += 1
            }
            return count
        }
        if bytes[position] == UInt8(ascii: "-") { advance() }
        guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else {
            if peekWord() == "Infinity" {
                throw JSONSyntaxError(at: startLocation, "'-Infinity' is not a JSON value; expected a number")
            }
            throw error("unexpected \(describeCurrent()); expected a digit")
        }
        if bytes[position] == UInt8(ascii: "0") {
            advance()
            if position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                throw JSONSyntaxError(at: startLocation, "numbers must not have leading zeros")
            }
        } else {
            _ = digits(&self)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            advance()
            if digits(&self) == 0 { throw error("unexpected \(describeCurrent()); expected a digit after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            advance()
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                advance()
            }
            if digits(&self) == 0 { throw error("unexpected \(describeCurrent()); expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(at: startLocation, "the number \(text) is too large")
        }
        return JSONNumber(value: value, text: text)
    }
}
