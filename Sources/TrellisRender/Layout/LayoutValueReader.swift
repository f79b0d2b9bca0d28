import TrellisContent
import TrellisLayout

/// Reads the values of a merged layout object into the engine's `SectionLayout`, checking types and enums.
/// Ranges that depend on the container (insets that leave no room) are the engine's own checks.
struct LayoutValueReader {
    /// Lengths beyond this many pixels are refused: no screen is that large, and huge values only hide typos.
    static let maximumLength = 1_000_000.0

    let merged: MergedLayout
    var log = DiagnosticLog()

    init(merged: MergedLayout) {
        self.merged = merged
    }

    private func path(_ key: String) -> String { merged.paths[key] ?? key }

    mutating func read() -> SectionLayout? {
        var layout = SectionLayout()
        if let type: LayoutType = enumValue("type") { layout.type = type }
        if let value: LineAlignment = enumValue("alignment") { layout.alignment = value }
        if let value: CrossAlignment = enumValue("crossAlignment") { layout.crossAlignment = value }
        if let value: ScrollDirection = enumValue("scrollDirection") { layout.scrollDirection = value }
        if let value: Paging = enumValue("paging") { layout.paging = value }
        layout.columns = integer("columns")
        layout.rows = integer("rows")
        layout.spacing = number("spacing")
        layout.lineSpacing = number("lineSpacing")
        layout.height = number("height")
        if let node = merged.object["itemSize"] {
            if node.objectValue != nil {
                let size = SizeReader.read(node, path: path("itemSize"), log: &log)
                layout.itemSize = ItemSize(width: size.width ?? .points(50), height: size.height ?? .points(50))
            } else {
                wrongType(node, key: "itemSize", expected: "an object {\"width\", \"height\"}")
            }
        }
        if let node = merged.object["itemHeight"] {
            layout.itemHeight = SizeReader.dimension(node, path: path("itemHeight"), log: &log)
        }
        if let node = merged.object["insets"] { layout.insets = insets(node) ?? .zero }
        return log.hasErrors ? nil : layout
    }

    private mutating func wrongType(_ node: JSONNode, key: String, expected: String) {
        log.append(
            .error(
                "wrong-type", at: node.location, path: path(key),
                "expected \(expected), found \(node.value.briefDescription)"))
    }

    private mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ key: String) -> Value?
    where Value.RawValue == String {
        guard let node = merged.object[key] else { return nil }
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

    private mutating func integer(_ key: String) -> Int? {
        guard let node = merged.object[key] else { return nil }
        if let value = node.numberValue?.integerValue, value >= 1, value <= 1000 { return value }
        log.append(
            .error(
                "invalid-value", at: node.location, path: path(key),
                "expected an integer from 1 to 1000, found \(node.value.briefDescription)"))
        return nil
    }

    private mutating func number(_ key: String) -> Double? {
        guard let node = merged.object[key] else { return nil }
        if let value = node.numberValue?.value, abs(value) <= Self.maximumLength { return value }
        let what =
            node.numberValue == nil ? node.value.briefDescription : "\(node.value.briefDescription), which is too large"
        log.append(.error("wrong-type", at: node.location, path: path(key), "expected a number, found \(what)"))
        return nil
    }

    private mutating func insets(_ node: JSONNode) -> EdgeInsets? {
        if let number = node.numberValue, abs(number.value) <= Self.maximumLength {
            return EdgeInsets(top: number.value, left: number.value, bottom: number.value, right: number.value)
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
        return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }
}
