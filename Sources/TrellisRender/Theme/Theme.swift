import TrellisContent
import TrellisHTML
import TrellisMustache

/// The site's own pages: a page rendering's shell, the catalog index, a page preview, a component page
/// and the stylesheet, built into the binary so a fresh project needs no theme files.
///
/// Any of them can be replaced by a file of the same name in `Templates/site/`.
public struct Theme: Sendable {
    public enum Part: String, CaseIterable, Sendable {
        case rendering, index, page, component, report
    }

    public var templates: [Part: MustacheTemplate]
    public var stylesheet: String
    /// Parts (and `trellis.css`) that came from `Templates/site/`, for the build report.
    public var overridden: [String]
    /// The parts that came from `Templates/site/`: what only an override may read is left out of the others'
    /// contexts (the home page's flat list of every page).
    public var overriddenParts: Set<Part> = []

    /// The built-in theme; its sources are checked by the test suite, so compiling them cannot fail.
    public static let builtIn: Theme = {
        var templates: [Part: MustacheTemplate] = [:]
        for part in Part.allCases {
            if case .success(let template) = MustacheCompiler.compile(
                ThemeSources.source(for: part), file: part.rawValue)
            {
                templates[part] = template
            }
        }
        return Theme(templates: templates, stylesheet: ThemeSources.stylesheet, overridden: [])
    }()

    /// The `id`s the rendering part writes itself (read from its source), which links into a rendering may name
    /// besides the components' own.
    public var renderingIDs: Set<String> {
        guard let source = templates[.rendering]?.source else { return [] }
        return HTMLLinkScan.scan(Array(source.utf8)).ids
    }

    /// The theme is Trellis's own markup (or the project's `Templates/site/` override of it), so `{{{…}}}` prints
    /// the already-checked component markup it is handed raw.
    private static let renderer = MustacheRenderer(
        partial: { _ in nil }, escapesRawPlainValues: false, keepsSourceMap: false)

    /// Every page of the site passes through here, so this is where text XML cannot hold is replaced.
    public func render(_ part: Part, _ context: [String: Any]) -> String {
        guard let template = templates[part] else { return "" }
        return XMLCharacters.sanitized(Self.renderer.render(template, context: Self.value(context)).text)
    }

    /// `render` as the UTF-8 bytes of a file: a page's rendering is written as bytes, and is large enough that making
    /// a string of it (checking it is UTF-8, which it is) and bytes again cost more than the rest of the theme.
    public func renderBytes(_ part: Part, _ context: [String: Any]) -> [UInt8] {
        guard let template = templates[part] else { return [] }
        return XMLCharacters.sanitized(bytes: Self.renderer.render(template, context: Self.value(context)).bytes)
    }

    /// `renderBytes` for a part that prints `markup` (under `key`) raw: the theme is rendered around a placeholder,
    /// and `markup` put in its place, so that the tens of kilobytes of a rendering's sections are neither copied by
    /// the engine nor scanned for characters XML forbids. `markup` must hold none (Trellis's own markup: its ids are
    /// safe segments, and component markup is written from sanitized data). Also returns where `markup` starts in the
    /// result; nil, and the part rendered with `markup` in the context, when the part does not print the placeholder
    /// exactly once as it is (`{{{sections}}}` in the built-in theme), or prints it in another form as well.
    public func renderBytes(
        _ part: Part, _ context: [String: Any], placing markup: [UInt8], as key: String
    ) -> (bytes: [UInt8], markupOffset: Int?) {
        assert(!markup.withUnsafeBufferPointer(XMLCharacters.needsSanitizing), "markup holds characters XML forbids")
        var context = context
        context[key] = RenderedMarkup(bytes: Self.placeholder, segments: [])
        let around = renderBytes(part, context)
        // Printed once as it is, and nowhere else in another form (escaped, `{{sections}}`): the markup goes there.
        if let offset = Self.onlyOffset(of: Self.placeholder, in: around),
            Self.onlyOffset(of: Self.placeholderName, in: around) != nil
        {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(around.count - Self.placeholder.count + markup.count)
            bytes.append(contentsOf: around[..<offset])
            bytes.append(contentsOf: markup)
            bytes.append(contentsOf: around[(offset + Self.placeholder.count)...])
            return (bytes, offset)
        }
        context[key] = RenderedMarkup(bytes: markup, segments: [])
        return (renderBytes(part, context), nil)
    }

