import TrellisMustache

/// A compiled component template and where it came from.
public struct ComponentTemplate: Sendable {
    public var type: String
    /// Compiled once; its name is the file as shown in diagnostics, which is how its source map names it.
    public var template: MustacheTemplate

    public init(type: String, template: MustacheTemplate) {
        self.type = type
        self.template = template
    }

    /// The template file as shown in diagnostics (`Templates/components/card.mustache`).
    public var file: String { template.name }

    /// The template's source text, as written.
    public var source: String { template.source }
}
