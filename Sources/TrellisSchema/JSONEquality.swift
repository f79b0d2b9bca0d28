import TrellisContent

/// JSON equality for `enum`, `const` and `uniqueItems`: numbers by exact value (`1` equals `1.0`; integers beyond
/// 2^53 that share a double stay apart), strings by code
/// points, objects regardless of key order. Iterative, so deep values are safe.
enum JSONEquality {
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        var pending = [(a, b)]
        while let (x, y) = pending.popLast() {
            switch (x, y) {
            case (.null, .null): continue
            case (.bool(let p), .bool(let q)): if p != q { return false }
            case (.number(let p), .number(let q)): if !ExactDecimal.equal(p, q) { return false }
            case (.string(let p), .string(let q)):
                if !p.unicodeScalars.elementsEqual(q.unicodeScalars) { return false }
            case (.array(let p), .array(let q)):
                guard p.count == q.count else { return false }
                for (left, right) in zip(p, q) { pending.append((left.value, right.value)) }
            case (.object(let p), .object(let q)):
                guard p.count == q.count else { return false }
                for member in p.members {
                    guard let other = q[member.key] else { return false }
                    pending.append((member.value.value, other.value))
                }
            default: return false
            }
        }
        return true
    }

    /// A hash that equal values share (numbers by their double, which equal values have in common; objects
    /// whatever the key order), for finding repeats without comparing every pair. Below 16 levels only the kind of
    /// value counts, so the hash of a deep value costs little stack.
    static func hash(_ value: JSONValue) -> Int {
        var hasher = Hasher()
        combine(value, into: &hasher, depth: 0)
        return hasher.finalize()
    }

    private static func combine(_ value: JSONValue, into hasher: inout Hasher, depth: Int) {
        switch value {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(flag ? 1 : 2)
        case .number(let number):
            hasher.combine(3)
            hasher.combine(number.value)
        case .string(let text):
            hasher.combine(4)
            hasher.combine(text)
        case .array(let items):
            hasher.combine(5)
            hasher.combine(items.count)
            guard depth < 16 else { return }
            for item in items { combine(item.value, into: &hasher, depth: depth + 1) }
        case .object(let object):
            hasher.combine(6)
            hasher.combine(object.count)
            guard depth < 16 else { return }
            // Key order does not matter: each member is hashed on its own and the hashes are added.
            var members = 0
            for member in object.members {
                var memberHasher = Hasher()
                memberHasher.combine(member.key)
                combine(member.value.value, into: &memberHasher, depth: depth + 1)
                members = members &+ memberHasher.finalize()
            }
            hasher.combine(members)
        }
    }
}
