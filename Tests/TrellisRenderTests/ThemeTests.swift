import Testing
import TrellisRender

@Suite("Built-in theme")
struct ThemeTests {
    @Test("every part of the built-in theme compiles", arguments: Theme.Part.allCases)
    func partCompiles(_ part: Theme.Part) {
        #expect(Theme.builtIn.templates[part] != nil)
    }

    @Test func stylesheetPlacesItemsAbsolutelyAndClipsThem() {
        let css = Theme.builtIn.stylesheet
        #expect(css.contains(".t-item { position: absolute; box-sizing: border-box; margin: 0; overflow: hidden; }"))
        #expect(css.contains("scrollbar-width: none"))
    }
}
