/// A compiled template, shared by reference: rendering keeps one pointer per open section or partial instead of
/// copying a template's several arrays.
final class MustacheProgram: Sendable {
    let name: String
    let bytes: [UInt8]
    let operations: [MustacheOperation]
    /// The variable and section names the operations refer to, split on dots once.
    let names: [MustacheName]
    /// The partial names the operations refer to.
    let partialNames: [String]

    init(
        name: String, bytes: [UInt8], operations: [MustacheOperation], names: [MustacheName], partialNames: [String]
    ) {
        self.name = name
        self.bytes = bytes
        self.operations = operations
        self.names = names
        self.partialNames = partialNames
    }
}
