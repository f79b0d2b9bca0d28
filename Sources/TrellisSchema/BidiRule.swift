/// RFC 5893's Bidi rule for internationalized domain names: in a name with any right-to-left label, every label must
/// read unambiguously in both directions, so `0a.א` (a label starting with a digit) or `aא` (a left-to-right label
/// holding a Hebrew letter) are refused. Names without right-to-left characters are not affected.
enum BidiRule {
    /// Whether the labels (as Unicode, A-labels decoded) satisfy the rule.
    static func isSatisfied(by labels: [[Unicode.Scalar]]) -> Bool {
        let categories = labels.map { $0.map(BidiCategory.init) }
        let isBidiName = categories.contains { label in
            label.contains { $0 == .rightToLeft || $0 == .arabicNumber }
        }
        return !isBidiName || categories.allSatisfy(isValidLabel)
    }

    private static func isValidLabel(_ label: [BidiCategory]) -> Bool {
        guard let first = label.first else { return false }
        // The last character that is not a nonspacing mark decides how the label ends (rules 3 and 6).
        let last = label.last { $0 != .nonspacingMark }
        switch first {
        case .rightToLeft:
            guard !label.contains(.leftToRight) else { return false }  // rule 2
            guard let last, [.rightToLeft, .europeanNumber, .arabicNumber].contains(last) else { return false }
            return !(label.contains(.europeanNumber) && label.contains(.arabicNumber))  // rule 4
        case .leftToRight:
            guard !label.contains(where: { $0 == .rightToLeft || $0 == .arabicNumber }) else { return false }  // rule 5
            return last == .leftToRight || last == .europeanNumber
        default:
            return false  // rule 1: a label starts with a letter of either direction
        }
    }
}