    /// What stands for placed markup while the theme is rendered: private-use characters, which the sanitizer keeps,
    /// around `<` and `&`, which an escaping tag (`{{sections}}`) would change, so that only a raw print is found.
    private static let placeholder = Array("\u{E000}<trellis-placed-markup&>\u{E000}".utf8)
    /// The part of `placeholder` that any form of it prints.
    private static let placeholderName = Array("trellis-placed-markup".utf8)

    /// The offset of the one occurrence of `piece` in `bytes`; nil when there is none or more than one.
    private static func onlyOffset(of piece: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let found = ByteSearch.offset(of: piece, in: bytes),
            ByteSearch.offset(of: piece, in: bytes, from: found + piece.count) == nil
        else { return nil }
        return found
    }

    /// The theme's contexts are dictionaries of strings, numbers, flags and lists, built by the site builder, and
    /// markup already written (a rendering's sections), which `{{{…}}}` prints as it is; a part built as template
    /// values already (the home page's card of every page) is taken as it is.
    /// The most common kinds are tried first, and lists of dictionaries are cast as such: a cast to `[Any]` would
    /// convert every element first. Member order does not matter (lookups are by name, and keys are unique).
    static func value(_ any: Any) -> MustacheValue {
        switch any {
        case let text as String: return .text(text)
        case let markup as RenderedMarkup: return .markup(markup)
        case let dictionary as [String: Any]: return object(dictionary)
        case let list as [[String: Any]]: return .list(list.map(object))
        case let list as [MustacheValue]: return .list(list)
        case let value as MustacheValue: return value
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(String(number))
        case let number as Double: return .number(number.rounded() == number ? String(Int(number)) : String(number))
        case let list as [Any]: return .list(list.map(value))
        default: return .text("\(any)")
        }
    }

    private static func object(_ dictionary: [String: Any]) -> MustacheValue {
        .object(MustacheObject(dictionary.map { ($0.key, value($0.value)) }))
    }

    static func load(overridesFrom project: ProjectLoader, log: inout DiagnosticLog) -> Theme {
        var theme = Theme.builtIn
        let folder = "Templates/site"
        for relative in project.files(under: folder, extension: "mustache", log: &log) {
            let name = String(relative.dropFirst(folder.count + 1).dropLast(".mustache".count))
            let shown = project.displayPath(relative)
            guard let part = Part(rawValue: name) else {
                let names = Part.allCases.map(\.rawValue)
                log.append(
                    .warning(
                        "unused-template", at: SourceLocation(file: shown),
                        "not a theme part; expected one of \(names.map { "\($0).mustache" }.joined(separator: ", "))\(Suggestion.hint(for: name, among: names))"
                    ))
                continue
            }
            guard let source = TemplateSet.text(relative, project: project, log: &log) else { continue }
            switch MustacheCompiler.compile(source, file: shown) {
            case .success(let template):
                theme.templates[part] = template
                theme.overridden.append(shown)
                theme.overriddenParts.insert(part)
            case .failure(let diagnostic):
                log.append(diagnostic)
            }
        }
        let cssFile = "\(folder)/trellis.css"
        var isPresent = false
        for relative in project.files(under: folder, extension: "css", log: &log) where relative == cssFile {
            isPresent = true
        }
        if isPresent, let css = TemplateSet.text(cssFile, project: project, log: &log) {
            theme.stylesheet = css
            theme.overridden.append(project.displayPath(cssFile))
        }
        return theme
    }
}
