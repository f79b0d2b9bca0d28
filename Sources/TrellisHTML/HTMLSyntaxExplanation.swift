/// Turns the tokenizer's WHATWG parse-error codes into problems a template author can act on: plain words,
/// the fix, and the place where the mistake starts rather than where the tokenizer noticed it (an unterminated
/// quote is noticed at the end of the input but made at the quote).
enum HTMLSyntaxExplanation {
    static func problem(for error: HTMLParseError, in input: [UInt8]) -> HTMLFragmentProblem {
        let offset = min(max(error.offset, 0), input.count)
        switch error.code {
        case "eof-in-tag":
            if let quote = unterminatedQuote(before: offset, in: input) {
                return syntax(
                    "unterminated-attribute-quote", at: quote,
                    "this attribute value's quote is never closed, so the rest of the template is read as part of the tag; add the closing \(Character(Unicode.Scalar(input[quote])))"
                )
            }
            return syntax(
                error.code, at: lastTagStart(before: offset, in: input) ?? offset,
                "this tag is never finished; add '>'")
        case "eof-in-comment":
            return syntax(
                error.code, at: lastOccurrence(of: Array("<!--".utf8), before: offset, in: input) ?? offset,
                "this comment is never closed, so the rest of the template is hidden in it; end it with -->")
        case "duplicate-attribute":
            // The tokenizer notices the duplicate at the character that ends its name.
            var nameStart = offset
            while nameStart > 0, !input[nameStart - 1].isHTMLWhitespace, input[nameStart - 1] != UInt8(ascii: "/") {
                nameStart -= 1
            }
            let name = word(at: nameStart, in: input)
            return syntax(
                error.code, at: nameStart,
                "duplicate attribute \"\(name)\": the browser keeps the first one and drops this one; remove one")
        case "missing-semicolon-after-character-reference":
            let reference = referenceText(before: offset, in: input)
            // `&amp` itself: both fixes would read `&amp;`.
            let literal = reference.text == "&amp" ? "" : ", or &amp; for a literal '&'"
            return syntax(
                error.code, at: reference.start,
                "the character reference \(reference.text) has no ';'; write \(reference.text);\(literal)")
        case "unknown-named-character-reference":
            let reference = referenceText(before: offset, in: input)
            // Shown as written, its `;` included.
            let end = reference.start + reference.text.utf8.count
            let written = end < input.count && input[end] == UInt8(ascii: ";") ? reference.text + ";" : reference.text
            return syntax(
                error.code, at: reference.start,
                "\(written) is not a character reference HTML knows; write &amp; for a literal '&'")
        case "invalid-first-character-of-tag-name":
            // Noticed at the character after `<` (or after `</`).
            var start = max(offset - 1, 0)
            if start > 0, input[start] == UInt8(ascii: "/") { start -= 1 }
            return syntax(error.code, at: start, "'<' starts a tag here; write &lt; for a literal '<'")
        case "unexpected-character-in-unquoted-attribute-value":
            return syntax(
                error.code, at: offset,
                "\(quoted(input, offset)) in an unquoted attribute value; put the value in quotes")
        case "unexpected-character-in-attribute-name":
            return syntax(
                error.code, at: offset,
                "\(quoted(input, offset)) in an attribute name: a quote or '=' is probably missing or misplaced")
        case "unexpected-equals-sign-before-attribute-name":
            return syntax(error.code, at: offset, "'=' with no attribute name before it")
        case "missing-attribute-value":
            return syntax(error.code, at: offset, "'=' with no value after it; write name=\"value\" or leave out '='")
        case "missing-whitespace-between-attributes":
            return syntax(error.code, at: offset, "attributes must be separated by a space")
        case "unexpected-solidus-in-tag":
            return syntax(error.code, at: offset, "'/' in the middle of a tag; remove it")
        case "end-tag-with-attributes":
            return syntax(error.code, at: offset, "an end tag cannot have attributes")
        case "end-tag-with-trailing-solidus":
            return syntax(error.code, at: offset, "an end tag cannot end with '/>'; write '>'")
        case "missing-end-tag-name":
            return syntax(error.code, at: offset, "'</>' is not an end tag; remove it")
        case "eof-before-tag-name", "eof-in-script-html-comment-like-text":
            return syntax(error.code, at: offset, "the template ends in the middle of a tag")
        case "unexpected-question-mark-instead-of-tag-name":
            return syntax(error.code, at: offset, "'<?' is not HTML (processing instructions are XML only)")
        case "incorrectly-opened-comment":
            return syntax(
                error.code, at: offset, "'<!' starts neither a comment nor a doctype; comments start with <!--")
        case "incorrectly-closed-comment":
            return syntax(error.code, at: offset, "a comment must end with -->, not --!>")
        case "abrupt-closing-of-empty-comment":
            return syntax(error.code, at: offset, "<!--> and <!---> are empty comments; write <!-- -->")
        case "nested-comment":
            return syntax(error.code, at: offset, "'<!--' inside a comment; comments cannot nest")
        case "cdata-in-html-content":
            return syntax(error.code, at: offset, "CDATA sections are only allowed inside <svg> and <math>")
        case "unexpected-null-character", "control-character-in-input-stream", "noncharacter-in-input-stream":
            return syntax(error.code, at: offset, "a control character or noncharacter that HTML does not allow here")
        case "absence-of-digits-in-numeric-character-reference":
            return syntax(error.code, at: offset, "'&#' with no digits after it; write &amp;# for a literal '&#'")
        case "null-character-reference", "character-reference-outside-unicode-range",
            "surrogate-character-reference", "noncharacter-character-reference", "control-character-reference":
            // Noticed at the reference's end: reported at its `&`, as written, with what the browser shows instead.
            var start = min(max(offset - 1, 0), input.count - 1)
            while start > 0, input[start] != UInt8(ascii: "&"), offset - start < 16 { start -= 1 }
            guard start >= 0, start < input.count, input[start] == UInt8(ascii: "&") else {
                return syntax(error.code, at: offset, "this numeric character reference is not a character HTML allows")
            }
            var end = start + 1
            while end < input.count, end - start < 16, input[end] != UInt8(ascii: ";"), !input[end].isHTMLWhitespace,
                input[end] != UInt8(ascii: "<")
            {
                end += 1
            }
            if end < input.count, input[end] == UInt8(ascii: ";") { end += 1 }
            let written = String(decoding: input[start..<end], as: UTF8.self)
            let what =
                switch error.code {
                case "null-character-reference": "NUL"
                case "surrogate-character-reference": "half of a UTF-16 surrogate pair"
                case "character-reference-outside-unicode-range": "beyond the last code point, U+10FFFF"
                case "noncharacter-character-reference": "a Unicode noncharacter"
                default: "a control character"
                }
            return syntax(
                error.code, at: start,
                "\(written) is \(what), which HTML does not allow in a page (a browser shows U+FFFD or another "
                    + "character instead); remove it, or write the character meant")
        default:
            return syntax(error.code, at: offset, "HTML parse error (\(error.code))")
        }
    }

