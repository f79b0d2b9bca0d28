/// `Content/site.json`: everything about the catalog as a whole.
public struct SiteSettings: Sendable, Equatable {
    public var title: String
    public var baseURL: String
    public var viewports: [Viewport]
    /// Declared toggles in declaration order, after command-line overrides.
    public var features: [Feature]
    public var componentForm: ComponentForm
    /// `"colorScheme"`: the scheme renderings are drawn in, `light` (the default) or `dark`, whatever scheme the
    /// reviewer's system prefers, so the design under review never changes with the reviewer's settings; `both`
    /// for a design made for either, which the preview then shows side by side.
    public var colorScheme: String = "light"
    /// How the project folder was named on the command line, as it starts every path diagnostics show (`""` for the
    /// current folder, else the folder and a slash): what the site itself leaves out (`pathInSite(_:)`).
    public var shownProjectPrefix = ""

    /// A path as the site shows it: relative to the project, whatever folder the build ran in or how the project was
    /// named — so the same project gives the same site, and a published catalog shows no one's local folders.
    public func pathInSite(_ path: String) -> String {
        guard !shownProjectPrefix.isEmpty, path.hasPrefix(shownProjectPrefix) else { return path }
        return String(path.dropFirst(shownProjectPrefix.count))
    }

    /// The `color-scheme` CSS value of a rendering: `light dark` for a design made for both, so that inside a
    /// preview frame the frame's own scheme (light or dark) decides.
    public var colorSchemeCSS: String { colorScheme == "both" ? "light dark" : colorScheme }

    /// The schemes the preview shows each rendering in: one, or light and dark side by side.
    public var previewSchemes: [String] { colorScheme == "both" ? ["light", "dark"] : [colorScheme] }
    /// `"contracts": {"openapi": "api/openapi.yaml"}`: an OpenAPI document, relative to the project folder, whose
    /// component schemas are contracts of the component types with templates.
    public var openAPIDocument: String?
    /// Where `site.json` names the document, for messages about it.
    public var openAPILocation: SourceLocation?

    /// The values `"colorScheme"` takes.
    public static let colorSchemes = ["light", "dark", "both"]

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
