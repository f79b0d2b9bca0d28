import TrellisContent

/// A fingerprint of what a theme part is given: two contexts with the same key render to the same bytes under the
/// same theme (which the cache's shared key covers).
///
/// The catalog's pages (index, report, one per component type) are rendered from contexts that usually do not change
/// between two builds; comparing keys lets a warm build take the file the last one wrote instead of rendering it
/// again. Values are told apart the way `Theme.value` reads them (text, object, list, flag, number), and an object's
/// members are combined in any order: a dictionary's order is not the same in two processes.
enum ThemeContextKey {
    static func key(_ part: String, _ context: [String: Any]) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(part)
        hasher.combine(object(context))
        return hasher.finalize()
    }

    private static func object(_ dictionary: [String: Any]) -> UInt64 {
        var sum: UInt64 = 0
        for (key, value) in dictionary {
            var member = StableHasher()
            member.combine(key)
            combine(value, into: &member)
            sum &+= member.finalize()
        }
        return sum
    }

    /// The same kinds, tried in the same order, as `Theme.value`.
    private static func combine(_ any: Any, into hasher: inout StableHasher) {
        switch any {
        case let text as String:
            hasher.combine(1)
            hasher.combine(text)
        case let dictionary as [String: Any]:
            hasher.combine(2)
            hasher.combine(object(dictionary))
        case let list as [[String: Any]]:
            hasher.combine(3)
            hasher.combine(UInt64(list.count))
            for item in list { hasher.combine(object(item)) }
        case let flag as Bool:
            hasher.combine(flag ? 4 : 5)
        case let number as Int:
            hasher.combine(6)
            hasher.combine(UInt64(bitPattern: Int64(number)))
        case let number as Double:
            hasher.combine(7)
            hasher.combine(number.bitPattern)
        case let list as [Any]:
            hasher.combine(3)
            hasher.combine(UInt64(list.count))
            for item in list { combine(item, into: &hasher) }
        default:
            hasher.combine(1)
            hasher.combine("\(any)")
        }
    }
}
