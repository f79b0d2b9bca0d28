import TrellisContent
import TrellisLayout

/// Reads the values of one layout object (a section's `layout`, a variant's override, or a `viewports` entry
/// of either) into a `LayoutLayer`, checking types and enums.
///
/// Each object is read once, however many renderings it takes part in, so each wrong value is reported once.
/// Unknown keys are the structure check's; ranges that depend on the container (insets that leave no room)
/// are the engine's own checks, made per rendering.
struct LayoutValueReader {
    /// Lengths beyond this many pixels are refused: no screen is that large, and huge values only hide typos.
    static let maximumLength = 1_000_000.0

    let object: JSONObject
    /// The JSON path of the object itself (`sections[0].layout`).
    let path: String
    var log = DiagnosticLog()
    private var layer = LayoutLayer()

    init(object: JSONObject, path: String) {
        self.object = object
        self.path = path
    }

    private func path(_ key: String) -> String { JSONPath.key(path, key) }

    mutating func read() -> LayoutLayer {
        for member in object.members where LayoutKeys.all.contains(member.key) && member.key != "viewports" {
            layer.keys.append(member.key)
            layer.paths[member.key] = path(member.key)
            layer.nodes[member.key] = member.value
            let errorsBefore = log.errorCount
            read(member.key, member.value)
            if log.errorCount > errorsBefore { layer.failedKeys.insert(member.key) }
        }
        return layer
    }

    private mutating func read(_ key: String, _ node: JSONNode) {
        switch key {
        case "type": layer.values.type = enumValue(key, node) ?? layer.values.type
        case "alignment": layer.values.alignment = enumValue(key, node) ?? layer.values.alignment
        case "crossAlignment": layer.values.crossAlignment = enumValue(key, node) ?? layer.values.crossAlignment
        case "scrollDirection": layer.values.scrollDirection = enumValue(key, node) ?? layer.values.scrollDirection
        case "paging": layer.values.paging = enumValue(key, node) ?? layer.values.paging
        case "columns": layer.values.columns = integer(key, node)
        case "rows": layer.values.rows = integer(key, node)
        case "spacing": layer.values.spacing = number(key, node)
        case "lineSpacing": layer.values.lineSpacing = number(key, node)
        case "height": layer.values.height = number(key, node)
        case "itemSize":
            if node.objectValue != nil {
                let size = SizeReader.read(node, path: path(key), log: &log)
                layer.values.itemSize = ItemSize(
                    width: size.width ?? .points(50), height: size.height ?? .points(50))
            } else {
                wrongType(node, key: key, expected: "an object {\"width\", \"height\"}")
            }
        case "itemHeight": layer.values.itemHeight = SizeReader.dimension(node, path: path(key), log: &log)
        case "insets": layer.values.insets = insets(node) ?? .zero
        default: break
        }
    }

    private mutating func wrongType(_ node: JSONNode, key: String, expected: String) {
        log.append(
            .error(
                "wrong-type", at: node.location, path: path(key),
                "expected \(expected), found \(node.value.briefDescription)"))
    }

    private mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ key: String, _ node: JSONNode) -> Value?
    where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue)
        if let text = node.stringValue, let value = Value(rawValue: text) { return value }
        let hint = node.stringValue.map { Suggestion.hint(for: $0, among: allowed) } ?? ""
        log.append(
            .error(
                "E_ENUM", at: node.location, path: path(key),
                "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), found \(node.value.briefDescription)\(hint)"
            ))
        return nil
    }

    private mutating func integer(_ key: String, _ node: JSONNode) -> Int? {
        if let value = node.numberValue?.integerValue, value >= 1, value <= 1000 { return value }
        log.append(
            .error(
                "invalid-value", at: node.location, path: path(key),
                "expected an integer from 1 to 1000, found \(node.value.briefDescription)"))
        return nil
    }

    private mutating func number(_ key: String, _ node: JSONNode) -> Double? {
        if let value = node.numberValue?.value, abs(value) <= Self.maximumLength { return value }
        let what =
            node.numberValue == nil ? node.value.briefDescription : "\(node.value.briefDescription), which is too large"
        log.append(.error("wrong-type", at: node.location, path: path(key), "expected a number, found \(what)"))
        return nil
    }

    /// A number for all four sides, or an object of sides. A side the object leaves out is 0, like the whole
    /// key's default, but with a warning: `{"top", "left", "bottom"}` is more often a forgotten `right` than a
    /// wish for 0, and writing `"right": 0` costs nothing.
    private mutating func insets(_ node: JSONNode) -> EdgeInsets? {
        if let number = node.numberValue, abs(number.value) <= Self.maximumLength {
            return EdgeInsets(all: number.value)
        }
        guard let object = node.objectValue else {
            wrongType(node, key: "insets", expected: "a number or an object {\"top\", \"left\", \"bottom\", \"right\"}")
            return nil
        }
        var sides = [Double](repeating: 0, count: 4)
        for member in object.members {
            let memberPath = JSONPath.key(path("insets"), member.key)
            guard let index = LayoutKeys.insetSides.firstIndex(of: member.key) else {
                log.append(
                    .error(
                        "unknown-key", at: member.keyLocation, path: memberPath,
                        "insets have only top, left, bottom and right\(Suggestion.hint(for: member.key, among: LayoutKeys.insetSides))"
                    ))
                continue
            }
            guard let value = member.value.numberValue?.value, abs(value) <= Self.maximumLength else {
                log.append(
                    .error(
                        "wrong-type", at: member.value.location, path: memberPath,
                        "expected a number, found \(member.value.value.briefDescription)"))
                continue
            }
            sides[index] = value
        }
        let given = LayoutKeys.insetSides.filter { object[$0] != nil }
        let missing = LayoutKeys.insetSides.filter { object[$0] == nil }
        if !given.isEmpty, !missing.isEmpty {
            log.append(
                .warning(
                    "incomplete-insets", at: node.location, path: path("insets"),
                    "insets give \(Self.list(given)) but not \(Self.list(missing)); a side left out is 0, so write \(missing.map { "\"\($0)\": 0" }.joined(separator: ", ")) to say so"
                ))
        }
        return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    /// `top`, `top and left`, `top, left and bottom`.
    private static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
