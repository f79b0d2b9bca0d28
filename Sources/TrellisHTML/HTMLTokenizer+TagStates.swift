/// The tag states: tag open, end tag open, tag name, the attribute states and the self-closing start tag
/// state (§13.2.5.6–§13.2.5.8, §13.2.5.32–§13.2.5.40).
extension HTMLTokenizer {
    /// §13.2.5.6 Tag open state, after a `<` in the data state.
    mutating func tagOpenState() {
        guard let character = currentCharacter else {
            reportError("eof-before-tag-name")
            emitCharacter(UInt8(ascii: "<"), at: tokenStart)
            return emitEndOfFile()
        }
        switch character {
        case UInt8(ascii: "!"):
            position += 1
            state = .markupDeclarationOpen
        case UInt8(ascii: "/"):
            position += 1
            state = .endTagOpen
        case UInt8(ascii: "?"):
            reportError("unexpected-question-mark-instead-of-tag-name")
            beginComment()
            state = .bogusComment
        case _ where character.isASCIIAlpha:
            beginTag(isEndTag: false)
            state = .tagName
        default:
            reportError("invalid-first-character-of-tag-name")
            emitCharacter(UInt8(ascii: "<"), at: tokenStart)
            state = .data
        }
    }

    /// §13.2.5.7 End tag open state, after `</`.
    mutating func endTagOpenState() {
        guard let character = currentCharacter else {
            reportError("eof-before-tag-name")
            emitCharacters(tokenStart..<position)  // "</"
            return emitEndOfFile()
        }
        if character.isASCIIAlpha {
            beginTag(isEndTag: true)
            state = .tagName
        } else if character == UInt8(ascii: ">") {
            reportError("missing-end-tag-name")
            position += 1
            state = .data
        } else {
            reportError("invalid-first-character-of-tag-name")
            beginComment()
            state = .bogusComment
        }
    }

