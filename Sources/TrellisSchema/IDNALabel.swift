/// IDNA2008 label rules (RFC 5890–5892) for the labels of an `idn-hostname` and the A-labels (`xn--…`) of a
/// `hostname`: a label that claims to be an internationalized name must decode to one that IDNA2008 allows, so
/// `xn--X` or a label that hides a disallowed character behind Punycode is refused.
///
/// Code points are classified with RFC 5892's derivation applied to the standard library's Unicode properties
/// (rather than a frozen table), then the contextual rules of Appendix A are run. The Bidi rule, which looks at the
/// whole name, is `BidiRule`. Not checked: that a U-label is in NFC (the standard library has no normalization), so
/// a decomposed `café` passes as the test suite expects of `idn-email`.
enum IDNALabel {
    /// The U-label an A-label (starting with `xn--` in any case) stands for, when it is valid Punycode, the
    /// canonical encoding of a label that is not plain ASCII, and a valid U-label once decoded; nil otherwise.
    static func decodedALabel(_ label: ArraySlice<UInt8>) -> [Unicode.Scalar]? {
        let lowered = label.map { ASCIIText.isLetter($0) ? $0 | 0x20 : $0 }
        guard lowered.count > 4, let scalars = Punycode.decode(lowered[4...]),
            scalars.contains(where: { !$0.isASCII }),
            Punycode.encode(scalars) == Array(lowered[4...]),
            isValidULabel(scalars)
        else { return nil }
        return scalars
    }

    /// RFC 5891 §5.4: no hyphen at either end or in the third and fourth positions, no leading combining mark, and
    /// every code point PVALID or allowed by its contextual rule.
    static func isValidULabel(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, first != "-", scalars.last != "-" else { return false }
        if scalars.count >= 4, scalars[2] == "-", scalars[3] == "-" { return false }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: break
        }
        return scalars.indices.allSatisfy { isAllowed(at: $0, in: scalars) }
    }

    private static func isAllowed(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        let value = scalar.value
        switch value {
        case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007:
            return true  // RFC 5892 §2.6 exceptions: PVALID
        case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B:
            return false  // RFC 5892 §2.6 exceptions: DISALLOWED
        case 0x200C:
            return followsVirama(index, scalars) || isBetweenJoiningLetters(index, scalars)
        case 0x200D:
            return followsVirama(index, scalars)
        case 0x00B7:
            // MIDDLE DOT only between two `l`s (Catalan `l·l`).
            return index > 0 && index + 1 < scalars.count && scalars[index - 1] == "l" && scalars[index + 1] == "l"
        case 0x0375:
            // GREEK LOWER NUMERAL SIGN (KERAIA) before a Greek letter.
            return index + 1 < scalars.count && isInScript(scalars[index + 1], "Greek")
        case 0x05F3, 0x05F4:
            // HEBREW PUNCTUATION GERESH and GERSHAYIM after a Hebrew letter.
            return index > 0 && isInScript(scalars[index - 1], "Hebrew")
        case 0x30FB:
            // KATAKANA MIDDLE DOT in a label with some Hiragana, Katakana or Han.
            return scalars.contains { $0 != "\u{30FB}" && isInScript($0, "Hiragana", "Katakana", "Han") }
        case 0x0660...0x0669:
            // ARABIC-INDIC DIGITS not mixed with EXTENDED ARABIC-INDIC DIGITS, and the other way round.
            return !scalars.contains { (0x06F0...0x06F9).contains($0.value) }
        case 0x06F0...0x06F9:
            return !scalars.contains { (0x0660...0x0669).contains($0.value) }
        default:
            return isDerivedValid(scalar)
        }
    }

    /// RFC 5892 §3 for code points without an exception: PVALID when letter-like, stable under NFKC case folding,
    /// not ignorable and not an old Hangul jamo.
    private static func isDerivedValid(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if ASCIIText.isDigit(scalar) || (0x61...0x7A).contains(value) || scalar == "-" { return true }
        let properties = scalar.properties
        if properties.changesWhenNFKCCaseFolded || properties.isDefaultIgnorableCodePoint
            || properties.isWhitespace || properties.isNoncharacterCodePoint
        {
            return false
        }
        switch value {
        case 0x20D0...0x20FF, 0x1D100...0x1D24F: return false  // symbol marks, musical notation
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return false  // conjoining Hangul jamo
        default: break
        }
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber, .modifierLetter, .nonspacingMark,
            .spacingMark:
            return true
        default:
            return false
        }
    }

    /// CONTEXTJ: the character before is a virama (canonical combining class 9).
    private static func followsVirama(_ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        index > 0 && scalars[index - 1].properties.canonicalCombiningClass.rawValue == 9
    }

    /// CONTEXTJ for ZERO WIDTH NON-JOINER: a letter joining forward, transparent marks, the ZWNJ, transparent marks,
    /// a letter joining backward (`(L|D) T* ZWNJ T* (R|D)`).
    private static func isBetweenJoiningLetters(_ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
        guard
            let before = scalars[..<index].lastIndex(where: { !JoiningTypes.isTransparent($0) }),
            let after = scalars[(index + 1)...].firstIndex(where: { !JoiningTypes.isTransparent($0) })
        else { return false }
        return UnicodeRanges.contains(JoiningTypes.joinsFollowing, scalars[before])
            && UnicodeRanges.contains(JoiningTypes.joinsPreceding, scalars[after])
    }

    /// Whether the scalar's Unicode `Script` is one of `names`, asked of the regex engine (the only place the
    /// standard library exposes scripts); only the rare contextual code points get here.
    private static func isInScript(_ scalar: Unicode.Scalar, _ names: String...) -> Bool {
        names.contains { name in
            guard let regex = try? Regex("\\A\\p{Script=\(name)}\\z").matchingSemantics(.unicodeScalar) else {
                return false
            }
            return (try? regex.wholeMatch(in: String(scalar))) != nil
        }
    }
}
