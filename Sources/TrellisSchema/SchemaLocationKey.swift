/// A place in one of the registry's documents: which document, and the JSON pointer inside it.
struct SchemaLocationKey: Hashable, Sendable {
    var document: Int
    var pointer: String
}
