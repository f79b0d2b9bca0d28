/// The WHATWG HTML tokenizer (§13.2.5) over UTF-8 bytes, with byte offsets on every token and parse error
/// so that Trellis can point at the line and column of a component template.
///
/// The state machine is the spec's, state for state (the `HTMLTokenizer+…States.swift` files follow the
/// spec's order), and it agrees with the html5lib tokenizer tests on tokens, error codes and positions.
/// Three things differ from a literal reading, all for speed and none visible in the output:
/// - It works on bytes, not decoded characters. Every character the spec compares is ASCII, so a non-ASCII
///   byte is always "anything else" and is copied through; runs of ordinary text are copied in bulk.
/// - Input preprocessing (CR LF and lone CR become LF) happens as the states read: ``currentCharacter``
///   reports a CR as LF and ``consumeCurrentCharacter()`` steps over the LF of a CR LF pair.
/// - The input-stream errors (controls, noncharacters, bytes that are not UTF-8) are found by one pass in
///   ``init(_:)`` and merged into ``errors`` in offset order as the tokenizer reaches them.
///
/// A tree builder drives it with ``next()`` and sets ``state``, ``lastStartTagName`` and ``allowsCDATA``
/// between tokens as the spec's tree construction stage does.
public struct HTMLTokenizer: Sendable {
    /// The UTF-8 input; every offset in tokens and errors indexes it.
    let input: [UInt8]
    /// Offset of the next byte to consume.
    var position = 0

    /// The state the next character is consumed in. A tree builder sets ``HTMLTokenizerState/rcdata``,
    /// ``HTMLTokenizerState/rawtext``, ``HTMLTokenizerState/scriptData`` or ``HTMLTokenizerState/plaintext``
    /// after the start tags that call for it.
    public var state: HTMLTokenizerState = .data
    /// The state a character reference returns to, which also tells whether it is inside an attribute value.
    var returnState: HTMLTokenizerState = .data

    /// The name of the last start tag emitted, for the spec's "appropriate end tag token" (`</title>` ends
    /// RCDATA only after `<title>`). The tokenizer sets it on every start tag; a tree builder or a test may
    /// set it too.
    public var lastStartTagName: String? {
        get { lastStartTag.map { String(decoding: $0, as: UTF8.self) } }
        set { lastStartTag = newValue.map { Array($0.utf8) } }
    }
    var lastStartTag: [UInt8]?

    /// Whether `<![CDATA[` starts a CDATA section: true when the tree builder's adjusted current node is an
    /// SVG or MathML element. Otherwise it is a bogus comment and a `cdata-in-html-content` error.
    public var allowsCDATA = false

    /// The parse errors so far, in offset order. They run up to the tokenizer's read position, which after
    /// ``next()`` returns a run of characters may already be past the token that follows it.
    public var errors: [HTMLParseError] = []

    /// The input-stream errors found up front, and how many of them ``errors`` already holds.
    let inputStreamErrors: [HTMLParseError]
    var reportedInputStreamErrors = 0

    // MARK: Output

    /// The character data of the current run, as UTF-8, and the offset of its first character.
    var text: [UInt8] = []
    var textStart = 0
    /// The token a state emitted; ``next()`` returns it after any pending run of characters.
    var emittedToken: HTMLToken?
    /// A token held back while the run of characters before it is returned.
    var queuedToken: HTMLToken?
    var reachedEndOfFile = false

    // MARK: Tokens under construction

    /// Offset of the `<` that opened the current tag, comment or DOCTYPE.
    var tokenStart = 0
    var tagIsEndTag = false
    var tagName: [UInt8] = []
    var tagSelfClosing = false
    var attributes: [HTMLAttribute] = []
    /// The attribute being read, kept as bytes until it is complete.
    var hasPendingAttribute = false
    var attributeName: [UInt8] = []
    /// The pending attribute's name as a `String`, made once when the attribute name state is left.
    var attributeNameString: String?
    var attributeValue: [UInt8] = []
    var attributeNameStart = 0
    var attributeValueStart: Int?
    /// Set when the pending attribute repeats an earlier name; the spec drops it.
    var attributeIsDuplicate = false
    var commentData: [UInt8] = []
    var doctypeName: [UInt8]?
    var doctypePublicIdentifier: [UInt8]?
    var doctypeSystemIdentifier: [UInt8]?
    var doctypeForceQuirks = false

