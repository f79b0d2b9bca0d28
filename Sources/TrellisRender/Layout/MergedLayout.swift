import TrellisContent
import TrellisLayout

/// The layout of one rendering: the layers that apply, stacked, with the layer that set each key, so a
/// problem the engine finds after stacking points at the value to fix (in a variant when the variant set it).
struct MergedLayout {
    var layout = SectionLayout()
    /// For each stated key, the last layer that stated it.
    private var sources: [String: LayoutLayer] = [:]

    init(_ layers: [LayoutLayer]) {
        for layer in layers {
            layer.apply(to: &layout)
            for key in layer.keys { sources[key] = layer }
        }
    }

    /// Whether a key this rendering uses has a wrong value (already reported where it is written).
    var hasWrongValue: Bool { sources.contains { key, layer in layer.failedKeys.contains(key) } }

    /// The JSON path of a key as this rendering took it, or `fallback` + key for a key no layer stated.
    func path(of key: String, fallback: String) -> String { sources[key]?.paths[key] ?? JSONPath.key(fallback, key) }

    /// The value a key was read from, when a layer stated it.
    func node(of key: String) -> JSONNode? { sources[key]?.nodes[key] }
}
