/// Writes the data a page skeleton keeps of a component with children (`Component.skeleton`: objects, arrays and
/// nulls that lead to child components, themselves skeletons) as bytes, and reads it back: how `PackedComponents`
/// keeps a product card's `action` button in a dozen bytes instead of an array and two boxes.
///
/// A value is a tag byte — 0 null, 1 object (a count, then each key and value), 2 array (a count, then each item),
/// 3 component (type, id, file, line, column, then 1 and its data or 0 when hidden) — with counts, lines and columns
/// as LEB128 numbers, and keys, types, ids and files as indices into `strings`.
struct SkeletonDataCoder {
    private(set) var bytes: [UInt8] = []
    private(set) var strings: [String] = []
    private var stringIndices: [String: Int] = [:]

    /// Whether `component` is as a skeleton keeps it (no JSON path, size or sources), so that writing its type, id,
    /// place and data loses nothing.
    static func isSkeletonShaped(_ component: Component) -> Bool {
        component.path.isEmpty && component.size == nil && component.dataSource == nil
            && component.objectSource == nil && component.dataPath.isEmpty
    }

    /// Appends `data`; false, with nothing appended, when it holds what a skeleton's data does not (text, numbers,
    /// flags, or a child that is not skeleton-shaped).
    mutating func encode(_ data: ComponentData) -> Bool {
        let start = bytes.count
        guard write(data) else {
            bytes.removeSubrange(start...)
            return false
        }
        return true
    }

    private mutating func write(_ data: ComponentData) -> Bool {
        switch data {
        case .null:
            bytes.append(0)
        case .object(let members):
            bytes.append(1)
            number(members.count)
            for member in members {
                string(member.key)
                guard write(member.value) else { return false }
            }
        case .array(let items):
            bytes.append(2)
            number(items.count)
            for item in items {
                guard write(item) else { return false }
            }
        case .component(let child):
            guard Self.isSkeletonShaped(child) else { return false }
            bytes.append(3)
            string(child.type)
            string(child.id)
            string(child.location.file)
            number(child.location.line)
            number(child.location.column)
            guard let childData = child.data else {
                bytes.append(0)
                return true
            }
            bytes.append(1)
            return write(childData)
        case .bool, .number, .string:
            return false
        }
        return true
    }

    private mutating func string(_ text: String) {
        if let index = stringIndices[text] { return number(index) }
        stringIndices[text] = strings.count
        number(strings.count)
        strings.append(text)
    }

