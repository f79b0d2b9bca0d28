/// A Unicode property of `\p{…}`: a general category, read from the scalar's own properties, or any other property
/// Swift's `Regex` knows (`Script=Greek`, `Emoji`, `Alphabetic`), asked of a one-scalar match.
struct ECMARegexProperty: @unchecked Sendable {
    /// Unchecked: a compiled `Regex` is immutable once it has run (`SchemaPattern` runs it once before sharing).
    private enum Test {
        case categories(Set<Unicode.GeneralCategory>)
        case ranges(ECMARegexScalarSet)
        case regex(Regex<Substring>)
    }

    let name: String
    private let test: Test

    /// The property, or nil when neither ECMA-262 nor Swift knows the name.
    init?(name: String) {
        self.name = name
        var category = name
        if let equals = name.firstIndex(of: "=") {
            let key = name[..<equals]
            if key == "General_Category" || key == "gc" { category = String(name[name.index(after: equals)...]) }
        }
        if let categories = Self.generalCategories[category] {
            test = .categories(categories)
            return
        }
        if let ranges = Self.emojiProperties[name] {
            test = .ranges(ECMARegexScalarSet(ranges: ranges))
            return
        }
        guard let regex = try? Regex("\\p{\(name)}", as: Substring.self).matchingSemantics(.unicodeScalar) else {
            return nil
        }
        _ = try? regex.wholeMatch(in: "a")
        test = .regex(regex)
    }

    func contains(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch test {
        case .categories(let categories):
            return categories.contains(scalar.properties.generalCategory)
        case .ranges(let set):
            return set.contains(value)
        case .regex(let regex):
            var text = ""
            text.unicodeScalars.append(scalar)
            return (try? regex.wholeMatch(in: text)) != nil
        }
    }

