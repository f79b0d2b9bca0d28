import Foundation
import TrellisContent
import TrellisMustache
import TrellisSchema

/// Everything under `Templates/`: component templates, their contracts and styles, and the site theme.
public struct TemplateSet: Sendable {
    public var components: [String: ComponentTemplate]
    /// `Templates/partials/<name>.mustache`, by name (`card-footer`, `shared/badge`).
    public var partials: [String: MustacheTemplate]
    public var contracts: [String: ComponentContract]
    /// `Templates/components/*.css`, joined in name order.
    public var componentStylesheet: String
    public var theme: Theme
    /// Types an OpenAPI document describes (a schema or a union branch) that have no template, for the report.
    public var schemasWithoutTemplate: [ExternalSchemaSource.Candidate] = []
    /// Types whose template is there but could not be read or compiled (already an error at the file): not also
    /// "unknown", nor "a contract without a template".
    public var unusableTemplates: Set<String> = []
    /// Types with a template and no data schema from any source, for the report.
    public var templatesWithoutSchema: [String] {
        components.keys.filter { contracts[$0]?.schema == nil }.sorted()
    }
    /// What `{{> name}}` includes: `Templates/partials/<name>.mustache`, else the component template of type
    /// `name`, so a parent can reuse a child type's markup.
    public func partial(named name: String) -> MustacheTemplate? {
        partials[name] ?? components[name]?.template
    }

