extension Page {
    /// Lets the JSON sources of the page's own components go (those read from its file; an included section's
    /// are shared with every page that includes it): once a page's contracts are checked, its components' data
    /// is all that rendering reads, and the sources — a second copy of every value, with positions — were a
    /// third of what a loaded site holds. A component keeps its source when a string of it is a script-capable
    /// URL, so that the renderer's error can point at that value.
    public mutating func dropSources() {
        let file = self.file
        for index in sections.indices {
            sections[index].header?.dropSources(from: file)
            sections[index].footer?.dropSources(from: file)
            for item in sections[index].components.indices {
                sections[index].components[item].dropSources(from: file)
            }
        }
    }
}

extension Component {
    /// Drops this component's sources and its children's, when it was read from `file`.
    mutating func dropSources(from file: String) {
        guard location.file == file else { return }
        let keeps =
            dataSource?.containsScriptCapableString == true || objectSource?.containsScriptCapableString == true
        if !keeps { dropDataSources() }
        guard hasChildComponents, var children = data else { return }
        // Taken out first, so that the walk below changes the only copy.
        data = nil
        children.dropSources(from: file)
        data = children
    }
}

extension ComponentData {
    fileprivate mutating func dropSources(from file: String) {
        switch self {
        case .component(var child):
            self = .null
            child.dropSources(from: file)
            self = .component(child)
        case .array(var items):
            self = .null
            for index in items.indices where items[index].containsComponent { items[index].dropSources(from: file) }
            self = .array(items)
        case .object(var members):
            self = .null
            for index in members.indices where members[index].value.containsComponent {
                members[index].value.dropSources(from: file)
            }
            self = .object(members)
        default:
            break
        }
    }
}

extension JSONNode {
    /// True when a string anywhere in the value is a script-capable URL (`URLSafety`).
    fileprivate var containsScriptCapableString: Bool {
        switch value {
        case .string(let text):
            // Bytes searched in place: a generic walk of the UTF-8 view was most of the cost of dropping a page's
            // sources.
            (text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ":")) } ?? true)
                && URLSafety.isScriptCapable(text)
        case .array(let items): items.contains { $0.containsScriptCapableString }
        case .object(let object): object.members.contains { $0.value.containsScriptCapableString }
        default: false
        }
    }
}
