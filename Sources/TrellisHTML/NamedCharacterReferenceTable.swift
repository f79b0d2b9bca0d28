/// The named character references as a trie over their names' bytes, for the spec's longest-match rule:
/// "consume the maximum number of characters possible, where the consumed characters are one of the
/// identifiers in the named character references table" (so `&notin;` is `∉` but `&notit;` is `¬it;`).
///
/// Built once, on first use, from ``NamedCharacterReferences/entries``. Each node's outgoing edges are
/// stored contiguously and sorted, and the root (52 letters) has a direct 128-entry index, so a lookup costs
/// one short scan per byte of the name.
struct NamedCharacterReferenceTable: Sendable {
    /// The table every tokenizer shares.
    static let shared = NamedCharacterReferenceTable(entries: NamedCharacterReferences.entries)

    /// Per node: index of its first edge in `edgeBytes`/`edgeTargets`, and how many edges it has.
    private var firstEdge: [Int32] = []
    private var edgeCount: [UInt8] = []
    private var edgeBytes: [UInt8] = []
    private var edgeTargets: [Int32] = []
    /// Per node: the entry whose name ends at that node, or -1.
    private var entryOfNode: [Int32] = []
    /// The root's children indexed by byte (0 = none, since the root is nobody's child).
    private var rootChildren = [Int32](repeating: 0, count: 128)
    /// Per entry: the replacement's UTF-8 bytes, as a range of `replacementBytes`.
    private var replacementStarts: [Int32] = []
    private var replacementBytes: [UInt8] = []

    /// The number of entries (2,231 for the WHATWG table).
    private(set) var count = 0

    /// Parses `entries` in the format ``NamedCharacterReferences`` documents. The text is generated and
    /// checked by the tests, so an entry that does not parse is skipped rather than trapped on.
    init(entries: String) {
        var parsed: [(name: [UInt8], replacement: [UInt8])] = []
        for entry in entries.utf8.split(separator: UInt8(ascii: " ")) {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
            var replacement: [UInt8] = []
            for hex in entry[entry.index(after: equals)...].split(separator: UInt8(ascii: ",")) {
                guard let value = UInt32(Substring(hex), radix: 16), let scalar = Unicode.Scalar(value) else {
                    continue
                }
                replacement.append(contentsOf: String(scalar).utf8)
            }
            parsed.append((Array(entry[..<equals]), replacement))
        }
        parsed.sort { $0.name.lexicographicallyPrecedes($1.name) }
        count = parsed.count
        for entry in parsed {
            replacementStarts.append(Int32(replacementBytes.count))
            replacementBytes.append(contentsOf: entry.replacement)
        }
        replacementStarts.append(Int32(replacementBytes.count))
        buildTrie(sortedNames: parsed.map(\.name))
    }

    /// Builds the trie breadth-first so that every node's edges are appended together: a node is the range
    /// of sorted names sharing a prefix of length `depth`, and its children are the runs of equal bytes at
    /// `depth` within that range.
    private mutating func buildTrie(sortedNames names: [[UInt8]]) {
        var queue: [(node: Int, range: Range<Int>, depth: Int)] = [(0, 0..<names.count, 0)]
        appendNode()
        var head = 0
        while head < queue.count {
            let (node, range, depth) = queue[head]
            head += 1
            var index = range.lowerBound
            if index < range.upperBound, names[index].count == depth {
                entryOfNode[node] = Int32(index)  // the prefix itself is a name; sorting put it first
                index += 1
            }
            firstEdge[node] = Int32(edgeBytes.count)
            while index < range.upperBound {
                let byte = names[index][depth]
                var end = index + 1
                while end < range.upperBound, names[end][depth] == byte { end += 1 }
                let child = entryOfNode.count
                appendNode()
                edgeBytes.append(byte)
                edgeTargets.append(Int32(child))
                edgeCount[node] += 1
                if node == 0, byte < 128 { rootChildren[Int(byte)] = Int32(child) }
                queue.append((child, index..<end, depth + 1))
                index = end
            }
        }
    }

    private mutating func appendNode() {
        firstEdge.append(0)
        edgeCount.append(0)
        entryOfNode.append(-1)
    }

    /// The longest name in the table that `input` spells from `start` (the byte after `&`): its length in
    /// bytes and the UTF-8 bytes of its replacement, or `nil` when no name matches.
    func longestMatch(in input: [UInt8], from start: Int) -> (length: Int, replacement: ArraySlice<UInt8>)? {
        var node = 0
        var offset = start
        var bestLength = 0
        var bestEntry = -1
        while offset < input.count {
            let byte = input[offset]
            var child = 0
            if node == 0 {
                if byte < 128 { child = Int(rootChildren[Int(byte)]) }
            } else {
                let first = Int(firstEdge[node])
                for edge in first..<first + Int(edgeCount[node]) where edgeBytes[edge] == byte {
                    child = Int(edgeTargets[edge])
                    break
                }
            }
            if child == 0 { break }
            node = child
            offset += 1
            if entryOfNode[node] >= 0 {
                bestLength = offset - start
                bestEntry = Int(entryOfNode[node])
            }
        }
        guard bestEntry >= 0 else { return nil }
        let bytes = Int(replacementStarts[bestEntry])..<Int(replacementStarts[bestEntry + 1])
        return (bestLength, replacementBytes[bytes])
    }
}
