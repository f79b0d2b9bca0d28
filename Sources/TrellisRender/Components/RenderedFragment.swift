import TrellisContent

/// What one template produced for one component, kept so the output can be checked per template.
public struct RenderedFragment: Sendable {
    public var template: ComponentTemplate
    public var component: Component
    public var html: String

    public init(template: ComponentTemplate, component: Component, html: String) {
        self.template = template
        self.component = component
        self.html = html
    }
}
