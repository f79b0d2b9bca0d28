/// RFC 6570 URI Template text for the `uri-template` format: `https://example.com/items/{id}{?page,size}`.
///
/// Literals follow the RFC with one relaxation the test suite makes too: an apostrophe is allowed (RFC 3986 allows
/// it in URIs; RFC 6570's table leaves it out). The reserved operators `= , ! @ |` are refused, since no processor
/// can expand them.
enum URITemplateText {
    static func isTemplate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}"),
                    isExpression(scalars[(index + 1)..<close])
                else { return false }
                index = close + 1
            case "%":
                guard URIText.isPercentEncoded(scalars, at: index) else { return false }
                index += 3
            default:
                guard isLiteral(scalar) else { return false }
                index += 1
            }
        }
        return true
    }

    /// Any character but controls, space, `"`, `%`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`; beyond ASCII the
    /// RFC 3987 `ucschar` and `iprivate` ranges.
    private static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return URIText.isUCSChar(scalar) || URIText.isPrivate(scalar) }
        return scalar.value > 0x20 && scalar.value < 0x7F && !"\"%<>\\^`{|}".unicodeScalars.contains(scalar)
    }

    /// `[ operator ] varspec *( "," varspec )`.
    private static func isExpression(_ body: ArraySlice<Unicode.Scalar>) -> Bool {
        var body = body
        if let first = body.first, "+#./;?&".unicodeScalars.contains(first) { body = body.dropFirst() }
        let specs = body.split(separator: ",", omittingEmptySubsequences: false)
        return specs.allSatisfy(isVariableSpec)
    }

    /// `varname [ ":" max-length / "*" ]`, with `varname = varchar *( ["."] varchar )` and a max-length of 1–9999.
    private static func isVariableSpec(_ spec: ArraySlice<Unicode.Scalar>) -> Bool {
        var name = spec
        if spec.last == "*" {
            name = spec.dropLast()
        } else if let colon = spec.firstIndex(of: ":") {
            name = spec[..<colon]
            let length = spec[(colon + 1)...]
            guard (1...4).contains(length.count), length.allSatisfy(ASCIIText.isDigit), length.first != "0"
            else { return false }
        }
        guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
        let scalars = Array(name)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                guard URIText.isPercentEncoded(scalars, at: index) else { return false }
                index += 3
                continue
            }
            if scalar == "." {
                guard scalars[index + 1] != "." else { return false }
            } else if !(ASCIIText.isLetter(scalar) || ASCIIText.isDigit(scalar) || scalar == "_") {
                return false
            }
            index += 1
        }
        return true
    }
}
