/// A set of code points that one step of a pattern matches: a literal, `.`, `\d`, a class such as `[^a-z\p{Lu}]`.
///
/// Ranges are kept sorted and merged; Unicode properties (`\p{…}`) are asked of Swift, which knows their tables,
/// one code point at a time (`ECMARegexProperty`). Membership of every ASCII code point is worked out once, when
/// the set is built, since most text and most tests are ASCII.
struct ECMARegexScalarSet: Sendable {
    /// Sorted, non-overlapping, non-adjacent.
    private(set) var ranges: [ClosedRange<UInt32>] = []
    /// `\p{…}` (negated: `\P{…}`) members.
    private(set) var properties: [(property: ECMARegexProperty, negated: Bool)] = []
    /// Nested negated sets (`[\D]`, `[^\S\n]` holds `\S`): members are what these do not hold.
    private(set) var complements: [ECMARegexScalarSet] = []
    /// `[^…]`: the set holds what the members above do not.
    var negated = false
    /// Membership of U+0000…U+007F, filled by `finished()`.
    private var ascii: (low: UInt64, high: UInt64) = (0, 0)

    static let digits = ECMARegexScalarSet(ranges: [0x30...0x39])
    static let wordCharacters = ECMARegexScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// ECMA-262 `WhiteSpace` and `LineTerminator`.
    static let whiteSpace = ECMARegexScalarSet(ranges: [
        0x9...0xD, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
        0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// `.`: everything but the four line terminators.
    static let dot = ECMARegexScalarSet(ranges: [0xA...0xA, 0xD...0xD, 0x2028...0x2029], negated: true)
    static let everything = ECMARegexScalarSet(ranges: [0...0x10FFFF])

    init(ranges: [ClosedRange<UInt32>] = [], negated: Bool = false) {
        for range in ranges { insert(range) }
        self.negated = negated
        self = finished()
    }

    static func scalar(_ value: UInt32) -> ECMARegexScalarSet {
        ECMARegexScalarSet(ranges: [value...value])
    }

    /// The one code point the set holds, if that is all it holds (a literal): matched without the set.
    var singleScalar: UInt32? {
        guard !negated, properties.isEmpty, complements.isEmpty, ranges.count == 1,
            ranges[0].lowerBound == ranges[0].upperBound
        else { return nil }
        return ranges[0].lowerBound
    }

    mutating func insert(_ range: ClosedRange<UInt32>) {
        var low = range.lowerBound
        var high = range.upperBound
        var kept: [ClosedRange<UInt32>] = []
        kept.reserveCapacity(ranges.count + 1)
        for existing in ranges {
            if existing.upperBound &+ 1 < low || high &+ 1 < existing.lowerBound {
                kept.append(existing)
            } else {
                low = min(low, existing.lowerBound)
                high = max(high, existing.upperBound)
            }
        }
        kept.append(low...high)
        kept.sort { $0.lowerBound < $1.lowerBound }
        ranges = kept
    }

    /// Adds every member of `other` (a class escape or property inside a class).
    mutating func formUnion(_ other: ECMARegexScalarSet) {
        if other.negated {
            complements.append(other)
            return
        }
        for range in other.ranges { insert(range) }
        properties += other.properties
        complements += other.complements
    }

    mutating func insert(_ property: ECMARegexProperty, negated: Bool) {
        properties.append((property, negated))
    }

    /// The set with its ASCII table filled in: call once the members are all added.
    func finished() -> ECMARegexScalarSet {
        var set = self
        set.ascii = (0, 0)
        for value in UInt32(0)..<128 where set.computeContains(value) {
            if value < 64 { set.ascii.low |= 1 << UInt64(value) } else { set.ascii.high |= 1 << UInt64(value - 64) }
        }
        return set
    }

    /// Whether a code point beyond ASCII is asked of a property (worth remembering per match).
    var needsProperties: Bool {
        !properties.isEmpty || complements.contains { $0.needsProperties }
    }

    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return ascii.low & (1 << UInt64(value)) != 0 }
        if value < 128 { return ascii.high & (1 << UInt64(value - 64)) != 0 }
        return computeContains(value)
    }

    private func computeContains(_ value: UInt32) -> Bool {
        memberContains(value) != negated
    }

    private func memberContains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        for (property, negated) in properties where property.contains(value) != negated { return true }
        for complement in complements where complement.contains(value) { return true }
        return false
    }
}
