import Testing
import TrellisContent
import TrellisOpenAPI

@Suite("YAML reader")
struct YAMLReaderTests {
    /// Reads `text` and returns the root, failing the test on an error.
    static func read(_ text: String) throws -> JSONNode {
        switch YAMLReader.read(Array(text.utf8), file: "doc.yaml") {
        case .success(let node): return node
        case .failure(let diagnostic):
            Issue.record("unexpected error: \(diagnostic)")
            throw diagnostic
        }
    }

    /// Reads `text` expecting an error, and returns it.
    static func error(_ bytes: [UInt8]) -> Diagnostic? {
        switch YAMLReader.read(bytes, file: "doc.yaml") {
        case .success: return nil
        case .failure(let diagnostic): return diagnostic
        }
    }

    struct ScalarCase: CustomTestStringConvertible, Sendable {
        var yaml: String
        var expected: JSONValue
        var testDescription: String { yaml }

        init(_ yaml: String, _ expected: JSONValue) {
            self.yaml = yaml
            self.expected = expected
        }
    }

    static func number(_ value: Double, _ text: String) -> JSONValue {
        .number(JSONNumber(value: value, text: text))
    }

    /// YAML 1.2 core schema typing, with numbers written as JSON literals.
    static let scalars: [ScalarCase] = [
        ScalarCase("~", .null), ScalarCase("null", .null), ScalarCase("NULL", .null), ScalarCase("", .null),
        ScalarCase("true", .bool(true)), ScalarCase("False", .bool(false)),
        ScalarCase("yes", .string("yes")), ScalarCase("off", .string("off")), ScalarCase("y", .string("y")),
        ScalarCase("42", number(42, "42")), ScalarCase("-7", number(-7, "-7")), ScalarCase("+12", number(12, "12")),
        ScalarCase("007", number(7, "7")), ScalarCase("0", number(0, "0")), ScalarCase("-0", number(-0.0, "-0")),
        ScalarCase("0x1F", number(31, "31")), ScalarCase("0o17", number(15, "15")),
        ScalarCase("1.5", number(1.5, "1.5")), ScalarCase(".5", number(0.5, "0.5")),
        ScalarCase("-.5", number(-0.5, "-0.5")), ScalarCase("1.", number(1, "1.0")),
        ScalarCase("1e3", number(1000, "1e3")), ScalarCase("2.5E-2", number(0.025, "2.5e-2")),
        ScalarCase("12345678901234567890", number(1.234_567_890_123_456_789e19, "12345678901234567890")),
        ScalarCase("1_000", .string("1_000")), ScalarCase("0b101", .string("0b101")),
        ScalarCase("09:00", .string("09:00")), ScalarCase("2024-01-31", .string("2024-01-31")),
        ScalarCase("3.1.0", .string("3.1.0")), ScalarCase("0x", .string("0x")),
        ScalarCase("\"123\"", .string("123")), ScalarCase("'true'", .string("true")),
        ScalarCase("\"\"", .string("")), ScalarCase("!!str 12", .string("12")),
        ScalarCase("!!int \"12\"", number(12, "12")),
        ScalarCase("!!float 3", number(3, "3")), ScalarCase("!!bool \"true\"", .bool(true)),
        ScalarCase("! 12", .string("12")), ScalarCase("!custom 12", .string("12")),
        ScalarCase("\"line\\nbreak \\u00e9\"", .string("line\nbreak é")),
        ScalarCase("|\n  one\n  two", .string("one\ntwo\n")), ScalarCase(">-\n  one\n  two", .string("one two")),
    ]

    @Test("scalars follow the YAML 1.2 core schema", arguments: scalars)
    func scalar(_ example: ScalarCase) throws {
        let root = try Self.read("value: \(example.yaml)\n")
        #expect(root.objectValue?["value"]?.value == example.expected)
    }

    @Test("mappings keep key order and every position")
    func orderAndPositions() throws {
        let root = try Self.read(
            """
            zebra: 1
            apple:
              - first
              - {b: true, a: null}
            mango: "x"
            """)
        let object = try #require(root.objectValue)
        #expect(object.keys == ["zebra", "apple", "mango"])
        #expect(root.location == SourceLocation(file: "doc.yaml", line: 1, column: 1))
        #expect(object.member("apple")?.keyLocation == SourceLocation(file: "doc.yaml", line: 2, column: 1))
        let list = try #require(object["apple"]?.arrayValue)
        #expect(object["apple"]?.location == SourceLocation(file: "doc.yaml", line: 3, column: 3))
        #expect(list[0].location == SourceLocation(file: "doc.yaml", line: 3, column: 5))
        let flow = try #require(list[1].objectValue)
        #expect(flow.keys == ["b", "a"])
        #expect(list[1].location == SourceLocation(file: "doc.yaml", line: 4, column: 5))
        #expect(flow.member("a")?.keyLocation == SourceLocation(file: "doc.yaml", line: 4, column: 15))
        #expect(flow["a"]?.location == SourceLocation(file: "doc.yaml", line: 4, column: 18))
        #expect(object["mango"]?.location == SourceLocation(file: "doc.yaml", line: 5, column: 8))
    }

