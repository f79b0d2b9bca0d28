/// Lookups in the sorted code point tables that stand in for Unicode properties the standard library lacks
/// (`Joining_Type`, `Bidi_Class`).
enum UnicodeRanges {
    /// Whether a sorted, non-overlapping list of ranges holds the scalar (binary search).
    static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar.value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(scalar.value)
    }
}
