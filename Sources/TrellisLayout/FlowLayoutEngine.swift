/// Lays out one section: the rules of UIKit's `UICollectionViewFlowLayout` as written down in docs/layout.md,
/// plus the list, grid and carousel section types of the content format.
///
/// Pure and total: no I/O, the same input always gives the same frames, and any input — NaN, negative, huge
/// values, a zero-width container — gives finite frames, one per item, with problems reported as issues rather
/// than traps. Runs in O(items) time and allocates only the output arrays.
public enum FlowLayoutEngine {
    public static func layout(_ input: SectionInput) -> SectionFrames {
        let parameters = LayoutParameters(layout: input.layout, containerWidth: input.containerWidth)
        let frames: SectionFrames
        switch input.layout.type {
        case .list, .grid:
            frames = VerticalSectionLayouter.layout(input, parameters)
        case .flow:
            if input.layout.scrollDirection == .horizontal {
                frames = HorizontalFlowLayouter.layout(input, parameters)
            } else {
                frames = VerticalSectionLayouter.layout(input, parameters)
            }
        case .carousel:
            frames = CarouselLayouter.layout(input, parameters)
        }
        assert(frames.items.count == input.items.count, "one frame per item")
        assert(frames.lines.map(\.items.count).reduce(0, +) == input.items.count, "lines cover every item")
        return frames
    }
}
