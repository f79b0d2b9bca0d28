import TrellisContent

/// A layout object after overrides were applied, remembering for each key the JSON path it came from, so
/// an error in a variant points at the variant and an error in the base layout at the base.
struct MergedLayout {
    var object = JSONObject()
    var paths: [String: String] = [:]

    /// Applies `overrides` on top; `viewports` is not a layout key of the result.
    mutating func apply(_ overrides: JSONObject, path: String) {
        for member in overrides.members where member.key != "viewports" {
            object.set(key: member.key, keyLocation: member.keyLocation, value: member.value)
            paths[member.key] = JSONPath.key(path, member.key)
        }
    }

    /// Base layout, then its viewport override, then the variant's keys, then the variant's viewport override.
    static func merge(base: JSONNode?, basePath: String, variant: PageVariant.Override?, viewport: String)
        -> MergedLayout
    {
        var merged = MergedLayout()
        for (node, path) in [(base, basePath), (variant?.layout, variant?.path ?? "")] {
            guard let object = node?.objectValue else { continue }
            merged.apply(object, path: path)
            if let perViewport = object["viewports"]?.objectValue?[viewport]?.objectValue {
                merged.apply(perViewport, path: JSONPath.key(JSONPath.key(path, "viewports"), viewport))
            }
        }
        return merged
    }
}