    /// ECMA-262's general category names and aliases (and Swift's loose extras that are common: `digit`, `punct`).
    private static let generalCategories: [String: Set<Unicode.GeneralCategory>] = {
        let letters: [Unicode.GeneralCategory] = [
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        ]
        let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
        let numbers: [Unicode.GeneralCategory] = [.decimalNumber, .letterNumber, .otherNumber]
        let punctuation: [Unicode.GeneralCategory] = [
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
        ]
        let symbols: [Unicode.GeneralCategory] = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
        let separators: [Unicode.GeneralCategory] = [.spaceSeparator, .lineSeparator, .paragraphSeparator]
        let others: [Unicode.GeneralCategory] = [.control, .format, .surrogate, .privateUse, .unassigned]
        let table: [([String], [Unicode.GeneralCategory])] = [
            (["L", "Letter"], letters),
            (["LC", "Cased_Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
            (["Lu", "Uppercase_Letter"], [.uppercaseLetter]), (["Ll", "Lowercase_Letter"], [.lowercaseLetter]),
            (["Lt", "Titlecase_Letter"], [.titlecaseLetter]), (["Lm", "Modifier_Letter"], [.modifierLetter]),
            (["Lo", "Other_Letter"], [.otherLetter]),
            (["M", "Mark", "Combining_Mark"], marks), (["Mn", "Nonspacing_Mark"], [.nonspacingMark]),
            (["Mc", "Spacing_Mark"], [.spacingMark]), (["Me", "Enclosing_Mark"], [.enclosingMark]),
            (["N", "Number"], numbers), (["Nd", "Decimal_Number", "digit"], [.decimalNumber]),
            (["Nl", "Letter_Number"], [.letterNumber]), (["No", "Other_Number"], [.otherNumber]),
            (["P", "Punctuation", "punct"], punctuation), (["Pc", "Connector_Punctuation"], [.connectorPunctuation]),
            (["Pd", "Dash_Punctuation"], [.dashPunctuation]), (["Ps", "Open_Punctuation"], [.openPunctuation]),
            (["Pe", "Close_Punctuation"], [.closePunctuation]),
            (["Pi", "Initial_Punctuation"], [.initialPunctuation]), (["Pf", "Final_Punctuation"], [.finalPunctuation]),
            (["Po", "Other_Punctuation"], [.otherPunctuation]),
            (["S", "Symbol"], symbols), (["Sm", "Math_Symbol"], [.mathSymbol]),
            (["Sc", "Currency_Symbol"], [.currencySymbol]), (["Sk", "Modifier_Symbol"], [.modifierSymbol]),
            (["So", "Other_Symbol"], [.otherSymbol]),
            (["Z", "Separator"], separators), (["Zs", "Space_Separator"], [.spaceSeparator]),
            (["Zl", "Line_Separator"], [.lineSeparator]), (["Zp", "Paragraph_Separator"], [.paragraphSeparator]),
            (["C", "Other"], others), (["Cc", "Control", "cntrl"], [.control]), (["Cf", "Format"], [.format]),
            (["Cs", "Surrogate"], [.surrogate]), (["Co", "Private_Use"], [.privateUse]),
            (["Cn", "Unassigned"], [.unassigned]),
        ]
        var categories: [String: Set<Unicode.GeneralCategory>] = [:]
        for (names, members) in table {
            for name in names { categories[name] = Set(members) }
        }
        return categories
    }()

    /// ECMA-262's emoji properties that Swift's `Regex` does not know, from Unicode's `emoji-data.txt`
    /// (`Extended_Pictographic` reserves its blocks, so it has not changed since Unicode 13).
    private static let emojiProperties: [String: [ClosedRange<UInt32>]] = {
        let pictographic: [ClosedRange<UInt32>] = [
            0xA9...0xA9, 0xAE...0xAE, 0x203C...0x203C, 0x2049...0x2049, 0x2122...0x2122, 0x2139...0x2139,
            0x2194...0x2199, 0x21A9...0x21AA, 0x231A...0x231B, 0x2328...0x2328, 0x2388...0x2388, 0x23CF...0x23CF,
            0x23E9...0x23F3, 0x23F8...0x23FA, 0x24C2...0x24C2, 0x25AA...0x25AB, 0x25B6...0x25B6, 0x25C0...0x25C0,
            0x25FB...0x25FE, 0x2600...0x2605, 0x2607...0x2612, 0x2614...0x2685, 0x2690...0x2705, 0x2708...0x2712,
            0x2714...0x2714, 0x2716...0x2716, 0x271D...0x271D, 0x2721...0x2721, 0x2728...0x2728, 0x2733...0x2734,
            0x2744...0x2744, 0x2747...0x2747, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757,
            0x2763...0x2767, 0x2795...0x2797, 0x27A1...0x27A1, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2934...0x2935,
            0x2B05...0x2B07, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x3030...0x3030, 0x303D...0x303D,
            0x3297...0x3297, 0x3299...0x3299, 0x1F000...0x1F0FF, 0x1F10D...0x1F10F, 0x1F12F...0x1F12F,
            0x1F16C...0x1F171, 0x1F17E...0x1F17F, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F1AD...0x1F1E5,
            0x1F201...0x1F20F, 0x1F21A...0x1F21A, 0x1F22F...0x1F22F, 0x1F232...0x1F23A, 0x1F23C...0x1F23F,
            0x1F249...0x1F3FA, 0x1F400...0x1F53D, 0x1F546...0x1F64F, 0x1F680...0x1F6FF, 0x1F774...0x1F77F,
            0x1F7D5...0x1F7FF, 0x1F80C...0x1F80F, 0x1F848...0x1F84F, 0x1F85A...0x1F85F, 0x1F888...0x1F88F,
            0x1F8AE...0x1F8FF, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1FAFF, 0x1FC00...0x1FFFD,
        ]
        let component: [ClosedRange<UInt32>] = [
            0x23...0x23, 0x2A...0x2A, 0x30...0x39, 0x200D...0x200D, 0x20E3...0x20E3, 0xFE0F...0xFE0F,
            0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x1F9B0...0x1F9B3, 0xE0020...0xE007F,
        ]
        return [
            "Extended_Pictographic": pictographic, "ExtPict": pictographic, "Emoji_Component": component,
            "EComp": component,
        ]
    }()
}
