import TrellisContent

/// JSON equality for `enum`, `const` and `uniqueItems`: numbers by value (`1` equals `1.0`), strings by code
/// points, objects regardless of key order. Iterative, so deep values are safe.
enum JSONEquality {
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        var pending = [(a, b)]
        while let (x, y) = pending.popLast() {
            switch (x, y) {
            case (.null, .null): continue
            case (.bool(let p), .bool(let q)): if p != q { return false }
            case (.number(let p), .number(let q)): if p.value != q.value { return false }
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
}
