import Ink
import TrellisContent
import TrellisHTML

/// Text written in Markdown turned into markup through Ink: descriptions (a contract's and its fields': paragraphs,
/// `code`, links, lists, emphasis) for the catalog, and component data a template prints with
/// `{{{trellis.markdown.key}}}` (an Adaptive Card's `TextBlock` text is Markdown).
///
/// Ink passes HTML written in the Markdown through (CommonMark allows it, and OpenAPI descriptions are CommonMark),
/// and writes HTML, not XHTML: its output is read with the same HTML5 checker as a component template's and written
/// as polyglot XHTML. Should it hold an element Markdown does not write (`script`, `iframe`, `img`…), an event
/// handler, anything a browser would repair, or a link that could run script, the description is shown as plain
/// text instead, so a description can never run anything, break a page or fail its validation.
public enum MarkdownText {
    /// Markup for `text`, or nil when it is to be shown as plain text. HTML typed into the Markdown that cannot be
    /// shown as markup (`Renders a <button type="button">`) is shown as the text it is, and the Markdown around it
    /// still formats.
    public static func markup(_ text: String) -> String? {
        let text = textWithUnclosedTagsEscaped(text)
        if let markup = checkedMarkup(text) { return markup }
        let neutral = textWithoutHTML(text)
        return neutral == text ? nil : checkedMarkup(neutral)
    }

    /// `text` with every `<` outside code spans written as `&lt;`, so Markdown reads no HTML in it. A code span is
    /// what Ink reads as one: from a backtick to the next (the text inside is escaped by Ink itself).
    static func textWithoutHTML(_ text: String) -> String {
        escapingLessThan(in: text) { _ in true }
    }

    /// `text` with each `<` outside code spans that no `>` follows within its paragraph written as `&lt;`. Such a `<`
    /// can start no tag, and Ink never returns from some of them (`<p` with nothing after it to close it: a
    /// contract's description saying `<play button` hung the build); Markdown shows it as the `<` it is either way.
    static func textWithUnclosedTagsEscaped(_ text: String) -> String {
        guard text.contains("<") else { return text }
        return escapingLessThan(in: text) { after in
            let paragraphEnd = after.firstMatch(of: /\n[ \t]*\r?\n/)?.range.lowerBound ?? after.endIndex
            return !after[..<paragraphEnd].contains(">")
        }
    }

    /// `text` with each `<` outside code spans for which `isText` (given what follows it) is true written as `&lt;`.
    private static func escapingLessThan(in text: String, where isText: (Substring) -> Bool) -> String {
        var result = ""
        var rest = Substring(text)
        while let mark = rest.firstIndex(where: { $0 == "`" || $0 == "<" }) {
            result += rest[..<mark]
            let after = rest.index(after: mark)
            if rest[mark] == "<" {
                result += isText(rest[after...]) ? "&lt;" : "<"
                rest = rest[after...]
            } else if let close = rest[after...].firstIndex(of: "`") {
                let end = rest.index(after: close)
                result += rest[mark..<end]
                rest = rest[end...]
            } else {
                result += "`"
                rest = rest[after...]
            }
        }
        return result + rest
    }

    private static func checkedMarkup(_ text: String) -> String? {
        let html = MarkdownParser().html(from: text)
        // Only the elements Markdown itself writes, and no event handlers: HTML typed into a description may
        // format text, never run or embed anything.
        for match in html.matches(of: /<\/?([A-Za-z][A-Za-z0-9]*)/)
        where !allowedElements.contains(match.1.lowercased()) {
            return nil
        }
        if html.contains(/<[^>]*\s[Oo][Nn][A-Za-z]+\s*=/) { return nil }
        let checked = HTMLFragmentChecker.check(Array(html.utf8), context: "div")
        guard checked.problems.isEmpty, !checked.urls.contains(where: { URLSafety.isScriptCapable($0.value) })
        else { return nil }
        return String(decoding: checked.xhtml, as: UTF8.self)
    }

    /// Markup for a value of component data: any HTML in it is text (data never adds markup of its own, Markdown's
    /// or not), and a single paragraph is given without its `<p>`, so a one-line value formats inline wherever
    /// its text would go. Adaptive Cards' `{{DATE(…)}}` and `{{TIME(…)}}` are shown as the date and time they
    /// stand for first (`AdaptiveCardDateFunctions`), as a card's renderer does before its Markdown. Nil when it
    /// cannot be shown as markup (a link that could run script): the template then prints it as text.
    static func dataMarkup(_ text: String) -> [UInt8]? {
        checkedMarkup(textWithoutHTML(AdaptiveCardDateFunctions.expanded(text))).map {
            Array(withoutSingleParagraph($0).utf8)
        }
    }

    private static let allowedElements: Set<String> = [
        "p", "br", "hr", "em", "strong", "b", "i", "u", "s", "del", "code", "pre", "kbd", "sub", "sup", "a", "ul", "ol",
        "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "span",
    ]

    /// Markup for a one-line description (a table cell, a lede): the paragraph Markdown wraps a single line in is
    /// left out.
    public static func inlineMarkup(_ text: String) -> String? {
        markup(text).map(withoutSingleParagraph)
    }

    /// `markup` without the `<p>` Markdown wraps a single paragraph in; as it is when it holds anything else.
    private static func withoutSingleParagraph(_ markup: String) -> String {
        guard markup.hasPrefix("<p>"), markup.hasSuffix("</p>"), markup.ranges(of: "<p>").count == 1 else {
            return markup
        }
        return String(markup.dropFirst(3).dropLast(4))
    }
}
