import TrellisContent
import TrellisLayout

/// Reads `{"width": W, "height": H}` objects, where a dimension is a number > 0 or `"auto"`.
enum SizeReader {
    static func read(_ node: JSONNode, path: String, log: inout DiagnosticLog) -> SizeOverride {
        guard let object = node.objectValue else { return .none }
        for member in object.members where !LayoutKeys.sizeKeys.contains(member.key) {
            log.append(
                .error(
                    "unknown-key", at: member.keyLocation, path: JSONPath.key(path, member.key),
                    "a size has only \"width\" and \"height\"\(Suggestion.hint(for: member.key, among: LayoutKeys.sizeKeys))"
                ))
        }
        return SizeOverride(
            width: object["width"].flatMap { dimension($0, path: JSONPath.key(path, "width"), log: &log) },
            height: object["height"].flatMap { dimension($0, path: JSONPath.key(path, "height"), log: &log) }
        )
    }

    static func dimension(_ node: JSONNode, path: String, log: inout DiagnosticLog) -> Dimension? {
        if node.stringValue == "auto" { return .auto }
        if let number = node.numberValue, number.value > 0, number.value <= LayoutValueReader.maximumLength {
            return .points(number.value)
        }
        log.append(
            .error(
                "invalid-value", at: node.location, path: path,
                "expected a number > 0 and ≤ \(Int(LayoutValueReader.maximumLength)) or \"auto\", found \(node.value.briefDescription)"
            ))
        return nil
    }
}
