import Foundation
import Testing
import TrellisContent
import TrellisSchema

/// Hostile and heavy input: small thread stacks (Dispatch workers have 512 KiB on macOS), long arrays under
/// `uniqueItems`, and one compiled program checked from many threads at once.
@Suite("Schema robustness")
struct SchemaRobustnessTests {
    static func compile(_ text: String) throws -> (program: SchemaProgram, entry: SchemaEntry) {
        let node = try JSONParser.parse(text, file: "s.json")
        var registry = SchemaRegistry()
        registry.add(node, uri: "file:///s.json", display: "s.json")
        var compiler = SchemaCompiler(registry: registry)
        let compiled = compiler.compile(uri: "file:///s.json")
        let entry = try #require(compiled)
        #expect(compiler.diagnostics.isEmpty)
        return (compiler.finish(), entry)
    }

    /// The answer of a body run on a thread of its own, with the given stack size.
    final class ThreadResult: @unchecked Sendable {
        var diagnostics: [Diagnostic] = []
        let done = DispatchSemaphore(value: 0)
    }

    /// Data nested as deep as files allow, on a 512 KiB stack (a macOS Dispatch worker's): a message, never a
    /// crash. A budget measured on the main thread's 8 MiB would overflow such a stack long before it noticed.
    @Test(arguments: [512, 256])
    func deepDataOnASmallStack(kibibytes: Int) throws {
        let (program, entry) = try Self.compile(
            ##"{"type": ["array", "object", "string"], "items": {"$ref": "#"}, "additionalProperties": {"$ref": "#"}}"##
        )
        let data = try JSONParser.parse(
            String(repeating: "[", count: 199) + "1" + String(repeating: "]", count: 199), file: "d.json")
        let result = ThreadResult()
        let thread = Thread {
            result.diagnostics = program.check(data, against: entry, path: "data", subject: "contract deep")
            result.done.signal()
        }
        thread.stackSize = kibibytes * 1024
        thread.start()
        result.done.wait()
        #expect(result.diagnostics.count == 1)
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.hasSuffix("found 1 (contract deep)") || message.contains("nest too deeply"), "\(message)")
    }

    /// `uniqueItems` on a long array is linear, not quadratic: 20,000 objects took minutes when every pair was
    /// compared.
    @Test func uniqueItemsOnALongArray() throws {
        let (program, entry) = try Self.compile(#"{"uniqueItems": true}"#)
        let items = (0..<20_000).map { #"{"id": \#($0), "tags": ["a", "b"], "price": {"amount": \#($0).5}}"# }
        let distinct = try JSONParser.parse("[" + items.joined(separator: ",") + "]", file: "d.json")
        let repeated = try JSONParser.parse(
            "[" + items.joined(separator: ",")
                + #", {"price": {"amount": 19999.50}, "tags": ["a", "b"], "id": 19999}]"#,
            file: "d.json")
        let start = ContinuousClock.now
        #expect(program.isValid(distinct, against: entry))
        let diagnostics = program.check(repeated, against: entry, path: "data", subject: "contract list")
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(
            diagnostics.map(\.message) == [
                #"expected unique items, found a repeat of item 19999 ({"id": 19999, "tags": ["a", "b"], "price": …) (contract list, schema s.json#/uniqueItems)"#
            ])
    }

    /// One program, many threads: every check gives the answer a serial check gives (patterns, formats, unions
    /// and references are shared, read-only, by all of them).
    @Test func concurrentChecksAgreeWithSerialOnes() throws {
        let (program, entry) = try Self.compile(
            ##"""
            {"type": "object", "required": ["id"], "properties": {
              "id": {"type": "string", "pattern": "^[a-z]+(-[a-z0-9]+)*$"},
              "url": {"type": "string", "format": "uri"}, "when": {"type": "string", "format": "date-time"},
              "tags": {"type": "array", "uniqueItems": true, "items": {"$ref": "#/$defs/tag"}},
              "action": {"oneOf": [{"$ref": "#/$defs/link"}, {"$ref": "#/$defs/share"}]}},
             "patternProperties": {"^x-": {"type": "string", "pattern": "\\p{L}+"}},
             "unevaluatedProperties": false,
             "$defs": {"tag": {"type": "string", "minLength": 1, "maxLength": 8},
               "link": {"properties": {"kind": {"const": "link"}, "href": {"format": "uri-reference"}}, "required": ["kind"]},
               "share": {"properties": {"kind": {"const": "share"}, "text": {"maxLength": 5}}, "required": ["kind"]}}}
            """##)
        let values = try (0..<200).map { index in
            try JSONParser.parse(Self.sample(index), file: "v\(index).json")
        }
        let serial = values.map { program.check($0, against: entry, path: "data", subject: "c").map(\.description) }
        #expect(serial.contains { !$0.isEmpty } && serial.contains { $0.count > 2 })
        final class Slots: @unchecked Sendable {
            var results: [[String]]
            let lock = NSLock()
            init(_ count: Int) { results = Array(repeating: [], count: count) }
        }
        let slots = Slots(values.count * 4)
        DispatchQueue.concurrentPerform(iterations: values.count * 4) { iteration in
            let found = program.check(values[iteration % values.count], against: entry, path: "data", subject: "c")
                .map(\.description)
            slots.lock.lock()
            slots.results[iteration] = found
            slots.lock.unlock()
        }
        for (iteration, found) in slots.results.enumerated() {
            #expect(found == serial[iteration % values.count])
        }
    }

    /// A value with a different mix of mistakes for each `index`.
    static func sample(_ index: Int) -> String {
        let id = index % 3 == 0 ? "Bad Id" : "item-\(index)"
        let url = index % 5 == 0 ? "no scheme" : "https://a.example/\(index)"
        let tag = index % 4 == 0 ? "a" : "b"
        let kind = index % 2 == 0 ? "share" : "link"
        let extension_ = index % 6 == 0 ? "123" : "wörd"
        return """
            {"id": "\(id)", "url": "\(url)", "when": "2024-02-\(index % 31 + 1)T10:00:00Z",
             "tags": ["a", "\(tag)", "\(String(repeating: "t", count: index % 10))"],
             "action": {"kind": "\(kind)", "text": "\(String(repeating: "s", count: index % 7))"},
             "x-\(index)": "\(extension_)", "stray\(index % 9)": true}
            """
    }
}
