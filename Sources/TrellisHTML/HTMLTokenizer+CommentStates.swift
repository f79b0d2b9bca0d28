/// The markup declaration open state, the comment states, the bogus comment state and the CDATA section
/// states (§13.2.5.41–§13.2.5.52, §13.2.5.69–§13.2.5.71).
extension HTMLTokenizer {
    /// §13.2.5.41 Bogus comment state: `<?…>`, `</3…>` and `<!…>` that is not a comment, DOCTYPE or CDATA.
    mutating func bogusCommentState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: ">"), 0, 0x0D, 0x0D)
        if end > position {
            Self.append(input, position..<end, to: &commentData)
            position = end
        }
        guard let character = currentCharacter else {
            emitComment()
            return
        }
        switch character {
        case UInt8(ascii: ">"):
            position += 1
            emitComment()
        case 0:
            reportError("unexpected-null-character")
            commentData.append(contentsOf: Self.replacementCharacter)
            position += 1
        default:
            commentData.append(character)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.42 Markup declaration open state, after `<!`.
    mutating func markupDeclarationOpenState() {
        if inputMatches("--") {
            position += 2
            beginComment()
            state = .commentStart
        } else if inputMatchesIgnoringCase("doctype") {
            position += 7
            state = .doctype
        } else if inputMatches("[CDATA[") {
            position += 7
            if allowsCDATA {
                state = .cdataSection
            } else {
                // html5lib places this error on the last `[`, the character the sequence ends with.
                reportError("cdata-in-html-content", at: position - 1)
                beginComment()
                commentData.append(contentsOf: "[CDATA[".utf8)
                state = .bogusComment
            }
        } else {
            reportError("incorrectly-opened-comment")
            beginComment()
            state = .bogusComment
        }
    }

    /// §13.2.5.43 Comment start state, after `<!--`.
    mutating func commentStartState() {
        switch currentCharacter {
        case UInt8(ascii: "-"):
            position += 1
            state = .commentStartDash
        case UInt8(ascii: ">"):
            reportError("abrupt-closing-of-empty-comment")
            position += 1
            emitComment()
        default:
            state = .comment
        }
    }

    /// §13.2.5.44 Comment start dash state, after `<!---`.
    mutating func commentStartDashState() {
        switch currentCharacter {
        case nil:
            reportError("eof-in-comment")
            emitComment()
        case UInt8(ascii: "-"):
            position += 1
            state = .commentEnd
        case UInt8(ascii: ">"):
            reportError("abrupt-closing-of-empty-comment")
            position += 1
            emitComment()
        default:
            commentData.append(UInt8(ascii: "-"))
            state = .comment
        }
    }

    /// §13.2.5.45 Comment state.
    mutating func commentState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: "<"), UInt8(ascii: "-"), 0, 0x0D)
        if end > position {
            Self.append(input, position..<end, to: &commentData)
            position = end
        }
        guard let character = currentCharacter else {
            reportError("eof-in-comment")
            emitComment()
            return
        }
        switch character {
        case UInt8(ascii: "<"):
            commentData.append(character)
            position += 1
            state = .commentLessThanSign
        case UInt8(ascii: "-"):
            position += 1
            state = .commentEndDash
        case 0:
            reportError("unexpected-null-character")
            commentData.append(contentsOf: Self.replacementCharacter)
            position += 1
        default:
            commentData.append(character)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.46 Comment less-than sign state: the start of a possibly nested `<!--`.
    mutating func commentLessThanSignState() {
        switch currentCharacter {
        case UInt8(ascii: "!"):
            commentData.append(UInt8(ascii: "!"))
            position += 1
            state = .commentLessThanSignBang
        case UInt8(ascii: "<"):
            commentData.append(UInt8(ascii: "<"))
            position += 1
        default:
            state = .comment
        }
    }

    /// §13.2.5.47 Comment less-than sign bang state.
    mutating func commentLessThanSignBangState() {
        if currentCharacter == UInt8(ascii: "-") {
            position += 1
            state = .commentLessThanSignBangDash
        } else {
            state = .comment
        }
    }

    /// §13.2.5.48 Comment less-than sign bang dash state.
    mutating func commentLessThanSignBangDashState() {
        if currentCharacter == UInt8(ascii: "-") {
            position += 1
            state = .commentLessThanSignBangDashDash
        } else {
            state = .commentEndDash
        }
    }

    /// §13.2.5.49 Comment less-than sign bang dash dash state: `<!--` inside a comment is a nested-comment
    /// error unless the comment ends right there.
    mutating func commentLessThanSignBangDashDashState() {
        switch currentCharacter {
        case nil, UInt8(ascii: ">"):
            break
        default:
            reportError("nested-comment")
        }
        state = .commentEnd
    }

    /// §13.2.5.50 Comment end dash state.
    mutating func commentEndDashState() {
        switch currentCharacter {
        case nil:
            reportError("eof-in-comment")
            emitComment()
        case UInt8(ascii: "-"):
            position += 1
            state = .commentEnd
        default:
            commentData.append(UInt8(ascii: "-"))
            state = .comment
        }
    }

    /// §13.2.5.51 Comment end state, after `--`.
    mutating func commentEndState() {
        switch currentCharacter {
        case nil:
            reportError("eof-in-comment")
            emitComment()
        case UInt8(ascii: ">"):
            position += 1
            emitComment()
        case UInt8(ascii: "!"):
            position += 1
            state = .commentEndBang
        case UInt8(ascii: "-"):
            commentData.append(UInt8(ascii: "-"))
            position += 1
        default:
            commentData.append(contentsOf: "--".utf8)
            state = .comment
        }
    }

    /// §13.2.5.52 Comment end bang state, after `--!`.
    mutating func commentEndBangState() {
        switch currentCharacter {
        case nil:
            reportError("eof-in-comment")
            emitComment()
        case UInt8(ascii: "-"):
            commentData.append(contentsOf: "--!".utf8)
            position += 1
            state = .commentEndDash
        case UInt8(ascii: ">"):
            reportError("incorrectly-closed-comment")
            position += 1
            emitComment()
        default:
            commentData.append(contentsOf: "--!".utf8)
            state = .comment
        }
    }

    /// Starts a comment token whose `<` is at ``tokenStart``.
    mutating func beginComment() {
        commentData.removeAll(keepingCapacity: true)
    }

    /// Emits the current comment and returns to the data state. At the end of the input the spec emits the
    /// comment and then an end-of-file token; the data state emits that one on the next step.
    mutating func emitComment() {
        emittedToken = .comment(String(decoding: commentData, as: UTF8.self), start: tokenStart)
        state = .data
    }

    // MARK: CDATA sections

    /// §13.2.5.69 CDATA section state (only inside SVG and MathML). Its content is character data; NUL is
    /// passed through for the tree builder to handle.
    mutating func cdataSectionState() {
        let end = endOfRun(from: position, stops: UInt8(ascii: "]"), 0x0D, 0x0D, 0x0D)
        if end > position {
            emitCharacters(position..<end)
            position = end
        }
        guard let character = currentCharacter else {
            reportError("eof-in-cdata")
            return emitEndOfFile()
        }
        if character == UInt8(ascii: "]") {
            position += 1
            state = .cdataSectionBracket
        } else {
            emitCharacter(character, at: position)
            consumeCurrentCharacter()
        }
    }

    /// §13.2.5.70 CDATA section bracket state, after one `]`.
    mutating func cdataSectionBracketState() {
        if currentCharacter == UInt8(ascii: "]") {
            position += 1
            state = .cdataSectionEnd
        } else {
            emitCharacter(UInt8(ascii: "]"), at: position - 1)
            state = .cdataSection
        }
    }

    /// §13.2.5.71 CDATA section end state, after `]]`.
    mutating func cdataSectionEndState() {
        switch currentCharacter {
        case UInt8(ascii: "]"):
            emitCharacter(UInt8(ascii: "]"), at: position - 2)
            position += 1
        case UInt8(ascii: ">"):
            position += 1
            state = .data
        default:
            emitCharacter(UInt8(ascii: "]"), at: position - 2)
            emitCharacter(UInt8(ascii: "]"), at: position - 1)
            state = .cdataSection
        }
    }
}
