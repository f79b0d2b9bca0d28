/// CSS colors: hex notations, the `rgb()`, `rgba()`, `hsl()` and `hsla()` functions (comma or space
/// syntax, with an optional `/ alpha`), and the named colors with `transparent` and `currentcolor`.
enum ColorText {
    static func isColor(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if lowered.hasPrefix("#") {
            let digits = lowered.utf8.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(isHexDigit)
        }
        if CSSColorNames.all.contains(lowered) { return true }
        return isColorFunction(lowered)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }

    private static func isColorFunction(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        let name = text[..<open]
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return false }
        let isHSL = name.hasPrefix("hsl")
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if inside.contains(",") {
            // Legacy syntax: three or four comma-separated components.
            let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
            guard (3...4).contains(parts.count), !inside.contains("/") else { return false }
            return parts.enumerated().allSatisfy { offset, part in
                isComponent(part, angle: isHSL && offset == 0)
            }
        }
        // Modern syntax: three space-separated components, then optionally `/ alpha`.
        let tokens = inside.replacing("/", with: " / ").split(whereSeparator: { $0.isWhitespace }).map(String.init)
        var components = tokens
        if let slash = tokens.firstIndex(of: "/") {
            guard slash == 3, tokens.count == 5 else { return false }
            components = Array(tokens[..<3]) + [tokens[4]]
        } else if tokens.count != 3 {
            return false
        }
        return components.enumerated().allSatisfy { offset, part in
            part == "none" || isComponent(part, angle: isHSL && offset == 0)
        }
    }

    private static func trimmed(_ part: Substring) -> String {
        String(part.drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }

    /// A CSS number, optionally followed by `%`, or for a hue by an angle unit.
    private static func isComponent(_ part: String, angle: Bool) -> Bool {
        var body = Substring(part)
        if body.hasSuffix("%") {
            body = body.dropLast()
        } else if angle, let unit = ["deg", "grad", "rad", "turn"].first(where: { body.hasSuffix($0) }) {
            body = body.dropLast(unit.count)
        }
        return isNumber(body)
    }

    /// `[+-]? (digits | digits? "." digits) ([eE] [+-]? digits)?`
    private static func isNumber(_ text: Substring) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        func digits(_ bytes: inout ArraySlice<UInt8>) -> Int {
            let count = bytes.prefix(while: { (0x30...0x39).contains($0) }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        var count = digits(&bytes)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = digits(&bytes)
            guard fraction > 0 else { return false }
            count += fraction
        }
        guard count > 0 else { return false }
        if let first = bytes.first, first == UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits(&bytes) > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