    /// §13.2.5.8 Tag name state.
    mutating func tagNameState() {
        while position < input.count {
            let end = endOfName(from: position, isAttributeName: false)
            if end > position {
                Self.appendLowercased(input, position..<end, to: &tagName)
                position = end
                continue
            }
            let byte = input[position]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                consumeCurrentCharacter()
                state = .beforeAttributeName
                return
            case UInt8(ascii: "/"):
                position += 1
                state = .selfClosingStartTag
                return
            case UInt8(ascii: ">"):
                position += 1
                emitTag()
                return
            case 0:
                reportError("unexpected-null-character")
                tagName.append(contentsOf: Self.replacementCharacter)
            default:
                tagName.append(byte.asciiLowercased)
            }
            position += 1
        }
        reportError("eof-in-tag")
        emitEndOfFile()
    }

    /// §13.2.5.32 Before attribute name state.
    mutating func beforeAttributeNameState() {
        skipWhitespace()
        switch currentCharacter {
        case nil, UInt8(ascii: "/"), UInt8(ascii: ">"):
            state = .afterAttributeName
        case UInt8(ascii: "="):
            reportError("unexpected-equals-sign-before-attribute-name")
            beginAttribute()
            attributeName.append(UInt8(ascii: "="))
            position += 1
            state = .attributeName
        default:
            beginAttribute()
            state = .attributeName
        }
    }

    /// §13.2.5.33 Attribute name state.
    mutating func attributeNameState() {
        while position < input.count {
            let end = endOfName(from: position, isAttributeName: true)
            if end > position {
                Self.appendLowercased(input, position..<end, to: &attributeName)
                position = end
                continue
            }
            let byte = input[position]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20, UInt8(ascii: "/"), UInt8(ascii: ">"):
                leaveAttributeName()
                state = .afterAttributeName
                return
            case UInt8(ascii: "="):
                leaveAttributeName()
                position += 1
                state = .beforeAttributeValue
                return
            case 0:
                reportError("unexpected-null-character")
                attributeName.append(contentsOf: Self.replacementCharacter)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
                reportError("unexpected-character-in-attribute-name")
                attributeName.append(byte)
            default:
                attributeName.append(byte.asciiLowercased)
            }
            position += 1
        }
        leaveAttributeName()
        state = .afterAttributeName
    }

    /// §13.2.5.34 After attribute name state.
    mutating func afterAttributeNameState() {
        skipWhitespace()
        switch currentCharacter {
        case nil:
            reportError("eof-in-tag")
            emitEndOfFile()
        case UInt8(ascii: "/"):
            position += 1
            state = .selfClosingStartTag
        case UInt8(ascii: "="):
            position += 1
            state = .beforeAttributeValue
        case UInt8(ascii: ">"):
            position += 1
            emitTag()
        default:
            beginAttribute()
            state = .attributeName
        }
    }

    /// §13.2.5.35 Before attribute value state.
    mutating func beforeAttributeValueState() {
        skipWhitespace()
        switch currentCharacter {
        case UInt8(ascii: "\""):
            position += 1
            attributeValueStart = position
            state = .attributeValueDoubleQuoted
        case UInt8(ascii: "'"):
            position += 1
            attributeValueStart = position
            state = .attributeValueSingleQuoted
        case UInt8(ascii: ">"):
            reportError("missing-attribute-value")
            position += 1
            emitTag()
        default:
            attributeValueStart = position
            state = .attributeValueUnquoted
        }
    }

    /// §13.2.5.36 Attribute value (double-quoted) state and §13.2.5.37 attribute value (single-quoted) state.
    mutating func attributeValueQuotedState(quote: UInt8) {
        let end = endOfRun(from: position, stops: quote, UInt8(ascii: "&"), 0, 0x0D)
        if end > position {
            Self.append(input, position..<end, to: &attributeValue)
            position = end
        }
        guard let character = currentCharacter else {
            reportError("eof-in-tag")
            return emitEndOfFile()
        }
        switch character {
        case quote:
            position += 1
            state = .afterAttributeValueQuoted
        case UInt8(ascii: "&"):
            returnState = state
            characterReferenceStart = position
            position += 1
            state = .characterReference
        case 0:
            reportError("unexpected-null-character")
            attributeValue.append(contentsOf: Self.replacementCharacter)
            position += 1
        default:
            attributeValue.append(character)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.38 Attribute value (unquoted) state.
    mutating func attributeValueUnquotedState() {
        while position < input.count {
            let byte = input[position]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                consumeCurrentCharacter()
                state = .beforeAttributeName
                return
            case UInt8(ascii: "&"):
                returnState = .attributeValueUnquoted
                characterReferenceStart = position
                position += 1
                state = .characterReference
                return
            case UInt8(ascii: ">"):
                position += 1
                emitTag()
                return
            case 0:
                reportError("unexpected-null-character")
                attributeValue.append(contentsOf: Self.replacementCharacter)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "`"):
                reportError("unexpected-character-in-unquoted-attribute-value")
                attributeValue.append(byte)
            default:
                attributeValue.append(byte)
            }
            position += 1
        }
        reportError("eof-in-tag")
        emitEndOfFile()
    }

    /// §13.2.5.39 After attribute value (quoted) state.
    mutating func afterAttributeValueQuotedState() {
        guard let character = currentCharacter else {
            reportError("eof-in-tag")
            return emitEndOfFile()
        }
        switch character {
        case _ where character.isHTMLWhitespace:
            consumeCurrentCharacter()
            state = .beforeAttributeName
        case UInt8(ascii: "/"):
            position += 1
            state = .selfClosingStartTag
        case UInt8(ascii: ">"):
            position += 1
            emitTag()
        default:
            reportError("missing-whitespace-between-attributes")
            state = .beforeAttributeName
        }
    }

    /// §13.2.5.40 Self-closing start tag state, after a `/` inside a tag.
    mutating func selfClosingStartTagState() {
        switch currentCharacter {
        case nil:
            reportError("eof-in-tag")
            emitEndOfFile()
        case UInt8(ascii: ">"):
            tagSelfClosing = true
            position += 1
            emitTag()
        default:
            reportError("unexpected-solidus-in-tag")
            state = .beforeAttributeName
        }
    }

    // MARK: Building tags

    /// The end of the run of bytes from `start` that a tag name (or an attribute name) simply appends: all
    /// but whitespace, `/`, `>`, NUL, and for attribute names `=`, `"`, `'` and `<`.
    @inline(__always) func endOfName(from start: Int, isAttributeName: Bool) -> Int {
        input.withUnsafeBufferPointer { bytes in
            var offset = start
            scan: while offset < bytes.count {
                switch bytes[offset] {
                case 0x09, 0x0A, 0x0C, 0x0D, 0x20, UInt8(ascii: "/"), UInt8(ascii: ">"), 0: break scan
                case UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
                    if isAttributeName { break scan }
                default: break
                }
                offset += 1
            }
            return offset
        }
    }

    /// Appends `input[range]` to `buffer` with ASCII letters lowercased, as tag and attribute names are.
    @inline(__always) static func appendLowercased(_ input: [UInt8], _ range: Range<Int>, to buffer: inout [UInt8]) {
        input.withUnsafeBufferPointer { bytes in
            let source = UnsafeBufferPointer(rebasing: bytes[range])
            if source.contains(where: \.isASCIIUpperAlpha) {
                buffer.append(contentsOf: source.lazy.map(\.asciiLowercased))
            } else {
                buffer.append(contentsOf: source)
            }
        }
    }

    /// Consumes ASCII whitespace, which several states ignore.
    mutating func skipWhitespace() {
        while let character = currentCharacter, character.isHTMLWhitespace { consumeCurrentCharacter() }
    }

    /// Starts a new tag token whose `<` is at ``tokenStart``.
    mutating func beginTag(isEndTag: Bool) {
        tagIsEndTag = isEndTag
        tagName.removeAll(keepingCapacity: true)
        tagSelfClosing = false
        attributes = []
        hasPendingAttribute = false
    }

    /// Starts a new attribute at the current position, completing the previous one.
    mutating func beginAttribute() {
        completeAttribute()
        hasPendingAttribute = true
        attributeName.removeAll(keepingCapacity: true)
        attributeNameString = nil
        attributeValue.removeAll(keepingCapacity: true)
        attributeNameStart = position
        attributeValueStart = nil
        attributeIsDuplicate = false
    }

    /// Leaving the attribute name state is where the spec checks for a duplicate name; the error points at
    /// the character that ends the name, as in the html5lib tests.
    mutating func leaveAttributeName() {
        let name = String(decoding: attributeName, as: UTF8.self)
        attributeNameString = name
        if attributes.contains(where: { $0.name == name }) {
            reportError("duplicate-attribute")
            attributeIsDuplicate = true
        }
    }

    /// Adds the pending attribute to the tag unless it was a duplicate.
    mutating func completeAttribute() {
        guard hasPendingAttribute else { return }
        hasPendingAttribute = false
        guard !attributeIsDuplicate else { return }
        if attributes.isEmpty { attributes.reserveCapacity(4) }
        attributes.append(
            HTMLAttribute(
                name: attributeNameString ?? String(decoding: attributeName, as: UTF8.self),
                value: String(decoding: attributeValue, as: UTF8.self),
                nameStart: attributeNameStart,
                valueStart: attributeValueStart))
    }

    /// Emits the current tag, whose `>` was the character before ``position``, and returns to the data state.
    mutating func emitTag() {
        completeAttribute()
        let tag = HTMLTag(
            name: String(decoding: tagName, as: UTF8.self), attributes: attributes, selfClosing: tagSelfClosing,
            start: tokenStart, end: position)
        attributes = []
        state = .data
        if tagIsEndTag {
            if !tag.attributes.isEmpty { reportError("end-tag-with-attributes", at: position - 1) }
            if tag.selfClosing { reportError("end-tag-with-trailing-solidus", at: position - 1) }
            emittedToken = .endTag(tag)
        } else {
            lastStartTag = tagName
            emittedToken = .startTag(tag)
        }
    }
}
