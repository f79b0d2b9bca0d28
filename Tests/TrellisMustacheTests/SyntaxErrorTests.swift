import Testing
import TrellisMustache

@Suite("Syntax errors")
struct SyntaxErrorTests {
    static let cases: [SyntaxErrorCase] = [
        SyntaxErrorCase(
            name: "unclosed section", template: "<ul>\n  {{#items}}<li>{{.}}</li>\n</ul>",
            message: "the section {{#items}} opened at 2:3 is never closed; add {{/items}}", line: 2, column: 3),
        SyntaxErrorCase(
            name: "mismatched close", template: "{{#items}}\n  <li>{{/item}}",
            message: "{{/item}} closes {{#items}} opened at 1:1; close it with {{/items}}", line: 2, column: 7),
        SyntaxErrorCase(
            name: "close without open", template: "a\n{{/items}}",
            message: "{{/items}} closes no open section; remove it or open the section before it", line: 2, column: 1),
        SyntaxErrorCase(
            name: "unclosed tag at the end", template: "<h2>{{title</h2>",
            message: "unclosed tag: expected }}", line: 1, column: 5),
        SyntaxErrorCase(
            name: "unclosed tag before another tag", template: "<h2>{{title</h2>\n<p>{{body}}</p>",
            message: "unclosed tag: expected }}", line: 1, column: 5),
        SyntaxErrorCase(
            name: "unclosed triple mustache", template: "x {{{html}}",
            message: "unclosed tag: expected }}}", line: 1, column: 3),
        SyntaxErrorCase(
            name: "delimiter change without its closing =", template: "{{=<% %>}}",
            message: "malformed delimiter change: expected =}} to end it", line: 1, column: 1),
        SyntaxErrorCase(
            name: "delimiter change with one delimiter", template: "a\n {{=<%%>=}}",
            message:
                "malformed delimiter change {{=<%%>=}}: write two delimiters separated by a space, neither "
                + "containing '=' or spaces, e.g. {{=<% %>=}}",
            line: 2, column: 2),
        SyntaxErrorCase(
            name: "errors use the delimiters in force", template: "{{=<% %>=}}\n<%#a%>",
            message: "the section <%#a%> opened at 2:1 is never closed; add <%/a%>", line: 2, column: 1),
        SyntaxErrorCase(
            name: "columns count characters, not bytes", template: "é – {{#a}}",
            message: "the section {{#a}} opened at 1:5 is never closed; add {{/a}}", line: 1, column: 5),
        SyntaxErrorCase(
            name: "empty tag", template: "{{ }}",
            message: "the tag {{ }} has no name; write a name between the delimiters", line: 1, column: 1),
        SyntaxErrorCase(
            name: "space inside a name", template: "{{first name}}",
            message:
                "the tag {{first name}} has a space inside its name; names cannot contain spaces "
                + "(is a closing delimiter missing?)",
            line: 1, column: 1),
        SyntaxErrorCase(
            name: "malformed dotted name", template: "{{a..b}}",
            message:
                "the name 'a..b' in {{a..b}} is malformed; use '.' or parts separated by single dots, like 'author.name'",
            line: 1, column: 1),
        SyntaxErrorCase(
            name: "partial without a name", template: "{{> }}",
            message: "the partial tag {{> }} names no partial; write its name after >", line: 1, column: 1),
        SyntaxErrorCase(
            name: "inheritance is not supported", template: "{{<base}}{{/base}}",
            message: "template inheritance ({{<…) is not supported; include a partial with {{>name}} instead",
            line: 1, column: 1),
    ]

    @Test(arguments: cases)
    func reportsMessageAndPosition(_ testCase: SyntaxErrorCase) {
        do throws(MustacheSyntaxError) {
            _ = try MustacheTemplate(source: testCase.template, name: "Templates/components/card.mustache")
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.message == testCase.message)
            #expect(error.line == testCase.line)
            #expect(error.column == testCase.column)
            #expect(error.templateName == "Templates/components/card.mustache")
            #expect(
                error.description
                    == "Templates/components/card.mustache:\(testCase.line):\(testCase.column): \(testCase.message)")
        }
    }

    /// A template saved with CR LF or CR alone line ends is placed as editors count its lines.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEndsCountAsEditorsCountThem(_ lineEnd: String) {
        let template = ["<ul>", "  <li>{{name}}</li>", "  {{#items}}<li>{{.}}</li>", "</ul>"].joined(separator: lineEnd)
        #expect(throws: MustacheSyntaxError.self) { try MustacheTemplate(source: template, name: "t") }
        do throws(MustacheSyntaxError) {
            _ = try MustacheTemplate(source: template, name: "t")
        } catch {
            #expect(error.line == 3 && error.column == 3, "\(error)")
            #expect(error.message == "the section {{#items}} opened at 3:3 is never closed; add {{/items}}")
        }
    }

    @Test func offsetIsTheTagsOpeningDelimiter() {
        #expect(throws: MustacheSyntaxError.self) { try MustacheTemplate(source: "ab{{c", name: "t") }
        do throws(MustacheSyntaxError) {
            _ = try MustacheTemplate(source: "ab{{c", name: "t")
        } catch {
            #expect(error.offset == 2)
        }
    }
}