    @Test("numeric and boolean keys become their text, as JSON object keys")
    func scalarKeys() throws {
        let root = try Self.read("200: ok\ntrue: yes\n1.50: x\n")
        #expect(root.objectValue?.keys == ["200", "true", "1.50"])
    }

    @Test("columns count Unicode scalars; a byte-order mark and CR LF line ends are accepted")
    func unicodeAndLineEnds() throws {
        let text = "\u{FEFF}é: \"ü\"\r\nnext: 1\r\n"
        let root = try Self.read(text)
        #expect(root.objectValue?["é"]?.location == SourceLocation(file: "doc.yaml", line: 1, column: 4))
        #expect(root.objectValue?["next"]?.location == SourceLocation(file: "doc.yaml", line: 2, column: 7))
    }

    @Test("anchors and aliases are expanded")
    func aliases() throws {
        let root = try Self.read(
            """
            color: &brand
              hex: "#ff0000"
            primary: *brand
            list: [&n 3, *n]
            """)
        let object = try #require(root.objectValue)
        #expect(object["primary"]?.value == object["color"]?.value)
        #expect(object["list"]?.arrayValue?.map(\.value) == [Self.number(3, "3"), Self.number(3, "3")])
    }

    @Test("merge keys bring in the members of the merged mappings, written keys win")
    func mergeKeys() throws {
        let root = try Self.read(
            """
            base: &base {a: 1, b: 2}
            more: &more {b: 20, c: 30}
            child:
              <<: [*base, *more]
              a: 10
            quoted:
              "<<": literal
            """)
        let child = try #require(root.objectValue?["child"]?.objectValue)
        #expect(child.keys == ["b", "c", "a"])
        #expect(child["a"]?.value == Self.number(10, "10"))
        #expect(child["b"]?.value == Self.number(2, "2"))
        #expect(root.objectValue?["quoted"]?.objectValue?.keys == ["<<"])
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var code: String
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ yaml: String, _ line: Int, _ column: Int, _ code: String, _ message: String) {
            self.init(name, Array(yaml.utf8), line, column, code, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ code: String, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
            self.code = code
            self.message = message
        }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            "duplicate key, at the second", "a: 1\nb:\n  c: 2\n  d: 3\n  c: 4\n", 5, 3, "yaml-duplicate-key",
            "duplicate key \"c\" in this mapping (first at 3:3)"),
        ErrorCase(
            "duplicate keys in a flow mapping", "x: {b: 1, a: 1, b: 2, a: 2}\n", 1, 23, "yaml-duplicate-key",
            "duplicate key \"a\" in this mapping (first at 1:11)"),
        ErrorCase(
            "duplicate key, quoted and plain", "a: 1\n\"a\": 2\n", 2, 1, "yaml-duplicate-key",
            "duplicate key \"a\" in this mapping (first at 1:1)"),
        ErrorCase(
            "duplicate key written as a number and as a string", "200: a\n'200': b\n", 2, 1, "yaml-duplicate-key",
            "duplicate key \"200\" in this mapping (first at 1:1)"),
        ErrorCase(
            "mis-indented key", "a: 1\n b: 2\n", 2, 3, "yaml-syntax",
            "unexpected ':'; a value that contains ': ' must be quoted, or the line is indented too far"),
        ErrorCase(
            "unquoted colon in a value", "title: Note: read me\n", 1, 12, "yaml-syntax",
            "unexpected ':'; a value that contains ': ' must be quoted, or the line is indented too far"),
        ErrorCase(
            "tab indentation", "a:\n\t- b\n", 2, 1, "yaml-syntax", "a tab character; YAML indentation must use spaces"),
        ErrorCase(
            "unterminated quoted string", "a: \"open\n", 2, 1, "yaml-syntax",
            "unexpected end of file (in the quoted scalar that starts at 1:4)"),
        ErrorCase(
            "list item among keys", "- a\n- b\nc: d\n", 3, 1, "yaml-syntax",
            "expected a '-' list item here; check the indentation (in the block collection that starts at 1:1)"),
        ErrorCase(
            "undefined alias", "a: *missing\n", 1, 4, "yaml-syntax",
            "the alias names an anchor that is not defined before it"),
        ErrorCase(
            "two documents", "a: 1\n---\nb: 2\n", 2, 1, "yaml-syntax",
            "a second YAML document starts here; the file must contain exactly one document"),
        ErrorCase("empty file", "", 1, 1, "yaml-syntax", "the file is empty; expected a YAML document"),
        ErrorCase("comments only", "# nothing\n", 1, 1, "yaml-syntax", "the file is empty; expected a YAML document"),
        ErrorCase(
            "sequence as a key", "? [a, b]\n: c\n", 1, 3, "yaml-key",
            "a key must be a scalar (a string, number, boolean or null) to become a JSON object key; found a sequence"),
        ErrorCase(
            "mapping as a key", "{a: 1}: c\n", 1, 1, "yaml-key",
            "a key must be a scalar (a string, number, boolean or null) to become a JSON object key; found a mapping"),
        ErrorCase(
            "infinity", "a: .inf\n", 1, 4, "yaml-value",
            ".inf is not a JSON number: JSON has no infinity/NaN; quote it if it is meant as text"),
        ErrorCase(
            "negative infinity", "a: [1, -.Inf]\n", 1, 8, "yaml-value",
            "-.Inf is not a JSON number: JSON has no infinity/NaN; quote it if it is meant as text"),
        ErrorCase(
            "not a number", "a: .NaN\n", 1, 4, "yaml-value",
            ".NaN is not a JSON number: JSON has no infinity/NaN; quote it if it is meant as text"),
        ErrorCase("too large", "a: 1e999\n", 1, 4, "yaml-value", "the number 1e999 is too large"),
        ErrorCase(
            "hex too large", "a: 0x1FFFFFFFFFFFFFFFF\n", 1, 4, "yaml-value",
            "the integer 0x1FFFFFFFFFFFFFFFF is too large"),
        ErrorCase(
            "wrong explicit tag", "a: !!int twelve\n", 1, 4, "yaml-value",
            "\"twelve\" is tagged as an integer but is not one"),
        ErrorCase(
            "merge of a scalar", "a:\n  <<: 1\n", 2, 7, "yaml-syntax",
            "a merge key `<<` needs a mapping or a list of mappings (usually an alias such as *base)"),
        ErrorCase(
            "control character", "a: \u{1}\n", 1, 4, "yaml-syntax",
            "a control character; YAML files may only contain printable characters, tabs and line breaks"),
        ErrorCase(
            "invalid UTF-8", Array("a: 1\nb: ".utf8) + [0xFF], 2, 4, "yaml-syntax",
            "invalid UTF-8; YAML files must be UTF-8"),
        ErrorCase("UTF-16", [0xFF, 0xFE, 0x61, 0x00], 1, 1, "yaml-syntax", "the file is UTF-16; save it as UTF-8"),
    ]

    @Test("errors are reported at their line and column, in plain words", arguments: errors)
    func errorPosition(_ example: ErrorCase) throws {
        let diagnostic = try #require(Self.error(example.bytes))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == example.code)
        #expect(diagnostic.location == SourceLocation(file: "doc.yaml", line: example.line, column: example.column))
        #expect(diagnostic.message == example.message)
    }

    @Test("a billion-laughs document is refused instead of expanded")
    func billionLaughs() throws {
        var lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(previous)]")
        }
        let diagnostic = try #require(Self.error(Array(lines.joined(separator: "\n").utf8)))
        #expect(diagnostic.code == "yaml-alias-expansion")
        #expect(diagnostic.message.contains("billion laughs"))
    }

    @Test("nesting deeper than the limit is refused, not a stack overflow")
    func deepNesting() throws {
        let depth = 900
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let diagnostic = try #require(Self.error(Array(text.utf8)))
        #expect(diagnostic.message == "nesting is deeper than \(YAMLReader.maximumDepth) levels")
        let deepest = String(repeating: "[", count: 1200) + String(repeating: "]", count: 1200)
        #expect(Self.error(Array(deepest.utf8))?.code == "yaml-syntax")
    }

    @Test("arbitrary and mutated documents never crash the reader")
    func fuzz() {
        // A fixed linear congruential sequence: the same inputs on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("ab:- \n\t[]{},&*!|>'\"#%@`?~0.\\<".utf8) + [0xC3, 0xA9, 0xFF, 0x00]
        let seed = Array("a: &x [1, {b: *x}]\nc:\n  - 'd'\n  - <<: {e: 1}\n".utf8)
        for round in 0..<600 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }
            } else {
                bytes = seed
                for _ in 0...next(4) { bytes[next(bytes.count)] = alphabet[next(alphabet.count)] }
            }
            _ = YAMLReader.read(bytes, file: "fuzz.yaml")
        }
    }
}
