/// A device width at which every page is rendered (phone, tablet, desktop).
public struct Viewport: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var height: Double

    public init(name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// The widths a reviewer most often checks, used when `site.json` names none.
    public static let defaults = [
        Viewport(name: "phone", width: 375, height: 812),
        Viewport(name: "tablet", width: 768, height: 1024),
        Viewport(name: "desktop", width: 1280, height: 800),
    ]
}
