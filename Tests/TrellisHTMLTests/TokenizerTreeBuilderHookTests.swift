import Testing
import TrellisHTML

/// What a tree builder sets between tokens: the state after `<title>`, `<style>`, `<script>`; the CDATA
/// switch inside SVG; and the last start tag, which the tokenizer keeps itself.
@Suite("Tokenizer: tree builder hooks")
struct TokenizerTreeBuilderHookTests {
    /// Tokenizes `input`, switching to `state` after the first start tag as a tree builder would.
    static func tokens(_ input: String, after tagName: String, switchTo state: HTMLTokenizerState) -> [HTMLToken] {
        var tokenizer = HTMLTokenizer(input)
        var tokens: [HTMLToken] = []
        while true {
            let token = tokenizer.next()
            tokens.append(token)
            if case .startTag(let tag) = token, tag.name == tagName { tokenizer.state = state }
            if case .endOfFile = token { return tokens }
        }
    }

    static func summary(_ tokens: [HTMLToken]) -> [String] {
        tokens.map { token in
            switch token {
            case .startTag(let tag): "<\(tag.name)>"
            case .endTag(let tag): "</\(tag.name)>"
            case .characters(let data, _): data
            case .comment(let data, _): "<!--\(data)-->"
            case .doctype: "<!DOCTYPE>"
            case .endOfFile: "EOF"
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var tag: String
        var state: HTMLTokenizerState
        var expected: [String]
        var testDescription: String { input }
    }

    static let cases: [Case] = [
        Case(
            input: "<title>a<b>&amp;</title>", tag: "title", state: .rcdata,
            expected: ["<title>", "a<b>&", "</title>", "EOF"]),
        Case(
            input: "<textarea></TEXTAREA >x", tag: "textarea", state: .rcdata,
            expected: ["<textarea>", "</textarea>", "x", "EOF"]),
        Case(
            input: "<style>p > a { }</p></style>", tag: "style", state: .rawtext,
            expected: ["<style>", "p > a { }</p>", "</style>", "EOF"]),
        Case(
            input: "<script>if (a<b) x = '</scr' + 'ipt>'</script>", tag: "script", state: .scriptData,
            expected: ["<script>", "if (a<b) x = '</scr' + 'ipt>'", "</script>", "EOF"]),
        Case(
            input: "<script><!--<script></script>--></script>", tag: "script", state: .scriptData,
            expected: ["<script>", "<!--<script></script>-->", "</script>", "EOF"]),
        Case(
            input: "<plaintext></plaintext>", tag: "plaintext", state: .plaintext,
            expected: ["<plaintext>", "</plaintext>", "EOF"]),
    ]

    @Test("content states end only at the appropriate end tag", arguments: cases)
    func contentStates(_ testCase: Case) {
        #expect(
            Self.summary(Self.tokens(testCase.input, after: testCase.tag, switchTo: testCase.state))
                == testCase.expected)
    }

    @Test("the tokenizer records the last start tag itself")
    func lastStartTag() {
        var tokenizer = HTMLTokenizer("<div><title>")
        _ = tokenizer.next()
        #expect(tokenizer.lastStartTagName == "div")
        _ = tokenizer.next()
        #expect(tokenizer.lastStartTagName == "title")
    }

    @Test("<![CDATA[ is a CDATA section only where the tree builder allows it")
    func cdata() {
        var inSVG = HTMLTokenizer("<![CDATA[a<b]]>c")
        inSVG.allowsCDATA = true
        #expect(Self.summary(inSVG.allTokens()) == ["a<bc", "EOF"])
        #expect(inSVG.errors.isEmpty)

        var inHTML = HTMLTokenizer("<![CDATA[a<b]]>c")
        #expect(Self.summary(inHTML.allTokens()) == ["<!--[CDATA[a<b]]-->", "c", "EOF"])
        #expect(inHTML.errors.map(\.code) == ["cdata-in-html-content"])
    }
}
