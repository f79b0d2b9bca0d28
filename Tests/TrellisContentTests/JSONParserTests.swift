import Testing
import TrellisContent

@Suite("JSON parser")
struct JSONParserTests {
    struct SyntaxCase: CustomTestStringConvertible, Sendable {
        var name: String
        var input: [UInt8]
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ input: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, Array(input.utf8), line, column, message)
        }

        init(_ name: String, _ input: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.input = input
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let syntaxErrors: [SyntaxCase] = [
        SyntaxCase("empty file", "", 1, 1, "the file is empty; expected a JSON value"),
        SyntaxCase("only white space", "  \n ", 2, 2, "the file is empty; expected a JSON value"),
        SyntaxCase("trailing comma in array", "[1, 2,]", 1, 6, "trailing comma before ']' (at 1:7); remove the comma"),
        SyntaxCase(
            "trailing comma in object", "{\"a\": 1,\n}", 1, 8, "trailing comma before '}' (at 2:1); remove the comma"),
        SyntaxCase("unclosed array", "[1, 2", 1, 6, "unexpected end of file; the array opened at 1:1 is not closed"),
        SyntaxCase(
            "unclosed object", "{\n  \"a\": [1]", 2, 11,
            "unexpected end of file; the object opened at 1:1 is not closed"),
        SyntaxCase("bad literal", "{\"a\": tru}", 1, 7, "invalid literal 'tru'; expected true, false or null"),
        SyntaxCase("capitalised literal", "[True]", 1, 2, "unexpected 'T'; expected a value"),
        SyntaxCase(
            "NaN", "[NaN]", 1, 2,
            "'NaN' is not a JSON value; expected a number, string, object, array, true, false or null"),
        SyntaxCase("single quotes", "{'a': 1}", 1, 2, "keys must be in double quotes, not single quotes"),
        SyntaxCase("comment", "{\"a\": 1 // one\n}", 1, 9, "unexpected '/' in an object; expected ',' or '}'"),
        SyntaxCase("comment as value", "[/* x */ 1]", 1, 2, "comments are not allowed in JSON"),
        SyntaxCase("missing colon", "{\"a\" 1}", 1, 6, "unexpected '1' after the key \"a\"; expected ':'"),
        SyntaxCase("missing comma", "[1 2]", 1, 4, "unexpected '2' in an array; expected ',' or ']'"),
        SyntaxCase("leading zero", "[01]", 1, 2, "numbers must not have leading zeros"),
        SyntaxCase("bare dot", "[1.]", 1, 4, "unexpected ']'; expected a digit after '.'"),
        SyntaxCase("huge number", "[1e999]", 1, 2, "the number 1e999 is too large"),
        SyntaxCase("unterminated string", "[\"abc", 1, 2, "unterminated string"),
        SyntaxCase(
            "bad escape", "[\"a\\q\"]", 1, 4,
            "invalid escape '\\q'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        SyntaxCase(
            "escape of a non-ASCII character names the character, not its first byte", "[\"a\\é\"]", 1, 4,
            "invalid escape '\\é'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        SyntaxCase(
            "escape of a control character", "[\"a\\\t\"]", 1, 4,
            "invalid escape: a backslash followed by control character U+0009; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        ),
        SyntaxCase(
            "control character outside a string is spelt with four hex digits", "[\u{1}]", 1, 2,
            "unexpected control character U+0001; expected a value"),
        SyntaxCase("DEL outside a string", "[\u{7F}]", 1, 2, "unexpected control character U+007F; expected a value"),
        SyntaxCase("lone surrogate", "[\"\\ud800\"]", 1, 3, "unpaired surrogate \\ud800"),
        SyntaxCase("raw tab in string", "[\"a\tb\"]", 1, 4, "control character U+0009 in a string must be escaped"),
        SyntaxCase("text after value", "{} x", 1, 4, "unexpected 'x' after the end of the JSON value"),
        SyntaxCase(
            "after a UTF-8 byte-order mark, columns count from the first character",
            [0xEF, 0xBB, 0xBF] + Array("[1,,2]".utf8),
            1, 4, "unexpected ','; expected a value"),
        SyntaxCase(
            "invalid UTF-8 after a byte-order mark", [0xEF, 0xBB, 0xBF, 0x5B, 0x22, 0xC3, 0x22, 0x5D], 1, 3,
            "invalid UTF-8 (byte 0xC3); JSON files must be UTF-8"),
        SyntaxCase("a byte-order mark alone", [0xEF, 0xBB, 0xBF], 1, 1, "the file is empty; expected a JSON value"),
        SyntaxCase("UTF-16", [0xFF, 0xFE, 0x7B, 0x00], 1, 1, "the file is UTF-16; JSON files must be UTF-8"),
        SyntaxCase(
            "invalid UTF-8", [0x5B, 0x22, 0xC3, 0x22, 0x5D], 1, 3, "invalid UTF-8 (byte 0xC3); JSON files must be UTF-8"
        ),
        SyntaxCase(
            "invalid UTF-8 after a line break and a two-byte character",
            [0x5B, 0x0A, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], 2, 3,
            "invalid UTF-8 (byte 0xFF); JSON files must be UTF-8"),
        SyntaxCase(
            "a UTF-16 surrogate after more than eight ASCII bytes",
            Array(#"["abcdefghij"#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 13,
            "invalid UTF-8 (byte 0xED); JSON files must be UTF-8"),
        SyntaxCase(
            "an overlong encoding", [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], 1, 3,
            "invalid UTF-8 (byte 0xC0); JSON files must be UTF-8"),
        SyntaxCase("columns count characters", "[\"é\", x]", 1, 7, "unexpected 'x'; expected a value"),
        // Long strings and deep indentation: what ends a run of plain bytes is found, and columns after it count
        // characters.
        SyntaxCase(
            "raw tab after eight plain bytes", "[\"abcdefghijk\tl\"]", 1, 14,
            "control character U+0009 in a string must be escaped"),
        SyntaxCase(
            "bad escape after eight plain bytes", "[\"abcdefghij\\q\"]", 1, 13,
            "invalid escape '\\q'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        SyntaxCase(
            "column after a long string with a character beyond ASCII", "[\"abcdefghijé\", x]", 1, 17,
            "unexpected 'x'; expected a value"),
        SyntaxCase(
            "column after a long string ending on the eighth byte", "[\"abcdefgh\" x]", 1, 13,
            "unexpected 'x' in an array; expected ',' or ']'"),
        SyntaxCase(
            "column after deep indentation", "[\n" + String(repeating: " ", count: 21) + "x]", 2, 22,
            "unexpected 'x'; expected a value"),
        SyntaxCase(
            "column after indentation mixed with tabs", "[\n" + String(repeating: " ", count: 9) + "\t   x]", 2, 14,
            "unexpected 'x'; expected a value"),
        SyntaxCase(
            "unterminated string of many bytes", "[\"" + String(repeating: "a", count: 30), 1, 2,
            "unterminated string"),
    ]

    /// A file saved with CR LF or with CR alone (classic Mac) line ends is placed as editors count its lines.
    @Test(
        "an error is placed on the same line and column whatever the file's line ends",
        arguments: [
            ("LF", "\n"), ("CR LF", "\r\n"), ("CR", "\r"),
        ])
    func lineEndsCountAsEditorsCountThem(_ name: String, _ lineEnd: String) {
        let misplacedComma = ["{", "  \"a\": 1,", "  \"b\": [1, 2,, 3]", "}"].joined(separator: lineEnd)
        #expect(
            throws: JSONSyntaxError(
                at: SourceLocation(file: "e.json", line: 3, column: 14), "unexpected ','; expected a value")
        ) { try JSONParser.parse(misplacedComma, file: "e.json") }
        let unterminated = ["{", "  \"a\": 1,", "  \"b\": \"text", "}"].joined(separator: lineEnd)
        #expect(
            throws: JSONSyntaxError(
                at: SourceLocation(file: "e.json", line: 3, column: 8),
                "unterminated string (a line break must be written as \\n)")
        ) { try JSONParser.parse(unterminated, file: "e.json") }
    }

    @Test("syntax errors name the line, column and what was expected", arguments: syntaxErrors)
    func syntaxError(_ example: SyntaxCase) {
        #expect(
            throws: JSONSyntaxError(
                at: SourceLocation(file: "f.json", line: example.line, column: example.column), example.message)
        ) {
            try JSONParser.parse(example.input, file: "f.json")
        }
    }

    /// A UTF-8 byte-order mark (Windows editors write one; RFC 8259 lets a parser ignore it) is skipped: the document
    /// reads as without it, its values placed where an editor, which never shows the mark, shows them — read whole or
    /// read again alone.
    @Test func aByteOrderMarkIsSkipped() throws {
        let text = "{\"a\": [1, {\"b\": 2}],\n \"c\": \"é\"}"
        let marked = JSONParser.byteOrderMark + Array(text.utf8)
        let plain = try JSONParser.parse(Array(text.utf8), file: "b.json")
        let root = try JSONParser.parse(marked, file: "b.json")
        #expect(root == plain)
        #expect(root.location == SourceLocation(file: "b.json", line: 1, column: 1))
        let inner = try #require(root.objectValue?["a"]?.arrayValue?[1])
        #expect(inner.location == SourceLocation(file: "b.json", line: 1, column: 11))
        let again = JSONParser.parseValues(in: marked, at: [inner.location, root.location])
        #expect(again == [inner, root])
    }

    @Test func longStringsKeepTheirText() throws {
        let text = "Crème brûlée, café au lait & other small joys: \\ \" / " + String(repeating: "x", count: 17)
        let source = JSONWriter.string(text, forScript: false)
        let root = try JSONParser.parse("[" + source + "]", file: "s.json")
        #expect(root.arrayValue?.first?.stringValue == text)
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep, file: "deep.json") }
    }

    @Test func valuesKeepPositionsAndKeyOrder() throws {
        let root = try JSONParser.parse("{\n  \"b\": [true, null],\n  \"a\": {\"x\": -1.5e2}\n}", file: "p.json")
        let object = try #require(root.objectValue)
        #expect(object.keys == ["b", "a"])
        #expect(object["b"]?.location == SourceLocation(file: "p.json", line: 2, column: 8))
        #expect(object.member("a")?.keyLocation == SourceLocation(file: "p.json", line: 3, column: 3))
        #expect(object["b"]?.arrayValue?.map(\.value) == [.bool(true), .null])
        let number = try #require(object["a"]?.objectValue?["x"]?.numberValue)
        #expect(number.value == -150)
        #expect(number.text == "-1.5e2")
    }

    @Test func escapesDecodeToTheirCharacters() throws {
        let root = try JSONParser.parse(#"["a\"b\\c\/d\n\u00e9\ud83d\ude00"]"#, file: "e.json")
        #expect(root.arrayValue?.first?.stringValue == "a\"b\\c/d\né😀")
    }

    @Test func duplicateKeysWarnAndTheLastValueWins() throws {
        var warnings: [Diagnostic] = []
        let root = try JSONParser.parse(Array("{\"a\": 1,\n \"a\": 2}".utf8), file: "d.json", warnings: &warnings)
        #expect(root.objectValue?["a"]?.numberValue?.value == 2)
        #expect(
            warnings.map(\.description) == [
                "d.json:2:2: warning: duplicate key \"a\" (first at 1:2); the last value is used"
            ])
    }

    /// Small objects find a repeated key by looking through their members, large ones (over 12) by hashing, and
    /// nested objects keep their own members apart: each row is an object and what must come of it.
    @Test(
        arguments: [
            (members: 3, repeats: [1], nested: false),
            (members: 12, repeats: [0, 11], nested: false),
            (members: 13, repeats: [0, 12], nested: false),
            (members: 40, repeats: [3, 14, 39], nested: true),
        ])
    func repeatedKeysOfObjectsOfEverySize(members: Int, repeats: [Int], nested: Bool) throws {
        // One key a line, then each repeated key again with a new value; optionally an object inside each value.
        var lines = (0..<members).map { "\"k\($0)\": " + (nested ? "{\"k\($0)\": \($0), \"x\": [\($0)]}" : "\($0)") }
        lines += repeats.map { "\"k\($0)\": \"again\"" }
        var warnings: [Diagnostic] = []
        let root = try JSONParser.parse(
            Array(("{" + lines.joined(separator: ",\n") + "}").utf8), file: "r.json", warnings: &warnings)
        let object = try #require(root.objectValue)
        #expect(object.keys == (0..<members).map { "k\($0)" })
        for index in 0..<members {
            let value = try #require(object["k\(index)"])
            if repeats.contains(index) {
                #expect(value.stringValue == "again")
                #expect(object.member("k\(index)")?.keyLocation.line == members + 1 + repeats.firstIndex(of: index)!)
            } else if nested {
                #expect(value.objectValue?.keys == ["k\(index)", "x"])
                #expect(value.objectValue?["x"]?.arrayValue?.count == 1)
            } else {
                #expect(value.numberValue?.value == Double(index))
            }
        }
        #expect(
            warnings.map(\.description)
                == repeats.enumerated().map { order, index in
                    let line = members + 1 + order
                    let column = line == 1 ? 2 : 1
                    let first = "\(index + 1):\(index == 0 ? 2 : 1)"
                    return
                        "r.json:\(line):\(column): warning: duplicate key \"k\(index)\" (first at \(first)); the last value is used"
                })
    }

    /// Values read again alone from where a whole parse found them (a component of a page after a template edit):
    /// each row is a place and whether a value starts there; one that does must be the very node the whole parse
    /// read (positions of everything in it included).
    @Test(
        arguments: [
            (line: 1, column: 2, isValue: true),  // {"a":[1,{"é":"ü"}],"b":"x"}
            (line: 1, column: 10, isValue: true),  // {"é":"ü"}, after a two-byte character on the line
            (line: 2, column: 3, isValue: true),  // {"type":"café","n":[1,2]}, indented
            (line: 3, column: 7, isValue: true),  // "ünï"
            (line: 3, column: 14, isValue: true),  // true
            (line: 4, column: 2, isValue: true),  // {"tab":null}, after a tab
            (line: 2, column: 1, isValue: false),  // white space
            (line: 3, column: 40, isValue: false),  // past the end of the line
            (line: 9, column: 1, isValue: false),  // past the last line
            (line: 0, column: 1, isValue: false),
        ],
        // Whatever the line ends: LF, CR LF, CR alone.
        ["\n", "\r\n", "\r"])
    func valuesAreReadAloneFromTheirPlace(place: (line: Int, column: Int, isValue: Bool), lineEnd: String) throws {
        let (line, column, isValue) = place
        let document = [
            "[{\"a\":[1,{\"é\":\"ü\"}],\"b\":\"x\"},", "  {\"type\":\"café\",\"n\":[1,2]},", "[\"é\", \"ünï\", true],",
            "\t{\"tab\":null}]",
        ].joined(separator: lineEnd)
        let location = SourceLocation(file: "v.json", line: line, column: column)
        let node = JSONParser.parseValues(in: Array(document.utf8), at: [location])[0]
        guard isValue else {
            #expect(node == nil)
            return
        }
        let whole = try JSONParser.parse(document, file: "v.json")
        let found = try #require(Self.node(in: whole, at: location))
        #expect(node == found)
    }

    /// The node of `root` that starts at `location`, searched depth first.
    private static func node(in root: JSONNode, at location: TrellisContent.SourceLocation) -> JSONNode? {
        if root.location == location { return root }
        switch root.value {
        case .array(let items): return items.lazy.compactMap { node(in: $0, at: location) }.first
        case .object(let object): return object.members.lazy.compactMap { node(in: $0.value, at: location) }.first
        default: return nil
        }
    }

    /// A value whose bytes (from its line's start to its end) are not valid UTF-8 is not read; the others are.
    @Test func valuesReadAloneInAnyOrderAndNoneFromInvalidUTF8() throws {
        let document = Array("[{\"a\": 1},\n {\"b\": [2]},\n {\"c\": \"é\"}]".utf8)
        let places = [(3, 2), (1, 2), (2, 2), (3, 2)].map { SourceLocation(file: "o.json", line: $0.0, column: $0.1) }
        let nodes = JSONParser.parseValues(in: document, at: places)
        #expect(nodes.map { $0?.objectValue?.keys ?? [] } == [["c"], ["a"], ["b"], ["c"]])
        #expect(nodes[2]?.objectValue?["b"]?.location == SourceLocation(file: "o.json", line: 2, column: 8))
        var broken = document
        broken[broken.count - 4] = 0xFF
        #expect(JSONParser.parseValues(in: broken, at: places).map { $0 != nil } == [false, true, true, false])
        var brokenFirstLine = document
        brokenFirstLine[0] = 0xC3  // a lead byte followed by no continuation, before the first value on its line
        #expect(JSONParser.parseValues(in: brokenFirstLine, at: places).map { $0 != nil } == [true, false, true, true])
    }

    @Test func integerValueOnlyForWholeNumbers() {
        #expect(JSONNumber(value: 3, text: "3.0").integerValue == 3)
        #expect(JSONNumber(value: 3.5, text: "3.5").integerValue == nil)
        #expect(JSONNumber(value: 1e300, text: "1e300").integerValue == nil)
    }
}
