import Mustache
import TrellisContent

/// Renders one component (children first) to an HTML fragment through its type's template.
///
/// Children are rendered bottom-up and handed to the parent as HTML strings, so a parent template prints
/// them with `{{{…}}}` while every plain value it prints with `{{…}}` stays escaped.
public struct ComponentRenderer: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The HTML of `component`; types without a template become a visible placeholder, recorded in `unknown`.
    public func render(_ component: Component, unknown: inout [UnknownTypeUse]) -> String {
        var fragments: [RenderedFragment] = []
        return render(component, unknown: &unknown, fragments: &fragments)
    }

    /// Like `render(_:unknown:)`, also recording what each template produced (children included), so the
    /// caller can check every template's output on its own and name the template that wrote bad markup.
    public func render(
        _ component: Component,
        unknown: inout [UnknownTypeUse],
        fragments: inout [RenderedFragment]
    ) -> String {
        guard let template = templates.components[component.type] else {
            unknown.append(
                UnknownTypeUse(
                    type: component.type, componentID: component.id, location: component.location, path: component.path
                ))
            return Self.placeholder(
                for: component.type, childHTML: childHTML(of: component, unknown: &unknown, fragments: &fragments))
        }
        var context =
            (component.data.map { mustacheValue($0, unknown: &unknown, fragments: &fragments) } as? [String: Any])
            ?? [:]
        context["trellis"] = ["id": component.id, "type": component.type]
        let html = XMLCharacters.sanitized(template.template.render(context))
        fragments.append(RenderedFragment(template: template, component: component, html: html))
        return html
    }

    /// Renders data for a template: an example from a contract, or data given directly.
    public func render(type: String, id: String, data: ComponentData, unknown: inout [UnknownTypeUse]) -> String {
        let component = Component(
            type: type, id: id, data: data, location: SourceLocation(file: ""), path: "")
        return render(component, unknown: &unknown)
    }

    /// A box that says plainly which type is missing, still showing the children's HTML so nothing is lost.
    static func placeholder(for type: String, childHTML: [String]) -> String {
        let name = HTMLEscaping.escape(type)
        var html =
            "<div class=\"t-unknown\" role=\"note\"><p class=\"t-unknown-title\">Unknown component type <code>\(name)</code></p>"
            + "<p class=\"t-unknown-hint\">No template Templates/components/\(name).mustache</p>"
        if !childHTML.isEmpty {
            html += "<div class=\"t-unknown-children\">" + childHTML.joined() + "</div>"
        }
        return html + "</div>"
    }

    private func childHTML(
        of component: Component,
        unknown: inout [UnknownTypeUse],
        fragments: inout [RenderedFragment]
    ) -> [String] {
        guard let data = component.data else { return [] }
        var children: [Component] = []
        data.forEachChild { children.append($0) }
        return children.map { render($0, unknown: &unknown, fragments: &fragments) }
    }

    /// Converts component data to the values swift-mustache understands.
    ///
    /// Nulls are left out (a missing key is falsy in Mustache). In an array that holds child components,
    /// plain strings are text between them (an Adaptive Cards `inlines` list), so they are escaped here:
    /// the template prints the whole array unescaped.
    private func mustacheValue(
        _ data: ComponentData,
        unknown: inout [UnknownTypeUse],
        fragments: inout [RenderedFragment]
    ) -> Any? {
        switch data {
        case .null: return nil
        case .bool(let flag): return flag
        case .number(let number): return Self.text(of: number)
        case .string(let text): return text
        case .component(let child): return render(child, unknown: &unknown, fragments: &fragments)
        case .array(let items):
            let hasChildren = items.contains { if case .component = $0 { true } else { false } }
            return items.compactMap { item -> Any? in
                if hasChildren, case .string(let text) = item { return HTMLEscaping.escape(text) }
                return mustacheValue(item, unknown: &unknown, fragments: &fragments)
            }
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members {
                guard let value = mustacheValue(member.value, unknown: &unknown, fragments: &fragments) else {
                    continue
                }
                dictionary[member.key] = value
                // Mustache reads `a.b` as a path, so a key that itself contains dots is also offered as `a_b`.
                if member.key.contains(".") {
                    dictionary[member.key.replacingDots()] = value
                }
            }
            return dictionary
        }
    }

    /// `3` for 3 and 3.0, the written text otherwise, so templates print numbers the way people write them.
    static func text(of number: JSONNumber) -> String {
        if let integer = number.integerValue { return String(integer) }
        return number.text
    }
}

extension String {
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
