/// Host names for the `hostname` format and the domain of an `email`: RFC 1123 labels of letters, digits and
/// hyphens, with IDNA2008 A-labels (`xn--…`) checked in full.
///
/// Labels are 1–63 characters, neither starting nor ending with a hyphen (a leading digit is fine since RFC 1123);
/// the whole name is at most 253 characters and has no trailing dot. Internationalized names are written as
/// A-labels here (`idn-hostname` takes them as Unicode); an A-label must decode to a valid U-label, and a name with
/// right-to-left labels must satisfy the Bidi rule once decoded.
enum HostnameText {
    static func isHostname(_ text: String) -> Bool {
        isHostname(Array(text.utf8)[...])
    }

    static func isHostname(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard (1...253).contains(bytes.count) else { return false }
        var labels: [[Unicode.Scalar]] = []
        var hasALabel = false
        for label in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            let hyphen = UInt8(ascii: "-")
            guard (1...63).contains(label.count), label.first != hyphen, label.last != hyphen,
                label.allSatisfy({ ASCIIText.isLetter($0) || ASCIIText.isDigit($0) || $0 == hyphen })
            else { return false }
            let prefix = label.prefix(4).map { ASCIIText.isLetter($0) ? $0 | 0x20 : $0 }
            if prefix == Array("xn--".utf8) {
                guard let decoded = IDNALabel.decodedALabel(label) else { return false }
                labels.append(decoded)
                hasALabel = true
            } else {
                labels.append(label.map { Unicode.Scalar($0) })
            }
        }
        return !hasALabel || BidiRule.isSatisfied(by: labels)
    }
}
