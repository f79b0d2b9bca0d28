/// Turns parsed JSON into the content model, checking the content format as it goes.
///
/// It never stops at the first problem: each wrong value is logged with its file, position and JSON
/// path, and decoding carries on with a sensible substitute so one run shows every mistake.
/// It does no I/O: included files come, already decoded, from `resolveInclude`.
struct ContentDecoder {
    var log = DiagnosticLog()
    var excluded: [ExcludedContent] = []
    /// Toggles used without `site.json` declaring them, first use each; the loader warns once per site.
    private(set) var undeclaredFeatures: [UndeclaredFeatureUse] = []
    let form: ComponentForm
    let features: [String: Bool]
    /// Nil where includes cannot occur (an included file, a contract example).
    let resolveInclude: ((String) -> IncludedSections)?
    private var pageID = ""
    /// Set when a child component in the data being decoded carries a `feature` gate: that data is then shown to
    /// contracts without the gates (`JSONNode.removingChildGates`), which are Trellis's, not the server's.
    private var sawChildGate = false
    /// How a duplicate id message names the place ids must be unique in: `on page "home"`.
    var idScope = "on this page"

    static let pageKeys = ["id", "title", "description", "sections", "variants"]
    static let sectionKeys = ["id", "header", "footer", "layout", "feature", "components"]
    static let wrappedKeys = ["type", "id", "data", "feature", "size"]

    init(
        form: ComponentForm,
        features: [String: Bool],
        resolveInclude: ((String) -> IncludedSections)? = nil
    ) {
        self.form = form
        self.features = features
        self.resolveInclude = resolveInclude
    }

    // MARK: Pages

    /// Decodes a page file. `defaultID` (the file's path under `Content/pages/`) is the page's id unless the page
    /// names its own; a file name that would give an id a link cannot hold is an error, and the page is checked
    /// but left out.
    mutating func page(_ root: JSONNode, file: String, defaultID: String) -> Page? {
        var ids = IDRegistry()
        let isOneComponent = Self.isOneComponent(root)
        if let items = root.arrayValue ?? (isOneComponent ? [root] : nil) {
            let isLinkable = checkFileNameID(defaultID, file: file, canNameOwnID: false)
            startPage(defaultID)
            let section = bareSection(
                items, at: root.location, isOneComponent: isOneComponent, pageID: defaultID, ids: &ids)
            guard isLinkable else { return nil }
            return Page(
                id: defaultID, title: defaultID, description: nil, sections: [section], variants: [], file: file)
        }
        guard let object = expectObject(root, path: "", what: "a page object or an array of components") else {
            return nil
        }
        checkKeys(object, allowed: Self.pageKeys, path: "", what: "page")
        var id = defaultID
        var namesOwnID = false
        if let node = object["id"], let text = string(node, path: "id") {
            // Each segment names a folder of the site, and a file system takes names of at most 255 bytes, and paths
            // of some 4,000: the id leaves room for the site's own folder.
            if let long = text.split(separator: "/").first(where: { $0.utf8.count > 255 }) {
                log.append(
                    .error(
                        "id-too-long", at: node.location, path: "id",
                        "a page id's parts name folders of the site, at most 255 bytes each; found one of "
                            + "\(long.utf8.count) bytes"))
            } else if text.utf8.count > 1024 {
                log.append(
                    .error(
                        "id-too-long", at: node.location, path: "id",
                        "a page id names a path of the site, at most 1024 bytes; found \(text.utf8.count) bytes"))
            } else if Identifier.isSafePath(text) {
                id = text
                namesOwnID = true
            } else {
                log.append(
                    .error("unsafe-id", at: node.location, path: "id", Self.unsafeIDMessage(text, allowSlash: true)))
            }
        }
        // The rest of the page is still checked, so one run shows every mistake in it.
        let isLinkable = namesOwnID || checkFileNameID(defaultID, file: file, canNameOwnID: true)
        startPage(id)
        let title = object["title"].flatMap { string($0, path: "title") } ?? id
        let description = object["description"].flatMap { string($0, path: "description") }
        var sections: [Section] = []
        if let node = object["sections"] {
            if let items = array(node, path: "sections") {
                for (index, item) in items.enumerated() {
                    sections += sectionsOrInclude(item, path: JSONPath.index("sections", index), pageID: id, ids: &ids)
                }
            }
        } else {
            log.append(.error("missing-key", at: root.location, "a page needs \"sections\" (an array of sections)"))
        }
        var sectionIDs: [String: Section] = [:]
        for section in sections {
            if let first = sectionIDs[section.id] {
                log.append(
                    .error(
                        "duplicate-id", at: section.location, path: JSONPath.key(section.path, "id"),
                        "duplicate section id \"\(section.id)\" on page \"\(id)\" (first at \(first.location))"
                    ))
            } else {
                sectionIDs[section.id] = section
            }
        }
        let variants = object["variants"].map { self.variants($0, sections: sectionIDs) } ?? []
        guard isLinkable else { return nil }
        return Page(id: id, title: title, description: description, sections: sections, variants: variants, file: file)
    }