    /// Offset of the `&` of the character reference being read; its characters are flushed from the input.
    var characterReferenceStart = 0
    var characterReferenceCode: UInt32 = 0
    /// Where the spec's temporary buffer starts in the input, for the script data double-escape states.
    /// Everywhere the tokenizer needs that buffer it holds input characters verbatim, so an offset suffices.
    var temporaryBufferStart = 0

    /// Tokenizes `input`, which is UTF-8. Bytes that are not UTF-8 read as U+FFFD and are reported as
    /// ``HTMLParseError/invalidUTF8``.
    public init(_ input: [UInt8]) {
        self.input = input
        self.inputStreamErrors = HTMLInputStream.errors(in: input)
    }

    /// Tokenizes `input` (convenience for tests and small snippets).
    public init(_ input: String) {
        self.init(Array(input.utf8))
    }

    /// The next token; ``HTMLToken/endOfFile(at:)`` once the input is exhausted, and forever after.
    public mutating func next() -> HTMLToken {
        if let token = queuedToken.take() { return token }
        if reachedEndOfFile { return .endOfFile(at: input.count) }
        while true {
            step()
            guard let token = emittedToken.take() else { continue }
            reportInputStreamErrors(before: position)
            guard !text.isEmpty else { return token }
            queuedToken = consume token
            let characters = HTMLToken.characters(String(decoding: text, as: UTF8.self), start: textStart)
            text.removeAll(keepingCapacity: true)
            return characters
        }
    }

    /// Every token up to and including the end of file (convenience for tests and tools that need no tree
    /// builder).
    public mutating func allTokens() -> [HTMLToken] {
        var tokens: [HTMLToken] = []
        while true {
            let token = next()
            tokens.append(token)
            if case .endOfFile = token { return tokens }
        }
    }

