import TrellisContent
import TrellisHTML
import TrellisMustache

/// Renders one component (children first) through its type's template, checks the markup as a browser would
/// parse it, and writes it as polyglot XHTML.
///
/// Children are rendered first and handed to the parent as markup that only `{{{…}}}` prints raw; every other
/// value is escaped, whatever tag prints it. The whole tree's markup is then checked in one pass, so a child
/// that writes `<li>` for its parent's `<ul>` is read in its real context, and every mistake is traced back
/// through the renderer's source map to the template, line and column that wrote it.
public struct ComponentRenderer: Sendable {
    public let templates: TemplateSet
    /// The project's `Assets/` files, as paths below that folder (`img/hero.jpg`), so a template's link to a
    /// missing one can be reported.
    public let assets: Set<String>
    private let engine: MustacheRenderer
    /// Fragments that differ only in the plain text data printed share one HTML5 check (and one validation).
    private let shapes: FragmentShapeCache
    /// `templates.templatesByFile`: where the template that wrote a link or a mistake is, found by one lookup.
    private let templateFiles: [String: MustacheTemplate]
    /// Components of included section files, rendered once for all the pages that show them.
    private let shared = ComponentMemo<(rendered: RenderedComponent, unknown: [UnknownTypeUse])>()

    /// `fragmentValidator` says whether XHTML is clean where a page places a component (libxml2, in the site
    /// builder); each fragment shape is validated once, and the components it renders are `isCheckedApart`.
    public init(
        templates: TemplateSet, assets: Set<String> = [], fragmentValidator: (@Sendable ([UInt8]) -> Bool)? = nil
    ) {
        self.templates = templates
        self.assets = assets
        shapes = FragmentShapeCache(validator: fragmentValidator)
        templateFiles = templates.templatesByFile
        let partials = templates
        engine = MustacheRenderer(
            partial: { partials.partial(named: $0) }, escapesRawPlainValues: true,
            textTransforms: Self.textTransforms)
    }

    /// `{{{trellis.markdown.key}}}`: the value `key` names, as Markdown (`MarkdownText.dataMarkup`).
    static let textTransforms = MustacheTextTransforms(
        prefix: "trellis", transforms: ["markdown": { MarkdownText.dataMarkup($0) }])

    /// The checked XHTML of `component`, its diagnostics, ids and URLs. Types without a template become a
    /// visible placeholder, recorded in `unknown`. `context` is the element the markup is placed in (`div` for
    /// a layout box); nil reads it from the markup (`HTMLFragmentChecker.naturalContext(of:)`), for markup shown
    /// on its own, such as a table row type's catalog example.
    /// `assetsPath` is `{{trellis.assets}}`: the site's `assets` folder as seen from the file the markup goes in
    /// (`../../assets` from `pages/home/phone.html`).
    public func render(
        _ component: Component, unknown: inout [UnknownTypeUse], context: String? = "div", assetsPath: String = "assets"
    ) -> RenderedComponent {
        var renders = RenderState()
        renders.assetsPath = assetsPath
        let markup = renderMarkup(component, unknown: &unknown, state: &renders)
        let (checked, isCheckedApart) = shapes.check(
            markup, context: context ?? HTMLFragmentChecker.naturalContext(of: markup.bytes))
        let locator = MarkupLocator(
            markup: markup, templates: templates, templateFiles: templateFiles, owners: renders.owners)
        var result = RenderedComponent(html: String(decoding: checked.xhtml, as: UTF8.self))
        result.isCheckedApart = isCheckedApart
        result.diagnostics = renders.diagnostics
        var reported: Set<String> = []
        for problem in checked.problems {
            let place = locator.place(of: problem.offset)
            guard reported.insert("\(place.location)|\(problem.code)").inserted else { continue }
            var message = problem.message { locator.reference(to: $0, from: place.location) }
            message += place.valueNote
            message += place.ownerNote
            result.diagnostics.append(.error("html-" + problem.code, at: place.location, message))
        }
        for id in checked.ids {
            let place = locator.place(of: id.offset)
            result.ids.append(RenderedComponent.IDUse(value: id.value, location: place.location, owner: place.owner))
        }
        // Escaping cannot make a printed value safe where a space ends it: in an unquoted attribute value, or
        // among the attributes themselves. An attribute whose name data wrote is refused, once per tag.
        for start in checked.attributeNameStarts {
            let place = locator.place(of: start)
            guard place.isValue, reported.insert("\(place.location)|data-attribute").inserted else { continue }
            result.diagnostics.append(
                .error(
                    "html-attribute-from-data", at: place.location,
                    "the value this tag prints wrote an attribute of its own: a value with a space can add any attribute (onmouseover=…) where it stands unquoted; put the tag inside a quoted value (class=\"{{…}}\")\(place.ownerNote)"
                ))
        }
        for url in checked.urls where URLSafety.isScriptCapable(url.value) {
            result.diagnostics.append(unsafeURL(url, place: locator.place(of: url.offset)))
        }
        for url in checked.urls where !URLSafety.isScriptCapable(url.value) {
            let place = locator.place(of: url.offset)
            // A missing asset is reported below, with the folder to put it in: not again by the link check.
            for value in url.urlCandidates where !isMissingAsset(value, assetsPath: assetsPath) {
                result.links.append(
                    RenderedComponent.LinkUse(
                        attribute: url.name, value: value, location: place.location, owner: place.owner))
            }
        }
        for url in checked.urls {
            for missing in missingAssets(in: url, assetsPath: assetsPath) {
                result.missingAssets.append(missing)
                let place = locator.place(of: url.offset)
                guard reported.insert("\(place.location)|asset|\(missing)").inserted else { continue }
                result.diagnostics.append(
                    .warning(
                        "template-missing-asset", at: place.location,
                        "\(url.name) names \(assetsPath)/\(missing), but there is no Assets/\(missing) in the project\(place.ownerNote)"
                    ))
            }
        }
        return result
    }

