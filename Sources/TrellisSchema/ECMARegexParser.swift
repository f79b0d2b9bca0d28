/// Reads a JSON Schema pattern as ECMA-262 (as with the `u` flag: matched by code point, where `\p{…}` and `\u{…}`
/// come from) into the tree `ECMARegexProgram` compiles — Trellis runs patterns on its own engine, so their meaning
/// is ECMA-262's and not another regex dialect's:
///
/// - `\d` and `\w` are ASCII, `\s` is ECMA-262's white space (with U+FEFF and every `Zs` space), `.` excludes only
///   the four line terminators, `^` and `$` are the ends of the string (no `m` flag), `\b` is an ASCII word boundary.
/// - `\cX` control escapes, `\0`, `\xHH`, `\uHHHH` (surrogate pairs joined) and `\u{…}` are code points; a lone
///   surrogate is a code point no string holds.
/// - `[]` matches nothing and `[^]` any code point; named groups are numbered, and a name given in two alternatives
///   names both.
/// - Syntax ECMA-262 does not have is refused rather than given another engine's meaning: `\a`, `\z`, `\Q…\E` and
///   other escapes of letters or digits, possessive quantifiers (`a++`), atomic groups, inline flags (`(?i)`),
///   comments (`(?#…)`), Python's `(?P<name>…)`, quantified assertions, backreferences to groups that do not exist.
///
/// Where it stays lenient, as ECMA-262 is without the `u` flag: an escaped character that is not a letter, digit or
/// `_` stands for itself (`\-`, `\@`, `\ `), and `{`, `}` and `]` are literals where they cannot start a quantifier
/// or end a class (Annex B), since schemas written for other validators use them — but a brace followed by a count
/// and never closed (`[0-9]{2$`) is refused: that is a typo, and read literally it would fail every value.
///
/// Valid ECMA-262 that Trellis does not run is reported as unsupported: ES2025 modifier groups (`(?i:…)`), groups
/// nested more than 200 deep.
struct ECMARegexParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    /// Capturing groups opened so far: the number of the next one is this plus one.
    private var openedGroups = 0
    private var captureCount = 0
    private var groupNumbers: [String: [Int]] = [:]
    /// The alternatives the parser is in, outermost first: (the disjunction's number, the alternative's index).
    private var alternativePath: [(disjunction: Int, alternative: Int)] = []
    private var disjunctionCount = 0
    /// Where each group name was given: a name may repeat only in different alternatives (ES2025).
    private var namedGroupPaths: [String: [[(disjunction: Int, alternative: Int)]]] = [:]
    private var unsupported: String?

    private static let maximumDepth = 200

    private init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// The pattern read, and how many capturing groups it has; or why it cannot be read.
    static func parse(_ source: String) -> Result<(node: ECMARegexNode, captureCount: Int), ECMARegexIssue> {
        var parser = ECMARegexParser(source)
        let node: ECMARegexNode
        do throws(ECMARegexIssue) {
            parser.countGroups()
            node = try parser.parseDisjunction()
            if parser.index < parser.scalars.count {
                throw parser.syntax("unmatched \")\"")
            }
        } catch {
            return .failure(error)
        }
        if let unsupported = parser.unsupported {
            return .failure(
                ECMARegexIssue(
                    message: "\(unsupported) is valid ECMA-262 but not supported by Trellis", isUnsupported: true))
        }
        return .success((node, parser.captureCount))
    }

    // MARK: - Structure

    private mutating func parseDisjunction() throws(ECMARegexIssue) -> ECMARegexNode {
        let disjunction = disjunctionCount
        disjunctionCount += 1
        alternativePath.append((disjunction, 0))
        defer { alternativePath.removeLast() }
        var alternatives = [try parseAlternative()]
        while peek == "|" {
            index += 1
            alternativePath[alternativePath.count - 1].alternative += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    /// Records a group name where it is given; the same name earlier in the same alternative (not in another
    /// alternative of a disjunction both are in) is an error, as in ES2025.
    private mutating func recordGroupName(_ name: String) throws(ECMARegexIssue) {
        for earlier in namedGroupPaths[name] ?? [] {
            var level = 0
            var apart = false
            while level < earlier.count, level < alternativePath.count,
                earlier[level].disjunction == alternativePath[level].disjunction
            {
                if earlier[level].alternative != alternativePath[level].alternative {
                    apart = true
                    break
                }
                level += 1
            }
            if !apart {
                throw syntax("the group name <\(name)> is given twice in one alternative; use another name")
            }
        }
        namedGroupPaths[name, default: []].append(alternativePath)
    }

    private mutating func parseAlternative() throws(ECMARegexIssue) -> ECMARegexNode {
        var terms: [ECMARegexNode] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            terms.append(try parseTerm())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .sequence(terms)
        }
    }

    /// An assertion, or an atom with an optional quantifier.
    private mutating func parseTerm() throws(ECMARegexIssue) -> ECMARegexNode {
        let scalar = scalars[index]
        let groupsBefore = openedGroups
        var quantifiable = true
        let atom: ECMARegexNode
        switch scalar {
        case "^":
            index += 1
            atom = .assertion(.start)
            quantifiable = false
        case "$":
            index += 1
            atom = .assertion(.end)
            quantifiable = false
        case "*", "+", "?":
            throw syntax("nothing to repeat before \"\(scalar)\"")
        case "{":
            if try braceQuantifier() != nil { throw syntax("nothing to repeat before \"{\"") }
            if let count = unfinishedBraceQuantifier() {
                throw syntax("\"{\(count)\" is not closed: write \"{\(count)}\", or \"\\{\" for a brace")
            }
            index += 1
            atom = .scalars(.scalar(scalar.value))
        case ".":
            index += 1
            atom = .scalars(.dot)
        case "[":
            atom = .scalars(try parseClass())
        case "(":
            (atom, quantifiable) = try parseGroup()
        case "\\":
            (atom, quantifiable) = try parseAtomEscape()
        default:
            index += 1
            atom = .scalars(.scalar(scalar.value))
        }
        // A second quantifier (`a**`, possessive `a++`) then fails as "nothing to repeat" at the next term.
        guard let quantifier = try parseQuantifier() else { return atom }
        guard quantifiable else { throw syntax("an assertion cannot be repeated (\"\(quantifier.text)\")") }
        let captures = openedGroups > groupsBefore ? (groupsBefore + 1)...openedGroups : nil
        return .repetition(
            atom, minimum: quantifier.minimum, maximum: quantifier.maximum, greedy: quantifier.greedy,
            captures: captures)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, each optionally lazy (`?`); nil when none follows. Counts beyond
    /// what `Int` holds are read as `Int.max`, which the compiler refuses as too large to run (any count is valid
    /// ECMA-262).
    private mutating func parseQuantifier() throws(ECMARegexIssue) -> (
        minimum: Int, maximum: Int?, greedy: Bool, text: String
    )? {
        guard let scalar = peek else { return nil }
        var minimum = 0
        var maximum: Int?
        var text: String
        switch scalar {
        case "*":
            index += 1
            text = "*"
        case "+":
            index += 1
            minimum = 1
            text = "+"
        case "?":
            index += 1
            maximum = 1
            text = "?"
        case "{":
            guard let brace = try braceQuantifier() else { return nil }
            index += brace.length
            text = brace.text
            minimum = brace.minimum
            maximum = brace.maximum
        default:
            return nil
        }
        var greedy = true
        if peek == "?" {
            index += 1
            greedy = false
            text += "?"
        }
        return (minimum, maximum, greedy, text)
    }

    /// The `{n}`, `{n,}` or `{n,m}` quantifier at `index`, its counts and its length, without consuming it; nil when
    /// the brace does not start one (it is then a literal).
    private func braceQuantifier() throws(ECMARegexIssue) -> (
        text: String, length: Int, minimum: Int, maximum: Int?
    )? {
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
        let maximumCount: Int? =
            switch maximum {
            case nil: Self.count(minimum)
            case let digits? where digits.isEmpty: nil
            case let digits?: Self.count(digits)
            }
        return (text, cursor + 1 - index, Self.count(minimum), maximumCount)
    }

    /// A decimal count, `Int.max` when it does not fit.
    private static func count(_ digits: String) -> Int {
        Int(digits) ?? Int.max
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

    /// A group, and whether it may be quantified (lookarounds may not).
    private mutating func parseGroup() throws(ECMARegexIssue) -> (ECMARegexNode, Bool) {
        index += 1
        var capture: Int?
        var lookaround: (ahead: Bool, negated: Bool)?
        if peek == "?" {
            index += 1
            guard let kind = peek else { throw syntax("expected ')'") }
            switch kind {
            case ":":
                index += 1
            case "=", "!":
                index += 1
                lookaround = (true, kind == "!")
            case "<" where index + 1 < scalars.count && (scalars[index + 1] == "=" || scalars[index + 1] == "!"):
                lookaround = (false, scalars[index + 1] == "!")
                index += 2
            case "<":
                index += 1
                try recordGroupName(try parseGroupName())
                openedGroups += 1
                capture = openedGroups
            default:
                try parseModifiers()
            }
        } else {
            openedGroups += 1
            capture = openedGroups
        }
        depth += 1
        if depth > Self.maximumDepth {
            // Stop here rather than recurse on: the parser's stack is the limit, not the pattern's validity.
            throw ECMARegexIssue(
                message: "groups nested more than \(Self.maximumDepth) deep are not supported", isUnsupported: true)
        }
        let body = try parseDisjunction()
        guard peek == ")" else { throw syntax("expected ')'") }
        index += 1
        depth -= 1
        if let lookaround {
            return (.lookaround(body, ahead: lookaround.ahead, negated: lookaround.negated), false)
        }
        return (.group(body, capture: capture), true)
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
        guard let close = scalars[index...].firstIndex(of: ">"), let name = Self.groupName(scalars[index..<close])
        else {
            throw syntax("invalid group name")
        }
        index = close + 1
        return name
    }

    /// A group name as written between `<` and `>`, its `\uXXXX` and `\u{…}` escapes read; nil when it is not an
    /// identifier.
    private static func groupName(_ text: ArraySlice<Unicode.Scalar>) -> String? {
        var name = ""
        var cursor = text.startIndex
        func hex(_ digits: ArraySlice<Unicode.Scalar>) -> UInt32? {
            guard !digits.isEmpty, digits.allSatisfy(ASCIIText.isHexDigit) else { return nil }
            return UInt32(String(String.UnicodeScalarView(digits)), radix: 16)
        }
        while cursor < text.endIndex {
            var scalar = text[cursor]
            cursor += 1
            if scalar == "\\" {
                guard cursor < text.endIndex, text[cursor] == "u" else { return nil }
                cursor += 1
                var value: UInt32
                if cursor < text.endIndex, text[cursor] == "{" {
                    guard let end = text[cursor...].firstIndex(of: "}"), let read = hex(text[(cursor + 1)..<end])
                    else { return nil }
                    value = read
                    cursor = end + 1
                } else {
                    guard cursor + 4 <= text.endIndex, let read = hex(text[cursor..<(cursor + 4)]) else { return nil }
                    value = read
                    cursor += 4
                    // A surrogate pair written as two escapes.
                    if (0xD800...0xDBFF).contains(value), cursor + 6 <= text.endIndex, text[cursor] == "\\",
                        text[cursor + 1] == "u", let low = hex(text[(cursor + 2)..<(cursor + 6)]),
                        (0xDC00...0xDFFF).contains(low)
                    {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        cursor += 6
                    }
                }
                guard let decoded = Unicode.Scalar(value) else { return nil }
                scalar = decoded
            }
            let properties = scalar.properties
            let valid =
                name.isEmpty
                ? properties.isIDStart || scalar == "$" || scalar == "_"
                : properties.isIDContinue || scalar == "$" || scalar == "\u{200C}" || scalar == "\u{200D}"
            guard valid else { return nil }
            name.unicodeScalars.append(scalar)
        }
        return name.isEmpty ? nil : name
    }

    // MARK: - Escapes

    /// An escape outside a class, and whether it may be quantified (`\b` and `\B` may not).
    private mutating func parseAtomEscape() throws(ECMARegexIssue) -> (ECMARegexNode, Bool) {
        index += 1
        guard let scalar = peek else { throw syntax("\\ at end of pattern") }
        switch scalar {
        case "b", "B":
            index += 1
            return (.assertion(scalar == "b" ? .wordBoundary : .notWordBoundary), false)
        case "d", "D", "w", "W", "s", "S":
            index += 1
            return (.scalars(Self.classEscape(scalar)), true)
        case "p", "P":
            return (.scalars(try parseProperty()), true)
        case "k":
            index += 1
            guard peek == "<" else { throw syntax("\\k must name a group (\\k<name>)") }
            index += 1
            let name = try parseGroupName()
            guard let numbers = groupNumbers[name] else { throw syntax("\\k<\(name)> names no group") }
            return (.backreference(numbers), true)
        case "1"..."9":
            var number = 0
            while let digit = peek, ASCIIText.isDigit(digit), number <= captureCount {
                number = number * 10 + Int(digit.value - 0x30)
                index += 1
            }
            guard number <= captureCount else { throw syntax("backreference \\\(number) names no group") }
            return (.backreference([number]), true)
        default:
            return (.scalars(.scalar(try parseCharacterEscape(insideClass: false))), true)
        }
    }

    /// `\p{…}` or `\P{…}`; `Any` is every code point.
    private mutating func parseProperty() throws(ECMARegexIssue) -> ECMARegexScalarSet {
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
            return ECMARegexScalarSet(ranges: [0...0x10FFFF], negated: letter == "P")
        }
        guard let property = ECMARegexProperty(name: name) else {
            throw syntax("\\\(letter){\(name)}: unknown Unicode property")
        }
        var set = ECMARegexScalarSet()
        set.insert(property, negated: letter == "P")
        return set.finished()
    }

    /// A `CharacterEscape` (after the backslash): the code point it stands for.
    private mutating func parseCharacterEscape(insideClass: Bool) throws(ECMARegexIssue) -> UInt32 {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "f": return 0xC
        case "n": return 0xA
        case "r": return 0xD
        case "t": return 0x9
        case "v": return 0xB
        case "c":
            guard let letter = peek, ASCIIText.isLetter(letter) else {
                throw syntax("\\c must be followed by a letter")
            }
            index += 1
            return letter.value % 32
        case "0":
            if let next = peek, ASCIIText.isDigit(next) {
                throw syntax("octal escapes such as \\0\(next) are not allowed")
            }
            return 0
        case "x":
            guard let value = hexValue(length: 2) else { throw syntax("\\x must be followed by two hex digits") }
            return value
        case "u":
            return try parseUnicodeEscape()
        case "-" where insideClass:
            return 0x2D
        default:
            guard !scalar.properties.isIDContinue else {
                throw syntax("\\\(scalar) is not an ECMA-262 escape")
            }
            return scalar.value
        }
    }

    /// `\u{…}`, `\uHHHH`, or a surrogate pair `\uHHHH\uHHHH`, after the `u`.
    private mutating func parseUnicodeEscape() throws(ECMARegexIssue) -> UInt32 {
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
            return value
        }
        guard let value = hexValue(length: 4) else { throw syntax("\\u must be followed by four hex digits") }
        if (0xD800...0xDBFF).contains(value), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" {
            let saved = index
            index += 2
            if let low = hexValue(length: 4), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            index = saved
        }
        return value
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

    private mutating func parseClass() throws(ECMARegexIssue) -> ECMARegexScalarSet {
        index += 1
        var set = ECMARegexScalarSet()
        if peek == "^" {
            set.negated = true
            index += 1
        }
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
                guard case .scalar(let low) = start, case .scalar(let high) = end else {
                    throw syntax("a class escape such as \\d cannot bound a range")
                }
                guard low <= high else { throw syntax("range out of order in character class") }
                set.insert(low...high)
            } else {
                switch start {
                case .scalar(let value): set.insert(value...value)
                case .set(let members): set.formUnion(members)
                }
            }
        }
        return set.finished()
    }

    private enum ClassAtom {
        case scalar(UInt32)
        case set(ECMARegexScalarSet)
    }

    /// One class member: a single code point, or a set (`\d`, `\p{L}`).
    private mutating func parseClassAtom() throws(ECMARegexIssue) -> ClassAtom {
        let scalar = scalars[index]
        guard scalar == "\\" else {
            index += 1
            return .scalar(scalar.value)
        }
        index += 1
        guard let escaped = peek else { throw syntax("\\ at end of pattern") }
        switch escaped {
        case "d", "D", "w", "W", "s", "S":
            index += 1
            return .set(Self.classEscape(escaped))
        case "p", "P":
            return .set(try parseProperty())
        case "b":
            index += 1
            return .scalar(0x8)
        case "B", "k", "1"..."9":
            throw syntax("\\\(escaped) is not allowed in a character class")
        default:
            return .scalar(try parseCharacterEscape(insideClass: true))
        }
    }

    /// `\d`, `\w`, `\s` and their negations, with ECMA-262's meaning.
    private static func classEscape(_ letter: Unicode.Scalar) -> ECMARegexScalarSet {
        var set: ECMARegexScalarSet =
            switch letter {
            case "d", "D": .digits
            case "w", "W": .wordCharacters
            default: .whiteSpace
            }
        if letter == "D" || letter == "W" || letter == "S" {
            set.negated = true
            return set.finished()
        }
        return set
    }

    // MARK: - Helpers

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func syntax(_ message: String) -> ECMARegexIssue {
        ECMARegexIssue(message: message, isUnsupported: false)
    }

    /// Numbers the capturing groups and their names before parsing, since `\2` and `\k<name>` may come first.
    private mutating func countGroups() {
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
                    if let close = scalars[nameStart...].firstIndex(of: ">"),
                        let name = Self.groupName(scalars[nameStart..<close])
                    {
                        groupNumbers[name, default: []].append(captureCount)
                    }
                }
            }
            cursor += 1
        }
    }
}
