extension PackedComponents {
    /// Packed components made again from the parts a build cache kept of them (`file`, `types`, `entries`,
    /// `childBytes`, `strings`, `boxed`): reading a page skeleton back is then a copy of those arrays instead of
    /// packing each component again. Nil unless they hold together: every entry's type, every child's data and every
    /// string index in range, and `childBytes` a run of whole values, so that nothing read from a damaged file is
    /// ever indexed out of range later.
    public init?(
        validating file: String, types: [String], entries: [Entry], childBytes: [UInt8], strings: [String],
        boxed: [Int: Component]
    ) {
        guard types.count <= Int(UInt16.max), boxed.keys.allSatisfy({ entries.indices.contains($0) }),
            let starts = SkeletonDataCoder.valueStarts(in: childBytes, stringCount: strings.count)
        else { return nil }
        for (index, entry) in entries.enumerated() where boxed.isEmpty || boxed[index] == nil {
            guard Int(entry.type) < types.count,
                entry.children == 0 || Self.contains(Int(entry.children) - 1, in: starts)
            else { return nil }
        }
        self.init(file: file, types: types, entries: entries, childBytes: childBytes, strings: strings, boxed: boxed)
    }

    /// Whether `sorted` (increasing) holds `value`: a binary search.
    private static func contains(_ value: Int, in sorted: [Int]) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }
}
