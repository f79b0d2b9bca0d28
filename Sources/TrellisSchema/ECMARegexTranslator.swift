/// Reads a JSON Schema pattern as ECMA-262 and writes the Swift `Regex` source that matches the same strings.
///
/// JSON Schema patterns are ECMA-262 regular expressions, matched by code point (as with the `u` flag, which is also
/// where `\p{…}` and `\u{…}` come from). Swift's regex syntax is close but not the same, so the pattern is parsed
/// here and every construct is written out explicitly instead of trusting the two syntaxes to agree:
///
/// - `\d`, `\w` and `\s` become explicit ASCII digit / word classes and ECMA-262's own white space (which includes
///   U+FEFF and every `Zs` space), inside character classes too; `.` excludes only the four ECMA line terminators;
///   `^` and `$` become `\A` and `\z`, so `$` never matches before a final newline.
/// - `\cX` control escapes, `\0`, `\xHH`, `\uHHHH` (surrogate pairs joined) and `\u{…}` become scalars; literal
///   characters other than ASCII letters and digits are written as `\u{…}`, so no character means something else to
///   Swift (`&&` and `--` inside classes, `#`, spaces).
/// - `[]` matches nothing and `[^]` matches any character; named groups become numbered ones and `\k<name>` a
///   numbered backreference.
/// - Syntax ECMA-262 does not have is refused rather than given Swift's meaning: `\a`, `\z`, `\Q…\E` and other
///   escapes of letters or digits, possessive quantifiers (`a++`), atomic groups, inline flags (`(?i)`), comments
///   (`(?#…)`), Python's `(?P<name>…)`, quantified assertions, backreferences to groups that do not exist.
///
/// Where it stays lenient, as ECMA-262 is without the `u` flag: an escaped character that is not a letter, digit or
/// `_` stands for itself (`\-`, `\@`, `\ `), and `{`, `}` and `]` are literals where they cannot start a quantifier
/// or end a class (Annex B), since schemas written for other validators use them — but a brace followed by a count
/// and never closed (`[0-9]{2$`) is refused: that is a typo, and read literally it would fail every value.
///
/// Valid ECMA-262 that Swift `Regex` cannot run is reported as unsupported: lookbehind (`(?<=…)`, `(?<!…)`), inline
/// modifier groups (`(?i:…)`), duplicate group names, lone surrogates (`\uD800`), repetition counts above 65535,
/// groups nested more than 200 deep. One difference in meaning remains:
/// a backreference to a group that has not matched fails in Swift, where ECMA-262 matches the empty string.
struct ECMARegexTranslator {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var output = ""
    private var depth = 0
    private var captureCount = 0
    private var groupNumbers: [String: Int] = [:]
    private var unsupported: String?

    /// ECMA-262 `WhiteSpace` and `LineTerminator`: what `\s` matches, as class members (U+2000 and U+2001 apart:
    /// see `rangeMembers`).
    private static let whiteSpace =
        #"\u{9}-\u{D}\u{20}\u{A0}\u{1680}\u{2000}\u{2001}\u{2002}-\u{200A}"#
        + #"\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}"#
    private static let wordCharacters = "0-9A-Z_a-z"
    private static let anyScalar = #"\u{0}-\u{10FFFF}"#
    private static let maximumDepth = 200

    private init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The Swift `Regex` source for an ECMA-262 pattern, or why there is none.
    static func translate(_ source: String) -> Result<String, ECMARegexIssue> {
        var translator = ECMARegexTranslator(source)
        do throws(ECMARegexIssue) {
            try translator.countGroups()
            try translator.parseDisjunction()
            if translator.index < translator.scalars.count {
                throw translator.syntax("unmatched \")\"")
            }
        } catch {
            return .failure(error)
        }
        if let unsupported = translator.unsupported {
            return .failure(
                ECMARegexIssue(
                    message: "\(unsupported) is valid ECMA-262 but not supported by Swift Regex", isUnsupported: true))
        }
        return .success(translator.output)
    }

    // MARK: - Structure

    private mutating func parseDisjunction() throws(ECMARegexIssue) {
        try parseAlternative()
        while peek == "|" {
            index += 1
            output += "|"
            try parseAlternative()
        }
    }

    private mutating func parseAlternative() throws(ECMARegexIssue) {
        while let scalar = peek, scalar != "|", scalar != ")" {
            try parseTerm()
        }
    }

