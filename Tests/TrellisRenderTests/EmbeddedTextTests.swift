import Foundation
import Testing
import TrellisRender

/// What a page preview embeds whole — the engine's frames as JSON in a `<script>`, the page's JSON file as text —
/// must read the same to an HTML parser and an XML parser, and mean what it meant.
@Suite("Embedded text")
struct EmbeddedTextTests {
    static let scriptCases: [(json: String, embedded: String)] = [
        (#"{"id":"plain"}"#, #"{"id":"plain"}"#),
        (
            #"{"id":"</script><script>alert(1)</script>"}"#,
            #"{"id":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"}"#
        ),
        (#"{"id":"Tom & Jerry"}"#, #"{"id":"Tom \u0026 Jerry"}"#),
        (#"{"id":"]]>"}"#, #"{"id":"]]\u003e"}"#),
        (#"{"id":"<!--"}"#, #"{"id":"\u003c!--"}"#),
        (#"{"quote":"\"","émoji":"🎬"}"#, #"{"quote":"\"","émoji":"🎬"}"#),
        ("", ""),
    ]

    @Test("JSON in a script", arguments: scriptCases)
    func scriptJSON(_ example: (json: String, embedded: String)) throws {
        let embedded = String(decoding: EmbeddedText.scriptJSON(Array(example.json.utf8)), as: UTF8.self)
        #expect(embedded == example.embedded)
        #expect(!embedded.contains("<") && !embedded.contains("&") && !embedded.contains(">"))
        guard !example.json.isEmpty else { return }
        // The same value, read back.
        let before = try JSONSerialization.jsonObject(with: Data(example.json.utf8)) as? NSDictionary
        let after = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? NSDictionary
        #expect(before != nil && before == after)
    }

    static let textCases: [(text: String, embedded: String)] = [
        (#"{"title": "Home"}"#, #"{"title": "Home"}"#),
        (#"{"html": "<b>bold</b> & <i>it</i>"}"#, #"{"html": "&lt;b&gt;bold&lt;/b&gt; &amp; &lt;i&gt;it&lt;/i&gt;"}"#),
        ("already &amp; escaped", "already &amp;amp; escaped"),
        ("</pre></details><script>", "&lt;/pre&gt;&lt;/details&gt;&lt;script&gt;"),
        ("quotes \" and ' stay", "quotes \" and ' stay"),
        ("line one\r\nline two\ttabbed", "line one\r\nline two\ttabbed"),
        ("", ""),
    ]

    @Test("a file as element text", arguments: textCases)
    func elementText(_ example: (text: String, embedded: String)) {
        let embedded = String(decoding: EmbeddedText.elementText(Array(example.text.utf8)), as: UTF8.self)
        #expect(embedded == example.embedded)
        let readBack = embedded.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(readBack == example.text)
    }
}
