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

    /// How two numbers compare by their exact decimal values: -1, 0 or 1.
    ///
    /// Doubles decide when they differ: rounding to the nearest double never reverses an order, so two different
    /// doubles come from two different values, in the same order. When the doubles are equal the digits as
    /// written decide: `9007199254740993` is above `9007199254740992` (both are the double 2^53), and `0.1` is
    /// below `0.1000000000000000001`.
    static func order(_ a: JSONNumber, _ b: JSONNumber) -> Int {
        if a.value < b.value { return -1 }
        if a.value > b.value { return 1 }
        if a.text == b.text { return 0 }
        guard let left = parts(a.text), let right = parts(b.text) else { return 0 }
        let leftSign = left.digits.isEmpty ? 0 : a.text.hasPrefix("-") ? -1 : 1
        let rightSign = right.digits.isEmpty ? 0 : b.text.hasPrefix("-") ? -1 : 1
        if leftSign != rightSign { return leftSign < rightSign ? -1 : 1 }
        return leftSign * magnitudeOrder(left, right)
    }

    /// Whether two numbers are the same value, exactly: `1`, `1.0` and `1e0` are; `2^53` and `2^53 + 1` are not.
    static func equal(_ a: JSONNumber, _ b: JSONNumber) -> Bool { order(a, b) == 0 }

    /// Whether a number is a whole number as written: `3`, `3.0` and `3e2` are, `9007199254740993.5` is not
    /// (its double, 2^53 + 2, is).
    static func isInteger(_ number: JSONNumber) -> Bool {
        guard number.value.isFinite, number.value.rounded() == number.value else { return false }
        guard number.text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let parts = parts(number.text)
        else { return true }
        // Every digit below the units must be a zero.
        for (offset, digit) in parts.digits.enumerated()
        where digit != 0 && parts.exponent + parts.digits.count - 1 - offset < 0 {
            return false
        }
        return true
    }

    /// Compares the magnitudes of two decimals: first by the power of ten of their leading digit, then digit by
    /// digit (trailing zeros do not matter).
    private static func magnitudeOrder(_ a: Parts, _ b: Parts) -> Int {
        if a.digits.isEmpty || b.digits.isEmpty {
            return a.digits.isEmpty == b.digits.isEmpty ? 0 : a.digits.isEmpty ? -1 : 1
        }
        let aTop = a.exponent + a.digits.count
        let bTop = b.exponent + b.digits.count
        if aTop != bTop { return aTop < bTop ? -1 : 1 }
        for offset in 0..<max(a.digits.count, b.digits.count) {
            let x = offset < a.digits.count ? a.digits[offset] : 0
            let y = offset < b.digits.count ? b.digits[offset] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
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
