/// The components of a skeleton section (`Page.skeleton`), packed: what a skeleton keeps of a component is a type,
/// an id, a place, whether it is hidden, and the part of its data that leads to child components, which fits in 32
/// bytes of one array (and a few bytes of `childBytes` for the path to each child) instead of a 128-byte box each,
/// plus arrays and boxes for the children. A 10,000-page site keeps a skeleton of every page for the catalog and the
/// report, and its 1.2 million component boxes were a third of what the build held at its peak. The components come
/// back as they went in (`components`), made afresh on each read: the passes over a whole site read each section
/// once. A build cache keeps the packed form as it is and makes it again from those parts, checked
/// (`init(validating:…)`), without packing each component anew.
public struct PackedComponents: Sendable, Equatable {
    /// One component, in the file of the section (`file`), its type by index into `types`; `children` is 0 when its
    /// data holds no child component, or where that data starts in `childBytes`, plus one.
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var line: Int32
        public var column: Int32
        public var children: UInt32
        public var type: UInt16
        public var isHidden: Bool

        public init(id: String, line: Int32, column: Int32, children: UInt32, type: UInt16, isHidden: Bool) {
            self.id = id
            self.line = line
            self.column = column
            self.children = children
            self.type = type
            self.isHidden = isHidden
        }
    }

    // Readable, so that a build cache keeps the packed form as it is (`init(validating…)` makes it again).
    public private(set) var file: String
    public private(set) var types: [String] = []
    public private(set) var entries: [Entry] = []
    /// The data of the components with children, encoded (`SkeletonDataCoder`): its keys, types, ids and files by
    /// index into `strings`.
    public private(set) var childBytes: [UInt8] = []
    public private(set) var strings: [String] = []
    /// The components an entry cannot stand for, by index: those of another file, and any that is not a skeleton's.
    public private(set) var boxed: [Int: Component] = [:]

    /// Packs components one at a time, in order; what only packing needs (the index of each type and of each string)
    /// goes with the builder instead of staying with every section.
    public struct Builder {
        private var file: String?
        private var types: [String] = []
        private var typeIndices: [String: UInt16] = [:]
        private var entries: [Entry] = []
        private var coder = SkeletonDataCoder()
        private var boxed: [Int: Component] = [:]

        public init() {}

        public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

        /// Adds `component`: packed when it is a skeleton's (its data, if any, only leads to children), else kept in
        /// its box.
        public mutating func append(_ component: Component) {
            let location = component.location
            let file = self.file ?? location.file
            self.file = file
            // Where the data of a component with children starts; `UInt32.max` when it cannot be written.
            var children: UInt32 = 0
            if component.hasChildComponents, let data = component.data {
                let start = coder.bytes.count
                children = start < Int(UInt32.max) - 1 && coder.encode(data) ? UInt32(start + 1) : UInt32.max
            }
            guard let type = typeIndex(component.type), children != UInt32.max,
                PackedComponents.isPackable(component, file: file)
            else {
                boxed[entries.count] = component
                entries.append(Entry(id: "", line: 0, column: 0, children: 0, type: 0, isHidden: true))
                return
            }
            entries.append(
                Entry(
                    id: component.id, line: Int32(clamping: location.line), column: Int32(clamping: location.column),
                    children: children, type: type, isHidden: component.isHidden))
        }

        /// The components appended so far, packed.
        public var packed: PackedComponents {
            PackedComponents(
                file: file ?? "", types: types, entries: entries, childBytes: coder.bytes, strings: coder.strings,
                boxed: boxed)
        }

        /// `type`'s index into `types`, added on its first use; nil when there are too many types to index.
        private mutating func typeIndex(_ type: String) -> UInt16? {
            if let index = typeIndices[type] { return index }
            guard types.count < Int(UInt16.max) else { return nil }
            let index = UInt16(types.count)
            typeIndices[type] = index
            types.append(type)
            return index
        }
    }

    /// Whether an entry gives `component` back as it is: a skeleton's component, in `file`.
    private static func isPackable(_ component: Component, file: String) -> Bool {
        guard component.location.file == file, SkeletonDataCoder.isSkeletonShaped(component) else { return false }
        if component.hasChildComponents { return true }
        switch component.data {
        case nil: return true
        case .object(let members): return members.isEmpty
        default: return false
        }
    }

    public var count: Int { entries.count }

    /// The components, as they were packed.
    var components: [Component] {
        var result: [Component] = []
        result.reserveCapacity(entries.count)
        for index in entries.indices { result.append(component(at: index)) }
        return result
    }

    /// Visits each component in order: `stub` with the type, id and place of a packed one and of each of its children
    /// (no box is made for them), `component` with one kept in a box (whose children the caller visits).
    func forEach(stub: (String, String, SourceLocation) -> Void, component visit: (Component) -> Void) {
        for index in entries.indices {
            if let component = boxed[index] {
                visit(component)
                continue
            }
            let entry = entries[index]
            stub(
                types[Int(entry.type)], entry.id,
                SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column)))
            if entry.children != 0 {
                var decoder = SkeletonDataCoder.Decoder(
                    bytes: childBytes, strings: strings, at: Int(entry.children) - 1)
                decoder.forEachComponentStub(stub)
            }
        }
    }

    /// Adds how many components of each type there are and the file of each, children included, to `counts` and
    /// `files`: what `forEach` visits of them, with each entry counted by its type's index (the names looked up once
    /// per type) and no id or place made for any.
    func collectTypeCountsAndFiles(counts: inout [String: Int], files: inout Set<String>) {
        var perType = [Int](repeating: 0, count: types.count)
        // Children by their indices into `strings`: each name is looked up once below.
        var perString: [Int] = []
        var isFile: [Bool] = []
        var anyEntry = false
        for index in entries.indices {
            if !boxed.isEmpty, let component = boxed[index] {
                Site.collectTypeCountsAndFiles(of: component, counts: &counts, files: &files)
                continue
            }
            let entry = entries[index]
            anyEntry = true
            perType[Int(entry.type)] += 1
            if entry.children != 0 {
                if perString.isEmpty {
                    perString = [Int](repeating: 0, count: strings.count + 1)
                    isFile = [Bool](repeating: false, count: strings.count + 1)
                }
                var decoder = SkeletonDataCoder.Decoder(
                    bytes: childBytes, strings: strings, at: Int(entry.children) - 1)
                // An index past the table reads as "" (as `forEachComponentStub` gives it): the last slot.
                let outside = strings.count
                decoder.forEachComponentHeader { type, _, file, _, _ in
                    perString[type >= 0 && type < outside ? type : outside] += 1
                    isFile[file >= 0 && file < outside ? file : outside] = true
                }
            }
        }
        if anyEntry { files.insert(file) }
        for (type, count) in zip(types, perType) where count > 0 { counts[type, default: 0] += count }
        for index in perString.indices where perString[index] > 0 || isFile[index] {
            let name = index < strings.count ? strings[index] : ""
            if perString[index] > 0 { counts[name, default: 0] += perString[index] }
            if isFile[index] { files.insert(name) }
        }
    }

    /// Visits the hidden components (`"data": null`) alone, in order; no other is made.
    func forEachHidden(_ visit: (Component) -> Void) {
        for index in entries.indices {
            if let component = boxed[index] {
                if component.isHidden { visit(component) }
            } else if entries[index].isHidden {
                visit(component(at: index))
            }
        }
    }

    /// Visits the components that are not hidden, in order, by index, type and id, without making them: what
    /// splicing a template edit into a page reads of every component (`forEachDescendantStub` and `component(at:)`
    /// give the rest of the few it needs).
    func forEachVisible(_ body: (_ index: Int, _ type: String, _ id: String) -> Void) {
        for index in entries.indices {
            if !boxed.isEmpty, let component = boxed[index] {
                if !component.isHidden { body(index, component.type, component.id) }
                continue
            }
            if !entries[index].isHidden { body(index, types[Int(entries[index].type)], entries[index].id) }
        }
    }

    /// Visits the type and id of every child of the component at `index`, and of theirs, depth first in document
    /// order, without making them.
    func forEachDescendantStub(ofComponentAt index: Int, _ body: (_ type: String, _ id: String) -> Void) {
        // Most components have no children and none is boxed: asked of every component a splice walks past.
        if !boxed.isEmpty, let component = boxed[index] {
            guard component.hasChildComponents, let data = component.data else { return }
            data.forEachChild { child in Site.forEachComponent(in: child) { body($0.type, $0.id) } }
            return
        }
        let children = entries[index].children
        guard children != 0 else { return }
        var decoder = SkeletonDataCoder.Decoder(bytes: childBytes, strings: strings, at: Int(children) - 1)
        decoder.forEachComponentStub { type, id, _ in body(type, id) }
    }

    /// The component at `index`, as it was packed.
    func component(at index: Int) -> Component {
        if let component = boxed[index] { return component }
        let entry = entries[index]
        var data: ComponentData? = entry.isHidden ? nil : .object([])
        if entry.children != 0 {
            var decoder = SkeletonDataCoder.Decoder(bytes: childBytes, strings: strings, at: Int(entry.children) - 1)
            data = decoder.data()
        }
        return Component(
            type: types[Int(entry.type)], id: entry.id, data: data,
            location: SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column)), path: "")
    }

    /// Whether both hold the very same entries (not only equal ones): the skeleton of a section several pages
    /// include is kept once (`StreamedPages.shared`), and tests check it this way.
    func sharesStorage(with other: PackedComponents) -> Bool {
        entries.withUnsafeBufferPointer { own in
            other.entries.withUnsafeBufferPointer { $0.baseAddress == own.baseAddress }
        }
    }
}

extension PackedComponents {
    /// `components` packed (each best a skeleton: `Component.skeleton`). In an extension, so that the type keeps
    /// its memberwise initializer for `Builder`.
    init(_ components: [Component]) {
        var builder = Builder()
        builder.reserveCapacity(components.count)
        for component in components { builder.append(component) }
        self = builder.packed
    }
}
