/// A template that cannot be compiled, with the position of the mistake and a message that says how to fix it,
/// so the build can report it compiler style (`Templates/components/card.mustache:3:5: error: …`).
public struct MustacheSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and how to fix it, in plain words.
    public var message: String
    /// UTF-8 byte offset in the template's source where the mistake is (usually a tag's opening delimiter).
    public var offset: Int
    /// 1-based line of `offset`.
    public var line: Int
    /// 1-based column of `offset`, counted in Unicode scalars.
    public var column: Int
    /// The name the template was given (`MustacheTemplate.name`), so the error can be reported on its own.
    public var templateName: String

    public init(message: String, offset: Int, line: Int, column: Int, templateName: String) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
        self.templateName = templateName
    }

    /// `name:line:column: message`, the form compilers and editors understand.
    public var description: String { "\(templateName):\(line):\(column): \(message)" }
}