    private mutating func number(_ value: Int) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Where each value of `bytes` starts, when they are whole values written one after another (as `encode` leaves
    /// them) whose string indices are below `stringCount`; nil for anything else: what `Decoder` reads is then in
    /// range, and no count asks for more items than bytes are left. In increasing order (a set of them, hashed one by
    /// one, was a fifth of what checking a page skeleton read from the build cache cost).
    static func valueStarts(in bytes: [UInt8], stringCount: Int) -> [Int]? {
        var scanner = ValueScanner(bytes: bytes, stringCount: stringCount)
        var starts: [Int] = []
        while scanner.offset < bytes.count {
            starts.append(scanner.offset)
            guard scanner.value(depth: 0) else { return nil }
        }
        return starts
    }

    /// What `valueStarts` reads with: a value with mutating methods, not functions sharing a captured offset (each
    /// access to that was checked for exclusivity at run time: 289,000 checks for a 1,000-page site's skeletons).
    private struct ValueScanner {
        let bytes: [UInt8]
        let stringCount: Int
        var offset = 0

        init(bytes: [UInt8], stringCount: Int) {
            self.bytes = bytes
            self.stringCount = stringCount
        }

        mutating func number() -> Int? {
            var value = 0
            var shift = 0
            while offset < bytes.count, shift < 63 {
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        mutating func string() -> Bool { number().map { $0 < stringCount } ?? false }

        mutating func value(depth: Int) -> Bool {
            guard depth <= 2 * JSONParser.maximumDepth + 2, offset < bytes.count else { return false }
            let tag = bytes[offset]
            offset += 1
            switch tag {
            case 0:
                return true
            case 1, 2:
                guard let count = number(), count <= bytes.count - offset else { return false }
                for _ in 0..<count {
                    guard tag == 2 || string(), value(depth: depth + 1) else { return false }
                }
                return true
            case 3:
                guard string(), string(), string(), number() != nil, number() != nil, offset < bytes.count else {
                    return false
                }
                let hasData = bytes[offset]
                offset += 1
                switch hasData {
                case 0: return true
                case 1: return value(depth: depth + 1)
                default: return false
                }
            default:
                return false
            }
        }
    }

    /// Reads back one value `SkeletonDataCoder` wrote, from `offset` on.
    struct Decoder {
        let bytes: [UInt8]
        let strings: [String]
        var offset: Int

        init(bytes: [UInt8], strings: [String], at offset: Int) {
            self.bytes = bytes
            self.strings = strings
            self.offset = offset
        }

        mutating func data() -> ComponentData {
            let tag = byte()
            switch tag {
            case 1:
                let count = number()
                var members: [ComponentData.Member] = []
                members.reserveCapacity(count)
                for _ in 0..<count {
                    let key = string()
                    members.append(ComponentData.Member(key: key, value: data()))
                }
                return .object(members)
            case 2:
                let count = number()
                var items: [ComponentData] = []
                items.reserveCapacity(count)
                for _ in 0..<count { items.append(data()) }
                return .array(items)
            case 3:
                let (type, id, location) = componentHeader()
                let childData: ComponentData? = byte() == 1 ? data() : nil
                return .component(Component(type: type, id: id, data: childData, location: location, path: ""))
            default:
                return .null
            }
        }

        /// Calls `body` with the type, id and place of every component in the value, depth first in document order
        /// (as `ComponentData.forEachChild` and `Site.forEachComponent` visit them), without making the value.
        mutating func forEachComponentStub(_ body: (String, String, SourceLocation) -> Void) {
            let strings = strings
            func string(_ index: Int) -> String { index >= 0 && index < strings.count ? strings[index] : "" }
            forEachComponentHeader { type, id, file, line, column in
                body(string(type), string(id), SourceLocation(file: string(file), line: line, column: column))
            }
        }

        /// `forEachComponentStub` with the type, id and file as indices into `strings` (an index past them reads as
        /// ""): for counts by type and file, which then look each name up once, not once per component (hashing a
        /// file's path for each child was most of what counting a skeleton cost).
        mutating func forEachComponentHeader(
            _ body: (_ type: Int, _ id: Int, _ file: Int, _ line: Int, _ column: Int) -> Void
        ) {
            switch byte() {
            case 1:
                for _ in 0..<number() {
                    _ = number()  // the key
                    forEachComponentHeader(body)
                }
            case 2:
                for _ in 0..<number() { forEachComponentHeader(body) }
            case 3:
                let (type, id, file) = (number(), number(), number())
                let (line, column) = (number(), number())
                body(type, id, file, line, column)
                if byte() == 1 { forEachComponentHeader(body) }
            default:
                break
            }
        }

        /// A component's type, id and place, as `write` puts them before its data.
        private mutating func componentHeader() -> (type: String, id: String, location: SourceLocation) {
            let type = string()
            let id = string()
            let file = string()
            let line = number()
            let column = number()
            return (type, id, SourceLocation(file: file, line: line, column: column))
        }

        private mutating func byte() -> UInt8 {
            guard offset < bytes.count else { return 0 }
            defer { offset += 1 }
            return bytes[offset]
        }

        private mutating func number() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while shift < 64 {
                let next = byte()
                value |= UInt64(next & 0x7F) << shift
                if next & 0x80 == 0 { break }
                shift += 7
            }
            return Int(truncatingIfNeeded: value)
        }

        private mutating func string() -> String {
            let index = number()
            return index < strings.count ? strings[index] : ""
        }
    }
}
