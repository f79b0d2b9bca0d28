import TrellisContent
import TrellisLayout

/// The bridge between the content model's raw `layout` JSON and the layout engine.
///
/// It merges variant and viewport overrides, checks every key's type with a message that names the file,
/// position and JSON path, lets the engine check ranges, and resolves each item's size from the
/// component, the layout, the contract and the type's default, in that order.
public struct LayoutResolver: Sendable {
    public let viewportNames: [String]
    public let contracts: [String: ComponentContract]

    public init(viewportNames: [String], contracts: [String: ComponentContract]) {
        self.viewportNames = viewportNames
        self.contracts = contracts
    }

    /// Checks what does not depend on a viewport: unknown keys and viewport names in a layout object.
    public func checkStructure(_ node: JSONNode?, path: String, log: inout DiagnosticLog) {
        guard let object = node?.objectValue else { return }
        checkKeys(object, path: path, allowViewports: true, log: &log)
        guard let viewportsNode = object["viewports"] else { return }
        let viewportsPath = JSONPath.key(path, "viewports")
        guard let viewports = viewportsNode.objectValue else {
            log.append(
                .error(
                    "wrong-type", at: viewportsNode.location, path: viewportsPath,
                    "expected an object of viewport name → layout keys, found \(viewportsNode.value.briefDescription)"))
            return
        }
        for member in viewports.members {
            let memberPath = JSONPath.key(viewportsPath, member.key)
            if !viewportNames.contains(member.key) {
                log.append(
                    .warning(
                        "unknown-viewport", at: member.keyLocation, path: memberPath,
                        "no viewport \"\(member.key)\" is declared in site.json (\(viewportNames.joined(separator: ", ")))\(Suggestion.hint(for: member.key, among: viewportNames))"
                    ))
            }
            guard let override = member.value.objectValue else {
                log.append(
                    .error(
                        "wrong-type", at: member.value.location, path: memberPath,
                        "expected an object of layout keys, found \(member.value.value.briefDescription)"))
                continue
            }
            checkKeys(override, path: memberPath, allowViewports: false, log: &log)
        }
    }

    private func checkKeys(_ object: JSONObject, path: String, allowViewports: Bool, log: inout DiagnosticLog) {
        for member in object.members
        where !LayoutKeys.all.contains(member.key) || (!allowViewports && member.key == "viewports") {
            let memberPath = JSONPath.key(path, member.key)
            if member.key == "viewports" {
                log.append(
                    .error(
                        "unknown-key", at: member.keyLocation, path: memberPath, "viewport overrides cannot be nested"))
                continue
            }
            let hint = Suggestion.hint(for: member.key, among: LayoutKeys.all)
            log.append(
                .error(
                    "unknown-key", at: member.keyLocation, path: memberPath,
                    "unknown layout key\(hint.isEmpty ? "; expected one of \(LayoutKeys.all.joined(separator: ", "))" : hint)"
                ))
        }
    }

    /// The engine layout of a section for one viewport and variant, or nil when a value is wrong.
    public func layout(
        for section: Section,
        variant: PageVariant.Override?,
        viewport: Viewport,
        log: inout DiagnosticLog
    ) -> SectionLayout? {
        let merged = MergedLayout.merge(
            base: section.layout, basePath: JSONPath.key(section.path, "layout"), variant: variant,
            viewport: viewport.name)
        var reader = LayoutValueReader(merged: merged)
        let layout = reader.read()
        var failed = reader.log.hasErrors
        log.append(contentsOf: reader.log.diagnostics)
        guard let layout else { return nil }
        for issue in layout.validate(containerWidth: viewport.width) {
            let key = issue.keyPath.first ?? "type"
            let node = merged.object[key]
            var path = merged.paths[key] ?? JSONPath.key(JSONPath.key(section.path, "layout"), key)
            for part in issue.keyPath.dropFirst() { path = JSONPath.key(path, part) }
            let location = node.map { nested($0, issue.keyPath.dropFirst()) } ?? section.location
            let message = "\(issue.message) (at the \(viewport.name) width, \(viewport.width.cssText)px)"
            switch issue.severity {
            case .error:
                failed = true
                log.append(.error(issue.code, at: location, path: path, message))
            case .warning:
                log.append(.warning(issue.code, at: location, path: path, message))
            }
        }
        return failed ? nil : layout
    }

    /// The location of a nested key (`insets.left`) when it exists, else of the enclosing value.
    private func nested(_ node: JSONNode, _ keys: ArraySlice<String>) -> SourceLocation {
        var current = node
        for key in keys {
            guard let next = current.objectValue?[key] else { break }
            current = next
        }
        return current.location
    }

    /// Each visible item's size: the component's `size`, else the layout's `itemSize`/`itemHeight`, else
    /// the contract's `size`, else the type's default. Wrong `size` values are reported and replaced.
    public func itemSizes(for components: [Component], layout: SectionLayout, log: inout DiagnosticLog) -> [ItemSize] {
        let isUniform = layout.type == .list || layout.type == .grid
        return components.map { component in
            let own = ownSize(component, log: &log)
            let contract = contractSize(component.type, log: &log)
            let width: Dimension
            let height: Dimension
            if isUniform {
                width = .auto
                height = own.height ?? layout.itemHeight ?? contract.height ?? .auto
            } else {
                width = own.width ?? layout.itemSize?.width ?? contract.width ?? .points(50)
                height = own.height ?? layout.itemSize?.height ?? contract.height ?? .points(50)
            }
            return ItemSize(width: width, height: height)
        }
    }

    /// A header's or footer's length along the scroll axis: its own `size`, else its contract's, else auto.
    public func supplementaryLength(_ component: Component?, horizontal: Bool, log: inout DiagnosticLog) -> Dimension? {
        guard let component else { return nil }
        let own = ownSize(component, log: &log)
        let contract = contractSize(component.type, log: &log)
        if horizontal { return own.width ?? contract.width ?? .auto }
        return own.height ?? contract.height ?? .auto
    }

    private func ownSize(_ component: Component, log: inout DiagnosticLog) -> (width: Dimension?, height: Dimension?) {
        guard let node = component.size else { return (nil, nil) }
        return SizeReader.read(node, path: JSONPath.key(component.path, "size"), log: &log)
    }

    private func contractSize(_ type: String, log: inout DiagnosticLog) -> (width: Dimension?, height: Dimension?) {
        guard let node = contracts[type]?.size else { return (nil, nil) }
        return SizeReader.read(node, path: "size", log: &log)
    }
}
