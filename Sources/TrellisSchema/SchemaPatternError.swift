/// Why a `pattern` did not compile, in the regex engine's words.
struct SchemaPatternError: Error, Sendable {
    var message: String
}
