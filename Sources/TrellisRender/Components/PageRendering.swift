/// One page laid out at one viewport in one variant: the HTML of its sections and the engine's frames.
public struct PageRendering: Sendable {
    public var sectionsHTML: String
    /// The `*.frames.json` document: the engine's unquantised frames.
    public var framesJSON: String

    public init(sectionsHTML: String, framesJSON: String) {
        self.sectionsHTML = sectionsHTML
        self.framesJSON = framesJSON
    }
}
