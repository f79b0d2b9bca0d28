/// RFC 3492 Punycode, the encoding behind IDNA A-labels (`xn--bcher-kva` is `bücher`).
///
/// Decoding checks what a hostname check needs: that the text is well-formed (no stray digits, no overflow, no
/// surrogates) — and encoding lets a caller insist that the label was the canonical encoding of what it decodes to.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// The code points a Punycode string (without `xn--`) stands for, or nil when it is not valid Punycode.
    static func decode(_ input: ArraySlice<UInt8>) -> [Unicode.Scalar]? {
        var output: [UInt32] = []
        var position = input.startIndex
        if let delimiter = input.lastIndex(of: UInt8(ascii: "-")) {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
            position = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < input.endIndex {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard position < input.endIndex, let digit = digitValue(input[position]) else { return nil }
                position += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let threshold = k <= bias ? tMin : min(k - bias, tMax)
                if digit < threshold { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - threshold)
                guard !weightOverflow, nextWeight <= Int(Int32.max) else { return nil }
                weight = nextWeight
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, count: count, isFirst: oldI == 0)
            n += i / count
            i %= count
            guard n <= 0x10FFFF, Unicode.Scalar(UInt32(n)) != nil else { return nil }
            output.insert(UInt32(n), at: i)
            i += 1
        }
        return output.compactMap(Unicode.Scalar.init)
    }

    /// The Punycode string for a label's code points (lower-case digits), as RFC 3492 §6.3 writes it.
    static func encode(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let input = scalars.map { Int($0.value) }
        var output = input.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            guard let next = input.filter({ $0 >= n }).min() else { break }
            delta += (next - n) * (handled + 1)
            n = next
            for value in input {
                if value < n { delta += 1 }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let threshold = k <= bias ? tMin : min(k - bias, tMax)
                    if q < threshold { break }
                    output.append(digitByte(threshold + (q - threshold) % (base - threshold)))
                    q = (q - threshold) / (base - threshold)
                    k += base
                }
                output.append(digitByte(q))
                bias = adapt(delta, count: handled + 1, isFirst: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func adapt(_ delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// `a`–`z` (either case) are 0–25, `0`–`9` are 26–35.
    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func digitByte(_ digit: Int) -> UInt8 {
        digit < 26 ? UInt8(ascii: "a") + UInt8(digit) : UInt8(ascii: "0") + UInt8(digit - 26)
    }
}
