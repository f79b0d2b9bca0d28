import TrellisContent

/// Reads what `PageLoadWriter` wrote; nil for anything truncated or foreign.
struct PageLoadReader {
    private var reader: CacheReader
    private var files: [String] = []

    init(_ reader: CacheReader) {
        self.reader = reader
    }

    /// The load of `relative`, its page a skeleton (without a reloader: the loader gives it one).
    mutating func load(relative: String) -> PageLoad? {
        guard let hash = reader.number(), let idLocation = optionalLocation(),
            let pageDiagnostics = reader.diagnostics(),
            let excludedCount = reader.count()
        else { return nil }
        var excluded: [ExcludedContent] = []
        for _ in 0..<excludedCount {
            guard let kindName = reader.text(), let kind = ExcludedContent.Kind(rawValue: kindName),
                let id = reader.text(), let pageID = reader.text(), let gateName = reader.text(),
                let showsWhenOn = reader.number(), let gateLocation = location(), let location = location()
            else { return nil }
            excluded.append(
                ExcludedContent(
                    kind: kind, id: id, pageID: pageID,
                    gate: FeatureGate(name: gateName, showsWhenOn: showsWhenOn != 0, location: gateLocation),
                    location: location))
        }
        guard let useCount = reader.count() else { return nil }
        var uses: [UndeclaredFeatureUse] = []
        for _ in 0..<useCount {
            guard let name = reader.text(), let location = location(), let path = reader.text() else { return nil }
            uses.append(UndeclaredFeatureUse(name: name, location: location, path: path))
        }
        guard let includeCount = reader.count() else { return nil }
        var includes: [IncludeRecord] = []
        for _ in 0..<includeCount {
            guard let name = reader.text(), let shownPath = reader.text(), let contentHash = reader.number(),
                let fileDiagnostics = reader.diagnostics()
            else { return nil }
            includes.append(
                IncludeRecord(name: name, shownPath: shownPath, contentHash: contentHash, diagnostics: fileDiagnostics))
        }
        guard let page = page(), reader.isAtEnd else { return nil }
        return PageLoad(
            relative: relative, contentHash: hash, page: page, idLocation: idLocation ?? nil,
            diagnostics: pageDiagnostics, excluded: excluded, undeclaredFeatures: uses, includes: includes)
    }

    private mutating func page() -> Page? {
        guard let typeCount = reader.count() else { return nil }
        var dataKeys: [String: Set<String>] = [:]
        dataKeys.reserveCapacity(min(typeCount, 1024))
        for _ in 0..<typeCount {
            guard let type = reader.text(), let keyCount = reader.count() else { return nil }
            var keys: Set<String> = []
            // Sized first (bounded: the count is the cache's, which may be damaged): every set grown insert by insert
            // was most of the time spent on them.
            keys.reserveCapacity(min(keyCount, 1024))
            for _ in 0..<keyCount {
                guard let key = reader.text() else { return nil }
                keys.insert(key)
            }
            dataKeys[type] = keys
        }
        guard let id = reader.text(), let title = reader.text(), let description = reader.optionalText(),
            let file = reader.text(), let variantCount = reader.count()
        else { return nil }
        var variants: [PageVariant] = []
        for _ in 0..<variantCount {
            guard let name = reader.text(), let location = location() else { return nil }
            variants.append(PageVariant(name: name, overrides: [], location: location))
        }
        guard let sectionCount = reader.count() else { return nil }
        var sections: [Section] = []
        sections.reserveCapacity(sectionCount)
        for _ in 0..<sectionCount {
            guard let id = reader.text(), let header = optionalComponent(), let footer = optionalComponent(),
                let components = packed(), let location = location(), let path = reader.text(),
                let includedFrom = reader.optionalText()
            else { return nil }
            sections.append(
                Section(
                    id: id, header: header, footer: footer, packed: components, location: location, path: path,
                    includedFrom: includedFrom))
        }
        var page = Page(
            id: id, title: title, description: description, sections: sections, variants: variants, file: file)
        page.knownDataKeys = dataKeys
        return page
    }

