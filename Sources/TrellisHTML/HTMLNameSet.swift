/// A fixed set of element or attribute names, for the fragment checker's hot path.
///
/// The checker asks several of these sets about every tag, and about every element on its stack when it looks for
/// one in scope; a `Set<String>` hashes the name on each question. Here a name of up to 15 bytes (every name of the
/// standard's lists) is packed into two integers with its length, and looked up by binary search in the sorted keys:
/// no hashing and no allocation. Longer names (custom elements) are in none of the standard's lists; a list that
/// had one would keep it in a plain set.
struct HTMLNameSet: Sendable, ExpressibleByArrayLiteral, Sequence {
    /// A name's bytes, big-endian, and its length in the last byte: orders like the bytes, shorter first.
    private struct Key: Comparable, Sendable {
        var high: UInt64
        var low: UInt64

        static func < (lhs: Key, rhs: Key) -> Bool {
            lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
        }
    }

    private let keys: [Key]
    /// Bit n set when a member is n bytes long, and bit (b & 63) when one starts with byte b: most questions are
    /// answered no by these two before any packing or search.
    private let lengths: UInt16
    private let firstBytes: UInt64
    private let longNames: Set<String>
    /// The names as given, for iteration (did-you-mean suggestions).
    private let names: [String]

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    init(_ names: [String]) {
        self.names = names
        var keys: [Key] = []
        var lengths: UInt16 = 0
        var firstBytes: UInt64 = 0
        var longNames: Set<String> = []
        for name in names {
            guard let key = Self.key(name) else {
                longNames.insert(name)
                continue
            }
            keys.append(key)
            lengths |= 1 << name.utf8.count
            firstBytes |= 1 << UInt64((name.utf8.first ?? 0) & 63)
        }
        self.keys = keys.sorted()
        self.lengths = lengths
        self.firstBytes = firstBytes
        self.longNames = longNames
    }

    func contains(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count < 16 else { return longNames.contains(name) }
        guard lengths & (1 << utf8.count) != 0, firstBytes & (1 << UInt64((utf8.first ?? 0) & 63)) != 0,
            let key = Self.key(name)
        else { return false }
        var lower = 0
        var upper = keys.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if keys[middle] < key {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        return lower < keys.count && keys[lower] == key
    }

    func makeIterator() -> IndexingIterator<[String]> {
        names.makeIterator()
    }

    /// Nil for a name longer than 15 bytes.
    private static func key(_ name: String) -> Key? {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var count: UInt64 = 0
        for byte in name.utf8 {
            guard count < 15 else { return nil }
            if count < 8 {
                high |= UInt64(byte) << (56 - 8 * count)
            } else {
                low |= UInt64(byte) << (56 - 8 * (count - 8))
            }
            count += 1
        }
        return Key(high: high, low: low | count)
    }
}
