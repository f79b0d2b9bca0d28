import TrellisContent
import TrellisMustache

/// Turns an offset in rendered markup into the template position that wrote it, through the renderer's source
/// map: literal template text maps byte for byte; a printed value maps to its tag.
struct MarkupLocator {
    /// Where a byte of the output came from.
    struct Place {
        var location: SourceLocation
        /// Whether the byte was part of a value the template printed (data), not the template's own text.
        var isValue: Bool
        /// The component whose template ran, when known.
        var owner: Component?

        /// " (in component "x" at Content/pages/home.json:3:5)", naming the data that showed the mistake.
        var ownerNote: String { RenderedComponent.LinkUse.note(for: owner) }

        /// For a mistake inside a printed value: says the value is part of it.
        var valueNote: String { isValue ? "; the markup around the value this tag prints is involved" : "" }
    }

    let markup: RenderedMarkup
    let templates: TemplateSet
    /// `templates.templatesByFile`, made once per renderer.
    let templateFiles: [String: MustacheTemplate]
    let owners: [Component]

    func place(of offset: Int) -> Place {
        guard !markup.bytes.isEmpty, let segment = markup.segment(at: min(max(offset, 0), markup.bytes.count - 1))
        else {
            return Place(location: SourceLocation(file: owners.first.map { templateFile($0) } ?? ""), isValue: false)
        }
        let clamped = min(max(offset, 0), markup.bytes.count)
        let sourceOffset =
            segment.kind == .literal ? segment.sourceOffset + (clamped - segment.outputStart) : segment.sourceOffset
        let owner = segment.owner < owners.count && segment.owner >= 0 ? owners[segment.owner] : nil
        let location: SourceLocation
        if let template = templateFiles[segment.template] {
            let (line, column) = template.lineAndColumn(ofOffset: sourceOffset)
            location = SourceLocation(file: segment.template, line: line, column: column)
        } else {
            location = templates.location(in: segment.template, offset: sourceOffset)
        }
        let isValue = segment.kind == .escapedValue || segment.kind == .rawValue
        return Place(location: location, isValue: isValue, owner: owner)
    }

    /// "5:1" within the same file, "Templates/components/x.mustache:5:1" in another.
    func reference(to offset: Int, from location: SourceLocation) -> String {
        let other = place(of: offset).location
        return other.file == location.file ? "\(other.line):\(other.column)" : other.description
    }

    private func templateFile(_ component: Component) -> String {
        templates.components[component.type]?.file ?? ""
    }
}
