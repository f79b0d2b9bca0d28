/// One page laid out at one viewport in one variant: the HTML of its sections and the engine's frames.
public struct PageRendering: Sendable {
    /// The sections' markup, UTF-8.
    public var sections: [UInt8]
    /// Where in `sections` lies component markup validated on its own.
    public var checkedApart: [Range<Int>] = []
    /// Where in `sections` each component's markup starts, by its position among those the page shows (each section's
    /// header, visible items and footer, in page order); -1 for one the rendering does not show. Nil when they are
    /// not known: a component's markup written twice (`SectionMarkup.writesAComponentAgain`).
    public var componentStarts: [Int]? = []
    /// Where in `sections` each section's markup lies (`<section …>` to `</section>`), in order.
    public var sectionRanges: [Range<Int>] = []
    /// This rendering's entry in the page's frames JSON (UTF-8, in its preview): the engine's unquantised frames.
    public var frames: [UInt8]
    /// The first box of each component type shown, in order of appearance.
    public var boxes: [ComponentBox]

    public init(sections: [UInt8], frames: [UInt8], boxes: [ComponentBox] = []) {
        self.sections = sections
        self.frames = frames
        self.boxes = boxes
    }
}
