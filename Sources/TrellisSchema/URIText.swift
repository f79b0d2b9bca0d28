/// RFC 3986 URIs and RFC 3987 IRIs for the `uri`, `uri-reference`, `iri` and `iri-reference` formats.
///
/// The whole grammar is checked, part by part: scheme, authority (user info, an IP literal or a registered name, a
/// numeric port), path, query and fragment, each with its own characters, and every `%` followed by two hex digits.
/// A relative reference may be anything RFC 3986 §4.2 allows — `img/a.png`, `../up`, `/x`, `//cdn.example/a`,
/// `?q=1`, `#top` or the empty string — but spaces, quotes, `<>`, `\`, `^`, `` ` ``, `{|}` and (outside IRIs)
/// non-ASCII characters must be percent-encoded, and a first path segment may not hold a `:` (it would read as a
/// scheme: write `./a:b`).
enum URIText {
    /// An absolute URI (or IRI): `scheme ":" hier-part [ "?" query ] [ "#" fragment ]`.
    static func isURI(_ text: String, international: Bool = false) -> Bool {
        isValid(Array(text.unicodeScalars), requiresScheme: true, international: international)
    }

    /// A URI (or IRI) or a relative reference.
    static func isReference(_ text: String, international: Bool = false) -> Bool {
        isValid(Array(text.unicodeScalars), requiresScheme: false, international: international)
    }

    private static func isValid(_ scalars: [Unicode.Scalar], requiresScheme: Bool, international: Bool) -> Bool {
        var rest = scalars[...]
        if let hash = rest.firstIndex(of: "#") {
            guard isComponent(scalars, hash + 1..<rest.endIndex, international: international, extra: "/?")
            else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            guard
                isComponent(
                    scalars, question + 1..<rest.endIndex, international: international, extra: "/?",
                    allowsPrivate: international)
            else { return false }
            rest = rest[..<question]
        }
        // A ":" before any "/" ends a scheme; in a relative reference it would be a colon in the first segment.
        if let colon = rest.firstIndex(where: { $0 == ":" || $0 == "/" }), rest[colon] == ":" {
            guard isScheme(rest[..<colon]) else { return false }
            rest = rest[(colon + 1)...]
        } else if requiresScheme {
            return false
        }
        if rest.starts(with: ["/", "/"]) {
            let authorityStart = rest.startIndex + 2
            let authorityEnd = rest[authorityStart...].firstIndex(of: "/") ?? rest.endIndex
            guard isAuthority(scalars, authorityStart..<authorityEnd, international: international) else {
                return false
            }
            rest = rest[authorityEnd...]
        }
        return isComponent(scalars, rest.startIndex..<rest.endIndex, international: international, extra: "/")
    }

    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    private static func isScheme(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first, ASCIIText.isLetter(first) else { return false }
        return scalars.allSatisfy {
            ASCIIText.isLetter($0) || ASCIIText.isDigit($0) || "+-.".unicodeScalars.contains($0)
        }
    }

    /// `[ userinfo "@" ] host [ ":" port ]`.
    private static func isAuthority(_ scalars: [Unicode.Scalar], _ range: Range<Int>, international: Bool) -> Bool {
        var hostStart = range.lowerBound
        if let at = scalars[range].firstIndex(of: "@") {
            guard isComponent(scalars, range.lowerBound..<at, international: international, extra: ":", pchar: false)
            else { return false }
            hostStart = at + 1
        }
        var hostEnd = range.upperBound
        if scalars[hostStart..<range.upperBound].first == "[" {
            guard let close = scalars[hostStart..<range.upperBound].firstIndex(of: "]"),
                isIPLiteral(scalars[(hostStart + 1)..<close])
            else { return false }
            hostEnd = close + 1
            guard hostEnd == range.upperBound || scalars[hostEnd] == ":" else { return false }
        } else {
            hostEnd = scalars[hostStart..<range.upperBound].firstIndex(of: ":") ?? range.upperBound
            guard isComponent(scalars, hostStart..<hostEnd, international: international, extra: "", pchar: false)
            else { return false }
        }
        // The port: digits only, possibly none (`http://example.com:/` is allowed).
        return hostEnd == range.upperBound || scalars[(hostEnd + 1)..<range.upperBound].allSatisfy(ASCIIText.isDigit)
    }

    /// `IPv6address / IPvFuture` (`v1.fe`), inside the brackets.
    private static func isIPLiteral(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first else { return false }
        if first == "v" || first == "V" {
            let version = scalars.dropFirst().prefix(while: ASCIIText.isHexDigit)
            let rest = scalars[version.endIndex...]
            guard !version.isEmpty, rest.first == ".", rest.count > 1 else { return false }
            return rest.dropFirst().allSatisfy { isUnreserved($0) || isSubDelimiter($0) || $0 == ":" }
        }
        guard scalars.allSatisfy(\.isASCII) else { return false }
        return IPAddressText.isIPv6(ArraySlice(scalars.map { UInt8($0.value) }))
    }

    /// Whether every character of a component is allowed: unreserved characters, sub-delimiters, percent-encoded
    /// octets, `extra`, and with `pchar` also `:` and `@`; for IRIs also `ucschar` (and `iprivate` in queries).
    private static func isComponent(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, international: Bool, extra: String, pchar: Bool = true,
        allowsPrivate: Bool = false
    ) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = scalars[index]
            if scalar == "%" {
                guard index + 2 < range.upperBound, isPercentEncoded(scalars, at: index) else { return false }
                index += 3
                continue
            }
            let allowed =
                if scalar.isASCII {
                    isUnreserved(scalar) || isSubDelimiter(scalar) || extra.unicodeScalars.contains(scalar)
                        || (pchar && (scalar == ":" || scalar == "@"))
                } else {
                    international && (isUCSChar(scalar) || (allowsPrivate && isPrivate(scalar)))
                }
            guard allowed else { return false }
            index += 1
        }
        return true
    }

    /// `"%" HEXDIG HEXDIG` at `index`.
    static func isPercentEncoded(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + 2 < scalars.count && scalars[index] == "%" && ASCIIText.isHexDigit(scalars[index + 1])
            && ASCIIText.isHexDigit(scalars[index + 2])
    }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
    private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        ASCIIText.isLetter(scalar) || ASCIIText.isDigit(scalar) || "-._~".unicodeScalars.contains(scalar)
    }

    /// `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`.
    private static func isSubDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        "!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    /// RFC 3987 `ucschar`: the non-ASCII characters an IRI may hold as they are (letters, marks, symbols of every
    /// plane, but not controls, surrogates, private use, specials or noncharacters).
    static func isUCSChar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
        case 0xE0000...0xE0FFF: return false  // language tags and variation selectors
        case 0x10000...0xEFFFD: return value & 0xFFFF <= 0xFFFD
        default: return false
        }
    }

    /// RFC 3987 `iprivate`: private-use characters, allowed in the query only.
    static func isPrivate(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xE000...0xF8FF).contains(value) || (0xF0000...0xFFFFD).contains(value)
            || (0x100000...0x10FFFD).contains(value)
    }
}
