import Testing
import TrellisMustache
import TrellisRender

@Suite("Built-in theme")
struct ThemeTests {
    @Test("every part of the built-in theme compiles", arguments: Theme.Part.allCases)
    func partCompiles(_ part: Theme.Part) {
        #expect(Theme.builtIn.templates[part] != nil)
    }

    /// A rendering's sections are put into the theme's output in place of a placeholder, not printed by the engine:
    /// the bytes are those of printing them, and where they start is known, however the theme prints them — once raw
    /// (placed), twice, escaped or not at all (printed the usual way, no offset).
    @Test(arguments: [
        ("once, raw", "<main>{{{sections}}}</main><p>{{title}}</p>", true),
        ("the built-in theme", "", true),
        ("twice", "<main>{{{sections}}}</main><aside>{{{sections}}}</aside>", false),
        ("escaped", "<main>{{sections}}</main>", false),
        ("not at all", "<main>{{title}}</main>", false),
    ])
    func sectionsArePlacedAsTheThemePrintsThem(_ row: (name: String, source: String, isPlaced: Bool)) throws {
        var theme = Theme.builtIn
        if !row.source.isEmpty {
            guard case .success(let template) = MustacheCompiler.compile(row.source, file: "rendering.mustache") else {
                Issue.record("\(row.name) does not compile")
                return
            }
            theme.templates[.rendering] = template
        }
        let sections = Array("<section class=\"t-section\" id=\"section-a\">Tom &amp; Jerry</section>\n".utf8)
        let context: [String: Any] = ["title": "T < U", "pageTitle": "P", "siteTitle": "S", "root": "../../"]
        var printed = context
        printed["sections"] = RenderedMarkup(bytes: sections, segments: [])
        let expected = theme.renderBytes(.rendering, printed)
        let (bytes, offset) = theme.renderBytes(.rendering, context, placing: sections, as: "sections")
        #expect(bytes == expected, "\(row.name)")
        #expect((offset != nil) == row.isPlaced, "\(row.name)")
        if let offset { #expect(Array(bytes[offset..<(offset + sections.count)]) == sections) }
    }

    @Test func stylesheetPlacesItemsAbsolutelyAndClipsThem() {
        let css = Theme.builtIn.stylesheet
        #expect(css.contains(".t-item { position: absolute; box-sizing: border-box; margin: 0; overflow: hidden; }"))
        #expect(css.contains("scrollbar-width: none"))
    }
}
