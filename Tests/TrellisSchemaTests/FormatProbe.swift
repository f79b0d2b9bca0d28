import Testing
import TrellisContent
import TrellisSchema

/// A one-keyword schema (`{"format": "email"}`, `{"pattern": "^a"}`) compiled with formats asserted, as contracts
/// are checked, to run strings through it.
struct FormatProbe {
    let program: SchemaProgram
    let entry: SchemaEntry

    init(_ schemaText: String) throws {
        let schema = try JSONParser.parse(schemaText, file: "format.json")
        var registry = SchemaRegistry()
        registry.add(schema, uri: "https://trellis.invalid/format.json", display: "format.json")
        var compiler = SchemaCompiler(registry: registry, options: .init(assertsFormats: true))
        let compiled = compiler.compile(uri: "https://trellis.invalid/format.json")
        entry = try #require(compiled)
        #expect(compiler.diagnostics.isEmpty, "\(compiler.diagnostics)")
        program = compiler.finish()
    }

    init(format: String) throws {
        try self.init(#"{"format": "\#(format)"}"#)
    }

    func accepts(_ text: String) -> Bool {
        program.isValid(JSONNode(.string(text), at: SourceLocation(file: "value.json")), against: entry)
    }

    func messages(_ text: String) -> [String] {
        program.check(
            JSONNode(.string(text), at: SourceLocation(file: "value.json")), against: entry, path: "", subject: "test"
        )
        .map(\.message)
    }
}
