import TrellisContent

/// `multipleOf` decided on the numbers as written, not as binary floating point: `19.99` is a multiple of
/// `0.01`, and `1e308` is not a multiple of `0.123456789` (no overflow to infinity).
enum ExactDecimal {
    /// A number's decimal digits and power of ten: `12.5e3` → ([1, 2, 5], 2).
    struct Parts {
        var digits: [UInt8]
        var exponent: Int
    }

    static func parts(_ text: String) -> Parts? {
        var digits: [UInt8] = []
        var exponent = 0
        var seenPoint = false
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        while let byte = bytes.first {
            if byte >= 0x30 && byte <= 0x39 {
                if !(digits.isEmpty && byte == 0x30) { digits.append(byte - 0x30) }
                if seenPoint { exponent -= 1 }
            } else if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else {
                break
            }
            bytes = bytes.dropFirst()
        }
        if let byte = bytes.first, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            guard let power = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)), abs(power) < 100_000 else {
                return nil
            }
            exponent += power
        } else if !bytes.isEmpty {
            return nil
        }
        return Parts(digits: digits, exponent: exponent)
    }

    /// Whether `value` is an integer multiple of `divisor`; nil when the numbers are too large to decide exactly
    /// (the caller then uses floating point).
    static func isMultiple(_ value: JSONNumber, of divisor: JSONNumber) -> Bool? {
        guard let a = parts(value.text), let b = parts(divisor.text), !b.digits.isEmpty else { return nil }
        if a.digits.isEmpty { return true }
        // a·10^p / b·10^q is an integer ⇔ (a·10^(p−e)) mod (b·10^(q−e)) = 0 with e = min(p, q).
        let common = min(a.exponent, b.exponent)
        let divisorZeros = b.exponent - common
        let valueZeros = a.exponent - common
        guard divisorZeros + b.digits.count <= 19, valueZeros + a.digits.count <= 1_000_000 else { return nil }
        var modulus: UInt64 = 0
        for digit in b.digits { modulus = modulus * 10 + UInt64(digit) }
        for _ in 0..<divisorZeros { modulus *= 10 }
        var remainder: UInt64 = 0
        let wide = UInt128(modulus)
        for digit in a.digits { remainder = UInt64((UInt128(remainder) * 10 + UInt128(digit)) % wide) }
        for _ in 0..<valueZeros {
            remainder = UInt64((UInt128(remainder) * 10) % wide)
            if remainder == 0 { return true }
        }
        return remainder == 0
    }
}
