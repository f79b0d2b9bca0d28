/// One server component: `{type, id, data}` in the wrapped form, or a flat object.
///
/// A value type whose fields live in one shared, copy-on-write box: the whole-site passes (catalog, link check,
/// fingerprints, the decoder itself) copy components millions of times, and copying nine fields cost nine
/// reference-count updates each time, one box costs one.
public struct Component: Sendable, Equatable {
    /// The fields. Mutated only when uniquely referenced (`fields`), so sharing one between threads is safe.
    private final class Storage: @unchecked Sendable {
        var type: String
        var id: String
        var data: ComponentData? {
            didSet { hasChildren = data?.containsComponent ?? false }
        }
        /// Whether `data` holds a component anywhere: found once, so the many whole-site walks skip the data of the
        /// (most) components that have none.
        private(set) var hasChildren: Bool
        /// `size`, `dataSource` and `objectSource`, boxed: most components have no `size`, and their sources go once
        /// their page is checked (`Page.dropSources()`), so three inline JSON values (168 bytes) were mostly empty
        /// space in every component of a loaded site.
        var sources: Sources?
        /// How `dataPath` follows from `path` (almost always), so that no second path string is kept.
        var dataPathForm: DataPathForm
        var location: SourceLocation
        var path: String

        init(
            type: String, id: String, data: ComponentData?, sources: Sources?, dataPathForm: DataPathForm,
            location: SourceLocation, path: String
        ) {
            self.type = type
            self.id = id
            self.data = data
            self.hasChildren = data?.containsComponent ?? false
            self.sources = sources
            self.dataPathForm = dataPathForm
            self.location = location
            self.path = path
        }

        func copy() -> Storage {
            Storage(
                type: type, id: id, data: data, sources: sources, dataPathForm: dataPathForm, location: location,
                path: path)
        }
    }

    /// `dataPath` as `path` gives it: the same (the flat form), `path` + `.data` (the wrapped form), or another
    /// path, kept in `Sources`. A component box was 144 bytes with a second string for it, 128 without.
    private enum DataPathForm: UInt8 {
        case samePath
        case dataMember
        case other

        /// The form of `dataPath` for `path`, found without making a string.
        static func of(_ dataPath: String, path: String) -> DataPathForm {
            if dataPath == path { return .samePath }
            let isDataMember =
                path.isEmpty
                ? dataPath == "data"
                : dataPath.utf8.starts(with: path.utf8)
                    && dataPath.utf8.dropFirst(path.utf8.count).elementsEqual(".data".utf8)
            return isDataMember ? .dataMember : .other
        }
    }

    /// The rarely present fields; never changed once made (a setter makes a new one), so boxes share it.
    private final class Sources: Sendable {
        let size: JSONNode?
        let dataSource: JSONNode?
        let objectSource: JSONNode?
        /// `dataPath` when it does not follow from `path` (`DataPathForm.other`).
        let dataPath: String?

        private init(size: JSONNode?, dataSource: JSONNode?, objectSource: JSONNode?, dataPath: String?) {
            self.size = size
            self.dataSource = dataSource
            self.objectSource = objectSource
            self.dataPath = dataPath
        }

        /// Nil when all four are.
        static func make(size: JSONNode?, dataSource: JSONNode?, objectSource: JSONNode?, dataPath: String?)
            -> Sources?
        {
            size == nil && dataSource == nil && objectSource == nil && dataPath == nil
                ? nil
                : Sources(size: size, dataSource: dataSource, objectSource: objectSource, dataPath: dataPath)
        }
    }

    private var storage: Storage

    /// The box, made unique first: what every setter writes through.
    private var fields: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// Matched exactly against `Templates/components/<type>.mustache`.
    public var type: String {
        get { storage.type }
        set { fields.type = newValue }
    }
    /// Unique within its page; defaulted to `<section id>-<index>` when the server sends none.
    public var id: String {
        get { storage.id }
        set { fields.id = newValue }
    }
    /// The model; nil when the server sent `"data": null`, which hides the component.
    public var data: ComponentData? {
        get { storage.data }
        set { fields.data = newValue }
    }
    /// The raw `size` object of the wrapped form; the layout bridge validates and reads it.
    public var size: JSONNode? {
        get { storage.sources?.size }
        set {
            fields.sources = Sources.make(
                size: newValue, dataSource: dataSource, objectSource: objectSource, dataPath: storage.sources?.dataPath)
        }
    }
    /// The data as written, with positions (children still as JSON), for checking against the contract:
    /// the `data` object of the wrapped form, or the object without `type`, `id` and `feature` when flat.
    public var dataSource: JSONNode? {
        get { storage.sources?.dataSource }
        set {
            fields.sources = Sources.make(
                size: size, dataSource: newValue, objectSource: objectSource, dataPath: storage.sources?.dataPath)
        }
    }
    /// Lets both the data and the object as written go (`dataSource`, `objectSource`), keeping `size` and
    /// `dataPath`: one new box of sources, or none, where setting each was two.
    public mutating func dropDataSources() {
        guard let sources = storage.sources, sources.dataSource != nil || sources.objectSource != nil else { return }
        fields.sources = Sources.make(
            size: sources.size, dataSource: nil, objectSource: nil, dataPath: sources.dataPath)
    }