    private static func syntax(_ code: String, at offset: Int, _ detail: String) -> HTMLFragmentProblem {
        HTMLFragmentProblem(.syntax(code: code, detail: detail), at: max(0, offset))
    }

    private static func quoted(_ input: [UInt8], _ offset: Int) -> String {
        guard offset >= 0, offset < input.count else { return "a character" }
        return "'\(Character(Unicode.Scalar(input[offset])))'"
    }

    /// The attribute name starting at `offset`.
    private static func word(at offset: Int, in input: [UInt8]) -> String {
        var end = offset
        while end < input.count, !input[end].isHTMLWhitespace,
            ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(input[end])
        {
            end += 1
        }
        return String(decoding: input[min(offset, end)..<end], as: UTF8.self)
    }

    /// The `&name` that ends at or around `offset`, and where its `&` is.
    private static func referenceText(before offset: Int, in input: [UInt8]) -> (text: String, start: Int) {
        var start = min(offset, input.count - 1)
        while start > 0, input[start] != UInt8(ascii: "&"), offset - start < 40 { start -= 1 }
        guard start >= 0, start < input.count, input[start] == UInt8(ascii: "&") else { return ("&", offset) }
        var end = start + 1
        while end < input.count, input[end].isASCIIAlpha || (0x30...0x39).contains(input[end]) { end += 1 }
        return (String(decoding: input[start..<end], as: UTF8.self), start)
    }

    /// The `<` of the tag that is still open at `offset`.
    private static func lastTagStart(before offset: Int, in input: [UInt8]) -> Int? {
        var index = min(offset, input.count) - 1
        while index >= 0 {
            if input[index] == UInt8(ascii: "<"), index + 1 < input.count,
                input[index + 1].isASCIIAlpha || input[index + 1] == UInt8(ascii: "/")
            {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// In the tag still open at the end, the opening quote of an attribute value that is never closed.
    private static func unterminatedQuote(before offset: Int, in input: [UInt8]) -> Int? {
        // Scan forward from the earliest plausible tag start, tracking quotes as the tokenizer would.
        var tagStart: Int?
        var index = 0
        var quote: (byte: UInt8, at: Int)?
        var inTag = false
        var afterEquals = false
        while index < min(offset, input.count) {
            let byte = input[index]
            if let open = quote {
                if byte == open.byte { quote = nil }
            } else if inTag {
                if byte == UInt8(ascii: ">") {
                    inTag = false
                } else if afterEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = (byte, index)
                }
                if !byte.isHTMLWhitespace { afterEquals = byte == UInt8(ascii: "=") }
            } else if byte == UInt8(ascii: "<"), index + 1 < input.count, input[index + 1].isASCIIAlpha {
                inTag = true
                tagStart = index
                afterEquals = false
            }
            index += 1
        }
        _ = tagStart
        return quote?.at
    }

    private static func lastOccurrence(of needle: [UInt8], before offset: Int, in input: [UInt8]) -> Int? {
        var index = min(offset, input.count) - needle.count
        while index >= 0 {
            if Array(input[index..<index + needle.count]) == needle { return index }
            index -= 1
        }
        return nil
    }
}
