import Mustache

/// A compiled component template and where it came from.
public struct ComponentTemplate: Sendable {
    public var type: String
    public var template: MustacheTemplate
    /// The template file as shown in diagnostics.
    public var file: String

    public init(type: String, template: MustacheTemplate, file: String) {
        self.type = type
        self.template = template
        self.file = file
    }

    /// The template's source text.
    public var source: String { template.description }
}