    /// Runs the current state once: it consumes at least one character, or emits a token, or switches state
    /// to reconsume.
    mutating func step() {
        switch state {
        case .data: dataState()
        case .rcdata: rcdataState()
        case .rawtext: rawtextState()
        case .scriptData: scriptDataState()
        case .plaintext: plaintextState()
        case .tagOpen: tagOpenState()
        case .endTagOpen: endTagOpenState()
        case .tagName: tagNameState()
        case .rcdataLessThanSign: textLessThanSignState(endTagOpen: .rcdataEndTagOpen, text: .rcdata)
        case .rcdataEndTagOpen: textEndTagOpenState(endTagName: .rcdataEndTagName, text: .rcdata)
        case .rcdataEndTagName: textEndTagNameState(text: .rcdata)
        case .rawtextLessThanSign: textLessThanSignState(endTagOpen: .rawtextEndTagOpen, text: .rawtext)
        case .rawtextEndTagOpen: textEndTagOpenState(endTagName: .rawtextEndTagName, text: .rawtext)
        case .rawtextEndTagName: textEndTagNameState(text: .rawtext)
        case .scriptDataLessThanSign: scriptDataLessThanSignState()
        case .scriptDataEndTagOpen: textEndTagOpenState(endTagName: .scriptDataEndTagName, text: .scriptData)
        case .scriptDataEndTagName: textEndTagNameState(text: .scriptData)
        case .scriptDataEscapeStart: scriptDataEscapeStartState(next: .scriptDataEscapeStartDash)
        case .scriptDataEscapeStartDash: scriptDataEscapeStartState(next: .scriptDataEscapedDashDash)
        case .scriptDataEscaped: scriptDataEscapedState()
        case .scriptDataEscapedDash: scriptDataEscapedDashState()
        case .scriptDataEscapedDashDash: scriptDataEscapedDashDashState()
        case .scriptDataEscapedLessThanSign: scriptDataEscapedLessThanSignState()
        case .scriptDataEscapedEndTagOpen:
            textEndTagOpenState(endTagName: .scriptDataEscapedEndTagName, text: .scriptDataEscaped)
        case .scriptDataEscapedEndTagName: textEndTagNameState(text: .scriptDataEscaped)
        case .scriptDataDoubleEscapeStart: scriptDataDoubleEscapeStartState()
        case .scriptDataDoubleEscaped: scriptDataDoubleEscapedState()
        case .scriptDataDoubleEscapedDash: scriptDataDoubleEscapedDashState()
        case .scriptDataDoubleEscapedDashDash: scriptDataDoubleEscapedDashDashState()
        case .scriptDataDoubleEscapedLessThanSign: scriptDataDoubleEscapedLessThanSignState()
        case .scriptDataDoubleEscapeEnd: scriptDataDoubleEscapeEndState()
        case .beforeAttributeName: beforeAttributeNameState()
        case .attributeName: attributeNameState()
        case .afterAttributeName: afterAttributeNameState()
        case .beforeAttributeValue: beforeAttributeValueState()
        case .attributeValueDoubleQuoted: attributeValueQuotedState(quote: UInt8(ascii: "\""))
        case .attributeValueSingleQuoted: attributeValueQuotedState(quote: UInt8(ascii: "'"))
        case .attributeValueUnquoted: attributeValueUnquotedState()
        case .afterAttributeValueQuoted: afterAttributeValueQuotedState()
        case .selfClosingStartTag: selfClosingStartTagState()
        case .bogusComment: bogusCommentState()
        case .markupDeclarationOpen: markupDeclarationOpenState()
        case .commentStart: commentStartState()
        case .commentStartDash: commentStartDashState()
        case .comment: commentState()
        case .commentLessThanSign: commentLessThanSignState()
        case .commentLessThanSignBang: commentLessThanSignBangState()
        case .commentLessThanSignBangDash: commentLessThanSignBangDashState()
        case .commentLessThanSignBangDashDash: commentLessThanSignBangDashDashState()
        case .commentEndDash: commentEndDashState()
        case .commentEnd: commentEndState()
        case .commentEndBang: commentEndBangState()
        case .doctype: doctypeState()
        case .beforeDoctypeName: beforeDoctypeNameState()
        case .doctypeName: doctypeNameState()
        case .afterDoctypeName: afterDoctypeNameState()
        case .afterDoctypePublicKeyword: afterDoctypeKeywordState(isPublic: true)
        case .beforeDoctypePublicIdentifier: beforeDoctypeIdentifierState(isPublic: true)
        case .doctypePublicIdentifierDoubleQuoted:
            doctypeIdentifierQuotedState(quote: UInt8(ascii: "\""), isPublic: true)
        case .doctypePublicIdentifierSingleQuoted:
            doctypeIdentifierQuotedState(quote: UInt8(ascii: "'"), isPublic: true)
        case .afterDoctypePublicIdentifier: afterDoctypePublicIdentifierState()
        case .betweenDoctypePublicAndSystemIdentifiers: betweenDoctypePublicAndSystemIdentifiersState()
        case .afterDoctypeSystemKeyword: afterDoctypeKeywordState(isPublic: false)
        case .beforeDoctypeSystemIdentifier: beforeDoctypeIdentifierState(isPublic: false)
        case .doctypeSystemIdentifierDoubleQuoted:
            doctypeIdentifierQuotedState(quote: UInt8(ascii: "\""), isPublic: false)
        case .doctypeSystemIdentifierSingleQuoted:
            doctypeIdentifierQuotedState(quote: UInt8(ascii: "'"), isPublic: false)
        case .afterDoctypeSystemIdentifier: afterDoctypeSystemIdentifierState()
        case .bogusDoctype: bogusDoctypeState()
        case .cdataSection: cdataSectionState()
        case .cdataSectionBracket: cdataSectionBracketState()
        case .cdataSectionEnd: cdataSectionEndState()
        case .characterReference: characterReferenceState()
        case .namedCharacterReference: namedCharacterReferenceState()
        case .ambiguousAmpersand: ambiguousAmpersandState()
        case .numericCharacterReference: numericCharacterReferenceState()
        case .hexadecimalCharacterReferenceStart: numericCharacterReferenceStartState(hexadecimal: true)
        case .decimalCharacterReferenceStart: numericCharacterReferenceStartState(hexadecimal: false)
        case .hexadecimalCharacterReference: numericCharacterReferenceDigitsState(hexadecimal: true)
        case .decimalCharacterReference: numericCharacterReferenceDigitsState(hexadecimal: false)
        case .numericCharacterReferenceEnd: numericCharacterReferenceEndState()
        }
    }

