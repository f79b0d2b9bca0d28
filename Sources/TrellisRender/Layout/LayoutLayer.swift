import TrellisContent
import TrellisLayout

/// One layout object read on its own: which keys it states, their values, and where each came from.
///
/// Renderings stack layers (the section's `layout`, its `viewports` entry, the variant's keys, the variant's
/// `viewports` entry); a key takes its value from the last layer that states it. Keeping each layer's values
/// apart lets every object be read and reported once, and lets a problem found after stacking point at the
/// layer that set the key.
struct LayoutLayer: Sendable {
    /// The values of the keys in `keys`; the other fields are unused.
    var values = SectionLayout()
    /// The layout keys the object states (unknown keys and `viewports` left out), in the object's order.
    var keys: [String] = []
    /// Keys whose value was wrong (and reported); a rendering that takes one of them has no layout.
    var failedKeys: Set<String> = []
    var paths: [String: String] = [:]
    var nodes: [String: JSONNode] = [:]
    /// The object's `viewports` entries, read the same way (empty for a layer that is itself such an entry).
    var viewports: [String: LayoutLayer] = [:]
    /// A number the planner gives each distinct layout object, so a stack of layers has an identity.
    var number = 0

    /// The layers one rendering stacks, in order: base, base for the viewport, variant, variant for the viewport.
    static func stack(base: LayoutLayer?, variant: LayoutLayer?, viewport: String) -> [LayoutLayer] {
        [base, base?.viewports[viewport], variant, variant?.viewports[viewport]].compactMap { $0 }
    }

    /// Copies this layer's stated values onto `layout`.
    func apply(to layout: inout SectionLayout) {
        for key in keys {
            switch key {
            case "type": layout.type = values.type
            case "columns": layout.columns = values.columns
            case "itemSize": layout.itemSize = values.itemSize
            case "itemHeight": layout.itemHeight = values.itemHeight
            case "spacing": layout.spacing = values.spacing
            case "lineSpacing": layout.lineSpacing = values.lineSpacing
            case "insets": layout.insets = values.insets
            case "alignment": layout.alignment = values.alignment
            case "crossAlignment": layout.crossAlignment = values.crossAlignment
            case "scrollDirection": layout.scrollDirection = values.scrollDirection
            case "height": layout.height = values.height
            case "rows": layout.rows = values.rows
            case "paging": layout.paging = values.paging
            default: break
            }
        }
    }
}
