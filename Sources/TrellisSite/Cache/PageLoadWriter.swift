import TrellisContent

/// Encodes a page load for the build cache (`LoadCache`): the page as a skeleton (`Page.skeleton`), its
/// diagnostics, what feature toggles left out, and the files it included. Locations name their file through a table
/// (an index, the file's text on its first use), so each of a page's hundred components costs a few bytes, and a
/// page read back shares one string per file.
struct PageLoadWriter {
    private(set) var writer = CacheWriter()
    private var files: [String: Int] = [:]

    init(_ load: PageLoad) {
        writer.write(load.contentHash)
        write(load.idLocation)
        write(load.diagnostics)
        writer.write(UInt64(load.excluded.count))
        for item in load.excluded {
            writer.write(item.kind.rawValue)
            writer.write(item.id)
            writer.write(item.pageID)
            writer.write(item.gate.name)
            writer.write(UInt64(item.gate.showsWhenOn ? 1 : 0))
            write(item.gate.location)
            write(item.location)
        }
        writer.write(UInt64(load.undeclaredFeatures.count))
        for use in load.undeclaredFeatures {
            writer.write(use.name)
            write(use.location)
            writer.write(use.path)
        }
        let includes = load.includes ?? []
        writer.write(UInt64(includes.count))
        for include in includes {
            writer.write(include.name)
            writer.write(include.shownPath)
            writer.write(include.contentHash)
            write(include.diagnostics)
        }
        // Written as `Page.skeleton` would give it, without building that copy first (every page of a cold build).
        if let page = load.page { write(page) }
    }

    private mutating func write(_ page: Page) {
        let dataKeys = page.knownDataKeys ?? Site.dataKeys(of: page)
        writer.write(UInt64(dataKeys.count))
        for (type, keys) in dataKeys.sorted(by: { $0.key < $1.key }) {
            writer.write(type)
            writer.write(UInt64(keys.count))
            for key in keys.sorted() { writer.write(key) }
        }
        writer.write(page.id)
        writer.write(page.title)
        writer.write(page.description)
        writer.write(page.file)
        writer.write(UInt64(page.variants.count))
        for variant in page.variants {
            writer.write(variant.name)
            write(variant.location)
        }
        writer.write(UInt64(page.sections.count))
        for section in page.sections {
            writer.write(section.id)
            write(section.header)
            write(section.footer)
            write(section.skeletonComponents)
            write(section.location)
            writer.write(section.path)
            writer.write(section.includedFrom)
        }
    }

    /// A section's components in their packed form, as it is (`PackedComponents`): read back, it is these arrays
    /// again, checked, not each component packed anew. An entry's type and whether it is hidden share a number.
    private mutating func write(_ packed: PackedComponents) {
        writer.write(packed.file)
        writer.write(UInt64(packed.types.count))
        for type in packed.types { writer.write(type) }
        writer.write(UInt64(packed.entries.count))
        for entry in packed.entries {
            writer.write(entry.id)
            writer.write(Int(entry.line))
            writer.write(Int(entry.column))
            writer.write(UInt64(entry.children))
            writer.write(UInt64(entry.type) << 1 | (entry.isHidden ? 1 : 0))
        }
        writer.write(UInt64(packed.childBytes.count))
        writer.append(raw: packed.childBytes)
        writer.write(UInt64(packed.strings.count))
        for string in packed.strings { writer.write(string) }
        writer.write(UInt64(packed.boxed.count))
        for (index, component) in packed.boxed.sorted(by: { $0.key < $1.key }) {
            writer.write(UInt64(index))
            write(component)
        }
    }

    private mutating func write(_ component: Component?) {
        guard let component else { return writer.write(UInt64(0)) }
        writer.write(UInt64(1))
        write(component)
    }

    private mutating func write(_ component: Component) {
        writer.write(component.type)
        writer.write(component.id)
        write(component.location)
        // No JSON path: a skeleton keeps none (`Component.skeleton`).
        if let data = component.data {
            writer.write(UInt64(1))
            // Only the part that leads to children is kept; most components have none (an empty object).
            if component.hasChildComponents {
                write(component.skeleton.data ?? data)
            } else {
                writer.write(UInt64(1))
                writer.write(UInt64(0))
            }
        } else {
            writer.write(UInt64(0))
        }
    }

    /// A skeleton's data: objects, arrays and child components only (anything else stands for nothing).
    private mutating func write(_ data: ComponentData) {
        switch data {
        case .object(let members):
            writer.write(UInt64(1))
            writer.write(UInt64(members.count))
            for member in members {
                writer.write(member.key)
                write(member.value)
            }
        case .array(let items):
            writer.write(UInt64(2))
            writer.write(UInt64(items.count))
            for item in items { write(item) }
        case .component(let child):
            writer.write(UInt64(3))
            write(child)
        default:
            writer.write(UInt64(0))
        }
    }

    private mutating func write(_ diagnostics: [Diagnostic]) {
        writer.write(UInt64(diagnostics.count))
        for diagnostic in diagnostics { writer.write(diagnostic) }
    }

    private mutating func write(_ location: SourceLocation?) {
        guard let location else { return writer.write(UInt64(0)) }
        writer.write(UInt64(1))
        write(location)
    }

    private mutating func write(_ location: SourceLocation) {
        if let index = files[location.file] {
            writer.write(UInt64(index))
        } else {
            files[location.file] = files.count
            writer.write(UInt64(files.count - 1))
            writer.write(location.file)
        }
        writer.write(location.line)
        writer.write(location.column)
    }
}
