/// The content states (data, RCDATA, RAWTEXT, script data with its escaped and double-escaped variants,
/// PLAINTEXT) and the end-tag states that leave RCDATA, RAWTEXT and script data (§13.2.5.1–§13.2.5.31).
///
/// Text is what templates are mostly made of, so each content state first copies the run of bytes up to the
/// next character it treats specially, and only then looks at that character.
extension HTMLTokenizer {
    /// §13.2.5.1 Data state.
    mutating func dataState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: "<"), UInt8(ascii: "&"), 0, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else { return emitEndOfFile() }
        switch character {
        case UInt8(ascii: "&"):
            returnState = .data
            characterReferenceStart = position
            position += 1
            state = .characterReference
        case UInt8(ascii: "<"):
            tokenStart = position
            position += 1
            state = .tagOpen
        case 0:
            reportError("unexpected-null-character")
            emitCharacter(0, at: position)
            position += 1
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.2 RCDATA state (`<title>`, `<textarea>`): text with character references but no tags.
    mutating func rcdataState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: "<"), UInt8(ascii: "&"), 0, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else { return emitEndOfFile() }
        switch character {
        case UInt8(ascii: "&"):
            returnState = .rcdata
            characterReferenceStart = position
            position += 1
            state = .characterReference
        case UInt8(ascii: "<"):
            tokenStart = position
            position += 1
            state = .rcdataLessThanSign
        case 0:
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.3 RAWTEXT state (`<style>`, `<xmp>`, …) and §13.2.5.4 script data state: text without
    /// character references, left only by the appropriate end tag.
    mutating func rawtextState() {
        rawTextLikeState(lessThanSign: .rawtextLessThanSign)
    }

    /// §13.2.5.4 Script data state.
    mutating func scriptDataState() {
        rawTextLikeState(lessThanSign: .scriptDataLessThanSign)
    }

    private mutating func rawTextLikeState(lessThanSign: HTMLTokenizerState) {
        let end = endOfRun(from: position, stops: UInt8(ascii: "<"), 0, 0x0D, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else { return emitEndOfFile() }
        switch character {
        case UInt8(ascii: "<"):
            tokenStart = position
            position += 1
            state = lessThanSign
        case 0:
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.5 PLAINTEXT state: everything up to the end is text.
    mutating func plaintextState() {
        let end = endOfRun(from: position, stops: 0, 0x0D, 0x0D, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else { return emitEndOfFile() }
        if character == 0 {
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
        } else {
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    // MARK: Leaving RCDATA, RAWTEXT and script data

    /// §13.2.5.9 RCDATA less-than sign state and §13.2.5.12 RAWTEXT less-than sign state.
    mutating func textLessThanSignState(endTagOpen: HTMLTokenizerState, text: HTMLTokenizerState) {
        if currentCharacter == UInt8(ascii: "/") {
            position += 1
            state = endTagOpen
        } else {
            emitCharacter(UInt8(ascii: "<"), at: tokenStart)
            state = text
        }
    }

    /// §13.2.5.10, §13.2.5.13, §13.2.5.16 and §13.2.5.24: the end tag open states of RCDATA, RAWTEXT,
    /// script data and escaped script data.
    mutating func textEndTagOpenState(endTagName: HTMLTokenizerState, text: HTMLTokenizerState) {
        if let character = currentCharacter, character.isASCIIAlpha {
            beginTag(isEndTag: true)
            state = endTagName
        } else {
            emitCharacters(tokenStart..<position)  // "</"
            state = text
        }
    }

    /// §13.2.5.11, §13.2.5.14, §13.2.5.17 and §13.2.5.25: the end tag name states. Only the appropriate end
    /// tag (the one matching the last start tag) leaves the text; anything else turns back into text, and
    /// the spec's temporary buffer is exactly the input from the `<`.
    mutating func textEndTagNameState(text: HTMLTokenizerState) {
        if let character = currentCharacter {
            switch character {
            case _ where character.isHTMLWhitespace && isAppropriateEndTag:
                consumeCurrentCharacter()
                state = .beforeAttributeName
                return
            case UInt8(ascii: "/") where isAppropriateEndTag:
                position += 1
                state = .selfClosingStartTag
                return
            case UInt8(ascii: ">") where isAppropriateEndTag:
                position += 1
                emitTag()
                return
            case _ where character.isASCIIAlpha:
                tagName.append(character.asciiLowercased)
                position += 1
                return
            default:
                break
            }
        }
        emitCharacters(tokenStart..<position)
        state = text
    }

    /// Whether the end tag being read closes the element whose start tag came last.
    var isAppropriateEndTag: Bool {
        guard let lastStartTag else { return false }
        return tagName == lastStartTag
    }

    // MARK: Script data

    /// §13.2.5.15 Script data less-than sign state.
    mutating func scriptDataLessThanSignState() {
        switch currentCharacter {
        case UInt8(ascii: "/"):
            position += 1
            state = .scriptDataEndTagOpen
        case UInt8(ascii: "!"):
            position += 1
            state = .scriptDataEscapeStart
            emitCharacters(tokenStart..<position)  // "<!"
        default:
            emitCharacter(UInt8(ascii: "<"), at: tokenStart)
            state = .scriptData
        }
    }

    /// §13.2.5.18 Script data escape start state and §13.2.5.19 script data escape start dash state: the
    /// `--` of `<!--` inside a script.
    mutating func scriptDataEscapeStartState(next: HTMLTokenizerState) {
        if currentCharacter == UInt8(ascii: "-") {
            emitCharacter(UInt8(ascii: "-"), at: position)
            position += 1
            state = next
        } else {
            state = .scriptData
        }
    }

    /// §13.2.5.20 Script data escaped state.
    mutating func scriptDataEscapedState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: "-"), UInt8(ascii: "<"), 0, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else {
            reportError("eof-in-script-html-comment-like-text")
            return emitEndOfFile()
        }
        switch character {
        case UInt8(ascii: "-"):
            emitCharacter(character, at: position)
            position += 1
            state = .scriptDataEscapedDash
        case UInt8(ascii: "<"):
            tokenStart = position
            position += 1
            state = .scriptDataEscapedLessThanSign
        case 0:
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.21 Script data escaped dash state and §13.2.5.22 script data escaped dash dash state.
    mutating func scriptDataEscapedDashState() {
        scriptDataEscapedDashes(afterTwoDashes: false)
    }

    /// §13.2.5.22 Script data escaped dash dash state.
    mutating func scriptDataEscapedDashDashState() {
        scriptDataEscapedDashes(afterTwoDashes: true)
    }

    private mutating func scriptDataEscapedDashes(afterTwoDashes: Bool) {
        guard let character = currentCharacter else {
            reportError("eof-in-script-html-comment-like-text")
            return emitEndOfFile()
        }
        switch character {
        case UInt8(ascii: "-"):
            emitCharacter(character, at: position)
            position += 1
            state = .scriptDataEscapedDashDash
        case UInt8(ascii: "<"):
            tokenStart = position
            position += 1
            state = .scriptDataEscapedLessThanSign
        case UInt8(ascii: ">") where afterTwoDashes:
            emitCharacter(character, at: position)
            position += 1
            state = .scriptData
        case 0:
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
            state = .scriptDataEscaped
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
            state = .scriptDataEscaped
        }
    }

    /// §13.2.5.23 Script data escaped less-than sign state.
    mutating func scriptDataEscapedLessThanSignState() {
        if currentCharacter == UInt8(ascii: "/") {
            position += 1
            state = .scriptDataEscapedEndTagOpen
        } else if let character = currentCharacter, character.isASCIIAlpha {
            emitCharacter(UInt8(ascii: "<"), at: tokenStart)
            temporaryBufferStart = position
            state = .scriptDataDoubleEscapeStart
        } else {
            emitCharacter(UInt8(ascii: "<"), at: tokenStart)
            state = .scriptDataEscaped
        }
    }

    /// §13.2.5.26 Script data double escape start state: `<script` inside `<!--` of a script.
    mutating func scriptDataDoubleEscapeStartState() {
        scriptDataDoubleEscapeBoundary(
            ifScript: .scriptDataDoubleEscaped, otherwise: .scriptDataEscaped, fallback: .scriptDataEscaped)
    }

    /// §13.2.5.31 Script data double escape end state: `</script` inside the double-escaped part.
    mutating func scriptDataDoubleEscapeEndState() {
        scriptDataDoubleEscapeBoundary(
            ifScript: .scriptDataEscaped, otherwise: .scriptDataDoubleEscaped, fallback: .scriptDataDoubleEscaped)
    }

    /// The two double-escape boundary states differ only in where `script` and anything else lead; the
    /// temporary buffer is the letters read since ``temporaryBufferStart``.
    private mutating func scriptDataDoubleEscapeBoundary(
        ifScript: HTMLTokenizerState, otherwise: HTMLTokenizerState, fallback: HTMLTokenizerState
    ) {
        guard let character = currentCharacter else {
            state = fallback
            return
        }
        if character.isHTMLWhitespace || character == UInt8(ascii: "/") || character == UInt8(ascii: ">") {
            state = temporaryBufferIsScript ? ifScript : otherwise
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        } else if character.isASCIIAlpha {
            emitCharacter(character, at: position)
            position += 1
        } else {
            state = fallback
        }
    }

    private var temporaryBufferIsScript: Bool {
        guard position - temporaryBufferStart == 6 else { return false }
        let saved = input[temporaryBufferStart..<position]
        return zip(saved, "script".utf8).allSatisfy { $0.asciiLowercased == $1 }
    }

    /// §13.2.5.27 Script data double escaped state.
    mutating func scriptDataDoubleEscapedState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: "-"), UInt8(ascii: "<"), 0, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else {
            reportError("eof-in-script-html-comment-like-text")
            return emitEndOfFile()
        }
        switch character {
        case UInt8(ascii: "-"):
            emitCharacter(character, at: position)
            position += 1
            state = .scriptDataDoubleEscapedDash
        case UInt8(ascii: "<"):
            emitCharacter(character, at: position)
            position += 1
            state = .scriptDataDoubleEscapedLessThanSign
        case 0:
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.28 Script data double escaped dash state.
    mutating func scriptDataDoubleEscapedDashState() {
        scriptDataDoubleEscapedDashes(afterTwoDashes: false)
    }

    /// §13.2.5.29 Script data double escaped dash dash state.
    mutating func scriptDataDoubleEscapedDashDashState() {
        scriptDataDoubleEscapedDashes(afterTwoDashes: true)
    }

    private mutating func scriptDataDoubleEscapedDashes(afterTwoDashes: Bool) {
        guard let character = currentCharacter else {
            reportError("eof-in-script-html-comment-like-text")
            return emitEndOfFile()
        }
        switch character {
        case UInt8(ascii: "-"):
            emitCharacter(character, at: position)
            position += 1
            state = .scriptDataDoubleEscapedDashDash
        case UInt8(ascii: "<"):
            emitCharacter(character, at: position)
            position += 1
            state = .scriptDataDoubleEscapedLessThanSign
        case UInt8(ascii: ">") where afterTwoDashes:
            emitCharacter(character, at: position)
            position += 1
            state = .scriptData
        case 0:
            reportError("unexpected-null-character")
            emitReplacementCharacter()
            position += 1
            state = .scriptDataDoubleEscaped
        default:
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
            state = .scriptDataDoubleEscaped
        }
    }

    /// §13.2.5.30 Script data double escaped less-than sign state.
    mutating func scriptDataDoubleEscapedLessThanSignState() {
        if currentCharacter == UInt8(ascii: "/") {
            emitCharacter(UInt8(ascii: "/"), at: position)
            position += 1
            temporaryBufferStart = position
            state = .scriptDataDoubleEscapeEnd
        } else {
            state = .scriptDataDoubleEscaped
        }
    }
}
