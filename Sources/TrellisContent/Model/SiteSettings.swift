/// `Content/site.json`: everything about the catalog as a whole.
public struct SiteSettings: Sendable, Equatable {
    public var title: String
    public var baseURL: String
    public var viewports: [Viewport]
    /// Declared toggles in declaration order, after command-line overrides.
    public var features: [Feature]
    public var componentForm: ComponentForm
    /// `"colorScheme"`: the scheme renderings are drawn in, `light` (the default) or `dark`, whatever scheme the
    /// reviewer's system prefers, so the design under review never changes with the reviewer's settings.
    public var colorScheme: String = "light"
    /// `"contracts": {"openapi": "api/openapi.yaml"}`: an OpenAPI document, relative to the project folder, whose
    /// component schemas are contracts of the component types with templates.
    public var openAPIDocument: String?
    /// Where `site.json` names the document, for messages about it.
    public var openAPILocation: SourceLocation?

    /// The values `"colorScheme"` takes.
    public static let colorSchemes = ["light", "dark"]

    public struct Feature: Sendable, Equatable {
        public var name: String
        public var isOn: Bool

        public init(name: String, isOn: Bool) {
            self.name = name
            self.isOn = isOn
        }
    }

    public init(
        title: String,
        baseURL: String = "/",
        viewports: [Viewport] = Viewport.defaults,
        features: [Feature] = [],
        componentForm: ComponentForm = .auto
    ) {
        self.title = title
        self.baseURL = baseURL
        self.viewports = viewports
        self.features = features
        self.componentForm = componentForm
    }

    public func feature(named name: String) -> Feature? { features.first { $0.name == name } }
}
