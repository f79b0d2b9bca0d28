import Testing
import TrellisContent
import TrellisRender
import TrellisTestSupport

/// The template tag-name check reads the content's data keys only when it has to: a walk over every component of
/// the site, which a warm build of a large site would otherwise pay for on every run.
@Suite("Template tag names against contracts")
struct TagNameWarningTests {
    static let contract = #"{"schema": {"type": "object", "properties": {"title": {"type": "string"}}}}"#

    static func templates(_ files: [String: String]) throws -> TemplateSet {
        let project = try TemporaryProject(files: files)
        var log = DiagnosticLog()
        let templates = TemplateSet.load(from: ProjectLoader(projectDirectory: project.path), log: &log)
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
        return templates
    }

    @Test func declaredNamesOnlyNeverReadTheContent() throws {
        let templates = try Self.templates([
            "Templates/components/card.mustache": "<p>{{title}}{{#title}}!{{/title}}{{trellis.id}}</p>",
            "Templates/components/card.json": Self.contract,
        ])
        var asked = 0
        let warnings = templates.tagNameWarnings(
            sent: { _ in
                asked += 1
                return [:]
            },
            allSent: {
                asked += 1
                return [:]
            })
        #expect(warnings.isEmpty)
        #expect(asked == 0)
    }

    /// `{{{trellis.markdown.x}}}` prints the field `x`: checked as `{{x}}` would be, with its did-you-mean.
    @Test func aMarkdownTagNamesTheFieldItPrints() throws {
        let templates = try Self.templates([
            "Templates/components/card.mustache": "<p>{{{trellis.markdown.title}}}{{{trellis.markdown.titel}}}</p>",
            "Templates/components/card.json": Self.contract,
        ])
        let warnings = templates.tagNameWarnings(sent: { _ in [:] }, allSent: { [:] })
        #expect(warnings.map(\.code) == ["template-unknown-key"], "\(warnings)")
        #expect(
            warnings.first?.message.contains("{{trellis.markdown.titel}} names no field of the card contract") == true)
        #expect(warnings.first?.message.contains("title") == true)
    }

    /// Names the content sends are not reported, and only the undeclared names are looked for; every key is read
    /// (for the did-you-mean) only when there is a warning to give.
    @Test(arguments: [false, true])
    func onlyUndeclaredNamesAreLookedFor(everyNameIsSent: Bool) throws {
        let templates = try Self.templates([
            "Templates/components/card.mustache": "<p>{{titel}}{{titel}}{{extra}}{{sent.deep}}{{title}}</p>",
            "Templates/components/card.json": Self.contract,
            "Templates/components/tile.mustache": "<p>{{subtitle}}{{my_key}}</p>",
            "Templates/components/tile.json": Self.contract,
        ])
        var lookedFor: [[String: Set<String>]] = []
        var allKeysRead = 0
        let warnings = templates.tagNameWarnings(
            sent: { names in
                lookedFor.append(names)
                return everyNameIsSent ? names : ["card": ["sent", "extra"], "tile": ["my.key"]]
            },
            allSent: {
                allKeysRead += 1
                return ["card": ["sent", "extra", "titles"], "tile": ["my.key", "subtitle2"]]
            })
        #expect(
            lookedFor == [
                ["card": ["titel", "extra", "sent"], "tile": ["subtitle", "my_key", "my.key"]]
            ])
        if everyNameIsSent {
            #expect(warnings.isEmpty)
            #expect(allKeysRead == 0)
        } else {
            #expect(allKeysRead == 1)
            #expect(
                warnings.map(\.message) == [
                    #"{{titel}} names no field of the card contract; did you mean "title"?"#,
                    #"{{subtitle}} names no field of the tile contract; did you mean "subtitle2"?"#,
                ])
        }
    }
}
