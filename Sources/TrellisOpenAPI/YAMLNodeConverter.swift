import TrellisContent
import Yams

/// Converts a composed Yams tree into positioned JSON, counting every value it produces.
///
/// Yams resolves an alias by copying the anchored node, which is cheap until the tree is walked: the count is what
/// stops a "billion laughs" document before it exhausts memory.
struct YAMLNodeConverter {
    let file: String
    let expansionLimit: Int
    let maximumDepth: Int
    private var producedCount = 0

    init(file: String, expansionLimit: Int, maximumDepth: Int) {
        self.file = file
        self.expansionLimit = expansionLimit
        self.maximumDepth = maximumDepth
    }

    mutating func convert(_ node: Node) throws(Diagnostic) -> JSONNode {
        try convert(node, depth: 0)
    }

    private func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file) }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    private mutating func convert(_ node: Node, depth: Int) throws(Diagnostic) -> JSONNode {
        let location = location(of: node)
        producedCount += 1
        if producedCount > expansionLimit {
            throw Diagnostic.error(
                "yaml-alias-expansion", at: location,
                "the document expands to more than \(expansionLimit) values through aliases (a \"billion laughs\" "
                    + "document?); refusing to read it")
        }
        switch node {
        case .scalar(let scalar):
            return JSONNode(try YAMLScalarResolution.value(of: scalar, at: location), at: location)
        case .sequence(let sequence):
            try checkDepth(depth, at: location)
            var items: [JSONNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                items.append(try convert(item, depth: depth + 1))
            }
            return JSONNode(.array(items), at: location)
        case .mapping(let mapping):
            try checkDepth(depth, at: location)
            return JSONNode(.object(try convert(mapping, depth: depth)), at: location)
        case .alias:
            // Yams' composer replaces aliases by their anchored nodes; an alias here would be a change in Yams.
            throw Diagnostic.error("yaml-syntax", at: location, "unresolved YAML alias")
        }
    }

    private func checkDepth(_ depth: Int, at location: SourceLocation) throws(Diagnostic) {
        if depth >= maximumDepth {
            throw Diagnostic.error("yaml-syntax", at: location, "nesting is deeper than \(maximumDepth) levels")
        }
    }

    /// A merge key is a plain `<<`; a quoted `"<<"` is an ordinary key.
    private static func isMergeKey(_ key: Node) -> Bool {
        guard case .scalar(let scalar) = key else { return false }
        return scalar.string == "<<" && scalar.style == .plain
    }

    /// Members in document order. Members brought in by merge keys take the place of the `<<` key; keys written
    /// in the mapping itself win over merged ones, and earlier merge sources win over later ones (YAML's merge
    /// key rules). Two written keys with the same text are an error at the second.
    private mutating func convert(_ mapping: Node.Mapping, depth: Int) throws(Diagnostic) -> JSONObject {
        var writtenKeys: Set<String> = []
        for (key, _) in mapping where !Self.isMergeKey(key) {
            if case .scalar(let scalar) = key { writtenKeys.insert(scalar.string) }
        }
        var object = JSONObject()
        for (key, value) in mapping {
            let keyLocation = location(of: key)
            if Self.isMergeKey(key) {
                for member in try mergedMembers(of: value, depth: depth) where !writtenKeys.contains(member.key) {
                    object.append(key: member.key, keyLocation: member.keyLocation, value: member.value)
                }
                continue
            }
            guard case .scalar(let keyScalar) = key else {
                let kind = key.mapping != nil ? "a mapping" : "a sequence"
                throw Diagnostic.error(
                    "yaml-key", at: keyLocation,
                    "a key must be a scalar (a string, number, boolean or null) to become a JSON object key; "
                        + "found \(kind)")
            }
            let converted = try convert(value, depth: depth + 1)
            if let earlier = object.member(keyScalar.string) {
                throw Diagnostic.error(
                    "yaml-duplicate-key", at: keyLocation,
                    "duplicate key \"\(keyScalar.string)\" in this mapping (first at "
                        + "\(earlier.keyLocation.line):\(earlier.keyLocation.column))")
            }
            object.append(key: keyScalar.string, keyLocation: keyLocation, value: converted)
        }
        return object
    }

    /// The members a merge key brings in: from one mapping, or from a list of mappings where earlier ones win.
    private mutating func mergedMembers(of value: Node, depth: Int) throws(Diagnostic) -> [JSONObject.Member] {
        let sources: [Node]
        switch value {
        case .mapping: sources = [value]
        case .sequence(let sequence) where sequence.allSatisfy({ $0.mapping != nil }): sources = Array(sequence)
        default:
            throw Diagnostic.error(
                "yaml-syntax", at: location(of: value),
                "a merge key `<<` needs a mapping or a list of mappings (usually an alias such as *base)")
        }
        var merged = JSONObject()
        for source in sources {
            guard case .object(let object) = try convert(source, depth: depth + 1).value else { continue }
            for member in object.members {
                merged.append(key: member.key, keyLocation: member.keyLocation, value: member.value)
            }
        }
        return merged.members
    }
}