    /// `render(_:unknown:context:assetsPath:)` for a component of the page read from `pageFile`: one that came from
    /// another file (an included section file) is the same on every page that includes it, and is rendered once
    /// (`render(shared:unknown:assetsPath:)`).
    public func render(
        _ component: Component, onPageFrom pageFile: String, unknown: inout [UnknownTypeUse], assetsPath: String
    ) -> RenderedComponent {
        component.location.file == pageFile
            ? render(component, unknown: &unknown, assetsPath: assetsPath)
            : render(shared: component, unknown: &unknown, assetsPath: assetsPath)
    }

    /// `render(_:unknown:context:assetsPath:)` for a component many pages may show (one of an included section
    /// file): rendered once per assets path for the whole build, then given back as it was.
    public func render(
        shared component: Component, unknown: inout [UnknownTypeUse], assetsPath: String = "assets"
    ) -> RenderedComponent {
        let kept = shared.value(for: component, variant: assetsPath) {
            var unknown: [UnknownTypeUse] = []
            let rendered = render(component, unknown: &unknown, assetsPath: assetsPath)
            return (rendered, unknown)
        }
        unknown += kept.unknown
        return kept.rendered
    }

    /// Renders data for a template on its own: an example from a contract, `source` being the example as written
    /// (at `path` in the contract file), so a mistake its data causes points into the contract.
    public func render(
        type: String, id: String, data: ComponentData, source: JSONNode?, path: String,
        unknown: inout [UnknownTypeUse], assetsPath: String = "assets"
    ) -> RenderedComponent {
        let component = Component(
            type: type, id: id, data: data, dataSource: source, dataPath: path,
            location: source?.location ?? SourceLocation(file: ""), path: path)
        return render(component, unknown: &unknown, context: nil, assetsPath: assetsPath)
    }

    /// The files below `Assets/` a URL names through `{{trellis.assets}}` that the project does not have (every
    /// candidate of a `srcset`; a query or fragment ignored).
    private func missingAssets(in url: HTMLFragmentAttribute, assetsPath: String) -> [String] {
        url.urlCandidates.compactMap { missingAsset($0, assetsPath: assetsPath) }
    }

