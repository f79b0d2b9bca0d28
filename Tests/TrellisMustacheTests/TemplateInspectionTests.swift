import Testing
import TrellisMustache

/// What a compiled template tells its caller about itself: its tags (for contract checks) and positions.
@Suite("Template inspection")
struct TemplateInspectionTests {
    @Test func tagsListEveryTagWithKindNameAndOffset() throws {
        let source =
            "{{title}}\n{{{body}}}{{& raw }}\n{{#items}}{{.}}{{/items}}{{^none}}{{/none}}{{>row}}{{>*which}}{{! c }}{{=<% %>=}}<%author.name%>"
        let template = try MustacheTemplate(source: source, name: "t")
        let described = template.tags.map { "\($0.kind) \($0.name) \($0.offset)" }
        #expect(
            described == [
                "variable title 0", "rawVariable body 10", "rawVariable raw 20", "section items 31",
                "variable . 41", "sectionEnd items 46", "invertedSection none 56", "sectionEnd none 65",
                "partial row 74", "dynamicPartial which 82", "comment c 93", "delimiterChange <% %> 101",
                "variable author.name 112",
            ])
        let bytes = Array(source.utf8)
        for tag in template.tags {
            #expect(tag.endOffset > tag.offset)
            #expect(bytes[tag.offset] == UInt8(ascii: tag.offset >= 112 ? "<" : "{"))
        }
    }

    @Test(arguments: [
        (0, 1, 1), (3, 1, 4), (4, 2, 1), (6, 2, 2), (7, 2, 3), (8, 3, 1), (100, 3, 3),
    ])
    func lineAndColumnCountsCharacters(_ row: (offset: Int, line: Int, column: Int)) throws {
        // "abc\n" then "é" (2 bytes) "x\n" then "yz".
        let template = try MustacheTemplate(source: "abc\néx\nyz", name: "t")
        let position = template.lineAndColumn(ofOffset: row.offset)
        #expect(position.line == row.line)
        #expect(position.column == row.column)
    }
}
