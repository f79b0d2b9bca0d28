/// The character reference states (§13.2.5.72–§13.2.5.80): `&amp;`, `&nbsp`, `&#160;`, `&#xA0;`.
///
/// A reference starts at ``characterReferenceStart`` (its `&`) and everything the spec keeps in the
/// temporary buffer is the input from there to ``position``, so "flushing code points consumed as a
/// character reference" copies that input slice, into the attribute value or into the text.
extension HTMLTokenizer {
    /// §13.2.5.72 Character reference state, after `&`.
    mutating func characterReferenceState() {
        switch currentCharacter {
        case let character? where character.isASCIIAlphanumeric:
            state = .namedCharacterReference
        case UInt8(ascii: "#"):
            position += 1
            state = .numericCharacterReference
        default:
            flushConsumedCharacters()
            state = returnState
        }
    }

    /// §13.2.5.73 Named character reference state: the longest name in the table wins, with the
    /// "historical" exception that keeps `&copy=` and `&notify` in attribute values (URLs) as written.
    mutating func namedCharacterReferenceState() {
        guard let match = NamedCharacterReferenceTable.shared.longestMatch(in: input, from: position) else {
            flushConsumedCharacters()  // just the "&"
            state = .ambiguousAmpersand
            return
        }
        position += match.length
        let endsWithSemicolon = input[position - 1] == UInt8(ascii: ";")
        if !endsWithSemicolon, isInAttributeValue, let next = currentCharacter,
            next == UInt8(ascii: "=") || next.isASCIIAlphanumeric
        {
            flushConsumedCharacters()
            state = returnState
            return
        }
        if !endsWithSemicolon { reportError("missing-semicolon-after-character-reference") }
        flushCharacterReference(match.replacement)
        state = returnState
    }

    /// §13.2.5.74 Ambiguous ampersand state: `&` followed by something that is no name in the table.
    mutating func ambiguousAmpersandState() {
        while let character = currentCharacter, character.isASCIIAlphanumeric {
            if isInAttributeValue {
                attributeValue.append(character)
            } else {
                emitCharacter(character, at: position)
            }
            position += 1
        }
        if currentCharacter == UInt8(ascii: ";") { reportError("unknown-named-character-reference") }
        state = returnState
    }

    /// §13.2.5.75 Numeric character reference state, after `&#`.
    mutating func numericCharacterReferenceState() {
        characterReferenceCode = 0
        if currentCharacter == UInt8(ascii: "x") || currentCharacter == UInt8(ascii: "X") {
            position += 1
            state = .hexadecimalCharacterReferenceStart
        } else {
            state = .decimalCharacterReferenceStart
        }
    }

    /// §13.2.5.76 Hexadecimal character reference start state and §13.2.5.77 decimal character reference
    /// start state: `&#` or `&#x` must be followed by a digit.
    mutating func numericCharacterReferenceStartState(hexadecimal: Bool) {
        if let character = currentCharacter, hexadecimal ? character.isASCIIHexDigit : character.isASCIIDigit {
            state = hexadecimal ? .hexadecimalCharacterReference : .decimalCharacterReference
        } else {
            reportError("absence-of-digits-in-numeric-character-reference")
            flushConsumedCharacters()
            state = returnState
        }
    }

    /// §13.2.5.78 Hexadecimal character reference state and §13.2.5.79 decimal character reference state.
    /// The code saturates just above U+10FFFF, which is all the end state needs to know about a huge number.
    mutating func numericCharacterReferenceDigitsState(hexadecimal: Bool) {
        while let character = currentCharacter {
            let digit: UInt32
            if character.isASCIIDigit {
                digit = UInt32(character - UInt8(ascii: "0"))
            } else if hexadecimal, character.isASCIIHexDigit {
                digit = UInt32((character | 0x20) - UInt8(ascii: "a") + 10)
            } else {
                break
            }
            characterReferenceCode = min(characterReferenceCode * (hexadecimal ? 16 : 10) + digit, 0x11_0000)
            position += 1
        }
        if currentCharacter == UInt8(ascii: ";") {
            position += 1
        } else {
            reportError("missing-semicolon-after-character-reference")
        }
        state = .numericCharacterReferenceEnd
    }

    /// §13.2.5.80 Numeric character reference end state: NUL, surrogates and code points past U+10FFFF
    /// become U+FFFD, C1 controls are read as Windows-1252 (what `&#150;` meant to the pages that wrote it);
    /// noncharacters and other controls are errors but are kept.
    mutating func numericCharacterReferenceEndState() {
        var code = characterReferenceCode
        switch code {
        case 0:
            reportError("null-character-reference")
            code = 0xFFFD
        case 0x11_0000...:
            reportError("character-reference-outside-unicode-range")
            code = 0xFFFD
        case 0xD800...0xDFFF:
            reportError("surrogate-character-reference")
            code = 0xFFFD
        case _ where HTMLInputStream.isNoncharacter(code):
            reportError("noncharacter-character-reference")
        case _ where code == 0x0D || HTMLInputStream.isReportedControl(code):
            reportError("control-character-reference")
            if (0x80...0x9F).contains(code), Self.windows1252Replacements[Int(code - 0x80)] != 0 {
                code = Self.windows1252Replacements[Int(code - 0x80)]
            }
        default:
            break
        }
        var bytes: [UInt8] = []
        if let scalar = Unicode.Scalar(code) { bytes.append(contentsOf: String(scalar).utf8) }
        flushCharacterReference(bytes[...])
        state = returnState
    }

    /// What U+0080–U+009F stand for in a numeric character reference (Windows-1252), 0 where the spec
    /// keeps the code point.
    static let windows1252Replacements: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
        0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0, 0x017E, 0x0178,
    ]

    // MARK: Flushing

    /// Whether the reference being read is inside an attribute value (the spec's "consumed as part of an
    /// attribute").
    var isInAttributeValue: Bool {
        switch returnState {
        case .attributeValueDoubleQuoted, .attributeValueSingleQuoted, .attributeValueUnquoted: true
        default: false
        }
    }

    /// Flushes the characters consumed since the `&` as they were written.
    mutating func flushConsumedCharacters() {
        if isInAttributeValue {
            Self.append(input, characterReferenceStart..<position, to: &attributeValue)
        } else {
            emitCharacters(characterReferenceStart..<position)
        }
    }

    /// Flushes the replacement of a reference, given as UTF-8.
    mutating func flushCharacterReference(_ replacement: ArraySlice<UInt8>) {
        if isInAttributeValue {
            attributeValue.append(contentsOf: replacement)
        } else {
            if text.isEmpty { textStart = characterReferenceStart }
            text.append(contentsOf: replacement)
        }
    }
}