    /// Flat form only: the object as the server sent it, `type` and `id` included (only Trellis's `feature` gate
    /// left out), for a contract whose schema describes those keys too, as a server's own schema does.
    public var objectSource: JSONNode? {
        get { storage.sources?.objectSource }
        set {
            fields.sources = Sources.make(
                size: size, dataSource: dataSource, objectSource: newValue, dataPath: storage.sources?.dataPath)
        }
    }
    /// The JSON path of `dataSource` (`….data` when wrapped, the component's own path when flat). Made when asked
    /// for: only a contract check and a diagnostic about the data read it.
    public var dataPath: String {
        get {
            switch storage.dataPathForm {
            case .samePath: storage.path
            case .dataMember: JSONPath.key(storage.path, "data")
            case .other: storage.sources?.dataPath ?? storage.path
            }
        }
        set { setDataPath(newValue, path: storage.path) }
    }

    /// Records `dataPath` for a component at `path`.
    private mutating func setDataPath(_ dataPath: String, path: String) {
        let form = DataPathForm.of(dataPath, path: path)
        let other = form == .other ? dataPath : nil
        if other != storage.sources?.dataPath {
            fields.sources = Sources.make(
                size: size, dataSource: dataSource, objectSource: objectSource, dataPath: other)
        }
        if form != storage.dataPathForm { fields.dataPathForm = form }
    }
    /// Where the component object starts, and its JSON path in that file.
    public var location: SourceLocation {
        get { storage.location }
        set { fields.location = newValue }
    }
    public var path: String {
        get { storage.path }
        set {
            // `dataPath` stays what it was, whatever the new path.
            let dataPath = self.dataPath
            fields.path = newValue
            setDataPath(dataPath, path: newValue)
        }
    }

    public init(
        type: String,
        id: String,
        data: ComponentData?,
        size: JSONNode? = nil,
        dataSource: JSONNode? = nil,
        dataPath: String? = nil,
        location: SourceLocation,
        path: String
    ) {
        let form = dataPath.map { DataPathForm.of($0, path: path) } ?? .samePath
        storage = Storage(
            type: type, id: id, data: data,
            sources: Sources.make(
                size: size, dataSource: dataSource, objectSource: nil, dataPath: form == .other ? dataPath : nil),
            dataPathForm: form, location: location, path: path)
    }

    /// A component of the wrapped form (`{type, id, data}`), whose data stands at `path` + `.data`: the decoder's
    /// way, without making that path.
    init(
        wrappedType type: String, id: String, data: ComponentData?, size: JSONNode?, dataSource: JSONNode,
        location: SourceLocation, path: String
    ) {
        storage = Storage(
            type: type, id: id, data: data,
            sources: Sources.make(size: size, dataSource: dataSource, objectSource: nil, dataPath: nil),
            dataPathForm: .dataMember, location: location, path: path)
    }

    public var isHidden: Bool { storage.data == nil }

    /// The component as a page skeleton keeps it (`Page.skeleton`): type, id, place in its file and hidden or not,
    /// with only the part of its data that leads to child components (themselves skeletons). Its JSON path is left
    /// out (empty): only diagnostics about a page's data name one, and those come from the full page; at 10,000
    /// pages the paths of the skeletons kept for the catalog were 75 MB.
    public var skeleton: Component {
        Component(
            type: type, id: id, data: storage.data.map { Self.childrenOnly($0) ?? .object([]) }, location: location,
            path: "")
    }

    /// `data` with everything but child components (and the objects and arrays holding them) left out; nil when no
    /// child is left.
    private static func childrenOnly(_ data: ComponentData) -> ComponentData? {
        switch data {
        case .component(let child): return .component(child.skeleton)
        case .array(let items):
            guard items.contains(where: \.containsComponent) else { return nil }
            return .array(items.map { childrenOnly($0) ?? .null })
        case .object(let members):
            let kept = members.compactMap { member in
                childrenOnly(member.value).map { ComponentData.Member(key: member.key, value: $0) }
            }
            return kept.isEmpty ? nil : .object(kept)
        default: return nil
        }
    }

    /// True when `data` holds other components (children to visit).
    public var hasChildComponents: Bool { storage.hasChildren }

    public static func == (lhs: Component, rhs: Component) -> Bool {
        let a = lhs.storage
        let b = rhs.storage
        return a === b
            || (a.type == b.type && a.id == b.id && a.data == b.data && lhs.size == rhs.size
                && lhs.dataSource == rhs.dataSource && lhs.objectSource == rhs.objectSource
                && lhs.dataPath == rhs.dataPath && a.location == b.location && a.path == b.path)
    }
}
