import TrellisContent
import Yams

/// Types YAML scalars by the YAML 1.2 core schema and writes numbers as JSON literals.
///
/// Yams' default resolver follows YAML 1.1 (`yes` and `off` are booleans, `2024-01-01` a timestamp, `0755` octal),
/// which surprises authors of JSON-shaped documents. Parsing therefore uses `Resolver.basic`, which leaves plain
/// scalars untyped, and this type applies the 1.2 core rules itself; explicit tags (`!!str 123`, `!!int "7"`) are
/// honoured.
enum YAMLScalarResolution {
    /// The resolver given to Yams: no implicit typing at all (every untagged scalar resolves to `str`), which also
    /// makes Yams treat `1:` and `"1":` as the same key, as JSON does.
    static let resolver = Resolver.basic

    private static let core = "tag:yaml.org,2002:"

    /// The JSON value of a scalar, or an error at `location` for values JSON cannot hold.
    static func value(of scalar: Node.Scalar, at location: SourceLocation) throws(Diagnostic) -> JSONValue {
        let text = scalar.string
        switch scalar.tag.rawValue {
        case "":
            return scalar.style == .plain ? try coreValue(of: text, at: location) : .string(text)
        case core + "null":
            guard isNull(text) else { throw invalid(text, "null", at: location) }
            return .null
        case core + "bool":
            guard let flag = boolean(text) else { throw invalid(text, "a boolean", at: location) }
            return .bool(flag)
        case core + "int":
            guard let number = try integer(text, at: location) else {
                throw invalid(text, "an integer", at: location)
            }
            return .number(number)
        case core + "float":
            if let number = try integer(text, at: location) { return .number(number) }
            guard let number = try float(text, at: location) else { throw invalid(text, "a number", at: location) }
            return .number(number)
        default:
            // `!!str`, the non-specific `!`, `!!timestamp`, `!!binary` and application tags: JSON can only hold
            // them as text.
            return .string(text)
        }
    }

    /// The YAML 1.2 core schema's implicit typing of a plain scalar.
    static func coreValue(of text: String, at location: SourceLocation) throws(Diagnostic) -> JSONValue {
        if isNull(text) { return .null }
        if let flag = boolean(text) { return .bool(flag) }
        if let number = try integer(text, at: location) { return .number(number) }
        if let number = try float(text, at: location) { return .number(number) }
        return .string(text)
    }

    private static func invalid(_ text: String, _ expected: String, at location: SourceLocation) -> Diagnostic {
        .error("yaml-value", at: location, "\"\(text)\" is tagged as \(expected) but is not one")
    }

    private static func isNull(_ text: String) -> Bool {
        ["", "~", "null", "Null", "NULL"].contains(text)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): true
        case UInt8(ascii: "8"), UInt8(ascii: "9"): radix >= 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): radix == 16
        default: false
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`, as a decimal JSON literal (`0x1F` → `31`, `+007` → `7`).
    private static func integer(_ text: String, at location: SourceLocation) throws(Diagnostic) -> JSONNumber? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o")
        {
            let radix = bytes[1] == UInt8(ascii: "x") ? 16 : 8
            let digits = bytes[2...]
            guard digits.allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
            guard let value = UInt64(String(decoding: digits, as: UTF8.self), radix: radix) else {
                throw Diagnostic.error("yaml-value", at: location, "the integer \(text) is too large")
            }
            return JSONNumber(value: Double(value), text: String(value))
        }
        var digits = bytes[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ isDigit($0, radix: 10) }) else { return nil }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        let literal = (negative ? "-" : "") + (significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self))
        return try number(literal, written: text, at: location)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` as a JSON literal (`.5` → `0.5`, `1.` → `1.0`);
    /// `.inf` and `.nan` are errors because JSON cannot represent them.
    private static func float(_ text: String, at location: SourceLocation) throws(Diagnostic) -> JSONNumber? {
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        if [".inf", ".Inf", ".INF"].contains(unsigned) || [".nan", ".NaN", ".NAN"].contains(text) {
            throw Diagnostic.error(
                "yaml-value", at: location,
                "\(text) is not a JSON number: JSON has no infinity/NaN; quote it if it is meant as text")
        }
        var rest = Array(text.utf8)[...]
        var literal = ""
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            if sign == UInt8(ascii: "-") { literal = "-" }
            rest = rest.dropFirst()
        }
        let integerDigits = rest.prefix { isDigit($0, radix: 10) }
        rest = rest.dropFirst(integerDigits.count)
        var fractionDigits: ArraySlice<UInt8> = []
        let hasPoint = rest.first == UInt8(ascii: ".")
        if hasPoint {
            rest = rest.dropFirst()
            fractionDigits = rest.prefix { isDigit($0, radix: 10) }
            rest = rest.dropFirst(fractionDigits.count)
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        var exponent = ""
        if let marker = rest.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            var sign = ""
            if let next = rest.first, next == UInt8(ascii: "-") || next == UInt8(ascii: "+") {
                sign = String(UnicodeScalar(next))
                rest = rest.dropFirst()
            }
            let exponentDigits = rest.prefix { isDigit($0, radix: 10) }
            guard !exponentDigits.isEmpty else { return nil }
            rest = rest.dropFirst(exponentDigits.count)
            exponent = "e" + sign + String(decoding: exponentDigits, as: UTF8.self)
        }
        guard rest.isEmpty else { return nil }
        let significant = integerDigits.drop { $0 == UInt8(ascii: "0") }
        literal += significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
        if hasPoint {
            literal += "." + (fractionDigits.isEmpty ? "0" : String(decoding: fractionDigits, as: UTF8.self))
        }
        return try number(literal + exponent, written: text, at: location)
    }

    private static func number(_ literal: String, written text: String, at location: SourceLocation)
        throws(Diagnostic) -> JSONNumber
    {
        guard let value = Double(literal), value.isFinite else {
            throw Diagnostic.error("yaml-value", at: location, "the number \(text) is too large")
        }
        return JSONNumber(value: value, text: literal)
    }
}