    /// Whether a page file holds one component rather than a page object: an object with a string `"type"` and no
    /// `"sections"` (a page object never has a type). The root of an Adaptive Card, a server's single-component
    /// response: a page of one section, as an array of components is.
    static func isOneComponent(_ root: JSONNode) -> Bool {
        guard let object = root.objectValue else { return false }
        return object["type"]?.stringValue != nil && object["sections"] == nil
    }

    private mutating func startPage(_ id: String) {
        pageID = id
        idScope = "on page \"\(id)\""
    }

    /// A page id taken from a file name becomes a folder and part of every link to the page
    /// (`pages/<id>/index.html`), so it follows the id rules like one written in the page; `#`, `?`, `%` or a
    /// space would break the link. Refusing is simpler and safer than encoding it in every place that links.
    private mutating func checkFileNameID(_ id: String, file: String, canNameOwnID: Bool) -> Bool {
        if Identifier.isSafePath(id) { return true }
        let suggestion = "Content/pages/\(Identifier.suggestedPath(for: id)).json"
        log.append(
            .error(
                "unsafe-file-name", at: SourceLocation(file: file),
                "this file's name gives the page id \"\(id)\", which cannot be part of a link: page ids are '/'-separated segments of letters, digits, '.', '_' or '-'; rename it to \(suggestion)\(canNameOwnID ? ", or give the page an \"id\"" : "")"
            ))
        return false
    }

    /// The section of a page that is an array of components, or one component (`isOneComponent`: its JSON paths
    /// start at the file's root, `type`, not `[0].type`).
    private mutating func bareSection(
        _ items: [JSONNode],
        at location: SourceLocation,
        isOneComponent: Bool = false,
        pageID: String,
        ids: inout IDRegistry
    ) -> Section {
        var components: [Component] = []
        for (index, item) in items.enumerated() {
            if let component = gatedComponent(
                item, path: isOneComponent ? "" : JSONPath.index("", index), defaultID: { "main-\(index)" },
                generatedFrom: "its position in the page", pageID: pageID, ids: &ids)
            {
                components.append(component)
            }
        }
        return Section(id: "main", components: components, location: location, path: "")
    }

    private mutating func variants(_ node: JSONNode, sections: [String: Section]) -> [PageVariant] {
        guard let object = expectObject(node, path: "variants", what: "an object of variant name → section overrides")
        else { return [] }
        var result: [PageVariant] = []
        for member in object.members {
            let path = JSONPath.key("variants", member.key)
            if member.key == "default" || !Identifier.isFileNameWord(member.key) {
                log.append(
                    .error(
                        "invalid-name", at: member.keyLocation, path: path,
                        "a variant name must be letters, digits, '_' or '-' and not \"default\", found \"\(member.key)\""
                    ))
                continue
            }
            if let problem = Identifier.fileNameWordProblem(member.key, what: "variant") {
                log.append(.error("invalid-name", at: member.keyLocation, path: path, problem))
                continue
            }
            guard let overrides = expectObject(member.value, path: path, what: "an object of section id → layout keys")
            else { continue }
            var list: [PageVariant.Override] = []
            for override in overrides.members {
                let overridePath = JSONPath.key(path, override.key)
                guard sections[override.key] != nil else {
                    let hint = Suggestion.hint(for: override.key, among: sections.keys.sorted())
                    log.append(
                        .error(
                            "unknown-section", at: override.keyLocation, path: overridePath,
                            "no section with id \"\(override.key)\" on this page\(hint)"))
                    continue
                }
                guard expectObject(override.value, path: overridePath, what: "an object of layout keys") != nil else {
                    continue
                }
                list.append(PageVariant.Override(sectionID: override.key, layout: override.value, path: overridePath))
            }
            result.append(PageVariant(name: member.key, overrides: list, location: member.keyLocation))
        }
        return result
    }

    // MARK: Sections

    private mutating func sectionsOrInclude(
        _ node: JSONNode,
        path: String,
        pageID: String,
        ids: inout IDRegistry
    ) -> [Section] {
        guard let object = expectObject(node, path: path, what: "a section object or {\"include\": NAME}") else {
            return []
        }
        guard let includeNode = object["include"] else {
            return section(node, object: object, path: path, pageID: pageID, includedFrom: nil, ids: &ids).map { [$0] }
                ?? []
        }
        for extra in object.members where extra.key != "include" {
            log.append(
                .error(
                    "unknown-key", at: extra.keyLocation, path: JSONPath.key(path, extra.key),
                    "an include takes no other keys; put \"\(extra.key)\" in the included section"))
        }
        guard let name = string(includeNode, path: JSONPath.key(path, "include")) else { return [] }
        guard Identifier.isSafePath(name), !name.hasSuffix(".json") || Identifier.isSafePath(String(name.dropLast(5)))
        else {
            log.append(
                .error(
                    "unsafe-include", at: includeNode.location,
                    "an include names a file under Content/sections/ without \".json\", as '/'-separated segments of letters, digits, '.', '_' or '-', found \"\(name)\""
                ))
            return []
        }
        guard let included = resolveInclude?(name) else { return [] }
        switch included.state {
        case .loaded:
            break
        case .missing(let hint):
            log.append(
                .error(
                    "missing-include", at: includeNode.location,
                    "include \"\(name)\": there is no file \(included.shownPath)\(hint)"))
            return []
        case .unreadable:
            // Reported once, at the file; every page that includes it simply goes without.
            return []
        }
        for entry in included.componentIDs {
            if let first = ids.register(entry) {
                log.append(IDRegistry.duplicateError(entry, first: first, scope: idScope))
            }
        }
        for var content in included.excluded {
            content.pageID = pageID
            excluded.append(content)
        }
        for use in included.undeclaredFeatures { noteUndeclared(use) }
        return included.sections
    }

    /// Decodes an included section file (one section object or an array of them) with the same checks as
    /// sections written in a page. The loader does it once per file, so its ids are unique within the file
    /// here, and each including page checks them against its own.
    mutating func includedSections(_ root: JSONNode, name: String) -> (sections: [Section], ids: IDRegistry) {
        idScope = "in this section file"
        var ids = IDRegistry()
        let nodes = root.arrayValue ?? [root]
        let paths = root.arrayValue == nil ? [""] : nodes.indices.map { JSONPath.index("", $0) }
        var result: [Section] = []
        for (node, nodePath) in zip(nodes, paths) {
            guard let sectionObject = expectObject(node, path: nodePath, what: "a section object") else { continue }
            if let nested = sectionObject.member("include") {
                log.append(
                    .error(
                        "nested-include", at: nested.keyLocation, path: JSONPath.key(nodePath, "include"),
                        "an included section file cannot include another; list both includes in the page"))
                continue
            }
            if let section = section(
                node, object: sectionObject, path: nodePath, pageID: pageID, includedFrom: name, ids: &ids)
            {
                result.append(section)
            }
        }
        return (result, ids)
    }

    private mutating func section(
        _ node: JSONNode,
        object: JSONObject,
        path: String,
        pageID: String,
        includedFrom: String?,
        ids: inout IDRegistry
    ) -> Section? {
        checkKeys(object, allowed: Self.sectionKeys, path: path, what: "section")
        var id = ""
        if let idNode = object["id"] {
            if let text = string(idNode, path: JSONPath.key(path, "id")) {
                if Identifier.isSafeSegment(text) {
                    id = text
                } else {
                    log.append(
                        .error(
                            "unsafe-id", at: idNode.location, path: JSONPath.key(path, "id"),
                            Self.unsafeIDMessage(text, allowSlash: false)))
                }
            }
        } else {
            log.append(.error("missing-key", at: node.location, path: path, "a section needs an \"id\""))
        }
        if id.isEmpty { return nil }
        if let gate = gate(object, path: path), !isShown(gate) {
            excluded.append(
                ExcludedContent(kind: .section, id: id, pageID: pageID, gate: gate, location: node.location))
            return nil
        }
        let header = supplementary(object, key: "header", sectionID: id, path: path, pageID: pageID, ids: &ids)
        let footer = supplementary(object, key: "footer", sectionID: id, path: path, pageID: pageID, ids: &ids)
        var layout: JSONNode?
        if let layoutNode = object["layout"], !layoutNode.isNull,
            expectObject(layoutNode, path: JSONPath.key(path, "layout"), what: "a layout object") != nil
        {
            layout = layoutNode
        }
        var components: [Component] = []
        if let listNode = object["components"], !listNode.isNull {
            let listPath = JSONPath.key(path, "components")
            for (index, item) in (array(listNode, path: listPath) ?? []).enumerated() {
                if let component = gatedComponent(
                    item, path: JSONPath.index(listPath, index), defaultID: { "\(id)-\(index)" },
                    generatedFrom: "its section's id and its position", pageID: pageID, ids: &ids)
                {
                    components.append(component)
                }
            }
        }
        return Section(
            id: id, header: header, footer: footer, layout: layout, components: components, location: node.location,
            path: path, includedFrom: includedFrom)
    }

    private mutating func supplementary(
        _ object: JSONObject,
        key: String,
        sectionID: String,
        path: String,
        pageID: String,
        ids: inout IDRegistry
    ) -> Component? {
        guard let node = object[key], !node.isNull else { return nil }
        return gatedComponent(
            node, path: JSONPath.key(path, key), defaultID: { "\(sectionID)-\(key)" },
            generatedFrom: "its section's id", pageID: pageID, ids: &ids)
    }

    // MARK: Components

    /// One component of a page decoded again from its own JSON object, as the page's decoding made it (`id` is the
    /// id it had there, written or generated): how a build after a template edit reads only the components whose
    /// markup it renders again. Its JSON path is left empty, as a skeleton's is; the caller compares the result
    /// with the component's skeleton.
    mutating func component(reading node: JSONNode, id: String) -> Component? {
        var ids = IDRegistry()
        return gatedComponent(
            node, path: "", defaultID: { id }, generatedFrom: "its place on its page", pageID: pageID, ids: &ids)
    }

    private mutating func gatedComponent(
        _ node: JSONNode,
        path: String,
        defaultID: () -> String,
        generatedFrom: String,
        pageID: String,
        ids: inout IDRegistry
    ) -> Component? {
        guard let object = expectObject(node, path: path, what: "a component object with a \"type\"") else {
            return nil
        }
        if let gate = gate(object, path: path), !isShown(gate) {
            let id = object["id"]?.stringValue ?? defaultID()
            excluded.append(
                ExcludedContent(kind: .component, id: id, pageID: pageID, gate: gate, location: node.location))
            return nil
        }
        return component(
            node, object: object, path: path, defaultID: defaultID, generatedFrom: generatedFrom, ids: &ids)
    }

    private mutating func component(
        _ node: JSONNode,
        object: JSONObject,
        path: String,
        defaultID: () -> String,
        generatedFrom: String,
        ids: inout IDRegistry
    ) -> Component? {
        guard let typeNode = object["type"] else {
            log.append(.error("missing-key", at: node.location, path: path, "a component needs a \"type\""))
            return nil
        }
        guard let type = string(typeNode, path: JSONPath.key(path, "type")) else { return nil }
        let outerSawChildGate = sawChildGate
        sawChildGate = false
        defer { sawChildGate = sawChildGate || outerSawChildGate }
        guard Identifier.isComponentType(type) else {
            log.append(
                .error(
                    "invalid-type", at: typeNode.location, path: JSONPath.key(path, "type"),
                    "a component type is a letter followed by letters, digits, '.', '_' or '-', found \"\(type)\""))
            return nil
        }
        // The generated id is made only for a component that names none (or names an unusable one).
        var written: IDRegistry.Entry?
        if let idNode = object["id"] {
            if let text = string(idNode, path: JSONPath.key(path, "id")) {
                if Identifier.isSafeSegment(text) {
                    written = IDRegistry.Entry(
                        id: text, location: idNode.location, componentPath: path, generatedFrom: nil)
                } else {
                    // Ids that mean something to the app and not to Trellis (an Adaptive Card's "first name" input)
                    // do not cost the page: the component gets the id its place gives it, and a warning says so.
                    log.append(
                        .warning(
                            "unsafe-component-id", at: idNode.location, path: JSONPath.key(path, "id"),
                            Self.unsafeIDMessage(text, allowSlash: false)
                                + "; the id made from its place, \"\(defaultID())\", is used instead"))
                }
            }
        }
        let entry =
            written
            ?? IDRegistry.Entry(
                id: defaultID(), location: node.location, componentPath: path, generatedFrom: generatedFrom)
        let id = entry.id
        if let first = ids.register(entry) {
            log.append(IDRegistry.duplicateError(entry, first: first, scope: idScope))
        }
        let isWrapped: Bool
        switch form {
        case .wrapped:
            isWrapped = true
        case .flat:
            isWrapped = false
        case .auto:
            isWrapped = object.members.allSatisfy { member in
                switch member.key {
                case "type", "id", "feature": true
                case "data": member.value.isNull || member.value.objectValue != nil
                case "size": member.value.objectValue != nil
                default: false
                }
            }
        }
        if form == .auto, !isWrapped { noteFlatReading(object, path: path) }
        if isWrapped {
            checkKeys(object, allowed: Self.wrappedKeys, path: path, what: "component (wrapped form)")
            var data: ComponentData? = .object([])
            if let dataNode = object["data"] {
                if dataNode.isNull {
                    data = nil
                } else if let dataObject = expectObject(
                    dataNode, path: JSONPath.key(path, "data"), what: "an object or null")
                {
                    data = componentData(dataObject, path: { JSONPath.key(path, "data") }, ownerID: { id }, ids: &ids)
                }
            }
            var size: JSONNode?
            if let sizeNode = object["size"],
                expectObject(sizeNode, path: JSONPath.key(path, "size"), what: "an object {\"width\", \"height\"}")
                    != nil
            {
                size = sizeNode
            }
            let dataNode = object["data"].flatMap { $0.objectValue == nil ? nil : $0 }
                .map { sawChildGate ? $0.removingChildGates() : $0 }
            return Component(
                wrappedType: type, id: id, data: data, size: size,
                dataSource: dataNode ?? JSONNode(.object(JSONObject()), at: node.location),
                location: node.location, path: path)
        }
        var members: [ComponentData.Member] = []
        for member in object.members where !["type", "id", "feature"].contains(member.key) {
            members.append(
                ComponentData.Member(
                    key: member.key,
                    value: value(
                        member.value, path: { JSONPath.key(path, member.key) }, ownerID: { "\(id).\(member.key)" },
                        ids: &ids)
                ))
        }
        var flatData = JSONObject()
        var sent = JSONObject()
        for member in object.members where member.key != "feature" {
            sent.append(key: member.key, keyLocation: member.keyLocation, value: member.value)
            if member.key != "type" && member.key != "id" {
                flatData.append(key: member.key, keyLocation: member.keyLocation, value: member.value)
            }
        }
        var dataSource = JSONNode(.object(flatData), at: node.location)
        var objectSource = JSONNode(.object(sent), at: node.location)
        if sawChildGate {
            dataSource = dataSource.removingChildGates()
            objectSource = objectSource.removingChildGates()
        }
        var component = Component(
            type: type, id: id, data: .object(members), dataSource: dataSource, dataPath: path,
            location: node.location, path: path)
        component.objectSource = objectSource
        return component
    }

    /// A component read as the flat form (in `auto`) that was almost certainly meant as the wrapped one: every key
    /// is a wrapped key but for one `data` that is not an object (`"data": "Espresso"`), or one key that is a
    /// misspelt wrapped key (`"dta": {…}`). Read flat, its data is that one key, and the contract's complaints
    /// (missing `name`, unexpected `dta`) would not say why; a warning at the key does.
    private mutating func noteFlatReading(_ object: JSONObject, path: String) {
        let others = object.members.filter { !["type", "id", "feature"].contains($0.key) }
        guard others.count == 1, let member = others.first else { return }
        let keyPath = JSONPath.key(path, member.key)
        if member.key == "data" {
            log.append(
                .warning(
                    "flat-form-guess", at: member.value.location, path: keyPath,
                    "\"data\" is \(member.value.value.briefDescription), so this component is read as the flat form, "
                        + "where every key is data; in the wrapped form \"data\" is an object or null (set \"components\": "
                        + "\"flat\" in site.json if the flat form is meant)"))
        } else if member.value.objectValue != nil,
            let meant = ["data", "size"].first(where: { Self.isSlip(of: $0, member.key) })
        {
            log.append(
                .warning(
                    "flat-form-guess", at: member.keyLocation, path: keyPath,
                    "\"\(member.key)\" is not a key of the wrapped form, so this component is read as the flat form, "
                        + "where every key is data; did you mean \"\(meant)\"?"))
        }
    }

    /// Whether `typed` is `word` with one letter dropped, added or two swapped, or in other case (`dta`, `daata`,
    /// `dtaa`, `Data`): slips of the hand, not other words (`date` is a field of its own, not `data` misspelt).
    static func isSlip(of word: String, _ typed: String) -> Bool {
        let a = Array(word), b = Array(typed)
        if a != b, typed.lowercased() == word { return true }
        if abs(a.count - b.count) == 1 {
            let (long, short) = a.count > b.count ? (a, b) : (b, a)
            return long.indices.contains { Array(long[..<$0] + long[($0 + 1)...]) == short }
        }
        guard a.count == b.count, a != b else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1 && a[differing[0]] == b[differing[1]]
            && a[differing[1]] == b[differing[0]]
    }

    mutating func componentData(
        _ object: JSONObject,
        path: () -> String,
        ownerID: () -> String,
        ids: inout IDRegistry
    ) -> ComponentData {
        .object(
            object.members.map { member in
                ComponentData.Member(
                    key: member.key,
                    value: value(
                        member.value, path: { JSONPath.key(path(), member.key) },
                        ownerID: { "\(ownerID()).\(member.key)" }, ids: &ids))
            })
    }

    /// Converts a data value, recognising child components: objects with a string `type`.
    ///
    /// The path and the default owner id of a value are only needed for a child component (and its diagnostics),
    /// so they are built only then: building both for every member of every component's data cost more than
    /// decoding it.
    private mutating func value(
        _ node: JSONNode, path lazyPath: () -> String, ownerID lazyOwnerID: () -> String, ids: inout IDRegistry
    ) -> ComponentData {
        switch node.value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let items):
            return .array(
                items.enumerated().map { index, item in
                    value(
                        item, path: { JSONPath.index(lazyPath(), index) }, ownerID: { "\(lazyOwnerID())-\(index)" },
                        ids: &ids)
                })
        case .object(let object):
            guard object["type"]?.stringValue == nil else {
                if object["feature"] != nil { sawChildGate = true }
                let path = lazyPath()
                if let gate = gate(object, path: path), !isShown(gate) { return .null }
                if let child = component(
                    node, object: object, path: path, defaultID: lazyOwnerID,
                    generatedFrom: "its parent's id and its place in the parent's data", ids: &ids)
                {
                    return .component(child)
                }
                return .null
            }
            return componentData(object, path: lazyPath, ownerID: lazyOwnerID, ids: &ids)
        }
    }

    // MARK: Features

    private mutating func gate(_ object: JSONObject, path: String) -> FeatureGate? {
        guard let node = object["feature"] else { return nil }
        let featurePath = JSONPath.key(path, "feature")
        guard let text = string(node, path: featurePath) else { return nil }
        let showsWhenOn = !text.hasPrefix("!")
        let name = showsWhenOn ? text : String(text.dropFirst())
        guard Identifier.isSafeSegment(name) else {
            log.append(
                .error(
                    "invalid-feature", at: node.location, path: featurePath,
                    "expected a feature name or \"!name\" (letters, digits, '.', '_', '-'), found \"\(text)\""))
            return nil
        }
        if features[name] == nil {
            noteUndeclared(UndeclaredFeatureUse(name: name, location: node.location, path: featurePath))
        }
        return FeatureGate(name: name, showsWhenOn: showsWhenOn, location: node.location)
    }

    private mutating func noteUndeclared(_ use: UndeclaredFeatureUse) {
        guard !undeclaredFeatures.contains(where: { $0.name == use.name }) else { return }
        undeclaredFeatures.append(use)
    }

    /// The warning for the first use of an undeclared toggle; `declared` are the toggles `site.json` names.
    static func undeclaredFeatureWarning(_ use: UndeclaredFeatureUse, declared: [String]) -> Diagnostic {
        .warning(
            "undeclared-feature", at: use.location, path: use.path,
            "feature \"\(use.name)\" is not declared in site.json \"features\"; it is treated as off\(Suggestion.hint(for: use.name, among: declared))"
        )
    }

    private func isShown(_ gate: FeatureGate) -> Bool { gate.isShown(featureIsOn: features[gate.name] ?? false) }

    // MARK: Checks

    static func unsafeIDMessage(_ text: String, allowSlash: Bool) -> String {
        let rule =
            allowSlash
            ? "'/'-separated segments of letters, digits, '.', '_' or '-', none of them \".\" or \"..\""
            : "letters, digits, '.', '_' or '-', and not \".\" or \"..\""
        return "an id must be \(rule), found \"\(text)\""
    }

    mutating func checkKeys(_ object: JSONObject, allowed: [String], path: String, what: String) {
        for member in object.members where !allowed.contains(member.key) {
            let hint = Suggestion.hint(for: member.key, among: allowed)
            log.append(
                .error(
                    "unknown-key", at: member.keyLocation, path: JSONPath.key(path, member.key),
                    "unknown key in a \(what)\(hint.isEmpty ? "; expected one of \(allowed.joined(separator: ", "))" : hint)"
                ))
        }
    }

    // The paths of these checks are built only for a diagnostic: building them for every value that passes cost
    // more than the checks.
    mutating func expectObject(_ node: JSONNode, path: @autoclosure () -> String, what: String) -> JSONObject? {
        if let object = node.objectValue { return object }
        log.append(
            .error(
                "wrong-type", at: node.location, path: path(), "expected \(what), found \(node.value.briefDescription)")
        )
        return nil
    }

    mutating func array(_ node: JSONNode, path: @autoclosure () -> String) -> [JSONNode]? {
        if let items = node.arrayValue { return items }
        log.append(
            .error(
                "wrong-type", at: node.location, path: path(), "expected an array, found \(node.value.briefDescription)"
            ))
        return nil
    }

    mutating func string(_ node: JSONNode, path: @autoclosure () -> String) -> String? {
        if let text = node.stringValue { return text }
        log.append(
            .error(
                "wrong-type", at: node.location, path: path(), "expected a string, found \(node.value.briefDescription)"
            ))
        return nil
    }
}
