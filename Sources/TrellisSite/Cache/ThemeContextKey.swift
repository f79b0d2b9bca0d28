import TrellisContent
import TrellisMustache

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
        memberSum(dictionary) { combine($0, into: &$1) }
    }

    /// Each member hashed on its own and the hashes added: the same members in any order give the same sum.
    private static func memberSum<Value>(
        _ members: some Sequence<(key: String, value: Value)>, _ combineValue: (Value, inout StableHasher) -> Void
    ) -> UInt64 {
        var sum: UInt64 = 0
        for (key, value) in members {
            var member = StableHasher()
            member.combine(key)
            combineValue(value, &member)
            sum &+= member.finalize()
        }
        return sum
    }

    /// The same kinds, tried in the same order, as `Theme.value`.
    private static func combine(_ any: Any, into hasher: inout StableHasher) {
        switch any {
        case let standIn as DigestedContextValue:
            hasher.combine(11)
            hasher.combine(standIn.digest)
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
        case let list as [MustacheValue]:
            hasher.combine(3)
            hasher.combine(UInt64(list.count))
            for item in list { combine(item, into: &hasher) }
        case let value as MustacheValue:
            combine(value, into: &hasher)
        case let list as [Any]:
            hasher.combine(3)
            hasher.combine(UInt64(list.count))
            for item in list { combine(item, into: &hasher) }
        default:
            hasher.combine(1)
            hasher.combine("\(any)")
        }
    }

    /// A part of a context built as template values already (the home page's cards): every kind and member is
    /// combined, objects' members in any order, as for the Swift values above.
    private static func combine(_ value: MustacheValue, into hasher: inout StableHasher) {
        switch value {
        case .text(let text):
            hasher.combine(1)
            hasher.combine(text)
        case .object(let object):
            hasher.combine(2)
            hasher.combine(memberSum(object.members) { combine($0, into: &$1) })
        case .list(let items):
            hasher.combine(3)
            hasher.combine(UInt64(items.count))
            for item in items { combine(item, into: &hasher) }
        case .madeList(let items):
            hasher.combine(3)
            hasher.combine(UInt64(items.count))
            for index in 0..<items.count { combine(items[index], into: &hasher) }
        case .bool(let flag):
            hasher.combine(flag ? 4 : 5)
        case .number(let text):
            hasher.combine(8)
            hasher.combine(text)
        case .markup(let markup):
            hasher.combine(9)
            hasher.combine(markup.bytes)
        case .null:
            hasher.combine(10)
        }
    }
}