    /// An assertion, or an atom with an optional quantifier.
    private mutating func parseTerm() throws(ECMARegexIssue) {
        guard let scalar = peek else { return }
        var quantifiable = true
        switch scalar {
        case "^":
            index += 1
            output += #"\A"#
            quantifiable = false
        case "$":
            index += 1
            output += #"\z"#
            quantifiable = false
        case "*", "+", "?":
            throw syntax("nothing to repeat before \"\(scalar)\"")
        case "{":
            if try braceQuantifier() != nil { throw syntax("nothing to repeat before \"{\"") }
            if let count = unfinishedBraceQuantifier() {
                throw syntax("\"{\(count)\" is not closed: write \"{\(count)}\", or \"\\{\" for a brace")
            }
            index += 1
            output += Self.literal("{")
        case ".":
            index += 1
            output += #"[^\n\r\u{2028}\u{2029}]"#
        case "[":
            try parseClass()
        case "(":
            quantifiable = try parseGroup()
        case "\\":
            quantifiable = try parseAtomEscape()
        default:
            index += 1
            output += Self.literal(scalar)
        }
        // A second quantifier (`a**`, possessive `a++`) then fails as "nothing to repeat" at the next term.
        guard let quantifier = try parseQuantifier() else { return }
        guard quantifiable else { throw syntax("an assertion cannot be repeated (\"\(quantifier)\")") }
        output += quantifier
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, each optionally lazy (`?`), as Swift source; nil when none follows.
    private mutating func parseQuantifier() throws(ECMARegexIssue) -> String? {
        guard let scalar = peek else { return nil }
        var quantifier: String
        switch scalar {
        case "*", "+", "?":
            index += 1
            quantifier = String(scalar)
        case "{":
            guard let (text, length) = try braceQuantifier() else { return nil }
            index += length
            quantifier = text
            let counts = text.split { !$0.isASCII || !$0.isNumber }
            if counts.contains(where: { Self.isLess("65535", String($0)) }) {
                unsupported = unsupported ?? "a repetition count above 65535"
            }
        default:
            return nil
        }
        if peek == "?" {
            index += 1
            quantifier += "?"
        }
        return quantifier
    }

    /// The `{n}`, `{n,}` or `{n,m}` quantifier at `index` and its length, without consuming it; nil when the brace
    /// does not start one (it is then a literal).
    private func braceQuantifier() throws(ECMARegexIssue) -> (text: String, length: Int)? {
        var cursor = index + 1
        func digits() -> String {
            var text = ""
            while cursor < scalars.count, ASCIIText.isDigit(scalars[cursor]) {
                text.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            return text
        }
        let minimum = digits()
        guard !minimum.isEmpty, cursor < scalars.count else { return nil }
        var maximum: String?
        if scalars[cursor] == "," {
            cursor += 1
            maximum = digits()
        }
        guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
        if let maximum, !maximum.isEmpty, Self.isLess(maximum, minimum) {
            throw syntax("numbers out of order in {\(minimum),\(maximum)}")
        }
        let text = "{" + minimum + (maximum.map { "," + $0 } ?? "") + "}"
        return (text, cursor + 1 - index)
    }

    /// The digits (and comma) after a brace at `index` that starts a count but never closes it (`a{2$`, `x{1,`):
    /// Annex B would read the brace as a literal, but such a pattern is a quantifier with its `}` forgotten, and
    /// read literally it quietly fails every value. Nil when the brace is followed by anything else (`{name}`).
    private func unfinishedBraceQuantifier() -> String? {
        var cursor = index + 1
        var text = ""
        while cursor < scalars.count, ASCIIText.isDigit(scalars[cursor]) || (scalars[cursor] == "," && !text.isEmpty) {
            text.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        guard !text.isEmpty, cursor == scalars.count || scalars[cursor] != "}" else { return nil }
        return text
    }

    /// Compares two decimal numbers of any length.
    private static func isLess(_ left: String, _ right: String) -> Bool {
        let left = String(left.drop { $0 == "0" })
        let right = String(right.drop { $0 == "0" })
        return left.count != right.count ? left.count < right.count : left < right
    }

    /// A group; returns whether it may be quantified (lookarounds may not).
    private mutating func parseGroup() throws(ECMARegexIssue) -> Bool {
        index += 1
        var quantifiable = true
        if peek == "?" {
            index += 1
            guard let kind = peek else { throw syntax("expected ')'") }
            switch kind {
            case ":":
                index += 1
                output += "(?:"
            case "=", "!":
                output += "(?" + String(kind)
                index += 1
                quantifiable = false
            case "<" where index + 1 < scalars.count && (scalars[index + 1] == "=" || scalars[index + 1] == "!"):
                output += "(?<" + String(scalars[index + 1])
                index += 2
                unsupported = unsupported ?? "lookbehind (?<=…) / (?<!…)"
                quantifiable = false
            case "<":
                index += 1
                _ = try parseGroupName()
                output += "("
            default:
                try parseModifiers()
                output += "(?:"
            }
        } else {
            output += "("
        }
        depth += 1
        if depth > Self.maximumDepth {
            // Stop here rather than recurse on: the parser's stack is the limit, not the pattern's validity.
            throw ECMARegexIssue(
                message: "groups nested more than \(Self.maximumDepth) deep are not supported", isUnsupported: true)
        }
        try parseDisjunction()
        guard peek == ")" else { throw syntax("expected ')'") }
        index += 1
        depth -= 1
        output += ")"
        return quantifiable
    }

    /// ES2025 modifier groups, `(?ims-ims:…)`; anything else after `(?` is another engine's syntax.
    private mutating func parseModifiers() throws(ECMARegexIssue) {
        let start = index
        var seen: Set<Unicode.Scalar> = []
        var sawHyphen = false
        while let scalar = peek, scalar == "i" || scalar == "m" || scalar == "s" || (scalar == "-" && !sawHyphen) {
            if scalar == "-" {
                sawHyphen = true
            } else if !seen.insert(scalar).inserted {
                throw syntax("the flag \"\(scalar)\" is repeated in a modifier group")
            }
            index += 1
        }
        guard peek == ":", !seen.isEmpty else {
            let shown = String(String.UnicodeScalarView(scalars[(start - 2)..<min(index + 1, scalars.count)]))
            throw syntax("\"\(shown)\" is not ECMA-262 syntax (no inline flags, comments, atomic or Python groups)")
        }
        index += 1
        unsupported = unsupported ?? "an inline modifier group (?i:…)"
    }

    /// `GroupName` after `<`, through `>`.
    private mutating func parseGroupName() throws(ECMARegexIssue) -> String {
        var name = ""
        while let scalar = peek, scalar != ">" {
            let properties = scalar.properties
            let valid =
                name.isEmpty
                ? properties.isIDStart || scalar == "$" || scalar == "_"
                : properties.isIDContinue || scalar == "$" || scalar == "\u{200C}" || scalar == "\u{200D}"
            guard valid else { throw syntax("invalid group name") }
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard peek == ">", !name.isEmpty else { throw syntax("invalid group name") }
        index += 1
        return name
    }

    // MARK: - Escapes

    /// An escape outside a class; returns whether it may be quantified (`\b` and `\B` may not).
    private mutating func parseAtomEscape() throws(ECMARegexIssue) -> Bool {
        index += 1
        guard let scalar = peek else { throw syntax("\\ at end of pattern") }
        switch scalar {
        case "b", "B":
            index += 1
            output += "\\" + String(scalar)
            return false
        case "d", "D", "w", "W", "s", "S":
            index += 1
            output += Self.classEscape(scalar, insideClass: false)
        case "p", "P":
            output += try parseProperty(insideClass: false)
        case "k":
            index += 1
            guard peek == "<" else { throw syntax("\\k must name a group (\\k<name>)") }
            index += 1
            let name = try parseGroupName()
            guard let number = groupNumbers[name] else { throw syntax("\\k<\(name)> names no group") }
            output += "\\g{\(number)}"
        case "1"..."9":
            var number = 0
            while let digit = peek, ASCIIText.isDigit(digit), number <= captureCount {
                number = number * 10 + Int(digit.value - 0x30)
                index += 1
            }
            guard number <= captureCount else { throw syntax("backreference \\\(number) names no group") }
            output += "\\g{\(number)}"
        default:
            output += Self.literal(try parseCharacterEscape(insideClass: false))
        }
        return true
    }

    /// `\p{…}` or `\P{…}`, passed to Swift, which knows the same property names — but `Any`, which Swift matches as a
    /// whole character (`e` with its accent, an emoji with its skin tone) even by scalar, is written as the range of
    /// every code point.
    private mutating func parseProperty(insideClass: Bool) throws(ECMARegexIssue) -> String {
        let letter = scalars[index]
        index += 1
        guard peek == "{" else { throw syntax("\\\(letter) must be followed by {property}") }
        index += 1
        var name = ""
        while let scalar = peek, scalar != "}" {
            guard ASCIIText.isLetter(scalar) || ASCIIText.isDigit(scalar) || scalar == "_" || scalar == "=" else {
                throw syntax("invalid property name in \\\(letter){…}")
            }
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard peek == "}", !name.isEmpty else { throw syntax("invalid property name in \\\(letter){…}") }
        index += 1
        if name == "Any" {
            if letter == "p" { return insideClass ? Self.anyScalar : "[\(Self.anyScalar)]" }
            return "[^\(Self.anyScalar)]"
        }
        return "\\\(letter){\(name)}"
    }

    /// A `CharacterEscape` (after the backslash): the scalar it stands for.
    private mutating func parseCharacterEscape(insideClass: Bool) throws(ECMARegexIssue) -> Unicode.Scalar {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "f": return "\u{C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "v": return "\u{B}"
        case "c":
            guard let letter = peek, ASCIIText.isLetter(letter) else {
                throw syntax("\\c must be followed by a letter")
            }
            index += 1
            return Unicode.Scalar(letter.value % 32)!
        case "0":
            if let next = peek, ASCIIText.isDigit(next) {
                throw syntax("octal escapes such as \\0\(next) are not allowed")
            }
            return "\0"
        case "x":
            guard let value = hexValue(length: 2) else { throw syntax("\\x must be followed by two hex digits") }
            return Unicode.Scalar(value)!
        case "u":
            return try parseUnicodeEscape()
        case "-" where insideClass:
            return "-"
        default:
            guard !scalar.properties.isIDContinue else {
                throw syntax("\\\(scalar) is not an ECMA-262 escape")
            }
            return scalar
        }
    }

    /// `\u{…}`, `\uHHHH`, or a surrogate pair `\uHHHH\uHHHH`, after the `u`.
    private mutating func parseUnicodeEscape() throws(ECMARegexIssue) -> Unicode.Scalar {
        if peek == "{" {
            index += 1
            var value: UInt32 = 0
            var count = 0
            while let digit = peek, ASCIIText.isHexDigit(digit) {
                value = value * 16 + (UInt32(String(digit), radix: 16) ?? 0)
                guard value <= 0x10FFFF else { throw syntax("\\u{…} beyond U+10FFFF") }
                count += 1
                index += 1
            }
            guard count > 0, peek == "}" else { throw syntax("\\u{ must be followed by hex digits and }") }
            index += 1
            return scalar(for: value)
        }
        guard let value = hexValue(length: 4) else { throw syntax("\\u must be followed by four hex digits") }
        if (0xD800...0xDBFF).contains(value), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" {
            let saved = index
            index += 2
            if let low = hexValue(length: 4), (0xDC00...0xDFFF).contains(low) {
                return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))!
            }
            index = saved
        }
        return scalar(for: value)
    }

    /// The scalar for a code point; a lone surrogate cannot occur in a Swift string, so it is unsupported.
    private mutating func scalar(for value: UInt32) -> Unicode.Scalar {
        if let scalar = Unicode.Scalar(value) { return scalar }
        unsupported = unsupported ?? "a lone surrogate (\\u\(String(value, radix: 16, uppercase: true)))"
        return "\u{FFFD}"
    }

    /// `length` hex digits at `index`, consumed; nil (nothing consumed) when there are fewer.
    private mutating func hexValue(length: Int) -> UInt32? {
        guard index + length <= scalars.count else { return nil }
        var value: UInt32 = 0
        for scalar in scalars[index..<(index + length)] {
            guard ASCIIText.isHexDigit(scalar), let digit = UInt32(String(scalar), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        index += length
        return value
    }

    // MARK: - Classes

    private mutating func parseClass() throws(ECMARegexIssue) {
        index += 1
        var negated = false
        if peek == "^" {
            negated = true
            index += 1
        }
        var members = ""
        while true {
            guard let scalar = peek else { throw syntax("expected ']'") }
            if scalar == "]" {
                index += 1
                break
            }
            let start = try parseClassAtom()
            if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let end = try parseClassAtom()
                guard let low = start.scalar, let high = end.scalar else {
                    throw syntax("a class escape such as \\d cannot bound a range")
                }
                guard low.value <= high.value else { throw syntax("range out of order in character class") }
                members += Self.rangeMembers(low.value, high.value)
            } else {
                members += start.scalar.map(Self.literal) ?? start.set
            }
        }
        if members.isEmpty {
            // `[]` matches nothing, `[^]` any character.
            output += negated ? "[\(Self.anyScalar)]" : "[^\(Self.anyScalar)]"
        } else {
            output += "[" + (negated ? "^" : "") + members + "]"
        }
    }

    /// One class member: a single scalar, or a set written as Swift class members.
    private mutating func parseClassAtom() throws(ECMARegexIssue) -> (scalar: Unicode.Scalar?, set: String) {
        let scalar = scalars[index]
        guard scalar == "\\" else {
            index += 1
            return (scalar, "")
        }
        index += 1
        guard let escaped = peek else { throw syntax("\\ at end of pattern") }
        switch escaped {
        case "d", "D", "w", "W", "s", "S":
            index += 1
            return (nil, Self.classEscape(escaped, insideClass: true))
        case "p", "P":
            return (nil, try parseProperty(insideClass: true))
        case "b":
            index += 1
            return ("\u{8}", "")
        case "B", "k", "1"..."9":
            throw syntax("\\\(escaped) is not allowed in a character class")
        default:
            return (try parseCharacterEscape(insideClass: true), "")
        }
    }

    /// `\d`, `\w`, `\s` and their negations with ECMA-262's meaning; inside a class, positive ones are members
    /// and negated ones nested classes.
    private static func classEscape(_ letter: Unicode.Scalar, insideClass: Bool) -> String {
        let members =
            switch letter {
            case "d", "D": "0-9"
            case "w", "W": wordCharacters
            default: whiteSpace
            }
        let isNegated = letter == "D" || letter == "W" || letter == "S"
        if isNegated { return "[^" + members + "]" }
        return insideClass ? members : "[" + members + "]"
    }

    /// A class range as Swift class members. Swift refuses a range bound that Unicode normalization would change
    /// (U+2000 EN QUAD, which is canonically U+2002; the CJK compatibility ideographs; about 1,100 in all), as it
    /// reads bounds as characters; such bounds are listed as single members and the range narrowed past them.
    private static func rangeMembers(_ low: UInt32, _ high: UInt32) -> String {
        var low = low
        var high = high
        var members = ""
        while low <= high, let scalar = Unicode.Scalar(low), !isRangeBound(scalar) {
            members += literal(scalar)
            low += 1
        }
        while high > low, let scalar = Unicode.Scalar(high), !isRangeBound(scalar) {
            members += literal(scalar)
            high -= 1
        }
        guard low <= high, let first = Unicode.Scalar(low), let last = Unicode.Scalar(high) else { return members }
        return members + (low == high ? literal(first) : literal(first) + "-" + literal(last))
    }

    /// Whether Swift accepts the scalar as a class range bound (all of ASCII; beyond it, asked of the parser).
    private static func isRangeBound(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII || (try? Regex("[\(literal(scalar))-\(literal(scalar))]")) != nil
    }

    /// A literal scalar: ASCII letters and digits as they are, everything else as `\u{…}`.
    private static func literal(_ scalar: Unicode.Scalar) -> String {
        if ASCIIText.isLetter(scalar) || ASCIIText.isDigit(scalar) { return String(scalar) }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    // MARK: - Helpers

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func syntax(_ message: String) -> ECMARegexIssue {
        ECMARegexIssue(message: message, isUnsupported: false)
    }

    /// Numbers the capturing groups and their names before parsing, since `\2` and `\k<name>` may come first.
    private mutating func countGroups() throws(ECMARegexIssue) {
        var cursor = 0
        var insideClass = false
        while cursor < scalars.count {
            let scalar = scalars[cursor]
            if scalar == "\\" {
                cursor += 2
                continue
            }
            if insideClass {
                if scalar == "]" { insideClass = false }
            } else if scalar == "[" {
                insideClass = true
            } else if scalar == "(" {
                let next = cursor + 1 < scalars.count ? scalars[cursor + 1] : nil
                if next != "?" {
                    captureCount += 1
                } else if cursor + 3 < scalars.count, scalars[cursor + 2] == "<", scalars[cursor + 3] != "=",
                    scalars[cursor + 3] != "!"
                {
                    captureCount += 1
                    let nameStart = cursor + 3
                    if let close = scalars[nameStart...].firstIndex(of: ">") {
                        let name = String(String.UnicodeScalarView(scalars[nameStart..<close]))
                        if groupNumbers.updateValue(captureCount, forKey: name) != nil {
                            unsupported = unsupported ?? "a repeated group name (\(name))"
                        }
                    }
                }
            }
            cursor += 1
        }
    }
}
