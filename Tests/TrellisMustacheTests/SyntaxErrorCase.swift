import Testing

/// One row of the syntax-error table: a template, the message it must produce and where.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let template: String
    let message: String
    let line: Int
    let column: Int

    var testDescription: String { name }
}
