import Foundation
import Testing
import TrellisContent
import TrellisSchema

/// Random schemas from a grammar of keywords, random JSON values, and two oracles: laws every validator obeys
/// (`not` inverts, `allOf` is "and", `if` picks a branch, a subschema means the same under `properties`, `check`
/// and `isValid` agree), and — where Python's `jsonschema` is installed — that validator's verdicts. The seed is
/// fixed, so a failure names a reproducible schema and value.
@Suite("Schema differential")
struct SchemaDifferentialTests {
    /// SplitMix64: small, fast and the same on every platform.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// Schemas and values over a small alphabet, so keywords and values meet often. Numbers stay exact in
    /// binary (Python compares doubles, Trellis decimals); patterns avoid `\d` and `\w` (Python's are Unicode).
    struct Generator {
        var random: Random
        /// draft-07 spells some keywords differently and lacks others.
        let isDraft7: Bool

        static let keys = ["a", "b", "c", "ab"]
        static let strings = [#""""#, #""a""#, #""b""#, #""ab""#, #""ba""#, #""aab""#, #""é""#, #""👍🏽""#, #""abc""#]
        static let numbers = ["0", "1", "2", "3", "-1", "1.5", "2.0", "0.5", "10", "100", "3.0"]
        static let patterns = [#""^a""#, #""b$""#, #""a+""#, #""^[ab]*$""#, #""^$""#, #""c""#, #""^.$""#, #""^..$""#]
        static let types = ["null", "boolean", "object", "array", "number", "string", "integer"]

        mutating func value(depth: Int = 0) -> String {
            switch random.below(depth < 3 ? 8 : 5) {
            case 0: return "null"
            case 1: return random.chance(50) ? "true" : "false"
            case 2: return random.pick(Self.numbers)
            case 3: return random.pick(Self.strings)
            case 4: return random.pick(["0", "1", "2", #""a""#, "null"])
            case 5, 6:
                let keys = Self.keys.filter { _ in random.chance(40) }
                return "{" + keys.map { #""\#($0)": "# + value(depth: depth + 1) }.joined(separator: ", ") + "}"
            default:
                return "[" + (0..<random.below(4)).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + "]"
            }
        }

        mutating func schema(depth: Int = 0) -> String {
            if random.chance(8) { return random.chance(50) ? "true" : "false" }
            var members: [String: String] = [:]
            for _ in 0..<(depth < 3 ? 1 + random.below(3) : 1) {
                keyword(into: &members, depth: depth)
            }
            return "{"
                + members.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }
                .joined(separator: ", ") + "}"
        }

        mutating func list(_ count: Int, depth: Int) -> String {
            "[" + (0..<count).map { _ in schema(depth: depth + 1) }.joined(separator: ", ") + "]"
        }

        // swiftlint:disable:next cyclomatic_complexity function_body_length
        mutating func keyword(into members: inout [String: String], depth: Int) {
            let leaf = depth >= 3
            let choice = random.below(leaf ? 9 : 24)
            switch choice {
            case 0:
                members["type"] =
                    random.chance(70)
                    ? #""\#(random.pick(Self.types))""#
                    : "["
                        + Set((0..<2).map { _ in random.pick(Self.types) }).sorted().map { #""\#($0)""# }
                        .joined(separator: ", ") + "]"
            case 1:
                members["enum"] =
                    "[" + (0..<1 + random.below(3)).map { _ in value(depth: 2) }.joined(separator: ", ") + "]"
            case 2: members["const"] = value(depth: 2)
            case 3:
                let name = random.pick(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"])
                let choices = name == "multipleOf" ? ["0.5", "1", "2", "1.5", "3"] : Self.numbers
                members[name] = random.pick(choices)
            case 4: members[random.pick(["minLength", "maxLength"])] = "\(random.below(4))"
            case 5: members["pattern"] = random.pick(Self.patterns)
            case 6: members[random.pick(["minItems", "maxItems"])] = "\(random.below(3))"
            case 7:
                members["required"] =
                    "["
                    + Set((0..<2).map { _ in random.pick(Self.keys) }).sorted().map { #""\#($0)""# }.joined(
                        separator: ", ") + "]"
            case 8: members["$ref"] = random.chance(50) ? ##""#/$defs/x""## : ##""#/$defs/y""##
            case 9, 10:
                if isDraft7 || random.chance(50) {
                    members["items"] =
                        isDraft7 && random.chance(50)
                        ? list(1 + random.below(2), depth: depth) : schema(depth: depth + 1)
                    if isDraft7, random.chance(50) { members["additionalItems"] = schema(depth: depth + 1) }
                } else {
                    members["prefixItems"] = list(1 + random.below(2), depth: depth)
                    if random.chance(60) { members["items"] = schema(depth: depth + 1) }
                }
            case 11:
                members["contains"] = schema(depth: depth + 1)
                if !isDraft7, random.chance(50) {
                    members[random.pick(["minContains", "maxContains"])] = "\(random.below(3))"
                }
            case 12: members["uniqueItems"] = "true"
            case 13:
                let keys = Self.keys.filter { _ in random.chance(40) }
                members["properties"] =
                    "{" + keys.map { #""\#($0)": \#(schema(depth: depth + 1))"# }.joined(separator: ", ") + "}"
            case 14: members["patternProperties"] = "{\(random.pick(Self.patterns)): \(schema(depth: depth + 1))}"
            case 15: members["additionalProperties"] = schema(depth: depth + 1)
            case 16:
                let key = random.pick(Self.keys)
                if isDraft7 {
                    members["dependencies"] =
                        #"{"\#(key)": \#(random.chance(50) ? #"["\#(random.pick(Self.keys))"]"# : schema(depth: depth + 1))}"#
                } else if random.chance(50) {
                    members["dependentRequired"] = #"{"\#(key)": ["\#(random.pick(Self.keys))"]}"#
                } else {
                    members["dependentSchemas"] = #"{"\#(key)": \#(schema(depth: depth + 1))}"#
                }
            case 17: members["propertyNames"] = schema(depth: depth + 1)
            case 18: members[random.pick(["minProperties", "maxProperties"])] = "\(random.below(3))"
            case 19: members[random.pick(["allOf", "anyOf", "oneOf"])] = list(1 + random.below(3), depth: depth)
            case 20: members["not"] = schema(depth: depth + 1)
            case 21:
                members["if"] = schema(depth: depth + 1)
                if random.chance(70) { members["then"] = schema(depth: depth + 1) }
                if random.chance(70) { members["else"] = schema(depth: depth + 1) }
            default:
                guard !isDraft7 else { return }
                members[random.pick(["unevaluatedProperties", "unevaluatedItems"])] = schema(depth: depth + 1)
            }
        }
    }

    /// Compiled schemas from one registry, by index.
    struct Compiled {
        var program: SchemaProgram
        var entries: [SchemaEntry?]

        init(_ schemas: [String], draft7: Bool) throws {
            var registry = SchemaRegistry()
            for (index, schema) in schemas.enumerated() {
                let node = try JSONParser.parse(schema, file: "s\(index).json")
                registry.add(node, uri: "file:///s\(index).json", display: "s\(index).json")
            }
            var compiler = SchemaCompiler(
                registry: registry, options: .init(assertsFormats: false, reportsUnknownKeywords: false))
            entries = schemas.indices.map { compiler.compile(uri: "file:///s\($0).json") }
            program = compiler.finish()
        }

        func isValid(_ schema: Int, _ value: JSONNode) -> Bool? {
            entries[schema].map { program.isValid(value, against: $0) }
        }
    }

    /// A schema with the shared definitions its `$ref`s name, and the body (`"a": …`) it is made of.
    static func document(_ body: String, definitions: String, draft7: Bool) -> String {
        let dialect = draft7 ? #""$schema": "http://json-schema.org/draft-07/schema#", "# : ""
        let defs = #""$defs": \#(definitions)"#
        return "{\(dialect)\(defs), \(body)}"
    }

    @Test(arguments: [false, true])
    func randomSchemas(draft7: Bool) throws {
        var generator = Generator(random: Random(state: draft7 ? 7 : 2020), isDraft7: draft7)
        var schemas: [String] = []
        var values: [[String]] = []
        for _ in 0..<240 {
            let definitions = #"{"x": \#(generator.schema(depth: 1)), "y": \#(generator.schema(depth: 2))}"#
            let s = generator.schema()
            let t = generator.schema()
            let u = generator.schema()
            let data = (0..<5).map { _ in generator.value() }
            // The schema itself, then schemas built from it whose verdicts follow from its verdicts.
            schemas.append(Self.document(#""allOf": [\#(s)]"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""not": \#(s)"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""allOf": [\#(s), \#(t)]"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""anyOf": [\#(s), \#(t)]"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""oneOf": [\#(s), \#(t)]"#, definitions: definitions, draft7: draft7))
            schemas.append(
                Self.document(#""if": \#(s), "then": \#(t), "else": \#(u)"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""properties": {"k": \#(s)}"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""allOf": [\#(t)]"#, definitions: definitions, draft7: draft7))
            schemas.append(Self.document(#""allOf": [\#(u)]"#, definitions: definitions, draft7: draft7))
            for _ in 0..<9 { values.append(data) }
        }
        let compiled = try Compiled(schemas, draft7: draft7)
        let parsed = try values.map { try $0.map { try JSONParser.parse($0, file: "v.json") } }
        var verdicts: [[Bool]] = []
        for (index, schema) in schemas.enumerated() {
            let entry = try #require(compiled.entries[index], "does not compile: \(schema)")
            verdicts.append(parsed[index].map { compiled.program.isValid($0, against: entry) })
            // `check` and `isValid` agree on every value.
            for value in parsed[index] {
                let messages = compiled.program.check(value, against: entry, path: "", subject: "s")
                #expect(
                    messages.isEmpty == compiled.program.isValid(value, against: entry),
                    "check and isValid disagree: \(schema) on \(value)")
            }
        }
        // Laws between each group's verdicts.
        for group in stride(from: 0, to: schemas.count, by: 9) {
            for offset in 0..<5 {
                let s = verdicts[group][offset]
                let t = verdicts[group + 7][offset]
                let u = verdicts[group + 8][offset]
                let context = "schema \(schemas[group]) value \(values[group][offset])"
                #expect(verdicts[group + 1][offset] == !s, "not: \(context)")
                #expect(verdicts[group + 2][offset] == (s && t), "allOf: \(context)")
                #expect(verdicts[group + 3][offset] == (s || t), "anyOf: \(context)")
                #expect(verdicts[group + 4][offset] == (s != t), "oneOf: \(context)")
                #expect(verdicts[group + 5][offset] == (s ? t : u), "if/then/else: \(context)")
            }
            // Under `properties`, a value means what it means alone.
            let wrapped = try parsed[group].map { value in
                try JSONParser.parse(#"{"k": \#(Self.text(value))}"#, file: "w.json")
            }
            let entry = try #require(compiled.entries[group + 6])
            for (offset, value) in wrapped.enumerated() {
                #expect(
                    compiled.program.isValid(value, against: entry) == verdicts[group][offset],
                    "properties: schema \(schemas[group]) value \(values[group][offset])")
            }
        }
        // Python's jsonschema, where installed: the same verdicts for every schema and value.
        guard let python = Self.pythonVerdicts(schemas: schemas, values: values, draft7: draft7) else { return }
        #expect(python.compactMap { $0 }.count > schemas.count * 3 / 4, "Python decided too few cases")
        var disagreements: [String] = []
        for index in schemas.indices where python[index] != nil && python[index] != verdicts[index] {
            disagreements.append(
                "\(schemas[index]) on \(values[index]): Python \(python[index] ?? []), Trellis \(verdicts[index])")
        }
        #expect(disagreements.isEmpty, Comment(rawValue: disagreements.prefix(5).joined(separator: "\n")))
    }

    /// A parsed value written back as JSON (for the few places a value is embedded in another).
    static func text(_ value: JSONNode) -> String {
        switch value.value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.text
        case .string(let string): String(data: try! JSONEncoder().encode(string), encoding: .utf8)!
        case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let object):
            "{"
                + object.members.map { text(JSONNode(.string($0.key), at: $0.keyLocation)) + ": " + text($0.value) }
                .joined(separator: ", ") + "}"
        }
    }

    /// Python's `jsonschema` verdicts, nil when Python or the package is missing.
    static func pythonVerdicts(schemas: [String], values: [[String]], draft7: Bool) -> [[Bool]?]? {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator, Draft7Validator
            V = Draft7Validator if sys.argv[1] == "7" else Draft202012Validator
            out = []
            for line in sys.stdin:
                case = json.loads(line)
                try:
                    validator = V(case["schema"])
                    out.append([validator.is_valid(value) for value in case["values"]])
                except BaseException:
                    out.append(None)  # a reference cycle that never reaches the data: no verdict
            print(json.dumps(out))
            """
        let input = zip(schemas, values).map { schema, values in
            #"{"schema": \#(schema), "values": [\#(values.joined(separator: ", "))]}"#
        }.joined(separator: "\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, draft7 ? "7" : "2020"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError =
            ProcessInfo.processInfo.environment["TRELLIS_DEBUG_PYTHON"] == nil
            ? FileHandle.nullDevice : FileHandle.standardError
        do { try process.run() } catch { return nil }
        // Python may stop early (a package too old to know a draft): a closed pipe must not end the test run.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let verdicts = try? JSONSerialization.jsonObject(with: output) as? [Any],
            verdicts.count == schemas.count
        else { return nil }
        return verdicts.map { $0 as? [Bool] }
    }
}
