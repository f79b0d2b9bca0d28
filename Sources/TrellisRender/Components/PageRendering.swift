/// One page laid out at one viewport in one variant: the HTML of its sections and the engine's frames.
public struct PageRendering: Sendable {
    public var sectionsHTML: String
    /// Where in `sectionsHTML` (UTF-8 offsets) lies component markup validated on its own.
    public var checkedApart: [Range<Int>] = []
    /// This rendering's entry in the page's `frames.json`: the engine's unquantised frames.
    public var framesJSON: String
    /// The first box of each component type shown, in order of appearance.
    public var boxes: [ComponentBox]

    public init(sectionsHTML: String, framesJSON: String, boxes: [ComponentBox] = []) {
        self.sectionsHTML = sectionsHTML
        self.framesJSON = framesJSON
        self.boxes = boxes
    }
}