    // MARK: Reading the input

    /// The current input character as a byte, with CR read as LF (input preprocessing), or `nil` at the end.
    @inline(__always) var currentCharacter: UInt8? {
        guard position < input.count else { return nil }
        let byte = input[position]
        return byte == 0x0D ? 0x0A : byte
    }

    /// Consumes the current input character; a CR LF pair is one character.
    @inline(__always) mutating func consumeCurrentCharacter() {
        if input[position] == 0x0D, position + 1 < input.count, input[position + 1] == 0x0A {
            position += 2
        } else {
            position += 1
        }
    }

    /// The offset of the first byte at or after `start` that is one of the four `stops`, or the input's end.
    /// The content states use it to copy ordinary text in bulk.
    @inline(__always) func endOfRun(from start: Int, stops a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        input.withUnsafeBufferPointer { bytes in
            var offset = start
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == a || byte == b || byte == c || byte == d { break }
                offset += 1
            }
            return offset
        }
    }

    /// Whether the input at the current position spells `word` (given in lowercase), ignoring ASCII case.
    func inputMatchesIgnoringCase(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= input.count else { return false }
        let bytes = word.utf8Start
        for index in 0..<count where input[position + index].asciiLowercased != bytes[index] { return false }
        return true
    }

    /// Whether the input at the current position spells `word` exactly.
    func inputMatches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= input.count else { return false }
        let bytes = word.utf8Start
        for index in 0..<count where input[position + index] != bytes[index] { return false }
        return true
    }

    // MARK: Errors

    /// Reports a parse error at the current input character (or at the end of the input).
    mutating func reportError(_ code: String) {
        reportError(code, at: position)
    }

    /// Reports a parse error at `offset`, after any input-stream error at or before it, which is the order
    /// the html5lib tests expect.
    mutating func reportError(_ code: String, at offset: Int) {
        reportInputStreamErrors(before: offset + 1)
        errors.append(HTMLParseError(code: code, offset: offset))
    }

    /// Moves the input-stream errors before `offset` into ``errors``.
    mutating func reportInputStreamErrors(before offset: Int) {
        while reportedInputStreamErrors < inputStreamErrors.count,
            inputStreamErrors[reportedInputStreamErrors].offset < offset
        {
            errors.append(inputStreamErrors[reportedInputStreamErrors])
            reportedInputStreamErrors += 1
        }
    }

    // MARK: Emitting

    /// Emits one character (a byte of its UTF-8 encoding) that starts at `offset` in the input.
    @inline(__always) mutating func emitCharacter(_ byte: UInt8, at offset: Int) {
        if text.isEmpty { textStart = offset }
        text.append(byte)
    }

    /// Emits the input bytes in `range` verbatim as characters; callers make sure it holds no CR.
    @inline(__always) mutating func emitCharacters(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if text.isEmpty { textStart = range.lowerBound }
        Self.append(input, range, to: &text)
    }

    /// Appends `input[range]` to `buffer`. Going through a buffer pointer rather than an `ArraySlice` saves
    /// a retain and a release of the input per run, which is measurable on markup-dense templates.
    @inline(__always) static func append(_ input: [UInt8], _ range: Range<Int>, to buffer: inout [UInt8]) {
        input.withUnsafeBufferPointer { bytes in
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Emits U+FFFD for the NUL at the current position, as most states do after `unexpected-null-character`.
    mutating func emitReplacementCharacter() {
        if text.isEmpty { textStart = position }
        text.append(contentsOf: Self.replacementCharacter)
    }

    mutating func emitEndOfFile() {
        emittedToken = .endOfFile(at: input.count)
        reachedEndOfFile = true
    }

    /// The UTF-8 encoding of U+FFFD REPLACEMENT CHARACTER.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
}
