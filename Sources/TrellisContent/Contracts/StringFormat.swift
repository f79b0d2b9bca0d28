extension ContractSchema {
    /// The `format` values Trellis checks.
    enum Format: String, Sendable, CaseIterable {
        case uri
        case uriReference = "uri-reference"
        case date
        case color

        /// Whether values of this format are URLs, which are also checked for script-capable schemes.
        var isURL: Bool { self == .uri || self == .uriReference }

        /// What was expected, for "expected …, found …".
        var expectation: String {
            switch self {
            case .uri: "an absolute URI with a scheme (such as https://…)"
            case .uriReference: "a URI reference without spaces or control characters"
            case .date: "a date (YYYY-MM-DD)"
            case .color: "a color (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS color name)"
            }
        }

        func accepts(_ text: String) -> Bool {
            switch self {
            case .uri: URIText.hasScheme(text) && URIText.isClean(text)
            case .uriReference: URIText.isClean(text)
            case .date: DateText.isFullDate(text)
            case .color: ColorText.isColor(text)
            }
        }
    }
}

/// The URL check on its own (used for href and src attributes written by templates).
public enum URLSafety {
    /// The schemes whose URLs run script or carry a whole document when followed.
    static let scriptCapableSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// True when `text` has a script-capable scheme (`javascript:`, `vbscript:` or `data:`), compared
    /// case-insensitively after dropping leading white space and control characters and every tab and
    /// newline, as browsers' URL parsers do (` JaVa\tScRiPt:alert(1)` runs script).
    public static func isScriptCapable(_ text: String) -> Bool {
        var scheme = ""
        var started = false
        for scalar in text.unicodeScalars {
            if !started {
                if scalar.value <= 0x20 || scalar.properties.isWhitespace { continue }
                started = true
            }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar == ":" { return scriptCapableSchemes.contains(scheme) }
            guard scalar.isASCII, scheme.count < 16 else { return false }
            let byte = UInt8(scalar.value)
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isOther = (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isLetter || (isOther && !scheme.isEmpty) else { return false }
            scheme.unicodeScalars.append(Unicode.Scalar(isLetter ? byte | 0x20 : byte))
        }
        return false
    }
}

extension ContractSchema {
    /// RFC 3986 pieces for the `uri` and `uri-reference` formats.
    enum URIText {
        /// `scheme ":" …` with `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
        static func hasScheme(_ text: String) -> Bool {
            var count = 0
            for byte in text.utf8 {
                if byte == UInt8(ascii: ":") { return count > 0 }
                let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                let isOther = (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
                guard isLetter || (isOther && count > 0) else { return false }
                count += 1
            }
            return false
        }

        /// No white space and no control characters anywhere.
        static func isClean(_ text: String) -> Bool {
            text.unicodeScalars.allSatisfy { scalar in
                !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace)
            }
        }
    }
}

extension ContractSchema {
    /// RFC 3339 `full-date`: `YYYY-MM-DD`, a real day of a real month.
    enum DateText {
        static func isFullDate(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for byte in bytes[range] {
                    guard (0x30...0x39).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                (1...12).contains(month), day >= 1
            else { return false }
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            return day <= lengths[month - 1]
        }
    }
}

extension ContractSchema {
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
}
