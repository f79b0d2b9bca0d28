/// Internationalized host names for the `idn-hostname` format (RFC 5890): labels in Unicode (`bücher.example`,
/// `실례.테스트`) or as A-labels, checked with the IDNA2008 rules and the Bidi rule.
///
/// Labels are separated by `.` or the ideographic and fullwidth full stops (`。`, `．`, `｡`) that IDNA treats as dots.
/// A Unicode label must be what IDNA2008 calls a U-label: lower case (there is no case mapping, so `Bücher` is
/// refused), at most 63 octets once encoded as an A-label; the whole name at most 253 octets in that form. Plain
/// ASCII labels follow the `hostname` rules, except that `--` in the third and fourth positions is reserved.
enum InternationalHostnameText {
    private static let separators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]

    static func isHostname(_ text: String) -> Bool {
        let labels = Array(text.unicodeScalars).split(omittingEmptySubsequences: false) { separators.contains($0) }
        var unicodeLabels: [[Unicode.Scalar]] = []
        var encodedLength = labels.count - 1
        for label in labels {
            guard let (unicode, encoded) = checkedLabel(Array(label)) else { return false }
            unicodeLabels.append(unicode)
            encodedLength += encoded
        }
        return encodedLength <= 253 && BidiRule.isSatisfied(by: unicodeLabels)
    }

    /// A valid label's Unicode form and its length as an A-label, or nil.
    private static func checkedLabel(_ label: [Unicode.Scalar]) -> (unicode: [Unicode.Scalar], encodedLength: Int)? {
        guard !label.isEmpty else { return nil }
        if label.allSatisfy(\.isASCII) {
            let bytes = label.map { UInt8($0.value) }[...]
            let lowered = bytes.prefix(4).map { ASCIIText.isLetter($0) ? $0 | 0x20 : $0 }
            if lowered == Array("xn--".utf8) {
                guard bytes.count <= 63, let decoded = IDNALabel.decodedALabel(bytes) else { return nil }
                return (decoded, bytes.count)
            }
            let hyphen = UInt8(ascii: "-")
            guard bytes.count <= 63, bytes.first != hyphen, bytes.last != hyphen,
                !(bytes.count >= 4 && bytes[2] == hyphen && bytes[3] == hyphen),
                bytes.allSatisfy({ ASCIIText.isLetter($0) || ASCIIText.isDigit($0) || $0 == hyphen })
            else { return nil }
            return (label, bytes.count)
        }
        // Punycode writes at least one character per code point: a longer label cannot fit (and is not encoded).
        guard label.count <= 59 else { return nil }
        let encodedLength = 4 + Punycode.encode(label).count
        guard encodedLength <= 63, IDNALabel.isValidULabel(label) else { return nil }
        return (label, encodedLength)
    }
}