    private mutating func optionalComponent() -> Component?? {
        guard let flag = reader.number() else { return nil }
        if flag == 0 { return .some(nil) }
        guard let component = component() else { return nil }
        return .some(component)
    }

    /// A section's packed components as `PageLoadWriter` wrote them; nil for anything truncated, foreign or not
    /// holding together (`PackedComponents(validating:…)`).
    private mutating func packed() -> PackedComponents? {
        guard let file = reader.text(), let types = texts(), let entryCount = reader.count() else { return nil }
        var entries: [PackedComponents.Entry] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            guard let id = reader.text(), let line = reader.integer().flatMap(Int32.init(exactly:)),
                let column = reader.integer().flatMap(Int32.init(exactly:)),
                let children = reader.number().flatMap(UInt32.init(exactly:)),
                let typeAndHidden = reader.number(), let type = UInt16(exactly: typeAndHidden >> 1)
            else { return nil }
            entries.append(
                PackedComponents.Entry(
                    id: id, line: line, column: column, children: children, type: type,
                    isHidden: typeAndHidden & 1 == 1))
        }
        guard let byteCount = reader.count(), let byteRange = reader.skip(byteCount), let strings = texts(),
            let boxedCount = reader.count()
        else { return nil }
        var boxed: [Int: Component] = [:]
        for _ in 0..<boxedCount {
            guard let index = reader.number().flatMap(Int.init(exactly:)), let component = component() else {
                return nil
            }
            boxed[index] = component
        }
        return PackedComponents(
            validating: file, types: types, entries: entries, childBytes: reader.bytes(in: byteRange),
            strings: strings, boxed: boxed)
    }

    /// A count and that many texts.
    private mutating func texts() -> [String]? {
        guard let count = reader.count() else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count {
            guard let text = reader.text() else { return nil }
            texts.append(text)
        }
        return texts
    }

    private mutating func component() -> Component? {
        guard let type = reader.text(), let id = reader.text(), let location = location(), let hasData = reader.number()
        else { return nil }
        var data: ComponentData?
        if hasData != 0 {
            guard let read = self.data(depth: 0) else { return nil }
            data = read
        }
        return Component(type: type, id: id, data: data, location: location, path: "")
    }

    private mutating func data(depth: Int) -> ComponentData? {
        guard let tag = reader.number() else { return nil }
        return data(tag: tag, depth: depth)
    }

    /// The value whose tag was just read.
    private mutating func data(tag: UInt64, depth: Int) -> ComponentData? {
        guard depth <= JSONParser.maximumDepth else { return nil }
        switch tag {
        case 0: return .null
        case 1:
            guard let count = reader.count() else { return nil }
            return object(count: count, depth: depth)
        case 2:
            guard let count = reader.count() else { return nil }
            var items: [ComponentData] = []
            for _ in 0..<count {
                guard let item = data(depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .array(items)
        case 3:
            return component().map { .component($0) }
        default: return nil
        }
    }

    /// An object of `count` members, its tag and count just read.
    private mutating func object(count: Int, depth: Int) -> ComponentData? {
        guard depth <= JSONParser.maximumDepth else { return nil }
        var members: [ComponentData.Member] = []
        for _ in 0..<count {
            guard let key = reader.text(), let value = data(depth: depth + 1) else { return nil }
            members.append(ComponentData.Member(key: key, value: value))
        }
        return .object(members)
    }

    private mutating func optionalLocation() -> SourceLocation?? {
        guard let flag = reader.number() else { return nil }
        if flag == 0 { return .some(nil) }
        guard let location = location() else { return nil }
        return .some(location)
    }

    private mutating func location() -> SourceLocation? {
        guard let index = reader.count() else { return nil }
        if index == files.count {
            guard let file = reader.text() else { return nil }
            files.append(file)
        }
        guard index < files.count, let line = reader.integer(), let column = reader.integer() else { return nil }
        return SourceLocation(file: files[index], line: line, column: column)
    }
}
