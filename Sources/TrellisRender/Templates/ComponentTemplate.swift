import Mustache

/// A compiled component template and where it came from.
public struct ComponentTemplate: Sendable {
    public var type: String
    public var template: MustacheTemplate
    /// The template file as shown in diagnostics.
    public var file: String

    /// The template's source text, as written.
    public var source: String

    public init(type: String, template: MustacheTemplate, file: String, source: String) {
        self.type = type
        self.template = template
        self.file = file
        self.source = source
    }
}
