/// Orders names the way people count: `page-2` before `page-10`, digits compared by value, letters ignoring case.
///
/// A catalog of generated pages (`page-0` … `page-499`) listed in plain string order reads 0, 1, 10, 100, 101…;
/// this order reads 0, 1, 2, 3.
enum NaturalOrder {
    /// Whether `a` comes before `b`. Ties (`Page-1` and `page-1`, `a01` and `a1`) fall back to plain string order,
    /// so the order is total and the output stable.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var left = Array(a.unicodeScalars)[...]
        var right = Array(b.unicodeScalars)[...]
        while let x = left.first, let y = right.first {
            if isDigit(x), isDigit(y) {
                let leftRun = left.prefix(while: isDigit)
                let rightRun = right.prefix(while: isDigit)
                let leftValue = leftRun.drop(while: { $0 == "0" })
                let rightValue = rightRun.drop(while: { $0 == "0" })
                if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
                for (p, q) in zip(leftValue, rightValue) where p != q { return p.value < q.value }
                left = left.dropFirst(leftRun.count)
                right = right.dropFirst(rightRun.count)
                continue
            }
            let p = folded(x)
            let q = folded(y)
            if p != q { return p < q }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        if left.isEmpty != right.isEmpty { return left.isEmpty }
        return a < b
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// ASCII letters compared without case; everything else by code point.
    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        (0x41...0x5A).contains(scalar.value) ? scalar.value + 0x20 : scalar.value
    }
}