    /// The file under `Assets/` a URL into the site's assets names when the project has no such file; nil for any
    /// other URL — one that leaves the assets folder (`{{trellis.assets}}/../index.html`) is an ordinary link, which
    /// the link check resolves.
    private func missingAsset(_ candidate: String, assetsPath: String) -> String? {
        let prefix = assetsPath + "/"
        guard candidate.hasPrefix(prefix) else { return nil }
        let written = candidate.dropFirst(prefix.count).prefix { $0 != "?" && $0 != "#" }
        var segments: [Substring] = []
        for segment in written.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(segment)
            }
        }
        let file = segments.joined(separator: "/")
        return file.isEmpty || assets.contains(file) || Self.siteAssets.contains(file) ? nil : file
    }

    private func isMissingAsset(_ candidate: String, assetsPath: String) -> Bool {
        missingAsset(candidate, assetsPath: assetsPath) != nil
    }

    /// What Trellis itself writes to `assets/`.
    public static let siteAssets: Set<String> = [
        "trellis.css", "components.css", "trellis.js", "trellis-frame.js", "trellis-search.js", "search-index.js",
        "favicon.svg",
    ]

    /// What one top-level render collects while it walks the component tree.
    private struct RenderState {
        /// Components in the order their templates ran; a segment's `owner` indexes this.
        var owners: [Component] = []
        var diagnostics: [Diagnostic] = []
        var assetsPath = "assets"
    }

    private func renderMarkup(_ component: Component, unknown: inout [UnknownTypeUse], state: inout RenderState)
        -> RenderedMarkup
    {
        guard let template = templates.components[component.type] else {
            unknown.append(
                UnknownTypeUse(
                    type: component.type, componentID: component.id, location: component.location,
                    path: component.path))
            var children: [RenderedMarkup] = []
            component.data?.forEachChild { children.append(renderMarkup($0, unknown: &unknown, state: &state)) }
            return Self.placeholder(for: component.type, children: children)
        }
        var members: [(key: String, value: MustacheValue)] = []
        if case .object(let fields) = component.data {
            members.reserveCapacity(fields.count + 1)
            for field in fields {
                let value = mustacheValue(field.value, unknown: &unknown, state: &state)
                members.append((field.key, value))
                // Mustache reads `a.b` as a path, so a key that itself contains dots is also offered as `a_b`.
                if field.key.contains(".") { members.append((field.key.replacingDots(), value)) }
            }
        }
        members.append(
            (
                "trellis",
                .object(
                    MustacheObject([
                        ("id", .text(component.id)), ("type", .text(component.type)),
                        ("assets", .text(state.assetsPath)),
                    ]))
            ))
        let owner = state.owners.count
        state.owners.append(component)
        let markup = engine.render(template.template, context: .object(MustacheObject(members)), owner: owner)
        for problem in markup.problems {
            let location = templates.location(in: problem.template, offset: problem.sourceOffset)
            var message = problem.description
            if problem.kind == .missingPartial {
                message +=
                    "; expected Templates/partials/\(problem.partialName).mustache or a component template of that name"
                    + Suggestion.hint(
                        for: problem.partialName,
                        among: Set(templates.partials.keys).union(templates.components.keys).sorted())
            }
            state.diagnostics.append(
                .warning(
                    problem.kind == .escapedComponent ? "template-escaped-component" : "template-partial", at: location,
                    message))
        }
        return markup
    }

    /// Converts component data to template values; nulls are left as null (false in a section).
    private func mustacheValue(_ data: ComponentData, unknown: inout [UnknownTypeUse], state: inout RenderState)
        -> MustacheValue
    {
        switch data {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(Self.text(of: number))
        case .string(let text): return .text(XMLCharacters.sanitized(text))
        case .component(let child): return .markup(renderMarkup(child, unknown: &unknown, state: &state))
        case .array(let items): return .list(items.map { mustacheValue($0, unknown: &unknown, state: &state) })
        case .object(let fields):
            var members: [(key: String, value: MustacheValue)] = []
            members.reserveCapacity(fields.count)
            for field in fields {
                let value = mustacheValue(field.value, unknown: &unknown, state: &state)
                members.append((field.key, value))
                if field.key.contains(".") { members.append((field.key.replacingDots(), value)) }
            }
            return .object(MustacheObject(members))
        }
    }

    /// Refuses a script-capable URL, pointing at the content value it came from when it can be found.
    private func unsafeURL(_ url: HTMLFragmentAttribute, place: MarkupLocator.Place) -> Diagnostic {
        let shown = url.value.count > 40 ? String(url.value.prefix(40)) + "…" : url.value
        let written = "written into \(url.name) by \(place.location.file.isEmpty ? "a template" : place.location.file)"
        if let component = place.owner, place.isValue,
            let origin = component.dataSource?.firstString(equalTo: url.value, path: component.dataPath)
        {
            return .error(
                "unsafe-url", at: origin.node.location, path: origin.path,
                "\"\(shown)\" is a script-capable URL, \(written); Trellis refuses javascript:, vbscript: and data: URLs other than raster images"
            )
        }
        return .error(
            "unsafe-url", at: place.location,
            "\"\(shown)\" is a script-capable URL\(place.ownerNote); Trellis refuses javascript:, vbscript: and data: URLs other than raster images"
        )
    }

    /// A box that says plainly which type is missing, still showing the children so nothing is lost.
    static func placeholder(for type: String, children: [RenderedMarkup]) -> RenderedMarkup {
        let name = HTMLEscaping.escape(type)
        var builder = MarkupConcatenation()
        builder.append(
            "<div class=\"t-unknown\" role=\"note\"><p class=\"t-unknown-title\">Unknown component type <code>\(name)</code></p>"
                + "<p class=\"t-unknown-hint\">No template Templates/components/\(name).mustache</p>")
        if !children.isEmpty {
            builder.append("<div class=\"t-unknown-children\">")
            for child in children { builder.append(child) }
            builder.append("</div>")
        }
        builder.append("</div>")
        return builder.markup
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