    /// `file:line:column` of a UTF-8 offset in a template or partial, by the file name its source map uses.
    /// Only diagnostics need it, so a scan over the templates is fine.
    public func location(in file: String, offset: Int) -> SourceLocation {
        let template =
            components.values.first { $0.file == file }?.template ?? partials.values.first { $0.name == file }
        guard let template else { return SourceLocation(file: file) }
        let (line, column) = template.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Every template and partial by the file name its source map uses, as `location(in:offset:)` finds them: for
    /// a renderer that locates every link of every component it renders (a scan of all templates each time was 2 %
    /// of a build).
    public var templatesByFile: [String: MustacheTemplate] {
        var found: [String: MustacheTemplate] = [:]
        for partial in partials.values { found[partial.name] = partial }
        for component in components.values { found[component.file] = component.template }
        return found
    }

    public init(
        components: [String: ComponentTemplate] = [:],
        partials: [String: MustacheTemplate] = [:],
        contracts: [String: ComponentContract] = [:],
        componentStylesheet: String = "",
        theme: Theme = Theme.builtIn
    ) {
        self.components = components
        self.partials = partials
        self.contracts = contracts
        self.componentStylesheet = componentStylesheet
        self.theme = theme
    }

    /// Reads and compiles `Templates/` of a project; every problem goes to `log`.
    /// `externalSchemas`: an OpenAPI document's component schemas, offered as contracts for the types that
    /// have templates.
    public static func load(
        from project: ProjectLoader, externalSchemas: ExternalSchemaSource? = nil, log: inout DiagnosticLog
    ) -> TemplateSet {
        var set = TemplateSet()
        let folder = "Templates/components"
        // Without templates every component is a placeholder: a site no one means to publish over a good one. (Not
        // said when Content/ is missing too: that error says where the project is.)
        if !project.isFolder("Templates"), project.isFolder("Content") {
            log.append(
                .error(
                    "missing-templates", at: SourceLocation(file: project.displayPath("Templates")),
                    "no Templates/ folder in the project; expected Templates/components/<type>.mustache for each "
                        + "component type"))
        }
        for relative in project.files(under: folder, extension: "mustache", log: &log) {
            let name = String(relative.dropFirst(folder.count + 1).dropLast(".mustache".count))
            let shown = project.displayPath(relative)
            guard Identifier.isComponentType(name) else {
                log.append(
                    .warning(
                        "invalid-type", at: SourceLocation(file: shown),
                        "\"\(name)\" is not a valid component type name, so no component can use this template"))
                continue
            }
            guard let source = text(relative, project: project, log: &log) else {
                set.unusableTemplates.insert(name)
                continue
            }
            switch MustacheCompiler.compile(source, file: shown) {
            case .success(let template):
                set.components[name] = ComponentTemplate(type: name, template: template)
            case .failure(let diagnostic):
                log.append(diagnostic)
                set.unusableTemplates.insert(name)
            }
        }
        let partialFolder = "Templates/partials"
        for relative in project.files(under: partialFolder, extension: "mustache", log: &log) {
            let name = String(relative.dropFirst(partialFolder.count + 1).dropLast(".mustache".count))
            guard let source = text(relative, project: project, log: &log) else { continue }
            switch MustacheCompiler.compile(source, file: project.displayPath(relative)) {
            case .success(let template): set.partials[name] = template
            case .failure(let diagnostic): log.append(diagnostic)
            }
        }
        var contractFiles: [ContractCompilation.ContractFile] = []
        for relative in project.jsonFiles(under: folder, log: &log) {
            let name = String(relative.dropFirst(folder.count + 1).dropLast(".json".count))
            guard let root = project.readJSON(relative, log: &log) else { continue }
            if var contract = contract(root, file: project.displayPath(relative), log: &log) {
                if contract.schema != nil { contract.schemaSource = contract.file }
                set.contracts[name] = contract
                contractFiles.append(ContractCompilation.ContractFile(type: name, relative: relative, root: root))
            }
        }
        let schemaFolder = "Templates/schemas"
        var schemaFiles: [ContractCompilation.SchemaFile] = []
        for relative in project.jsonFiles(under: schemaFolder, log: &log) {
            guard let root = project.readJSON(relative, log: &log) else { continue }
            schemaFiles.append(
                ContractCompilation.SchemaFile(relative: relative, display: project.displayPath(relative), root: root))
        }
        ContractCompilation.compile(
            files: contractFiles, schemaFiles: schemaFiles, external: externalSchemas, contracts: &set.contracts,
            templateTypes: Set(set.components.keys), unmatched: &set.schemasWithoutTemplate, log: &log)
        for (type, contract) in set.contracts.sorted(by: { $0.key < $1.key })
        where set.components[type] == nil && !set.unusableTemplates.contains(type) {
            log.append(
                .error(
                    "missing-template", at: SourceLocation(file: contract.file),
                    "the type \"\(type)\" has a contract but no template; expected \(project.displayPath("Templates/components/\(type).mustache"))"
                ))
        }
        var css: [String] = []
        for relative in project.files(under: folder, extension: "css", log: &log) {
            guard let source = text(relative, project: project, log: &log) else { continue }
            css.append("/* \(relative) */\n" + source)
        }
        set.componentStylesheet = css.joined(separator: "\n")
        set.theme = Theme.load(overridesFrom: project, log: &log)
        return set
    }

    /// Warns about a tag whose name no field of the type's contract declares (`{{texxt}}`), with a did-you-mean.
    /// Only for types whose contract lists properties (without one, any name may be data), and a name that the
    /// content actually sends for the type (`dataKeys`: every key of its components' data, at any depth, child
    /// components included) is not reported: the contract just does not describe it.
    ///
    /// What the content sends is asked for only when needed, as walks over every component's data can be long:
    /// `sent` is given the undeclared names per type and answers which of them the content sends (nothing is asked
    /// when every tag is declared); `allSent` (every key per type) only when a warning is reported, for its
    /// did-you-mean.
    public func tagNameWarnings(
        sent: ([String: Set<String>]) -> [String: Set<String>], allSent: () -> [String: Set<String>]
    ) -> [Diagnostic] {
        // Each type's tags that its contract does not declare, in template order: (tag, its first name, dotted).
        var undeclared:
            [(
                type: String, component: ComponentTemplate, declared: Set<String>,
                tags: [(tag: MustacheTagInfo, first: String, dotted: String)]
            )] = []
        var names: [String: Set<String>] = [:]
        for (type, component) in components.sorted(by: { $0.key < $1.key }) {
            guard let declared = contracts[type]?.checker?.propertyNames, !declared.isEmpty else { continue }
            var tags: [(tag: MustacheTagInfo, first: String, dotted: String)] = []
            for tag in component.template.tags {
                switch tag.kind {
                case .variable, .rawVariable, .section, .invertedSection: break
                default: continue
                }
                // `trellis.markdown.text` prints the field `text`.
                let name = ComponentRenderer.textTransforms.transformedName(in: tag.name) ?? Substring(tag.name)
                let first = String(name.prefix { $0 != "." })
                let dotted = first.replacingOccurrences(of: "_", with: ".")
                guard !first.isEmpty, first != "trellis", !declared.contains(first), !declared.contains(dotted)
                else { continue }
                tags.append((tag, first, dotted))
                names[type, default: []].formUnion([first, dotted])
            }
            if !tags.isEmpty { undeclared.append((type, component, declared, tags)) }
        }
        guard !undeclared.isEmpty else { return [] }
        let sentNames = sent(names)
        var everyKey: [String: Set<String>]?
        var log = DiagnosticLog()
        for (type, component, declared, tags) in undeclared {
            let sentHere = sentNames[type] ?? []
            var reported: Set<String> = []
            for (tag, first, dotted) in tags
            where !sentHere.contains(first) && !sentHere.contains(dotted) && reported.insert(first).inserted {
                if everyKey == nil { everyKey = allSent() }
                let known = declared.union(everyKey?[type] ?? [])
                log.append(
                    .warning(
                        "template-unknown-key", at: location(in: component.file, offset: tag.offset),
                        "{{\(tag.name)}} names no field of the \(type) contract\(Suggestion.hint(for: first, among: known.sorted()))"
                    ))
            }
        }
        return log.diagnostics
    }

    static func text(_ relative: String, project: ProjectLoader, log: inout DiagnosticLog) -> String? {
        guard let bytes = project.readFile(relative, log: &log) else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Placed at the first byte that is not UTF-8, as a JSON file's is.
            let shown = project.displayPath(relative)
            log.append(
                .error(
                    "invalid-utf8",
                    at: JSONParser.firstInvalidUTF8(in: bytes, file: shown) ?? SourceLocation(file: shown),
                    "the file is not valid UTF-8 here; save it as UTF-8"))
            return nil
        }
        // A byte-order mark (Windows editors write one) is not part of the template: in a page it would be a stray
        // U+FEFF before every component.
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    static let contractKeys = ["description", "schema", "examples", "size"]

    private static func contract(_ root: JSONNode, file: String, log: inout DiagnosticLog) -> ComponentContract? {
        guard let object = root.objectValue else {
            log.append(
                .error(
                    "wrong-type", at: root.location,
                    "a component contract is an object with \"description\", \"schema\", \"examples\" and \"size\", found \(root.value.briefDescription)"
                ))
            return nil
        }
        for member in object.members where !contractKeys.contains(member.key) {
            log.append(
                .error(
                    "unknown-key", at: member.keyLocation, path: member.key,
                    "unknown key in a component contract\(Suggestion.hint(for: member.key, among: contractKeys))"))
        }
        var description: String?
        if let node = object["description"] {
            if let text = node.stringValue {
                description = text
            } else {
                log.append(
                    .error(
                        "wrong-type", at: node.location, path: "description",
                        "expected a string, found \(node.value.briefDescription)"))
            }
        }
        var examples: [JSONNode] = []
        if let node = object["examples"] {
            if let items = node.arrayValue {
                for (index, item) in items.enumerated() {
                    if item.objectValue != nil {
                        examples.append(item)
                    } else {
                        log.append(
                            .error(
                                "wrong-type", at: item.location, path: "examples[\(index)]",
                                "expected an example data object, found \(item.value.briefDescription)"))
                    }
                }
            } else {
                log.append(
                    .error(
                        "wrong-type", at: node.location, path: "examples",
                        "expected an array, found \(node.value.briefDescription)"))
            }
        }
        var size: JSONNode?
        if let node = object["size"] {
            if node.objectValue != nil {
                size = node
            } else {
                log.append(
                    .error(
                        "wrong-type", at: node.location, path: "size",
                        "expected an object {\"width\", \"height\"}, found \(node.value.briefDescription)"))
            }
        }
        return ComponentContract(
            description: description, size: size, examples: examples, schema: object["schema"], file: file)
    }
}
