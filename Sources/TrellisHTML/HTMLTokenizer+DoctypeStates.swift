/// The DOCTYPE states (§13.2.5.53–§13.2.5.68). Templates rarely hold a DOCTYPE, but the page layout does,
/// and a malformed one silently switches the browser to quirks mode, which is worth a diagnostic.
extension HTMLTokenizer {
    /// §13.2.5.53 DOCTYPE state, after `<!DOCTYPE`.
    mutating func doctypeState() {
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            beginDoctype()
            doctypeForceQuirks = true
            return emitDoctype()
        }
        if character.isHTMLWhitespace {
            consumeCurrentCharacter()
        } else if character != UInt8(ascii: ">") {
            reportError("missing-whitespace-before-doctype-name")
        }
        state = .beforeDoctypeName
    }

    /// §13.2.5.54 Before DOCTYPE name state.
    mutating func beforeDoctypeNameState() {
        skipWhitespace()
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            beginDoctype()
            doctypeForceQuirks = true
            return emitDoctype()
        }
        beginDoctype()
        switch character {
        case 0:
            reportError("unexpected-null-character")
            doctypeName = Self.replacementCharacter
            position += 1
        case UInt8(ascii: ">"):
            reportError("missing-doctype-name")
            doctypeForceQuirks = true
            position += 1
            return emitDoctype()
        default:
            doctypeName = [character.asciiLowercased]
            position += 1
        }
        state = .doctypeName
    }

    /// §13.2.5.55 DOCTYPE name state.
    mutating func doctypeNameState() {
        while let character = currentCharacter {
            switch character {
            case _ where character.isHTMLWhitespace:
                consumeCurrentCharacter()
                state = .afterDoctypeName
                return
            case UInt8(ascii: ">"):
                position += 1
                return emitDoctype()
            case 0:
                reportError("unexpected-null-character")
                doctypeName?.append(contentsOf: Self.replacementCharacter)
            default:
                doctypeName?.append(character.asciiLowercased)
            }
            position += 1
        }
        reportError("eof-in-doctype")
        doctypeForceQuirks = true
        emitDoctype()
    }

    /// §13.2.5.56 After DOCTYPE name state: `PUBLIC`, `SYSTEM` or the end.
    mutating func afterDoctypeNameState() {
        skipWhitespace()
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            doctypeForceQuirks = true
            return emitDoctype()
        }
        if character == UInt8(ascii: ">") {
            position += 1
            emitDoctype()
        } else if inputMatchesIgnoringCase("public") {
            position += 6
            state = .afterDoctypePublicKeyword
        } else if inputMatchesIgnoringCase("system") {
            position += 6
            state = .afterDoctypeSystemKeyword
        } else {
            reportError("invalid-character-sequence-after-doctype-name")
            doctypeForceQuirks = true
            state = .bogusDoctype
        }
    }

    /// §13.2.5.57 After DOCTYPE public keyword state and §13.2.5.63 after DOCTYPE system keyword state.
    mutating func afterDoctypeKeywordState(isPublic: Bool) {
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            doctypeForceQuirks = true
            return emitDoctype()
        }
        switch character {
        case _ where character.isHTMLWhitespace:
            consumeCurrentCharacter()
            state = isPublic ? .beforeDoctypePublicIdentifier : .beforeDoctypeSystemIdentifier
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            reportError(
                isPublic
                    ? "missing-whitespace-after-doctype-public-keyword"
                    : "missing-whitespace-after-doctype-system-keyword"
            )
            beginDoctypeIdentifier(quote: character, isPublic: isPublic)
        case UInt8(ascii: ">"):
            reportError(isPublic ? "missing-doctype-public-identifier" : "missing-doctype-system-identifier")
            doctypeForceQuirks = true
            position += 1
            emitDoctype()
        default:
            reportError(
                isPublic
                    ? "missing-quote-before-doctype-public-identifier"
                    : "missing-quote-before-doctype-system-identifier")
            doctypeForceQuirks = true
            state = .bogusDoctype
        }
    }

    /// §13.2.5.58 Before DOCTYPE public identifier state and §13.2.5.64 before DOCTYPE system identifier
    /// state.
    mutating func beforeDoctypeIdentifierState(isPublic: Bool) {
        skipWhitespace()
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            doctypeForceQuirks = true
            return emitDoctype()
        }
        switch character {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            beginDoctypeIdentifier(quote: character, isPublic: isPublic)
        case UInt8(ascii: ">"):
            reportError(isPublic ? "missing-doctype-public-identifier" : "missing-doctype-system-identifier")
            doctypeForceQuirks = true
            position += 1
            emitDoctype()
        default:
            reportError(
                isPublic
                    ? "missing-quote-before-doctype-public-identifier"
                    : "missing-quote-before-doctype-system-identifier")
            doctypeForceQuirks = true
            state = .bogusDoctype
        }
    }

    /// Consumes the opening `quote` of a public or system identifier and sets the identifier to empty.
    private mutating func beginDoctypeIdentifier(quote: UInt8, isPublic: Bool) {
        position += 1
        let doubleQuoted = quote == UInt8(ascii: "\"")
        if isPublic {
            doctypePublicIdentifier = []
            state = doubleQuoted ? .doctypePublicIdentifierDoubleQuoted : .doctypePublicIdentifierSingleQuoted
        } else {
            doctypeSystemIdentifier = []
            state = doubleQuoted ? .doctypeSystemIdentifierDoubleQuoted : .doctypeSystemIdentifierSingleQuoted
        }
    }

    /// §13.2.5.59–§13.2.5.60 and §13.2.5.65–§13.2.5.66: the quoted public and system identifiers.
    mutating func doctypeIdentifierQuotedState(quote: UInt8, isPublic: Bool) {
        while let character = currentCharacter {
            switch character {
            case quote:
                position += 1
                state = isPublic ? .afterDoctypePublicIdentifier : .afterDoctypeSystemIdentifier
                return
            case 0:
                reportError("unexpected-null-character")
                appendToDoctypeIdentifier(Self.replacementCharacter, isPublic: isPublic)
                position += 1
            case UInt8(ascii: ">"):
                reportError(isPublic ? "abrupt-doctype-public-identifier" : "abrupt-doctype-system-identifier")
                doctypeForceQuirks = true
                position += 1
                return emitDoctype()
            default:
                appendToDoctypeIdentifier(CollectionOfOne(character), isPublic: isPublic)
                consumeCurrentCharacter()
            }
        }
        reportError("eof-in-doctype")
        doctypeForceQuirks = true
        emitDoctype()
    }

    private mutating func appendToDoctypeIdentifier(_ bytes: some Collection<UInt8>, isPublic: Bool) {
        if isPublic {
            doctypePublicIdentifier?.append(contentsOf: bytes)
        } else {
            doctypeSystemIdentifier?.append(contentsOf: bytes)
        }
    }

    /// §13.2.5.61 After DOCTYPE public identifier state and §13.2.5.62 between DOCTYPE public and system
    /// identifiers state: the same but for the error a quote right after the public identifier is.
    mutating func afterDoctypePublicIdentifierState() {
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            doctypeForceQuirks = true
            return emitDoctype()
        }
        if character.isHTMLWhitespace {
            consumeCurrentCharacter()
            state = .betweenDoctypePublicAndSystemIdentifiers
        } else {
            if character == UInt8(ascii: "\"") || character == UInt8(ascii: "'") {
                reportError("missing-whitespace-between-doctype-public-and-system-identifiers")
            }
            betweenDoctypePublicAndSystemIdentifiersState()
        }
    }

    /// §13.2.5.62 Between DOCTYPE public and system identifiers state.
    mutating func betweenDoctypePublicAndSystemIdentifiersState() {
        skipWhitespace()
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            doctypeForceQuirks = true
            return emitDoctype()
        }
        switch character {
        case UInt8(ascii: ">"):
            position += 1
            emitDoctype()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            beginDoctypeIdentifier(quote: character, isPublic: false)
        default:
            reportError("missing-quote-before-doctype-system-identifier")
            doctypeForceQuirks = true
            state = .bogusDoctype
        }
    }

    /// §13.2.5.67 After DOCTYPE system identifier state.
    mutating func afterDoctypeSystemIdentifierState() {
        skipWhitespace()
        guard let character = currentCharacter else {
            reportError("eof-in-doctype")
            doctypeForceQuirks = true
            return emitDoctype()
        }
        if character == UInt8(ascii: ">") {
            position += 1
            emitDoctype()
        } else {
            // Unlike the other DOCTYPE errors, this one leaves the force-quirks flag alone.
            reportError("unexpected-character-after-doctype-system-identifier")
            state = .bogusDoctype
        }
    }

    /// §13.2.5.68 Bogus DOCTYPE state: everything up to `>` is ignored.
    mutating func bogusDoctypeState() {
        while let character = currentCharacter {
            switch character {
            case UInt8(ascii: ">"):
                position += 1
                return emitDoctype()
            case 0:
                reportError("unexpected-null-character")
                position += 1
            default:
                consumeCurrentCharacter()
            }
        }
        emitDoctype()
    }

    /// Starts a DOCTYPE token whose `<` is at ``tokenStart``, with every field missing.
    mutating func beginDoctype() {
        doctypeName = nil
        doctypePublicIdentifier = nil
        doctypeSystemIdentifier = nil
        doctypeForceQuirks = false
    }

    /// Emits the current DOCTYPE and returns to the data state (which emits the end of file, if that is
    /// what ended the DOCTYPE).
    mutating func emitDoctype() {
        emittedToken = .doctype(
            HTMLDoctype(
                name: doctypeName.map { String(decoding: $0, as: UTF8.self) },
                publicIdentifier: doctypePublicIdentifier.map { String(decoding: $0, as: UTF8.self) },
                systemIdentifier: doctypeSystemIdentifier.map { String(decoding: $0, as: UTF8.self) },
                forceQuirks: doctypeForceQuirks, start: tokenStart))
        state = .data
    }
}
